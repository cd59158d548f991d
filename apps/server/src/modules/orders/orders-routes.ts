import { addressesApi, ordersApi, sellerOrdersApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { AddressesService } from './addresses-service.ts';
import type { OrdersService } from './orders-service.ts';
import { readsEveryOrder } from './orders-policy.ts';

export function addressCalls(services: { addresses: AddressesService }) {
  const { addresses } = services;
  return [
    defineCall(addressesApi.list, {
      handler: async ({ principal }) => ({ data: await addresses.list(principal.idx) }),
    }),
    defineCall(addressesApi.save, {
      fieldMessages: {
        name: 'addressNameRequired',
        phone: 'phoneMalformed',
        area: 'areaRequired',
        address: 'addressRequired',
      },
      handler: async ({ payload, principal }) => ({ data: await addresses.save(principal.idx, payload) }),
    }),
    defineCall(addressesApi.delete, {
      handler: async ({ payload, principal }) => {
        await addresses.remove(principal.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
  ];
}

export function orderCalls(services: { orders: OrdersService }) {
  const { orders } = services;
  return [
    defineCall(ordersApi.place, {
      handler: async ({ payload, principal }) => ({ data: await orders.place(principal.idx, payload) }),
    }),
    defineCall(ordersApi.pay, {
      handler: async ({ payload, principal }) => ({
        data: await orders.pay(principal.idx, payload.idx, payload.tradePassword),
      }),
    }),
    defineCall(ordersApi.list, {
      handler: async ({ payload, principal, lang }) => ({
        data: await orders.list(principal.idx, payload.status, payload.page, lang),
      }),
    }),
    defineCall(ordersApi.detail, {
      handler: async ({ payload, principal, lang }) => ({
        data: await orders.detail(principal.idx, payload.idx, readsEveryOrder(principal), lang),
      }),
    }),
    defineCall(ordersApi.cancel, {
      handler: async ({ payload, principal }) => ({ data: await orders.cancel(principal.idx, payload.idx) }),
    }),
    defineCall(ordersApi.confirm, {
      handler: async ({ payload, principal }) => ({ data: await orders.confirm(principal.idx, payload.idx) }),
    }),
    defineCall(ordersApi.review, {
      handler: async ({ payload, principal }) => ({
        data: await orders.review(principal.idx, payload.idx, payload.reviews),
      }),
    }),
  ];
}

/** The seller centre's orders and earnings: every call checks the caller owns the shop (OrdersService.shopOf). */
export function sellerOrderCalls(services: { orders: OrdersService }) {
  const { orders } = services;
  return [
    defineCall(sellerOrdersApi.list, {
      handler: async ({ payload, principal }) => ({ data: await orders.sellerList(principal.idx, payload) }),
    }),
    defineCall(sellerOrdersApi.ship, {
      writeLimit: 'seller',
      fieldMessages: { trackingNo: 'trackingNoInvalid', carrierName: 'carrierNameRequired' },
      handler: async ({ payload, principal }) => ({ data: await orders.ship(principal.idx, payload) }),
    }),
    defineCall(sellerOrdersApi.cancel, {
      writeLimit: 'seller',
      fieldMessages: { reason: 'reasonRequired' },
      handler: async ({ payload, principal }) => ({
        data: await orders.sellerCancel(principal.idx, payload.idx, payload.reason),
      }),
    }),
    defineCall(sellerOrdersApi.refund, {
      writeLimit: 'seller',
      fieldMessages: { reason: 'reasonRequired' },
      handler: async ({ payload, principal }) => ({
        data: await orders.refund(principal.idx, payload.idx, payload.reason),
      }),
    }),
    defineCall(sellerOrdersApi.earnings, {
      handler: async ({ principal }) => ({ data: await orders.earnings(principal.idx) }),
    }),
    defineCall(sellerOrdersApi.earningsLedger, {
      handler: async ({ payload, principal }) => ({
        data: await orders.earningsLedger(principal.idx, payload.page),
      }),
    }),
  ];
}
