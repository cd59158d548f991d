import type { LiveChatMessage, ServerPayloadOf } from '@storefront/contract';
import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.ts';

/*
 * A conversation's messages as every chat holds them (spec 4): the private messages, the live
 * chat's widget and the staff console. Pages are batches, newest batch first, each oldest first;
 * a batch's page param is the idx it is older than (null: the newest). How they change (a new
 * message, a delete or revoke, an edit, a read, the newest page after a reconnection) is written
 * once, as pure functions, each idempotent: a change applied twice leaves the cache as applying it
 * once, so a change heard live and again in a catch-up counts once. `conversationCache` binds them
 * to the query cache under a chat's own keys.
 */

/** What every chat's message has. */
export interface ChatMessage {
  idx: number;
  subjectIdx: number;
  readed: boolean;
}

export type MessagePages<M extends ChatMessage> = InfiniteData<M[]>;

const byIdx = (a: { idx: number }, b: { idx: number }) => a.idx - b.idx;

/** The conversation in order, each message once (a live message may sit in a batch beside its page). */
export function flattenMessages<M extends ChatMessage>(data: MessagePages<M> | undefined): M[] {
  if (!data) return [];
  const seen = new Map<number, M>();
  for (const batch of data.pages) for (const message of batch) seen.set(message.idx, message);
  return [...seen.values()].sort(byIdx);
}

export function findMessage<M extends ChatMessage>(data: MessagePages<M> | undefined, idx: number): M | undefined {
  return data?.pages.flat().find((message) => message.idx === idx);
}

/** Spec 4 paging: the idx the next older page is older than, none after a batch shorter than a page. */
export function olderPageParam(batch: readonly ChatMessage[], pageSize: number): number | undefined {
  return batch.length < pageSize ? undefined : batch[0]?.idx;
}

/** The newest page alone, as loaded again after a reconnection (spec 4: the history is refetched). */
export function newestPageOnly<M extends ChatMessage>(rows: M[]): MessagePages<M> {
  return { pages: [rows], pageParams: [null] };
}

/** Adds a message to the newest batch, once. */
export function withMessage<M extends ChatMessage>(
  data: MessagePages<M> | undefined,
  message: M,
): MessagePages<M> | undefined {
  if (!data || findMessage(data, message.idx)) return data;
  const [newest = [], ...older] = data.pages;
  return { ...data, pages: [[...newest, message].sort(byIdx), ...older] };
}

/** Adds the messages not held yet (a page asked again), each once. */
export function withMessages<M extends ChatMessage>(
  data: MessagePages<M> | undefined,
  rows: readonly M[],
): MessagePages<M> | undefined {
  return rows.reduce((acc, row) => withMessage(acc, row), data);
}

/** A deleted (live chat) or revoked (private messages) message leaves whichever batch holds it. */
export function withoutMessage<M extends ChatMessage>(
  data: MessagePages<M> | undefined,
  idx: number,
): MessagePages<M> | undefined {
  if (!findMessage(data, idx) || !data) return data;
  return { ...data, pages: data.pages.map((batch) => batch.filter((message) => message.idx !== idx)) };
}

/** Spec 4: an edit merges the fields it carries into the message. */
export function withEdit<M extends ChatMessage>(
  data: MessagePages<M> | undefined,
  edit: { idx: number } & Partial<M>,
): MessagePages<M> | undefined {
  if (!findMessage(data, edit.idx) || !data) return data;
  const defined = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
  return {
    ...data,
    pages: data.pages.map((batch) =>
      batch.map((message) => (message.idx === edit.idx ? { ...message, ...defined } : message)),
    ),
  };
}

/**
 * A read: the reader read the other side's messages up to `upToIdx`; `byOtherSide` says which
 * messages were written to the reader. Those turn 'read' (seen by their sender: their own messages
 * read; seen by the reader's other tab: the incoming ones).
 */
export function withRead<M extends ChatMessage>(
  data: MessagePages<M> | undefined,
  upToIdx: number,
  byOtherSide: (message: M) => boolean,
): MessagePages<M> | undefined {
  if (!data) return data;
  const turns = (message: M) => !message.readed && message.idx <= upToIdx && byOtherSide(message);
  if (!data.pages.some((batch) => batch.some(turns))) return data;
  return {
    ...data,
    pages: data.pages.map((batch) => batch.map((message) => (turns(message) ? { ...message, readed: true } : message))),
  };
}

/** The live chat's read rule: read by staff, the shopper's messages turn 'read'; by the shopper, the staff's. */
export const writtenToLiveReader =
  (reader: ServerPayloadOf<'liveChat.readed'>['reader']) =>
  (message: LiveChatMessage): boolean =>
    message.staff === (reader === 'shopper');

/** How long a sent message's own live event is waited for before the newest page is asked instead. */
const ECHO_WAIT_MS = 1500;

