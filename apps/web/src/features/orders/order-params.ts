import { MAX_PAGE, ORDER_STATUSES, type OrderStatus } from '@storefront/contract/constants';

/** Whose orders the list shows: the signed-in user's purchases, or their shop's orders. */
export type OrdersView = 'buyer' | 'seller';

/** The state of /mine/orders, kept in its URL (?view=seller&status=paid&page=2). */
export interface OrdersParams {
  view: OrdersView;
  /** null is the "all" tab. */
  status: OrderStatus | null;
  page: number;
}

const isStatus = (value: string | null): value is OrderStatus =>
  value !== null && (ORDER_STATUSES as readonly string[]).includes(value);

/**
 * Reads the list's state from the URL. Anything unknown falls back to the default (all tab,
 * page 1), and the seller view is only honoured for a user who has a shop.
 */
export function readOrdersParams(params: URLSearchParams, canSell: boolean): OrdersParams {
  const status = params.get('status');
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  return {
    view: canSell && params.get('view') === 'seller' ? 'seller' : 'buyer',
    status: isStatus(status) ? status : null,
    page: page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The search string after a change: switching view or tab goes back to page 1, defaults are
 * left out of the URL, and unrelated parameters are kept.
 */
export function ordersSearch(current: URLSearchParams, patch: Partial<OrdersParams>): string {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  if (patch.view !== undefined) set('view', patch.view === 'seller' ? 'seller' : null);
  if (patch.status !== undefined) set('status', patch.status);
  if (patch.view !== undefined || patch.status !== undefined) next.delete('page');
  if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** Digits-only positive idx from a query parameter (?idx=12), or null for anything else. */
export function readOrderIdx(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const idx = Number(value);
  return idx >= 1 && idx <= 2_147_483_647 ? idx : null;
}
