import { createContext, useContext } from 'react';

/**
 * What the virtualized message list (message-list.tsx) tells the one message it places: how to
 * put the row in place (its measuring ref, index and offset) and whether it is the reader's last
 * own message, the only one that carries 'read'/'unread' (issue 19, point 13).
 */
export interface ChatRow {
  index: number;
  /** Offset of the row's top inside the list, px. */
  start: number;
  measure(element: HTMLElement | null): void;
  lastOwn: boolean;
}

export const ChatRowContext = createContext<ChatRow | null>(null);

export const useChatRow = (): ChatRow | null => useContext(ChatRowContext);
