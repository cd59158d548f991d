import type { OrderStatus } from '@storefront/contract/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../api/query.ts';

/** The seller centre's reads (packages/contract/src/api/seller-orders-api.ts); the viewer's idx keys them. */
export function sellerOrderListQuery(viewerIdx: number, status: OrderStatus | null, keyword: string, page: number) {
  const payload = { ...(status ? { status } : {}), ...(keyword ? { keyword } : {}), page };
  return queryOptions({
    queryKey: ['seller/order/list', payload, viewerIdx],
    queryFn: () => fetchData('seller/order/list', payload),
    placeholderData: keepPreviousData,
  });
}

export function earningsSummaryQuery(viewerIdx: number) {
  return queryOptions({
    queryKey: ['seller/earnings/summary', {}, viewerIdx],
    queryFn: () => fetchData('seller/earnings/summary', {}),
  });
}

export function earningsLedgerQuery(viewerIdx: number, page: number) {
  return queryOptions({
    queryKey: ['seller/earnings/ledger', { page }, viewerIdx],
    queryFn: () => fetchData('seller/earnings/ledger', { page }),
    placeholderData: keepPreviousData,
  });
}
