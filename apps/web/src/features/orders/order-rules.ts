import type { OrderItemView, OrderView } from '@storefront/contract';

/** What a person may do with an order from the list or the detail page. */
export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'review' | 'ship' | 'sellerCancel';

/** The side of the order the viewer is on: the one who bought, or the shop that sells. */
export type OrderSide = 'buyer' | 'seller';

/**
 * The actions an order offers by its status (issue 5): a buyer pays or cancels a pending order,
 * cancels a paid one that has not shipped, confirms receipt of a shipped one and reviews a
 * completed one while some item is unreviewed; the seller ships a paid one, and cancels a pending
 * or paid one with a reason (issue 20).
 */
export function orderActions(order: Pick<OrderView, 'status' | 'items'>, side: OrderSide): OrderAction[] {
  if (side === 'seller') {
    if (order.status === 'paid') return ['ship', 'sellerCancel'];
    return order.status === 'pending' ? ['sellerCancel'] : [];
  }
  switch (order.status) {
    case 'pending':
      return ['pay', 'cancel'];
    case 'paid':
      return ['cancel'];
    case 'shipped':
      return ['confirm'];
    case 'completed':
      return unreviewedItems(order.items).length > 0 ? ['review'] : [];
    default:
      return [];
  }
}

export const unreviewedItems = (items: readonly OrderItemView[]) => items.filter((item) => !item.reviewed);

/** Sum of price x quantity over the items, in integer cents. */
export function itemsSubtotal(items: readonly Pick<OrderItemView, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** Number of pieces in an order (3 x shirt + 1 x lamp = 4). */
export function pieceCount(items: readonly Pick<OrderItemView, 'quantity'>[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * Which side of an order the viewer is on. The shop's owner is the seller; a buyer is whoever
 * the order names as buyer or, when the view omits the buyer, anyone who is not the seller.
 */
export function viewerSides(
  order: Pick<OrderView, 'shop' | 'buyer'>,
  viewer: { idx: number; shopIdx?: number | null },
): OrderSide[] {
  const seller = viewer.shopIdx != null && viewer.shopIdx === order.shop.idx;
  const buyer = order.buyer ? order.buyer.idx === viewer.idx : !seller;
  return [...(buyer ? (['buyer'] as const) : []), ...(seller ? (['seller'] as const) : [])];
}
