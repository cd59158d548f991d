import type { LiveChatState } from '@storefront/contract';
import { create } from 'zustand';

/**
 * The widget's client state (spec 4 "live chat has a visible flag"): whether the panel shows, the
 * conversation it is on, what the server last said of it (`liveChat.init`, `liveChat.state`, the
 * acks), the unread count and whether the agent is typing. The messages themselves are server data
 * and live in the query cache (live-chat-cache.ts). Kept small: the trigger reads it on every page.
 */
export interface LiveChatStore {
  visible: boolean;
  subjectIdx: number | null;
  /** Null until the server has said (or when the shopper has no conversation). */
  state: LiveChatState | null;
  unread: number;
  agentTyping: boolean;
  /** The shopper pressed the trigger: the panel loads and opens (live-chat-data.ts does the rest). */
  requestOpen(): void;
}

export const useLiveChat = create<LiveChatStore>((set) => ({
  visible: false,
  subjectIdx: null,
  state: null,
  unread: 0,
  agentTyping: false,
  requestOpen: () => set({ visible: true }),
}));
