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

/**
 * Where the reader's side of the change log stood when a conversation's newest page was read
 * (`liveChat.history`'s `position`): the console's catch-up of that conversation starts there.
 */
export type PositionSeen = (subjectIdx: number, position: number) => void;

/** One page of a conversation: the newest (`before` null, liveChat.history) or the 10 before `before`. */
export async function fetchLivePage(
  subjectIdx: number,
  before: number | null,
  seen?: PositionSeen,
): Promise<LiveChatMessage[]> {
  if (before !== null) return fetchData('/live/chat/message/list', { subjectIdx, idx: before });
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (!answer.ok) throw new CallError(answer.code, answer.message, null);
  seen?.(subjectIdx, answer.data.position);
  return answer.data.rows;
}

/** The newest page again, replacing what `cache` held of the conversation (spec 4: refetched on reconnect). */
export async function loadNewest(cache: LiveConversationCache, subjectIdx: number, seen?: PositionSeen): Promise<void> {
  if (!cache.get(subjectIdx)) return;
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (!answer.ok) return;
  seen?.(subjectIdx, answer.data.position);
  cache.replaceNewest(subjectIdx, answer.data.rows);
}

/** A conversation's pages in `cache`: the newest, then older ones as the reader scrolls up. */
export function useLiveMessagePages(
  cache: LiveConversationCache,
  subjectIdx: number | null,
  seen?: PositionSeen,
): LiveMessagesView {
  return useConversationPages(cache, subjectIdx, LIVE_CHAT_PAGE_SIZE, (idx, before) =>
    fetchLivePage(idx, before, seen),
  );
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
 * A side's live-chat changes (spec 4, made exact): the live events and, after a reconnection, the
 * caught-up ones (`liveChat.since`) change held conversations alike on both sides: a message (the
 * side's own part), an edit merges, a read turns the other side's messages read, a delete removes.
 * Every change's position is kept for the next catch-up: a shopper's one log over their
 * conversations (`scope` 'shopper'), or each conversation's staff side (`scope` 'conversation':
 * the console). `changesOf(subjectIdx)` is the position and catch-up that covers a conversation;
 * `listen` subscribes the events.
 */
export function liveChatChanges(
  cache: LiveConversationCache,
  party: LiveChatParty,
  scope: 'shopper' | 'conversation' = 'shopper',
  /** A change never came live (chat/catch-up.ts `onGap`): of the shopper's log (null) or a conversation's staff side. */
  onGap?: (subjectIdx: number | null) => void,
): { changesOf(subjectIdx: number): CatchUp<'liveChat.since'>; forget(): void; listen(): Array<() => void> } {
  const caughtUp = (change: LiveChatChange) => apply(change, false);
  const shopper =
    scope === 'shopper'
      ? catchUp({ event: 'liveChat.since', apply: caughtUp, ...(onGap ? { onGap: () => onGap(null) } : {}) })
      : null;
  const conversations = new Map<number, CatchUp<'liveChat.since'>>();
  const changesOf = (subjectIdx: number): CatchUp<'liveChat.since'> => {
    if (shopper) return shopper;
    let kept = conversations.get(subjectIdx);
    if (!kept) {
      kept = catchUp({
        event: 'liveChat.since',
        apply: caughtUp,
        subjectIdx,
        ...(onGap ? { onGap: () => onGap(subjectIdx) } : {}),
      });
      conversations.set(subjectIdx, kept);
    }
    return kept;
  };
  const apply = (change: LiveChatChange, live: boolean, ack?: (answer: { readed: boolean }) => void) => {
    switch (change.kind) {
      case 'message':
        changesOf(change.message.subjectIdx).advance(change.message.position);
        party.message(withoutPosition(change.message), live ? { ack } : null);
        break;
      case 'edit': {
        changesOf(change.edit.subjectIdx).advance(change.edit.position);
        cache.edit(change.edit.subjectIdx, withoutPosition(change.edit));
        break;
      }
      case 'read': {
        const { subjectIdx, upToIdx, reader, position } = change.read;
        changesOf(subjectIdx).advance(position);
        cache.read(subjectIdx, upToIdx, writtenToLiveReader(reader));
        break;
      }
      case 'delete': {
        const { subjectIdx, idx, position } = change.delete;
        changesOf(subjectIdx).advance(position);
        const message = cache.find(subjectIdx, idx);
        cache.remove(subjectIdx, idx);
        party.deleted?.(message, live);
        break;
      }
    }
  };
  return {
    changesOf,
    forget: () => {
      shopper?.forget();
      conversations.clear();
    },
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
