import { create } from 'zustand';
import { storage } from '../../lib/storage.ts';

/*
 * The console's client state: what the agent chose (the conversation shown, the pane on a phone,
 * sound on or off) and what only this tab knows (the shoppers' live typing, which queued
 * conversations the agent has already seen). Server data stays in the query cache.
 */

export type ConsolePane = 'list' | 'conversation' | 'profile';
export type ConsoleListTab = 'queue' | 'mine' | 'ended';

/** How long a typing preview stays without a newer `inputing`. */
export const TYPING_PREVIEW_MS = 3000;

const SOUND_KEY = 'staff_console_sound';

export interface ConsoleState {
  /** The conversation chosen. */
  shown: number | null;
  /** The conversation whose messages are on screen now (not on another view, page or phone pane). */
  onScreen: number | null;
  pane: ConsolePane;
  listTab: ConsoleListTab;
  sound: boolean;
  /** The shopper's text as they type it, per conversation, with when it came. */
  typing: Record<number, { text: string; at: number }>;
  /** Queued conversations the agent has had in view (they no longer count in the title badge). */
  seenQueued: ReadonlySet<number>;
  /** Whether the tab is visible (document.visibilityState), kept here so the badge follows it. */
  visible: boolean;
  show(subjectIdx: number | null): void;
  setOnScreen(subjectIdx: number | null): void;
  setPane(pane: ConsolePane): void;
  setListTab(tab: ConsoleListTab): void;
  setSound(on: boolean): void;
  setTyping(subjectIdx: number, inputing: boolean, text: string, at?: number): void;
  /** Drops previews older than TYPING_PREVIEW_MS at `now`. */
  expireTyping(now: number): void;
  seeQueued(subjectIdxs: readonly number[]): void;
  setVisible(visible: boolean): void;
}

export const useConsoleStore = create<ConsoleState>((set) => ({
  shown: null,
  onScreen: null,
  pane: 'list',
  listTab: 'queue',
  sound: storage.get(SOUND_KEY) !== 'off',
  typing: {},
  seenQueued: new Set<number>(),
  visible: typeof document === 'undefined' || document.visibilityState === 'visible',
  show: (subjectIdx) => set({ shown: subjectIdx, pane: subjectIdx === null ? 'list' : 'conversation' }),
  setOnScreen: (onScreen) => set({ onScreen }),
  setPane: (pane) => set({ pane }),
  setListTab: (listTab) => set({ listTab }),
  setSound: (on) => {
    storage.set(SOUND_KEY, on ? 'on' : 'off');
    set({ sound: on });
  },
  setTyping: (subjectIdx, inputing, text, at = Date.now()) =>
    set((state) => {
      const typing = { ...state.typing };
      if (inputing && text.trim()) typing[subjectIdx] = { text, at };
      else delete typing[subjectIdx];
      return { typing };
    }),
  expireTyping: (now) =>
    set((state) => {
      const stale = Object.entries(state.typing).filter(([, preview]) => now - preview.at >= TYPING_PREVIEW_MS);
      if (stale.length === 0) return state;
      const typing = { ...state.typing };
      for (const [subjectIdx] of stale) delete typing[Number(subjectIdx)];
      return { typing };
    }),
  seeQueued: (subjectIdxs) =>
    set((state) => {
      if (subjectIdxs.every((idx) => state.seenQueued.has(idx))) return state;
      return { seenQueued: new Set([...state.seenQueued, ...subjectIdxs]) };
    }),
  setVisible: (visible) => set({ visible }),
}));

/** Whether the agent is looking at this conversation now (its messages on screen, tab visible). */
export function isAttended(subjectIdx: number): boolean {
  const { onScreen, visible } = useConsoleStore.getState();
  return visible && onScreen === subjectIdx;
}
