import type { GoodsCard, PmMessage, PmSubject } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { PM_MESSAGE_PAGE_SIZE, PM_SUBJECT_PAGE_SIZE } from '@storefront/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { texts } from '../../lib/i18n/texts.ts';
import { CallError, fetchData } from '../../api/query.ts';
import { queryClient } from '../../api/query-client.ts';
import { emitWithAck } from '../../api/socket-client.ts';
import { chatFailure, resultOf, sendAndAwaitEcho, type ChatResult } from '../../chat/chat-send.ts';
import { useConversationPages, type OlderPagesView } from '../../chat/conversation-cache.ts';
import {
  findSubject,
  flattenSubjects,
  pmKeys,
  updateSubject,
  withSubjectFirst,
  type SubjectPages,
} from './pm-cache.ts';
import { pmMessages } from './pm-messages.ts';
import { markRead, startPmLive } from './pm-live.ts';
import { usePmScreen } from './pm-screen-store.ts';
import { usePendingGoodsStore } from './pending-goods-store.ts';

/*
 * The private-message data layer (spec 4): what the screen reads and does. Server data lives in
 * the TanStack Query cache (subjects, messages, unread total), fed by the calls of spec 7.3 and by
 * the socket's events (pm-live.ts); only what the shopper chose (screen open, subject chosen) and
 * whether a send is on its way are client state.
 */

export { usePmScreen, type PmScreenState } from './pm-screen-store.ts';
export { usePmUnreadTotal } from './pm-unread.ts';
/** The shared sending rule (spec 4), named here so the screen's tests can stand in for it. */
export { useCanSend as usePmCanSend } from '../../chat/chat-send.ts';

export interface PmSubjectsView {
  /** Newest update first. */
  subjects: PmSubject[];
  isLoading: boolean;
  isError: boolean;
  /** False once a page came back with fewer than 10 rows (spec 9: the pager's end test). */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  retry(): void;
}

/** Oldest first; revoked messages are left out. */
export type PmMessagesView = OlderPagesView<PmMessage>;

/** What a send, revoke or remark answered: ok, or the server's translated message. */
export type PmResult<T = undefined> = ChatResult<T>;

export type PmOutgoing = { flag?: undefined; body: string } | { flag: 2; body: string } | { flag: 3; body: GoodsCard };

const failed = chatFailure;

/**
 * The conversation list's pages (spec 7.3 pm/subject/list: page and total). Each page after the
 * first sends the total the page before it reported; the first knows none yet (0).
 */
export const subjectsQuery = infiniteQueryOptions({
  queryKey: pmKeys.subjects,
  queryFn: ({ pageParam }) => fetchData('pm/subject/list', pageParam),
  initialPageParam: { page: 1, total: 0 },
  // Spec 9: a page of fewer than 10 rows is the last.
  getNextPageParam: (last) =>
    last.rows.length < PM_SUBJECT_PAGE_SIZE ? undefined : { page: last.paging.current + 1, total: last.paging.total },
  staleTime: Infinity,
});

/** The list searched by name (pm/subject/list `kw`, paged on the server): asked again after a while, not kept live. */
const searchedSubjectsQuery = (kw: string) =>
  infiniteQueryOptions({
    queryKey: pmKeys.searched(kw),
    queryFn: ({ pageParam }) => fetchData('pm/subject/list', { page: pageParam, kw }),
    initialPageParam: 1,
    getNextPageParam: (last: Page<PmSubject>) =>
      last.rows.length < PM_SUBJECT_PAGE_SIZE ? undefined : last.paging.current + 1,
    staleTime: 30_000,
  });

/**
 * The conversation list (pm/subject/list, 10 a page), kept current by the socket's events; with
 * `kw`, the conversations whose name (or one's remark) holds it, searched on the server.
 */
