import { z } from 'zod';
import {
  goodsDeliveryDataSchema,
  goodsDeliverySchema,
  shippingIdxSchema,
  shippingListDataSchema,
  shippingOptionSchema,
  shippingSaveSchema,
} from '../shipping.ts';
import { endpoint } from './endpoint.ts';

const OWNER = "4003 for a guest (not signed in) or someone who owns no shop; 4004 for another shop's option.";

/** A shop's delivery options (issue 20) and what delivering a product costs. */
export const shippingApi = {
  list: endpoint({
    path: 'seller/shipping/list',
    summary:
      "The delivery options of the caller's shop: its countries first (by code), then the rest of the world ('').",
    notes: `Money in cents. ${OWNER}`,
    access: 'user',
    payload: z.strictObject({}),
    data: shippingListDataSchema,
  }),
  save: endpoint({
    path: 'seller/shipping/save',
    summary:
      "Adds a delivery option to the caller's shop, or with `idx` edits one: a destination country (ISO code of the site's country list, or '' for the rest of the world), a flat fee per order, free from an amount of the shop's goods (`freeOver`, null: never), and the estimate in days.",
    notes: `Fees in cents, 0 to 1,000,000.00. 4000 naming \`fee\`, \`freeOver\`, \`daysMin\`, \`daysMax\` (before daysMin) or \`country\` (not in the list, or the shop already has an option for it); nothing is changed then. ${OWNER}`,
    access: 'user',
    payload: shippingSaveSchema,
    data: shippingOptionSchema,
  }),
  delete: endpoint({
    path: 'seller/shipping/delete',
    summary: "Deletes one of the caller's shop's delivery options.",
    notes: OWNER,
    access: 'user',
    payload: shippingIdxSchema,
    data: z.object({ idx: z.number().int() }),
  }),
  goodsDelivery: endpoint({
    path: 'goods/delivery',
    summary:
      "What delivering one of a product to a country costs and takes, for the detail page: to `country`, else to the caller's default address's country. Guests too.",
    notes:
      '`quote.fee` 0 when free (one item reaching `freeOver`, or a shop that set no options: it delivers free, with no estimate); `delivers` false when the shop has options but none for that country nor for the rest of the world. 4004 for a product not on sale.',
    access: 'guest',
    payload: goodsDeliverySchema,
    data: goodsDeliveryDataSchema,
  }),
};
