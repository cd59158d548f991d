import type { LiveChatMessage } from '@storefront/contract';
import { LIVE_CHAT_PAGE_SIZE } from '@storefront/contract/constants';
import { CallError, fetchData } from '../api/query.ts';
import { emitWithAck, onSocketEvent } from '../api/socket-client.ts';
import {
  conversationCache,
  useConversationPages,
  writtenToLiveReader,
  type ConversationCache,
  type OlderPagesView,
} from './conversation-cache.ts';

/*
 * A live-chat conversation, as the widget and the staff console both hold it (spec 4, 7.3): the
 * newest page over the socket (`liveChat.history`), older ones by /live/chat/message/list (10 a
 * page, none after a shorter page), and the events that change a held conversation the same way
 * on both sides (an edit, a read, a delete).
 */

export type LiveConversationCache = ConversationCache<LiveChatMessage>;
export type LiveMessagesView = OlderPagesView<LiveChatMessage>;

export const liveConversationCache = (keyOf: (subjectIdx: number) => readonly unknown[]): LiveConversationCache =>
  conversationCache<LiveChatMessage>(keyOf);

/** One page of a conversation: the newest (`before` null, liveChat.history) or the 10 before `before`. */
export async function fetchLivePage(subjectIdx: number, before: number | null): Promise<LiveChatMessage[]> {
  if (before !== null) return fetchData('/live/chat/message/list', { subjectIdx, idx: before });
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (!answer.ok) throw new CallError(answer.code, answer.message, null);
  return answer.data.rows;
}

/** The newest page again, replacing what `cache` held of the conversation (spec 4: refetched on reconnect). */
export async function loadNewest(cache: LiveConversationCache, subjectIdx: number): Promise<void> {
  if (!cache.get(subjectIdx)) return;
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (answer.ok) cache.replaceNewest(subjectIdx, answer.data.rows);
}

/** A conversation's pages in `cache`: the newest, then older ones as the reader scrolls up. */
export function useLiveMessagePages(cache: LiveConversationCache, subjectIdx: number | null): LiveMessagesView {
  return useConversationPages(cache, subjectIdx, LIVE_CHAT_PAGE_SIZE, fetchLivePage);
}

/**
 * The events that change held conversations alike on both sides: an edit merges, a read turns the
 * other side's messages read, a delete removes (`deleted` hears what was removed, when held).
 */
export function listenLiveConversations(
  cache: LiveConversationCache,
  deleted?: (message: LiveChatMessage | undefined) => void,
): Array<() => void> {
  return [
    onSocketEvent('liveChat.edit', (edit) => cache.edit(edit.subjectIdx, edit)),
    onSocketEvent('liveChat.readed', (read) =>
      cache.read(read.subjectIdx, read.upToIdx, writtenToLiveReader(read.reader)),
    ),
    onSocketEvent('liveChat.delete', ({ idx, subjectIdx }) => {
      const message = cache.find(subjectIdx, idx);
      cache.remove(subjectIdx, idx);
      deleted?.(message);
    }),
  ];
}