/** One chat's conversations in the query cache, each under `keyOf(subjectIdx)`. */
export interface ConversationCache<M extends ChatMessage> {
  keyOf(subjectIdx: number): QueryKey;
  get(subjectIdx: number): MessagePages<M> | undefined;
  find(subjectIdx: number, idx: number): M | undefined;
  change(subjectIdx: number, change: (data: MessagePages<M> | undefined) => MessagePages<M> | undefined): void;
  add(message: M): void;
  remove(subjectIdx: number, idx: number): void;
  edit(subjectIdx: number, edit: { idx: number } & Partial<M>): void;
  read(subjectIdx: number, upToIdx: number, byOtherSide: (message: M) => boolean): void;
  /** The newest page replaces what was held (spec 4: refetched on reconnection); only a conversation held. */
  replaceNewest(subjectIdx: number, rows: M[]): void;
  /**
   * Resolves once message `idx` is held: at once, on its live event, or, failing that within
   * 1.5 s, after `newest()` (the newest page asked again) is merged into a held conversation.
   */
  whenHeld(subjectIdx: number, idx: number, newest: () => Promise<M[]>): Promise<void>;
}

export function conversationCache<M extends ChatMessage>(
  keyOf: (subjectIdx: number) => QueryKey,
): ConversationCache<M> {
  const get = (subjectIdx: number) => queryClient.getQueryData<MessagePages<M>>(keyOf(subjectIdx));
  const change: ConversationCache<M>['change'] = (subjectIdx, update) =>
    void queryClient.setQueryData<MessagePages<M>>(keyOf(subjectIdx), update);
  const find = (subjectIdx: number, idx: number) => findMessage(get(subjectIdx), idx);
  return {
    keyOf,
    get,
    find,
    change,
    add: (message) => change(message.subjectIdx, (data) => withMessage(data, message)),
    remove: (subjectIdx, idx) => change(subjectIdx, (data) => withoutMessage(data, idx)),
    edit: (subjectIdx, edit) => change(subjectIdx, (data) => withEdit(data, edit)),
    read: (subjectIdx, upToIdx, byOtherSide) => change(subjectIdx, (data) => withRead(data, upToIdx, byOtherSide)),
    replaceNewest: (subjectIdx, rows) => {
      if (get(subjectIdx)) change(subjectIdx, () => newestPageOnly(rows));
    },
    async whenHeld(subjectIdx, idx, newest) {
      if (find(subjectIdx, idx)) return;
      const arrived = await new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => {
          unsubscribe();
          resolve(false);
        }, ECHO_WAIT_MS);
        const unsubscribe = queryClient.getQueryCache().subscribe(() => {
          if (!find(subjectIdx, idx)) return;
          clearTimeout(timer);
          unsubscribe();
          resolve(true);
        });
      });
      if (arrived || !get(subjectIdx)) return;
      try {
        const rows = await newest();
        change(subjectIdx, (data) => withMessages(data, rows));
      } catch {
        // shown with the next change
      }
    },
  };
}

/** A conversation's messages as a chat's message list takes them (components/chat/message-list.tsx). */
export interface OlderPagesView<M> {
  /** Oldest first. */
  messages: M[];
  isLoading: boolean;
  isError: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Loads the next older page; resolves once it is in `messages`. */
  loadOlder(): Promise<void>;
  retry(): void;
}

/** What a paged conversation query shows: older pages one load at a time, none past the last (spec 2.4, 2.5). */
export function olderPagesView<M>(
  query: Pick<
    UseInfiniteQueryResult,
    'isPending' | 'isError' | 'hasNextPage' | 'isFetchingNextPage' | 'isFetching' | 'fetchNextPage' | 'refetch'
  >,
  messages: M[],
  enabled: boolean,
): OlderPagesView<M> {
  return {
    messages,
    isLoading: enabled && query.isPending,
    isError: query.isError,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: async () => {
      if (query.hasNextPage && !query.isFetching) await query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}

/**
 * A conversation's pages in `cache`: the newest (`fetchPage(null)`), then older ones of
 * `pageSize`, each before the oldest held, as the reader scrolls up, until a shorter page.
 */
export function useConversationPages<M extends ChatMessage>(
  cache: ConversationCache<M>,
  subjectIdx: number | null,
  pageSize: number,
  fetchPage: (subjectIdx: number, before: number | null) => Promise<M[]>,
): OlderPagesView<M> {
  const query = useInfiniteQuery({
    queryKey: cache.keyOf(subjectIdx ?? 0),
    queryFn: ({ pageParam }) => fetchPage(subjectIdx ?? 0, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (batch: M[]) => olderPageParam(batch, pageSize),
    enabled: subjectIdx !== null,
    staleTime: Infinity,
  });
  return olderPagesView(query, flattenMessages(query.data), subjectIdx !== null);
}
