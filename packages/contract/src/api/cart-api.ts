import { z } from 'zod';
import { cartItemsSchema, cartPriceDataSchema, cartPriceSchema } from '../commerce.ts';
import { CART_MAX_LINES } from '../constants.ts';
import { cartItemSchema } from '../entities.ts';
import { endpoint } from './endpoint.ts';

/** The answer of cart/get, cart/save and cart/merge: the stored cart items (spec 3) in order. */
const cartDataSchema = z.object({ items: z.array(cartItemSchema) });
const CART_DATA = `\`index\` renumbered, one line per product and sku, at most ${CART_MAX_LINES}.`;

/** The signed-in buyer's cart on the server, so it follows them to another device. */
export const cartApi = {
  price: endpoint({
    path: 'cart/price',
    summary:
      "What a cart's lines (goodsIdx, skuIdx, quantity) cost now, from the catalog: the cart drawer and the checkout show these figures, never the prices a stored cart carries. Guests too.",
    notes: `Prices in cents; \`available\` false when the product, sku or shop is gone or off sale; \`total\`: Σ price × quantity of the available lines. At most ${CART_MAX_LINES} lines.`,
    access: 'guest',
    payload: cartPriceSchema,
    data: cartPriceDataSchema,
  }),
  get: endpoint({
    path: 'cart/get',
    summary: "The signed-in buyer's stored cart (empty until the first save or merge).",
    notes: CART_DATA,
    access: 'user',
    payload: z.strictObject({}),
    data: cartDataSchema,
  }),
  save: endpoint({
    path: 'cart/save',
    summary:
      "Replaces the signed-in buyer's stored cart with the device's items (sent after each change once signed in).",
    notes: `${CART_DATA} Lines repeating a product and sku are kept once, with the larger quantity.`,
    access: 'user',
    payload: cartItemsSchema,
    data: cartDataSchema,
  }),
  merge: endpoint({
    path: 'cart/merge',
    summary:
      "Unions the device's cart into the stored one at sign-in, keyed by goods idx and sku idx: a line in both keeps the larger quantity (never the sum), so merging twice changes nothing.",
    notes: `${CART_DATA} The stored lines come first, then the device's new ones; past ${CART_MAX_LINES} lines the device's last new ones are dropped.`,
    access: 'user',
    payload: cartItemsSchema,
    data: cartDataSchema,
  }),
};
