import { create } from 'zustand';

interface TodoState {
  /** The signed-in user's unread messages, from the latest todo poll (spec 3, todo response). */
  notifyPending: number;
  setNotifyPending(count: number): void;
}

/** Filled by the todo poller; the header's badges read it. */
export const useTodoStore = create<TodoState>((set) => ({
  notifyPending: 0,
  setNotifyPending: (notifyPending) => set({ notifyPending }),
}));
