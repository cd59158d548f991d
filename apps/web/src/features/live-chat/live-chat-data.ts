import type { LiveChatMessage } from '@storefront/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CallError, fetchData } from '../../api/query.ts';
import { emitWithAck } from '../../api/socket-client.ts';
import { flattenLiveMessages, liveChatKeys, olderPageParam } from './live-chat-cache.ts';
import { startLiveChat } from './live-chat-live.ts';
import { useLiveChat } from './live-chat-store.ts';

/*
 * What the panel reads of a conversation's messages (spec 4, 7.3, 7.4): the newest page over the
 * socket (`liveChat.history`), older pages of 10 through `/live/chat/message/list`, until a page of
 * fewer than 10. Live events keep the cache current (live-chat-live.ts).
 */

export interface LiveMessagesView {
  /** Oldest first. */
  messages: LiveChatMessage[];
  isLoading: boolean;
  isError: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Loads the next older page; resolves once it is in `messages`. */
  loadOlder(): Promise<void>;
  retry(): void;
}

/** One page of a conversation: the newest (`before` null) or the 10 before `before`. */
export async function fetchLivePage(subjectIdx: number, before: number | null): Promise<LiveChatMessage[]> {
  if (before !== null) return fetchData('/live/chat/message/list', { subjectIdx, idx: before });
  const answer = await emitWithAck('liveChat.history', { subjectIdx });
  if (!answer.ok) throw new CallError(answer.code, answer.message, null);
  return answer.data.rows;
}

export function useLiveMessages(): LiveMessagesView {
  useEffect(() => {
    startLiveChat();
  }, []);
  const subjectIdx = useLiveChat((state) => state.subjectIdx);
  const query = useInfiniteQuery({
    queryKey: liveChatKeys.messages(subjectIdx ?? 0),
    queryFn: ({ pageParam }) => fetchLivePage(subjectIdx ?? 0, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: olderPageParam,
    enabled: subjectIdx !== null,
    staleTime: Infinity,
  });
  return {
    messages: flattenLiveMessages(query.data),
    isLoading: subjectIdx !== null && query.isPending,
    isError: query.isError,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: async () => {
      // Guarded (spec 2.5): one load at a time, none past the last page.
      if (query.hasNextPage && !query.isFetching) await query.fetchNextPage();
    },
    retry: () => void query.refetch(),
  };
}
