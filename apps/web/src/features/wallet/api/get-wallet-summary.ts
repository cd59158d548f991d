import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';

/** Per user, so another account signing in on this tab never sees the last one's balance. */
export const walletSummaryQuery = (userIdx: number) =>
  queryOptions({
    queryKey: ['wallet/summary', userIdx],
    queryFn: () => fetchData('wallet/summary'),
  });

export function useWalletSummary(userIdx: number) {
  return useQuery(walletSummaryQuery(userIdx));
}

/**
 * After money moved, every read that may show it (balance, ledger, the account overview, an
 * order's payment) is stale: active ones refetch, the rest refetch when next shown.
 */
export function refreshAfterMoneyMoved(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries();
}
