import {
  CART_MAX_LINES,
  cartItemsSchema,
  cartPriceSchema,
  type CartData,
  type CartPriceData,
} from '@storefront/contract';
import { z } from 'zod';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { CartService } from './cart-service.ts';

const CART_DATA = `\`data\`: { items }: the stored cart items (spec 3 cart item) in order, \`index\` renumbered, one line per product and sku, at most ${CART_MAX_LINES}.`;

/** The signed-in buyer's cart on the server, so it follows them to another device. */
export function cartCalls(services: { cart: CartService }) {
  return [
    defineLegacyCall({
      path: 'cart/price',
      summary:
        "What a cart's lines (goodsIdx, skuIdx, quantity) cost now, from the catalog: the cart drawer and the checkout show these figures, never the prices a stored cart carries. Guests too.",
      returns: `\`data\`: { lines (goodsIdx, skuIdx, quantity, price: what one costs now in cents, listPrice, discountPrice or null, stock, available: false when the product, sku or shop is gone or off sale, shopIdx), total: Σ price × quantity of the available lines }. At most ${CART_MAX_LINES} lines.`,
      access: 'guest',
      schema: cartPriceSchema,
      handler: async ({ payload }): Promise<{ data: CartPriceData }> => ({
        data: await services.cart.price(payload.lines),
      }),
    }),
    defineLegacyCall({
      path: 'cart/get',
      summary: "The signed-in buyer's stored cart (empty until the first save or merge).",
      returns: CART_DATA,
      access: 'user',
      schema: z.strictObject({}),
      handler: async ({ principal }): Promise<{ data: CartData }> => ({
        data: { items: await services.cart.get(principal!.idx) },
      }),
    }),
    defineLegacyCall({
      path: 'cart/save',
      summary:
        "Replaces the signed-in buyer's stored cart with the device's items (sent after each change once signed in).",
      returns: `${CART_DATA} Lines repeating a product and sku are kept once, with the larger quantity.`,
      access: 'user',
      schema: cartItemsSchema,
      handler: async ({ payload, principal }): Promise<{ data: CartData }> => ({
        data: { items: await services.cart.save(principal!.idx, payload.items) },
      }),
    }),
    defineLegacyCall({
      path: 'cart/merge',
      summary:
        "Unions the device's cart into the stored one at sign-in, keyed by goods idx and sku idx: a line in both keeps the larger quantity (never the sum), so merging twice changes nothing.",
      returns: `${CART_DATA} The stored lines come first, then the device's new ones; past ${CART_MAX_LINES} lines the device's last new ones are dropped.`,
      access: 'user',
      schema: cartItemsSchema,
      handler: async ({ payload, principal }): Promise<{ data: CartData }> => ({
        data: { items: await services.cart.merge(principal!.idx, payload.items) },
      }),
    }),
  ];
}
