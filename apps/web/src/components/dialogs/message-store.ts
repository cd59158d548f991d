import type { DialogParams } from '@storefront/contract';
import { create } from 'zustand';

export type NoticeType = 'success' | 'error' | 'info' | 'loading';

export interface Notice {
  id: number;
  type: NoticeType;
  text: string;
}

export interface OpenDialog extends DialogParams {
  /** Called once the dialog has closed (spec 3 dialog params, onClosed). */
  onClosed?: () => void;
}

interface MessageState {
  /** Only one message at a time (spec 9): a new one replaces the one showing. */
  notice: Notice | null;
  dialog: OpenDialog | null;
  loginPopup: boolean;
  showNotice(type: NoticeType, text: string): number;
  hideNotice(id?: number): void;
  openDialog(dialog: OpenDialog): void;
  closeDialog(): void;
  openLoginPopup(): void;
  closeLoginPopup(): void;
}

let nextId = 1;

export const useMessageStore = create<MessageState>((set, get) => ({
  notice: null,
  dialog: null,
  loginPopup: false,
  showNotice: (type, text) => {
    const id = nextId++;
    set({ notice: { id, type, text } });
    return id;
  },
  hideNotice: (id) => {
    const current = get().notice;
    if (current && (id === undefined || current.id === id)) set({ notice: null });
  },
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => {
    const dialog = get().dialog;
    set({ dialog: null });
    dialog?.onClosed?.();
  },
  openLoginPopup: () => set({ loginPopup: true }),
  closeLoginPopup: () => set({ loginPopup: false }),
}));

/** Shorthands usable outside React (request helpers, stores). */
export const notify = {
  success: (text: string) => useMessageStore.getState().showNotice('success', text),
  error: (text: string) => useMessageStore.getState().showNotice('error', text),
  info: (text: string) => useMessageStore.getState().showNotice('info', text),
  loading: (text: string) => useMessageStore.getState().showNotice('loading', text),
  hide: (id?: number) => useMessageStore.getState().hideNotice(id),
};
