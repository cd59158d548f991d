import type { UseInfiniteQueryResult } from '@tanstack/react-query';

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
