import { cartApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { CartService } from './cart-service.ts';

/** The signed-in buyer's cart on the server, so it follows them to another device. */
export function cartCalls(services: { cart: CartService }) {
  return [
    defineCall(cartApi.price, {
      handler: async ({ payload, principal, lang }) => ({
        data: await services.cart.price(principal?.idx ?? null, payload.lines, payload.addressIdx, lang),
      }),
    }),
    defineCall(cartApi.get, {
      handler: async ({ principal }) => ({ data: { items: await services.cart.get(principal.idx) } }),
    }),
    defineCall(cartApi.save, {
      handler: async ({ payload, principal }) => ({
        data: { items: await services.cart.save(principal.idx, payload.items) },
      }),
    }),
    defineCall(cartApi.merge, {
      handler: async ({ payload, principal }) => ({
        data: { items: await services.cart.merge(principal.idx, payload.items) },
      }),
    }),
  ];
}