export function usePmSubjects(kw = ''): PmSubjectsView {
  // Started, never stopped from here: pm-live follows the session itself (pm-watcher.tsx). Handing
  // its stop back as the cleanup would cut the socket for everyone when one list unmounts.
  useEffect(() => {
    startPmLive();
  }, []);
  const all = useInfiniteQuery({ ...subjectsQuery, enabled: kw === '' });
  const searched = useInfiniteQuery({ ...searchedSubjectsQuery(kw), enabled: kw !== '' });
  const query = kw === '' ? all : searched;
  return {
    subjects: flattenSubjects(query.data),
    isLoading: query.isPending,
    isError: query.isError,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}

/** One subject from the list's cache, or fetched on its own (fetchSubject) when no loaded page holds it. */
export function usePmSubject(subjectIdx: number | null): PmSubject | null {
  const subjects = useInfiniteQuery(subjectsQuery);
  const listed = subjectIdx === null ? undefined : findSubject(subjects.data, subjectIdx);
  const single = useQuery({
    queryKey: pmKeys.subject(subjectIdx ?? 0),
    queryFn: async () =>
      (await fetchData('pm/subject/list', { fetchSubject: subjectIdx ?? 0, page: 1 })).rows[0] ?? null,
    enabled: subjectIdx !== null && !listed,
    staleTime: Infinity,
  });
  return listed ?? (subjectIdx === null ? null : (single.data ?? null));
}

/**
 * A conversation's messages: the newest 20 (pm/message/list), then older batches of 20 before
 * the oldest held (pm.history). While the screen shows it, it is marked read (spec 4).
 */
export function usePmMessages(subjectIdx: number | null): PmMessagesView {
  // Started, never stopped from here: pm-live follows the session itself (pm-watcher.tsx). Handing
  // its stop back as the cleanup would cut the socket for everyone when one list unmounts.
  useEffect(() => {
    startPmLive();
  }, []);
  const subject = usePmSubject(subjectIdx);
  const view = useConversationPages(pmMessages, subjectIdx, PM_MESSAGE_PAGE_SIZE, async (idx, before) => {
    if (before === null) return newestMessages(idx, subject?.user.idx);
    const result = resultOf(await emitWithAck('pm.history', { subjectIdx: idx, idx: before }));
    if (!result.ok) throw new CallError(-1, result.message, null);
    return result.value.rows;
  });

  const open = usePmScreen((state) => state.open);
  const unread = subject?.unread ?? 0;
  useEffect(() => {
    if (subjectIdx === null || !open) return undefined;
    const readIfShowing = () => {
      if (document.visibilityState === 'visible') void markRead(subjectIdx);
    };
    // Spec 4: opening a conversation clears its unread and lowers the total.
    if (unread > 0) readIfShowing();
    document.addEventListener('visibilitychange', readIfShowing);
    return () => document.removeEventListener('visibilitychange', readIfShowing);
  }, [subjectIdx, open, unread]);

  return view;
}

/** A conversation's newest page (pm/message/list, 20), the subject's other party named when known. */
async function newestMessages(subjectIdx: number, userIdx?: number): Promise<PmMessage[]> {
  const page = await fetchData('pm/message/list', {
    subjectIdx,
    ...(userIdx !== undefined ? { userIdx } : {}),
    size: PM_MESSAGE_PAGE_SIZE,
    page: 1,
  });
  return page.rows;
}

/**
 * Sends a message over the socket with a client id; ok only when the ack's idx is above 0
 * (spec 4). A lost ack is retried with the same id. The stored message is in the cache by the
 * time this resolves (its live event follows the ack; failing that, the newest page is asked again).
 */
export async function sendPm(subjectIdx: number, message: PmOutgoing): Promise<PmResult<{ idx: number }>> {
  // Spec 5: no subject chosen (an index below 0). The screen's send box is disabled then; this
  // holds for any other caller.
  if (!(subjectIdx > 0)) return failed(texts.t('plsChoiceSubject'));
  startPmLive();
  const result = await sendAndAwaitEcho('pm', { subjectIdx, flag: message.flag, body: message.body }, pmMessages, () =>
    newestMessages(subjectIdx),
  );
  // Spec 4: sending a product message clears the pending product.
  if (result.ok && message.flag === 3 && usePendingGoodsStore.getState().pending?.subjectIdx === subjectIdx) {
    usePendingGoodsStore.getState().clear();
  }
  return result;
}

/** Revokes one's own message (within 2 minutes; the server has the last word). */
export async function revokePm(idx: number): Promise<PmResult> {
  const result = resultOf(await emitWithAck('pm.revoke', { idx }));
  return result.ok ? { ok: true, value: undefined } : result;
}

/** subject/remark/submit; on success the subject's remark is updated in the cache (spec 7.3). */
export async function saveRemark(subjectIdx: number, remark: string): Promise<PmResult<{ remark: string }>> {
  try {
    const saved = await fetchData('subject/remark/submit', { subjectIdx, remark });
    const withRemark = (subject: PmSubject) => ({ ...subject, user: { ...subject.user, remark: saved.remark } });
    // Every list holding the row (the whole one and any searched one) shows the new remark at once.
    queryClient.setQueriesData<SubjectPages>({ queryKey: pmKeys.subjects }, (data) =>
      updateSubject(data, subjectIdx, withRemark),
    );
    queryClient.setQueryData<PmSubject | null>(pmKeys.subject(subjectIdx), (subject) =>
      subject ? withRemark(subject) : subject,
    );
    return { ok: true, value: saved };
  } catch (error) {
    return failed(error instanceof CallError ? error.message : undefined);
  }
}

/**
 * 'Chat with seller': the conversation with a shop (created on first use: one per buyer and
 * shop), put first in the list and the screen opened on it. With `goods`, that product becomes
 * the pending product (spec 3 chat2sbParams.goods): shown above the send box, sent as a card
 * (flag 3) only when the shopper sends it. Asking again about it leaves it pending once.
 */
export function chatWithShop(shopIdx: number, goods?: GoodsCard): Promise<PmResult<{ subjectIdx: number }>> {
  // A second press while the first is on its way joins it.
  opening ??= openShopChat(shopIdx, goods).finally(() => {
    opening = null;
  });
  return opening;
}

let opening: Promise<PmResult<{ subjectIdx: number }>> | null = null;

async function openShopChat(shopIdx: number, goods?: GoodsCard): Promise<PmResult<{ subjectIdx: number }>> {
  startPmLive();
  const result = resultOf(await emitWithAck('pm.subject.inquiry', { shopIdx }));
  if (!result.ok) return result;
  const { subject } = result.value;
  queryClient.setQueryData(pmKeys.subject(subject.idx), subject);
  queryClient.setQueryData<SubjectPages>(pmKeys.subjects, (data) =>
    findSubject(data, subject.idx) ? data : withSubjectFirst(data, subject),
  );
  if (goods) usePendingGoodsStore.getState().setPending(subject.idx, goods);
  usePmScreen.getState().openScreen(subject.idx);
  return { ok: true, value: { subjectIdx: subject.idx } };
}
