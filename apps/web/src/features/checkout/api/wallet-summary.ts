import type { WalletView } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';

export const walletSummaryKey = (userIdx: number) => ['wallet/summary', userIdx] as const;

/** The balance the order is paid from, and the trade password's state (set, locked until). */
export const walletSummaryQuery = (userIdx: number) =>
  queryOptions({
    queryKey: walletSummaryKey(userIdx),
    queryFn: () => fetchData('wallet/summary'),
    // Paying changes it: always ask again when the checkout opens.
    staleTime: 0,
  });

/** True while the trade password is locked after too many wrong tries. */
export function isLocked(wallet: WalletView | undefined, now: number = Date.now()): boolean {
  return Boolean(wallet?.lockedUntil && Date.parse(wallet.lockedUntil) > now);
}
