import { create } from 'zustand';

/** The screen's own state: whether it is open and which conversation is chosen (client state only). */
export interface PmScreenState {
  open: boolean;
  /** The chosen conversation; null when none is (spec 5: plsChoiceSubject). */
  subjectIdx: number | null;
  /** Opens the screen, on a conversation when given. */
  openScreen(subjectIdx?: number): void;
  /** Chooses a conversation (null: back to the list on mobile). */
  select(subjectIdx: number | null): void;
  close(): void;
}

export const usePmScreen = create<PmScreenState>((set) => ({
  open: false,
  subjectIdx: null,
  openScreen: (subjectIdx) => set((state) => ({ open: true, subjectIdx: subjectIdx ?? state.subjectIdx })),
  select: (subjectIdx) => set({ subjectIdx }),
  close: () => set({ open: false }),
}));

/** Whether the shopper is looking at this conversation now: its incoming messages are read, not counted (spec 4). */
export function isShowing(subjectIdx: number): boolean {
  const { open, subjectIdx: chosen } = usePmScreen.getState();
  return open && chosen === subjectIdx && globalThis.document?.visibilityState !== 'hidden';
}
