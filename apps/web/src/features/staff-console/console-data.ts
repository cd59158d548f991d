import type { AckDataOf, ClientEventName, LiveConversation } from '@storefront/contract';
import { LIVE_QUEUE_PAGE_SIZE } from '@storefront/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CallError, fetchData } from '../../api/query.ts';
import { queryClient } from '../../api/query-client.ts';
import { emitWithAck, type SocketAnswer } from '../../api/socket-client.ts';
import {
  resultOf as chatResultOf,
  sendAndAwaitEcho,
  type ChatResult,
  type FailureTexts,
} from '../../chat/chat-send.ts';
import { useLiveMessagePages, type LiveMessagesView } from '../../chat/live-conversation.ts';
import {
  consoleKeys,
  consoleMessages,
  queueOf,
  withConversation,
  withQueuePage,
  type ConsoleSnapshot,
} from './console-cache.ts';
import { markConsoleRead, seenConsolePosition, startConsoleLive } from './console-live.ts';
import { useConsoleStore } from './console-store.ts';

/*
 * What the console reads and does. Server data lives in the query cache: the snapshot of
 * conversations and agents (liveChat.console, then upserts), each conversation's messages (the
 * newest page over the socket, older pages over HTTP), the ended list, profiles and canned answers.
 */

/** What an action answered: ok, or the server's translated message. */
export type ConsoleResult<T = undefined> = ChatResult<T>;

/** The console's own words for a failure the server did not word. */
const CONSOLE_TEXTS: FailureTexts = { offline: 'staff.console.offline', failed: 'staff.console.failed' };

const resultOf = <E extends ClientEventName>(answer: SocketAnswer<E>): ConsoleResult<AckDataOf<E>> =>
  chatResultOf(answer, CONSOLE_TEXTS);

export const consoleSnapshotQuery = queryOptions({
  queryKey: consoleKeys.snapshot,
  queryFn: async (): Promise<ConsoleSnapshot> => {
    const result = resultOf(await emitWithAck('liveChat.console', {}));
    if (!result.ok) throw new CallError(-1, result.message, null);
    return result.value;
  },
  staleTime: Infinity,
});

/** The console's snapshot, kept current by the socket (started here, left running for the session). */
export function useConsoleSnapshot() {
  useEffect(() => {
    startConsoleLive();
  }, []);
  return useQuery(consoleSnapshotQuery);
}

/**
 * A conversation's messages: the newest page (liveChat.history), then older pages of 10 before the
 * oldest held (/live/chat/message/list) until a page holds fewer than 10 (chat/live-conversation.ts).
 */
export function useConsoleMessages(subjectIdx: number | null): LiveMessagesView {
  return useLiveMessagePages(consoleMessages, subjectIdx, seenConsolePosition);
}

/**
 * For the conversation on screen: marks it so (incoming messages are then read at once) and reads
 * it when it holds unread messages of the agent's (spec 4: opening reads).
 */
export function useReadWhenShown(conversation: LiveConversation | undefined, meIdx: number | undefined): void {
  const visible = useConsoleStore((state) => state.visible);
  const setOnScreen = useConsoleStore((state) => state.setOnScreen);
  const unread = conversation?.staffUnread ?? 0;
  const subjectIdx = conversation?.subjectIdx;
  const mine = conversation?.staffIdx === meIdx && meIdx !== undefined;
  // While this is mounted its messages are on screen: only then is an incoming one read at once.
  useEffect(() => {
    setOnScreen(subjectIdx ?? null);
    return () => setOnScreen(null);
  }, [subjectIdx, setOnScreen]);
  useEffect(() => {
    if (subjectIdx !== undefined && mine && visible && unread > 0) void markConsoleRead(subjectIdx);
  }, [subjectIdx, mine, visible, unread]);
}

let loadingQueue: Promise<void> | null = null;

/**
 * The queue's next page (the snapshot holds its first 50): asked when the queue list is scrolled to
 * its end while more wait. One request at a time; a failure leaves the list as it was.
 */
export function loadMoreQueue(): Promise<void> {
  loadingQueue ??= (async () => {
    const data = queryClient.getQueryData<ConsoleSnapshot>(consoleKeys.snapshot);
    if (!data) return;
    const page = Math.floor(queueOf(data.conversations).length / LIVE_QUEUE_PAGE_SIZE) + 1;
    const { rows, paging } = await fetchData('live/staff/queue', { page });
    queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (held) => withQueuePage(held, rows, paging.total));
  })()
    .catch(() => undefined)
    .finally(() => {
      loadingQueue = null;
    });
  return loadingQueue;
}

function putConversation(conversation: LiveConversation) {
  queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) => withConversation(data, conversation));
}

/** Takes a queued conversation and shows it; a refusal (someone was faster, the cap) gives its message. */
export async function claimConversation(subjectIdx: number): Promise<ConsoleResult> {
  const result = resultOf(await emitWithAck('liveChat.claim', { subjectIdx }));
  if (!result.ok) return result;
  putConversation(result.value.conversation);
  useConsoleStore.getState().show(subjectIdx);
  useConsoleStore.getState().setListTab('mine');
  return { ok: true, value: undefined };
}

export async function transferConversation(subjectIdx: number, staffIdx: number): Promise<ConsoleResult> {
  const result = resultOf(await emitWithAck('liveChat.transfer', { subjectIdx, staffIdx }));
  if (!result.ok) return result;
  putConversation(result.value.conversation);
  return { ok: true, value: undefined };
}

export async function endConversation(subjectIdx: number): Promise<ConsoleResult> {
  const result = resultOf(await emitWithAck('liveChat.end', { subjectIdx, finish: true }));
  if (!result.ok) return result;
  void queryClient.invalidateQueries({ queryKey: consoleKeys.ended });
  return { ok: true, value: undefined };
}

export async function setPresence(status: 'online' | 'away' | 'offline'): Promise<ConsoleResult> {
  const result = resultOf(await emitWithAck('liveChat.presence', { status }));
  if (!result.ok) return result;
  const { me } = result.value;
  queryClient.setQueryData<ConsoleSnapshot>(consoleKeys.snapshot, (data) =>
    data ? { ...data, me, agents: data.agents.map((agent) => (agent.idx === me.idx ? me : agent)) } : data,
  );
  return { ok: true, value: undefined };
}

export async function editMessage(subjectIdx: number, idx: number, body: string): Promise<ConsoleResult> {
  const result = resultOf(await emitWithAck('liveChat.edit', { idx, body }));
  if (!result.ok) return result;
  consoleMessages.edit(subjectIdx, { idx, subjectIdx, body, editAt: new Date().toISOString() });
  return { ok: true, value: undefined };
}

export async function deleteMessage(subjectIdx: number, idx: number): Promise<ConsoleResult> {
  const result = resultOf(await emitWithAck('liveChat.delete', { idx }));
  if (!result.ok) return result;
  consoleMessages.remove(subjectIdx, idx);
  return { ok: true, value: undefined };
}

/**
 * Sends a reply through the shared sender (client id, lost acks retried); ok only with an idx
 * above 0. The stored message is in the cache when this resolves: its echo usually came first,
 * else the newest page is asked again.
 */
export async function sendReply(subjectIdx: number, message: { flag?: 2; body: string }): Promise<ConsoleResult> {
  const sent = await sendAndAwaitEcho(
    'liveChat',
    { subjectIdx, ...message },
    consoleMessages,
    () => fetchData('/live/chat/message/list', { subjectIdx }),
    CONSOLE_TEXTS,
  );
  return sent.ok ? { ok: true, value: undefined } : sent;
}
