import type { OrderStatus } from '@storefront/contract/constants';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';
import type { OrdersView } from '../order-params.ts';

/** The read calls of the order pages (packages/contract/src/api/orders-api.ts). */
export const ORDER_LIST_CALL = { buyer: 'order/list', seller: 'seller/order/list' } as const;
export const ORDER_DETAIL_CALL = 'order/detail';

/**
 * Every cached answer an order action can change: the order lists and details, the wallet
 * (payment, refund, the seller's income), the account overview's counts, and the stock, rating
 * and reviews that goods pages show.
 */
const AFFECTED = /^(order\/|seller\/order\/|wallet\/|mine\/overview$|goods\/(detail|reviews)$)/;

/**
 * An order list page. The viewer's idx is part of the key, so another account signing in on the
 * same tab never sees the last one's orders. The previous tab or page stays on screen while the
 * next loads, but never across views: a purchase must not show up, even briefly, as a shop order.
 */
export function orderListQuery(viewerIdx: number, view: OrdersView, status: OrderStatus | null, page: number) {
  const call = ORDER_LIST_CALL[view];
  const payload = status ? { status, page } : { page };
  return queryOptions({
    queryKey: [call, payload, viewerIdx],
    queryFn: () => fetchData(call, payload),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === call && previousQuery.queryKey[2] === viewerIdx ? previous : undefined,
  });
}

export function orderDetailQuery(viewerIdx: number, idx: number) {
  return queryOptions({
    queryKey: [ORDER_DETAIL_CALL, { idx }, viewerIdx],
    queryFn: () => fetchData(ORDER_DETAIL_CALL, { idx }),
    // A missing or foreign order stays missing: retrying a 4004 only delays the answer.
    retry: false,
  });
}

/** After an order changed state: refetch what shows it, and the balance it may have moved. */
export function invalidateOrderData(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) => typeof query.queryKey[0] === 'string' && AFFECTED.test(query.queryKey[0]),
  });
}
