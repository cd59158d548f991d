import {
  orderDetailViewSchema,
  orderIdxSchema,
  orderListDataSchema,
  orderListSchema,
  payOrderSchema,
  placeOrderDataSchema,
  placeOrderSchema,
  reviewOrderSchema,
} from '../commerce.ts';
import { ORDER_PAGE_SIZE } from '../constants.ts';
import { endpoint } from './endpoint.ts';

const LIST = `\`paging.size\`: ${ORDER_PAGE_SIZE}; \`counts\`: orders per status for the tabs.`;
const DETAIL =
  "`data`: the order as order/detail shows it afterwards. No `message`, so the client shows 'operation complete'.";

/** Checkout and the orders after it, for the buyer and the seller (spec 7.3). */
export const ordersApi = {
  place: endpoint({
    path: 'order/place',
    summary:
      'Checkout in one transaction: one order per shop, stock taken, and with `tradePassword` all paid from the wallet (else they wait as pending). `total` is the total (cents) the shopper was shown (cart/price); the orders are made only when the catalog still says so. A retry with the same idempotencyKey answers the same orders.',
    notes:
      "`balance`: the wallet after paying, or null when the orders wait for payment. No `message`. 4000 naming `addressIdx`, a line (gone or out of stock) or `balance` (not enough money); 4000 naming `total` with 'prices changed' when the catalog's total differs from the one sent, nothing charged or made, and `data` carrying the lines and total of cart/price as they are now; 4002 without message for a wrong trade password; 4029 while it is locked; 4003 when none is set or for the buyer's own shop's goods.",
    access: 'user',
    payload: placeOrderSchema,
    data: placeOrderDataSchema,
  }),
  pay: endpoint({
    path: 'order/pay',
    summary: "Pays one of the caller's pending orders from the wallet with the trade password.",
    notes: `${DETAIL} 4003 when it is no longer pending, or when its pay window has passed (it is cancelled then); 4000 naming \`balance\`; 4002/4029 as order/place; 4004 for someone else's order.`,
    access: 'user',
    payload: payOrderSchema,
    data: orderDetailViewSchema,
  }),
  list: endpoint({
    path: 'order/list',
    summary: "The caller's orders, newest first, optionally of one status.",
    notes: `${LIST} \`payBy\`: a pending order's payment deadline, else null.`,
    access: 'user',
    payload: orderListSchema,
    data: orderListDataSchema,
  }),
  detail: endpoint({
    path: 'order/detail',
    summary: "One order with its delivery address and timeline, for its buyer or its shop's owner.",
    notes:
      "`buyer`: for the seller only. `address`: null for the seller while the order is pending or once it is cancelled (only an order it ships shows the buyer's name, phone and address). `events[].automatic`: made by the marketplace, as an unpaid order's expiry. 4004 for anyone else.",
    access: 'user',
    payload: orderIdxSchema,
    data: orderDetailViewSchema,
  }),
  cancel: endpoint({
    path: 'order/cancel',
    summary:
      "Cancels one of the caller's orders that is pending or paid (not shipped): its stock goes back, and a paid one is refunded to the wallet.",
    notes: `${DETAIL} 4003 once shipped, completed or cancelled.`,
    access: 'user',
    payload: orderIdxSchema,
    data: orderDetailViewSchema,
  }),
  confirm: endpoint({
    path: 'order/confirm',
    summary: "Confirms receipt of one of the caller's shipped orders: it completes and the seller is paid.",
    notes: `${DETAIL} 4003 unless it is shipped.`,
    access: 'user',
    payload: orderIdxSchema,
    data: orderDetailViewSchema,
  }),
  review: endpoint({
    path: 'order/review',
    summary:
      "Reviews items of one of the caller's completed orders (rating 1-5, text, photos uploaded by the caller through /service/v1/upload), each item once.",
    notes: `${DETAIL} 4003 unless completed or when an item is already reviewed; 4000 naming the review's itemIdx or photos.`,
    access: 'user',
    payload: reviewOrderSchema,
    data: orderDetailViewSchema,
  }),
};
