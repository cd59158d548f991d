import { shippingApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { ShippingService } from './shipping-service.ts';

const FIELD_MESSAGES = {
  country: 'shippingCountryUnknown',
  fee: 'shippingFeeInvalid',
  freeOver: 'shippingFreeOverInvalid',
  daysMin: 'shippingDaysInvalid',
  daysMax: 'shippingDaysInvalid',
} as const;

/** The seller's delivery options (owner checked on every call) and a product's delivery quote. */
export function shippingCalls(services: { shipping: ShippingService }) {
  const { shipping } = services;
  return [
    defineCall(shippingApi.list, {
      handler: async ({ principal }) => ({ data: { options: await shipping.list(principal.idx) } }),
    }),
    defineCall(shippingApi.save, {
      writeLimit: 'seller',
      fieldMessages: FIELD_MESSAGES,
      handler: async ({ payload, principal }) => ({ data: await shipping.save(principal.idx, payload) }),
    }),
    defineCall(shippingApi.delete, {
      writeLimit: 'seller',
      handler: async ({ payload, principal }) => {
        await shipping.remove(principal.idx, payload.idx);
        return { data: { idx: payload.idx } };
      },
    }),
    defineCall(shippingApi.goodsDelivery, {
      fieldMessages: { country: 'shippingCountryUnknown' },
      handler: async ({ payload, principal }) => ({
        data: await shipping.goodsDelivery(principal?.idx ?? null, payload.goodsIdx, payload.country),
      }),
    }),
  ];
}
