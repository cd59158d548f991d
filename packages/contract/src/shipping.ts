import { z } from 'zod';
import { MONEY_INPUT_MAX_CENTS } from './money.ts';

/*
 * A shop's delivery options (issue 20, shipping): a flat fee per order, free above an amount of
 * the shop's goods, and an estimate in days, per destination country or ('' country) for the
 * rest of the world. The server prices delivery from these; the browser only shows its figures.
 */

const idx = z.number().int().positive().max(2_147_483_647);
/** Longest delivery estimate a shop may give, in days. */
export const SHIPPING_DAYS_MAX = 120;
/** '' is the rest of the world: every country without an option of its own. */
export const REST_OF_WORLD = '';
const fee = z.number().int().min(0).max(MONEY_INPUT_MAX_CENTS);
const days = z.number().int().min(0).max(SHIPPING_DAYS_MAX);

export const shippingOptionSchema = z.object({
  idx,
  /** ISO code from the site's country list, or '' for the rest of the world. */
  country: z.string(),
  /** Flat fee per order, cents. */
  fee: z.number().int().min(0),
  /** Free when the shop's goods come to at least this (cents); null: never free. */
  freeOver: z.number().int().min(0).nullable(),
  daysMin: z.number().int().min(0),
  daysMax: z.number().int().min(0),
  updateAt: z.string(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

/** seller/shipping/save: adds an option (no idx) or edits one of the caller's shop's. */
export const shippingSaveSchema = z.strictObject({
  idx: idx.optional(),
  country: z.union([z.string().regex(/^[A-Z]{2}$/), z.literal(REST_OF_WORLD)]),
  fee,
  freeOver: fee.nullable(),
  daysMin: days,
  daysMax: days,
});
export type ShippingSavePayload = z.infer<typeof shippingSaveSchema>;
export const shippingIdxSchema = z.strictObject({ idx });
export const shippingListDataSchema = z.object({ options: z.array(shippingOptionSchema) });

/**
 * What delivering a shop's part of an order costs and takes: `fee` 0 when free; `daysMin` and
 * `daysMax` null when the shop gives no estimate (a shop without any option delivers free).
 */
export const deliveryQuoteSchema = z.object({
  fee: z.number().int().min(0),
  /** The fee before the free-over threshold applied (0 for a shop without options). */
  baseFee: z.number().int().min(0),
  /** The goods amount from which it is free, or null. */
  freeOver: z.number().int().min(0).nullable(),
  daysMin: z.number().int().min(0).nullable(),
  daysMax: z.number().int().min(0).nullable(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

/** goods/delivery: the delivery of one product to a country (the caller's default address's when left out). */
export const goodsDeliverySchema = z.strictObject({
  goodsIdx: idx,
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export const goodsDeliveryDataSchema = z.object({
  /** The destination priced: the one asked, else the default address's; null when neither. */
  country: z.string().nullable(),
  /** Null when no destination is known, or when the shop does not deliver there (`delivers` false). */
  quote: deliveryQuoteSchema.nullable(),
  delivers: z.boolean(),
  /** Why the product cannot be bought now (its shop closed by staff or on holiday), else null. */
  unavailableReason: z.enum(['gone', 'offSale', 'shopClosed', 'shopHoliday', 'noDelivery']).nullable(),
});
export type GoodsDeliveryData = z.infer<typeof goodsDeliveryDataSchema>;
