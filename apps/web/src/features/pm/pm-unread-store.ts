import { create } from 'zustand';

interface PmUnreadState {
  /** Total unread private messages (spec 2.2 trigger badge); the private-message feature feeds it. */
  unread: number;
  setUnread(unread: number): void;
}

export const usePmUnread = create<PmUnreadState>((set) => ({
  unread: 0,
  setUnread: (unread) => set({ unread: Math.max(0, Math.floor(unread)) }),
}));
