import type { LiveChatChange, LiveChatMessage } from '@storefront/contract';
import { LIVE_CHAT_PAGE_SIZE } from '@storefront/contract/constants';
import { CallError, fetchData } from '../api/query.ts';
import { emitWithAck, onSocketEvent } from '../api/socket-client.ts';
import { catchUp, type CatchUp } from './catch-up.ts';
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

/** The widget's or the console's own part in a change: what a message, or a delete, does beyond the cache. */
export interface LiveChatParty {
  /**
   * A message, live (`live`: with the ack the server asks for, when it asks) or caught up after a
   * reconnection (`live` null: never acked, never chimed). It comes without its position.
   */
  message(message: LiveChatMessage, live: { ack?: (answer: { readed: boolean }) => void } | null): void;
  /** A delete, with the message it removed when it was held; `live` false for a caught-up one. */
  deleted?(message: LiveChatMessage | undefined, live: boolean): void;
}

/** A change's own fields, without its place in the recipient's changes. */
function withoutPosition<T extends { position?: number }>({ position: _position, ...rest }: T): Omit<T, 'position'> {
  void _position;
  return rest;
}

/**
 * The party's live-chat changes (spec 4, made exact): the live events and, after a reconnection,
 * the caught-up ones (`liveChat.since`) change held conversations alike on both sides: a message
 * (the party's own part), an edit merges, a read turns the other side's messages read, a delete
 * removes. Every change's position is kept for the next catch-up; `listen` subscribes the events,
 * `changes` is the position and the catch-up.
 */
export function liveChatChanges(
  cache: LiveConversationCache,
  party: LiveChatParty,
): { changes: CatchUp<'liveChat.since'>; listen(): Array<() => void> } {
  const apply = (change: LiveChatChange, live: boolean, ack?: (answer: { readed: boolean }) => void) => {
    switch (change.kind) {
      case 'message':
        changes.advance(change.message.position);
        party.message(withoutPosition(change.message), live ? { ack } : null);
        break;
      case 'edit': {
        changes.advance(change.edit.position);
        cache.edit(change.edit.subjectIdx, withoutPosition(change.edit));
        break;
      }
      case 'read': {
        const { subjectIdx, upToIdx, reader, position } = change.read;
        changes.advance(position);
        cache.read(subjectIdx, upToIdx, writtenToLiveReader(reader));
        break;
      }
      case 'delete': {
        const { subjectIdx, idx, position } = change.delete;
        changes.advance(position);
        const message = cache.find(subjectIdx, idx);
        cache.remove(subjectIdx, idx);
        party.deleted?.(message, live);
        break;
      }
    }
  };
  const changes = catchUp({ event: 'liveChat.since', apply: (change) => apply(change, false) });
  return {
    changes,
    listen: () => [
      onSocketEvent('liveChat', (message, ack?: (answer: { readed: boolean }) => void) =>
        apply({ kind: 'message', message }, true, ack),
      ),
      onSocketEvent('liveChat.edit', (edit) => apply({ kind: 'edit', edit }, true)),
      onSocketEvent('liveChat.readed', (read) => apply({ kind: 'read', read }, true)),
      onSocketEvent('liveChat.delete', (deleted) => apply({ kind: 'delete', delete: deleted }, true)),
    ],
  };
}
