import type { LiveChatMessage, ServerPayloadOf } from '@storefront/contract';
import { LIVE_CHAT_PAGE_SIZE } from '@storefront/contract/constants';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { olderPagesView, type OlderPagesView } from './older-pages.ts';
import { CallError, fetchData } from './query.ts';
import { emitWithAck } from './socket-client.ts';

/*
 * A live-chat conversation's messages as the widget and the staff console both hold them (spec 4,
 * 7.3): how pages are fetched (the newest over the socket, older ones by /live/chat/message/list,
 * 10 a page, none after a shorter page), and how the cached pages change, as pure functions: a new
 * message, a delete, an edit, a read, and the newest page after a reconnection. Each is
 * idempotent: a change applied twice leaves the cache as applying it once.
 */

/** Batches newest first, each oldest first; a batch's page param is the idx it is older than (null: the newest). */
export type LiveMessagePages = InfiniteData<LiveChatMessage[]>;

const byIdx = (a: { idx: number }, b: { idx: number }) => a.idx - b.idx;

/** The conversation in order, each message once (a live message may sit in a batch beside its page). */
export function flattenLiveMessages(data: LiveMessagePages | undefined): LiveChatMessage[] {
  if (!data) return [];
  const seen = new Map<number, LiveChatMessage>();
  for (const batch of data.pages) for (const message of batch) seen.set(message.idx, message);
  return [...seen.values()].sort(byIdx);
}

export function findLiveMessage(data: LiveMessagePages | undefined, idx: number): LiveChatMessage | undefined {
  return data?.pages.flat().find((message) => message.idx === idx);
}

/** Spec 4 paging: the idx the next older page is older than, none after a batch of fewer than 10. */
export function olderPageParam(batch: LiveChatMessage[]): number | undefined {
  return batch.length < LIVE_CHAT_PAGE_SIZE ? undefined : batch[0]?.idx;
}

/** The newest page alone, as loaded again after a reconnection (spec 4: the history is refetched). */
export function newestPageOnly(rows: LiveChatMessage[]): LiveMessagePages {
  return { pages: [rows], pageParams: [null] };
}

/** Adds a message to the newest batch, once. */
export function withLiveMessage(
  data: LiveMessagePages | undefined,
  message: LiveChatMessage,
): LiveMessagePages | undefined {
  if (!data || findLiveMessage(data, message.idx)) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message].sort(byIdx), ...older] };
}

export function withoutLiveMessage(data: LiveMessagePages | undefined, idx: number): LiveMessagePages | undefined {
  if (!findLiveMessage(data, idx) || !data) return data;
  return { ...data, pages: data.pages.map((batch) => batch.filter((message) => message.idx !== idx)) };
}

/** Spec 4: an edit merges the fields it carries into the message. */
export function withLiveEdit(
  data: LiveMessagePages | undefined,
  edit: ServerPayloadOf<'liveChat.edit'>,
): LiveMessagePages | undefined {
  if (!findLiveMessage(data, edit.idx) || !data) return data;
  const defined = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
  return {
    ...data,
    pages: data.pages.map((batch) =>
      batch.map((message) => (message.idx === edit.idx ? { ...message, ...defined } : message)),
    ),
  };
}

/**
 * A read: `reader` read the other side's messages up to `upToIdx`. Read by staff, the shopper's
 * own messages turn 'read'; read by the shopper (another tab), the staff's do.
 */
export function withLiveRead(
  data: LiveMessagePages | undefined,
  read: Pick<ServerPayloadOf<'liveChat.readed'>, 'upToIdx' | 'reader'>,
): LiveMessagePages | undefined {
  if (!data) return data;
  const turns = (message: LiveChatMessage) =>
    !message.readed && message.idx <= read.upToIdx && message.staff === (read.reader === 'shopper');
  if (!data.pages.some((batch) => batch.some(turns))) return data;
  return {
    ...data,
    pages: data.pages.map((batch) => batch.map((message) => (turns(message) ? { ...message, readed: true } : message))),
  };
}

export type LiveMessagesView = OlderPagesView<LiveChatMessage>;

/** One page of a conversation: the newest (`before` null, liveChat.history) or the 10 before `before`. */
export async function fetchLivePage(subjectIdx: number, before: number | null): Promise<LiveChatMessage[]> {
  if (before !== null) return fetchData('/live/chat/message/list', { subjectIdx, idx: before });
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (!answer.ok) throw new CallError(answer.code, answer.message, null);
  return answer.data.rows;
}

/** A conversation's pages under `queryKey`: the newest, then older ones as the reader scrolls up. */
export function useLiveMessagePages(queryKey: readonly unknown[], subjectIdx: number | null): LiveMessagesView {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchLivePage(subjectIdx ?? 0, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: olderPageParam,
    enabled: subjectIdx !== null,
    staleTime: Infinity,
  });
  return olderPagesView(query, flattenLiveMessages(query.data), subjectIdx !== null);
}
