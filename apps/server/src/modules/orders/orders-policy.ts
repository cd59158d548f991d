import type { OrderStatus } from '@storefront/contract';
import type { Principal } from '../../core/principal.ts';

/*
 * Who may see and change an order, in one place: the calls (orders-routes.ts) and the order
 * actions and views ask these. An order belongs to its buyer and to its shop's owner; staff read
 * any order (the live chat's console opens a shopper's orders) and change none. Anyone else is
 * told the order does not exist (4004), as for an unknown one.
 */

/** Who looks at an order: a signed-in user, and whether they read as staff. */
export interface OrderViewer {
  idx: number;
  staff: boolean;
}

/** What the rules need of an order: its buyer, and its shop with that shop's owner. */
export interface OrderParties {
  user_idx: number;
  shop_idx: number;
}

export type OrderSide = 'buyer' | 'seller' | 'staff';

/** Whether a caller of the order calls reads every order (staff, read-only). */
export const readsEveryOrder = (principal: Pick<Principal, 'role'>): boolean => principal.role === 'staff';

/** The viewer's side of an order (its buyer first, then its shop's owner, then staff), or null for a stranger. */
export function orderSideOf(viewer: OrderViewer, order: OrderParties, shop: { ownerIdx: number }): OrderSide | null {
  if (order.user_idx === viewer.idx) return 'buyer';
  if (shop.ownerIdx === viewer.idx) return 'seller';
  return viewer.staff ? 'staff' : null;
}

/** Paying, cancelling, confirming, reviewing: the order's buyer only. */
export const isOrderBuyer = (buyerIdx: number, order: Pick<OrderParties, 'user_idx'>): boolean =>
  order.user_idx === buyerIdx;

/** Shipping, a seller's cancel, a refund: the order's shop (its owner acts for it). */
export const isShopOrder = (shopIdx: number, order: Pick<OrderParties, 'shop_idx'>): boolean =>
  order.shop_idx === shopIdx;

/**
 * The buyer's name, phone and address go to the seller (and staff) only with an order it has to
 * ship (paid) or has shipped: an unpaid or cancelled order could be placed just to read them.
 */
export function canSeeAddress(side: OrderSide, status: OrderStatus): boolean {
  return side === 'buyer' || !(status === 'pending' || status === 'cancelled');
}
