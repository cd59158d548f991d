import {
  addressSchema,
  idxPayloadSchema,
  orderIdxSchema,
  orderListSchema,
  payOrderSchema,
  placeOrderSchema,
  reviewOrderSchema,
  shipOrderSchema,
} from '@storefront/contract';
import { z } from 'zod';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { AddressesService } from './addresses-service.ts';
import type { OrdersService } from './orders-service.ts';

const ADDRESS = 'addresses (idx, name, callingCode, phone, country, area, address, isDefault)';
const ORDER =
  "orders (idx, orderNo, status, total in cents, shop { idx, name, logo }, items (idx, goodsIdx, skuIdx, title, urlCover, dimensionLabel, price, quantity, reviewed), createAt, payBy (a pending order's payment deadline, else null), trackingNo)";
const LIST = `\`data\`: { rows: ${ORDER}, paging: { current, total, size 10 }, counts: orders per status for the tabs }.`;
const DETAIL =
  "`data`: the order as order/detail shows it afterwards. No `message`, so the client shows 'operation complete'.";

export function addressCalls(services: { addresses: AddressesService }) {
  const { addresses } = services;
  return [
    defineLegacyCall({
      path: 'address/list',
      summary: "The caller's address book, the default first.",
      returns: `\`data\`: list of ${ADDRESS}.`,
      access: 'user',
      schema: z.strictObject({}),
      handler: async ({ principal }) => ({ data: await addresses.list(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'address/save',
      summary:
        "Adds an address, or edits one of the caller's (`idx`). One default per user: the first address is it; `isDefault` moves it.",
      returns: `\`data\`: the saved one of the ${ADDRESS}. 4000 naming the field with the spec's messages: name 'Please fill in the name', phone 'Malformed phone number', area 'Please select a receiving area', address 'Address can not be empty'. 4004 for someone else's idx.`,
      access: 'user',
      schema: addressSchema,
      fieldMessages: {
        name: 'addressNameRequired',
        phone: 'phoneMalformed',
        area: 'areaRequired',
        address: 'addressRequired',
      },
      handler: async ({ payload, principal }) => ({ data: await addresses.save(principal!.idx, payload) }),
    }),
    defineLegacyCall({
      path: 'address/delete',
      summary: "Removes one of the caller's addresses; the newest other one becomes the default if it was.",
      returns: "`data`: { idx }. 4004 when it is not one of the caller's.",
      access: 'user',
      schema: idxPayloadSchema,
      handler: async ({ payload, principal }) => {
        await addresses.remove(principal!.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
  ];
}

export function orderCalls(services: { orders: OrdersService }) {
  const { orders } = services;
  return [
    defineLegacyCall({
      path: 'order/place',
      summary:
        'Checkout in one transaction: one order per shop, stock taken, and with `tradePassword` all paid from the wallet (else they wait as pending). `total` is the total (cents) the shopper was shown (cart/price); the orders are made only when the catalog still says so. A retry with the same idempotencyKey answers the same orders.',
      returns:
        "`data`: { orders: (idx, orderNo, shopIdx, total, status), total, balance after paying or null }. No `message`. 4000 naming `addressIdx`, a line (gone or out of stock) or `balance` (not enough money); 4000 naming `total` with 'prices changed' when the catalog's total differs from the one sent, nothing charged or made, and `data` carrying the lines and total of cart/price as they are now; 4002 without message for a wrong trade password; 4029 while it is locked; 4003 when none is set or for the buyer's own shop's goods.",
      access: 'user',
      schema: placeOrderSchema,
      handler: async ({ payload, principal }) => ({ data: await orders.place(principal!.idx, payload) }),
    }),
    defineLegacyCall({
      path: 'order/pay',
      summary: "Pays one of the caller's pending orders from the wallet with the trade password.",
      returns: `${DETAIL} 4003 when it is no longer pending, or when its pay window has passed (it is cancelled then); 4000 naming \`balance\`; 4002/4029 as order/place; 4004 for someone else's order.`,
      access: 'user',
      schema: payOrderSchema,
      handler: async ({ payload, principal }) => ({
        data: await orders.pay(principal!.idx, payload.idx, payload.tradePassword),
      }),
    }),
    defineLegacyCall({
      path: 'order/list',
      summary: "The caller's orders, newest first, optionally of one status.",
      returns: LIST,
      access: 'user',
      schema: orderListSchema,
      handler: async ({ payload, principal }) => ({
        data: await orders.list(principal!.idx, payload.status, payload.page),
      }),
    }),
    defineLegacyCall({
      path: 'order/detail',
      summary: "One order with its delivery address and timeline, for its buyer or its shop's owner.",
      returns: `\`data\`: one of the ${ORDER} plus buyer { idx, name } (for the seller), address (null for the seller while the order is pending or once it is cancelled: only an order it ships shows the buyer's name, phone and address), events (status, note, createAt, automatic: made by the marketplace, as an unpaid order's expiry), paidAt, shippedAt, completedAt, cancelledAt. 4004 for anyone else.`,
      access: 'user',
      schema: orderIdxSchema,
      handler: async ({ payload, principal }) => ({ data: await orders.detail(principal!.idx, payload.idx) }),
    }),
    defineLegacyCall({
      path: 'order/cancel',
      summary:
        "Cancels one of the caller's orders that is pending or paid (not shipped): its stock goes back, and a paid one is refunded to the wallet.",
      returns: `${DETAIL} 4003 once shipped, completed or cancelled.`,
      access: 'user',
      schema: orderIdxSchema,
      handler: async ({ payload, principal }) => ({ data: await orders.cancel(principal!.idx, payload.idx) }),
    }),
    defineLegacyCall({
      path: 'order/confirm',
      summary: "Confirms receipt of one of the caller's shipped orders: it completes and the seller is paid.",
      returns: `${DETAIL} 4003 unless it is shipped.`,
      access: 'user',
      schema: orderIdxSchema,
      handler: async ({ payload, principal }) => ({ data: await orders.confirm(principal!.idx, payload.idx) }),
    }),
    defineLegacyCall({
      path: 'order/review',
      summary:
        "Reviews items of one of the caller's completed orders (rating 1-5, text, photos uploaded by the caller through /service/v1/upload), each item once.",
      returns: `${DETAIL} 4003 unless completed or when an item is already reviewed; 4000 naming the review's itemIdx or photos.`,
      access: 'user',
      schema: reviewOrderSchema,
      handler: async ({ payload, principal }) => ({
        data: await orders.review(principal!.idx, payload.idx, payload.reviews),
      }),
    }),
    defineLegacyCall({
      path: 'seller/order/list',
      summary: "The orders of the caller's shop, newest first, optionally of one status.",
      returns: `${LIST} Each row also carries buyer { idx, name }. 4003 for someone who owns no shop.`,
      access: 'user',
      schema: orderListSchema,
      handler: async ({ payload, principal }) => ({
        data: await orders.sellerList(principal!.idx, payload.status, payload.page),
      }),
    }),
    defineLegacyCall({
      path: 'seller/order/ship',
      summary: "Ships a paid order of the caller's shop with its tracking number.",
      returns: `${DETAIL} 4003 unless it is paid, or for someone who owns no shop; 4004 for another shop's order.`,
      access: 'user',
      schema: shipOrderSchema,
      handler: async ({ payload, principal }) => ({
        data: await orders.ship(principal!.idx, payload.idx, payload.trackingNo),
      }),
    }),
  ];
}
