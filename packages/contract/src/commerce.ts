import { z } from 'zod';
import { callingCodeSchema, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './accounts.ts';
import { displayNameSchema } from './display-name.ts';
import {
  ADDRESS_FIELD_MAX,
  APPLICATION_STATUSES,
  CART_MAX_LINES,
  CHECKOUT_MAX_LINES,
  CHECKOUT_MAX_QUANTITY,
  LEDGER_KINDS,
  MAX_PAGE,
  ORDER_STATUSES,
  REVIEW_BODY_MAX,
  REVIEW_PHOTOS_MAX,
  TRADE_PASSWORD_PATTERN,
  WITHDRAWAL_ACCOUNT_KINDS,
} from './constants.ts';
import { cartItemSchema, centsSchema } from './entities.ts';
import { MONEY_INPUT_MAX_CENTS, MONEY_INPUT_PATTERN } from './money.ts';
import { pageOf } from './api/endpoint.ts';
import { deliveryQuoteSchema } from './shipping.ts';

/*
 * Buying and everything after it (issue 5): cart sync, addresses, checkout, orders, wallet,
 * trade password, account settings and shop applications. Money on the wire is integer cents,
 * except amounts a person types (recharge, withdrawal), which travel as the typed decimal
 * string and are parsed by `parseMoneyInput` on both sides.
 */

const idx = z.number().int().positive().max(2_147_483_647);
const page = z.number().int().min(1).max(MAX_PAGE).default(1);
/** A client-made key (e.g. crypto.randomUUID()) that makes a retried request count once. */
export const idempotencyKeySchema = z.string().trim().min(8).max(64);
export const tradePasswordSchema = z.string().regex(TRADE_PASSWORD_PATTERN);

export const moneyInputSchema = z
  .string()
  .trim()
  .regex(MONEY_INPUT_PATTERN)
  .refine((text) => {
    const [whole = '0', fraction = ''] = text.split('.');
    const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return cents > 0 && cents <= MONEY_INPUT_MAX_CENTS;
  });

// ---- cart (signed-in buyers' cart follows them across devices) ----

/** cart/save replaces the stored cart; cart/merge unions a device's cart into it (sign-in). */
export const cartItemsSchema = z.strictObject({ items: z.array(cartItemSchema).max(CART_MAX_LINES) });
/** The answer of cart/get, cart/save and cart/merge: the stored cart, in order, re-indexed. */
export type CartData = z.infer<typeof cartItemsSchema>;

// ---- addresses ----

/** Address form (spec 5 messages: name, phone, area, address). `idx` edits an existing one. */
export const addressSchema = z.strictObject({
  idx: idx.optional(),
  name: z.string().trim().min(1).max(NAME_MAX),
  callingCode: callingCodeSchema,
  phone: z.string().regex(/^\d{5,15}$/),
  country: z.string().regex(/^[A-Z]{2}$/),
  area: z.string().trim().min(1).max(ADDRESS_FIELD_MAX),
  address: z.string().trim().min(1).max(ADDRESS_FIELD_MAX),
  isDefault: z.boolean().default(false),
});
export type AddressPayload = z.infer<typeof addressSchema>;
/** An address as the address book shows it. */
export const addressViewSchema = z.object({
  idx,
  name: z.string(),
  callingCode: z.string(),
  phone: z.string(),
  country: z.string(),
  area: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
});
export type AddressView = z.infer<typeof addressViewSchema>;

// ---- orders ----

/** Why a cart line cannot be bought. */
export const UNAVAILABLE_REASONS = ['gone', 'offSale', 'shopClosed', 'shopHoliday', 'noDelivery'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];

export const checkoutLineSchema = z.strictObject({
  goodsIdx: idx,
  skuIdx: idx,
  quantity: z.number().int().min(1).max(CHECKOUT_MAX_QUANTITY),
});
/**
 * order/place: one transaction makes one order per shop. With `tradePassword` the orders are
 * paid from the wallet in the same transaction (all or nothing); without it they wait as
 * 'pending' (stock held) for order/pay.
 */
export const placeOrderSchema = z.strictObject({
  lines: z.array(checkoutLineSchema).min(1).max(CHECKOUT_MAX_LINES),
  addressIdx: idx,
  idempotencyKey: idempotencyKeySchema,
  tradePassword: tradePasswordSchema.optional(),
  /** The total (cents) the shopper was shown; a different catalog total refuses the checkout. */
  total: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type PlaceOrderPayload = z.infer<typeof placeOrderSchema>;
export const payOrderSchema = z.strictObject({ idx, tradePassword: tradePasswordSchema });
export const orderIdxSchema = z.strictObject({ idx });
export const orderListSchema = z.strictObject({ status: z.enum(ORDER_STATUSES).optional(), page });
export const reviewOrderSchema = z.strictObject({
  idx,
  reviews: z
    .array(
      z.strictObject({
        itemIdx: idx,
        rating: z.number().int().min(1).max(5),
        body: z.string().trim().max(REVIEW_BODY_MAX).default(''),
        photos: z
          .array(z.string().regex(/^\/uploads\/[\w./-]+$/))
          .max(REVIEW_PHOTOS_MAX)
          .default([]),
      }),
    )
    .min(1)
    .max(CHECKOUT_MAX_LINES),
});

const orderStatus = z.enum(ORDER_STATUSES);
export const orderItemViewSchema = z.object({
  idx,
  goodsIdx: idx,
  skuIdx: idx,
  title: z.string(),
  urlCover: z.string(),
  dimensionLabel: z.string(),
  price: centsSchema,
  quantity: z.number().int().min(1),
  reviewed: z.boolean(),
});
export type OrderItemView = z.infer<typeof orderItemViewSchema>;
export const orderEventViewSchema = z.object({
  status: orderStatus,
  note: z.string(),
  createAt: z.string(),
  /** Made by the marketplace itself (an unpaid order's expiry), not by the buyer or the seller. */
  automatic: z.boolean(),
});
export type OrderEventView = z.infer<typeof orderEventViewSchema>;
export const orderViewSchema = z.object({
  idx,
  orderNo: z.string(),
  status: orderStatus,
  total: centsSchema,
  shop: z.object({ idx, name: z.string(), logo: z.string() }),
  /** Only for the seller's side: who bought it. */
  buyer: z.object({ idx, name: z.string() }).optional(),
  items: z.array(orderItemViewSchema),
  createAt: z.string(),
  /** A pending order's payment deadline (ORDER_PAY_WINDOW_MINUTES after it was placed); null otherwise. */
  payBy: z.string().nullable(),
  trackingNo: z.string().nullable(),
  /** The delivery fee (cents) included in `total`. */
  deliveryFee: centsSchema,
  /** Who carries a shipped order (a name from SHIP_CARRIERS or the one the seller typed), else null. */
  carrier: z.string().nullable(),
  /** Why the seller cancelled or refunded the order, shown to the buyer; null otherwise. */
  cancelReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The shop's delivery estimate in days when the order was placed, or null when it gave none. */
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type OrderView = z.infer<typeof orderViewSchema>;
export const orderDetailViewSchema = orderViewSchema.extend({
  /** Null for the seller until the order is paid, and on a cancelled order: only what it ships needs it. */
  address: addressViewSchema.omit({ idx: true, isDefault: true }).nullable(),
  events: z.array(orderEventViewSchema),
});
export type OrderDetailView = z.infer<typeof orderDetailViewSchema>;
/** Orders per status, for the tab badges and the account home. */
const orderCountsSchema = z.record(orderStatus, z.number().int().min(0));
export const orderListDataSchema = pageOf(orderViewSchema).extend({ counts: orderCountsSchema });
export type OrderListData = z.infer<typeof orderListDataSchema>;
/**
 * cart/price: the catalog's price of a cart's lines. The stored cart (shop_cart, cart/save) is
 * only the shopper's choice of goods, skus and quantities; what is shown and charged is this.
 */
export const cartPriceSchema = z.strictObject({
  lines: z.array(checkoutLineSchema).max(CART_MAX_LINES),
  /** The signed-in buyer's address delivery is priced to; left out: their default address (none for a guest). */
  addressIdx: idx.optional(),
});
export type CartPricePayload = z.infer<typeof cartPriceSchema>;
export const pricedLineSchema = z.object({
  goodsIdx: idx,
  skuIdx: idx,
  quantity: z.number().int(),
  /** What one costs now (cents): the discount price when there is one. */
  price: centsSchema,
  /** The sku's list price and discount price, for the struck-through "was" price. */
  listPrice: centsSchema,
  discountPrice: centsSchema.nullable(),
  stock: z.number().int(),
  /** False when the product, the sku or its shop is gone or off sale: it cannot be bought. */
  available: z.boolean(),
  /** Why it cannot be bought, when it cannot: gone, off sale, its shop closed or on holiday, or no delivery to the address's country. */
  unavailableReason: z.enum(UNAVAILABLE_REASONS).nullable(),
  shopIdx: idx.nullable(),
  /** The product's title in the caller's language where it has one, else its own (absent: gone). */
  title: z.string().optional(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;
/** One shop's part of a cart: its goods and their delivery to the address's country. */
export const pricedShopSchema = z.object({
  shopIdx: idx,
  shopName: z.string(),
  /** Σ price × quantity of the shop's available lines (cents). */
  goodsTotal: centsSchema,
  /** Null when no address is known yet, or the shop does not deliver to its country (its lines are then unavailable). */
  delivery: deliveryQuoteSchema.nullable(),
});
export type PricedShop = z.infer<typeof pricedShopSchema>;
export const cartPriceDataSchema = z.object({
  lines: z.array(pricedLineSchema),
  /** The shops with available lines, in shop idx order. */
  shops: z.array(pricedShopSchema),
  /** The country delivery was priced to, or null (a guest, or no address yet): then delivery is not counted. */
  country: z.string().nullable(),
  /** Σ price × quantity of the available lines (cents). */
  goodsTotal: centsSchema,
  /** Σ the shops' delivery fees (cents). */
  deliveryTotal: centsSchema,
  /** goodsTotal + deliveryTotal: what order/place charges for these lines to that address. */
  total: centsSchema,
});
export type CartPriceData = z.infer<typeof cartPriceDataSchema>;

export const placeOrderDataSchema = z.object({
  orders: z.array(z.object({ idx, orderNo: z.string(), shopIdx: idx, total: centsSchema, status: orderStatus })),
  total: centsSchema,
  /** Wallet balance after paying (cents), or null when the orders wait for payment. */
  balance: centsSchema.nullable(),
});
export type PlaceOrderData = z.infer<typeof placeOrderDataSchema>;

// ---- wallet ----

export const ledgerListSchema = z.strictObject({ kind: z.enum(LEDGER_KINDS).optional(), page });
/** Recharge through the built-in test payment provider (no real money moves). */
export const rechargeSchema = z.strictObject({ amount: moneyInputSchema, idempotencyKey: idempotencyKeySchema });
export const withdrawalSchema = z.strictObject({
  amount: moneyInputSchema,
  accountIdx: idx,
  tradePassword: tradePasswordSchema,
  idempotencyKey: idempotencyKeySchema,
});
export const withdrawalAccountSchema = z.strictObject({
  kind: z.enum(WITHDRAWAL_ACCOUNT_KINDS),
  holder: z.string().trim().min(1).max(NAME_MAX),
  accountNo: z.string().trim().min(4).max(64),
  bank: z.string().trim().max(80).default(''),
});
export const walletViewSchema = z.object({
  balance: centsSchema,
  frozen: centsSchema,
  hasTradePassword: z.boolean(),
  /** ISO time until which the trade password is locked, or null. */
  lockedUntil: z.string().nullable(),
  /** Whether wallet/recharge works here: the built-in test payment provider is switched on. */
  rechargeAvailable: z.boolean(),
});
export type WalletView = z.infer<typeof walletViewSchema>;
export const ledgerEntryViewSchema = z.object({
  idx,
  kind: z.enum(LEDGER_KINDS),
  /** Signed cents: money in is positive, money out negative. */
  amount: z.number().int(),
  balanceAfter: centsSchema,
  reference: z.string().nullable(),
  note: z.string(),
  createAt: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntryViewSchema>;
/** What a recharge or a withdrawal answers: the balance after it and its ledger entry. */
export const moneyMoveDataSchema = z.object({ balance: centsSchema, entry: ledgerEntryViewSchema });
export type MoneyMoveData = z.infer<typeof moneyMoveDataSchema>;
export const withdrawalAccountViewSchema = z.object({
  idx,
  kind: z.enum(WITHDRAWAL_ACCOUNT_KINDS),
  holder: z.string(),
  /** Masked except the last four characters. */
  accountNo: z.string(),
  bank: z.string(),
});
export type WithdrawalAccountView = z.infer<typeof withdrawalAccountViewSchema>;

// ---- account settings ----

export const profileSchema = z.strictObject({
  name: displayNameSchema(1, NAME_MAX).optional(),
  avatar: z
    .string()
    .regex(/^(\/uploads\/[\w./-]+)?$/)
    .optional(),
  lang: z.string().min(2).max(5).optional(),
});
export const changePasswordSchema = z.strictObject({
  oldPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
/** Setting the trade password needs the sign-in password; changing it needs the old one too. */
export const setTradePasswordSchema = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX),
  tradePassword: tradePasswordSchema,
});

// ---- partnership (shop applications) ----

export const shopApplicationSchema = z.strictObject({
  shopName: displayNameSchema(2, 60),
  contactName: displayNameSchema(1, NAME_MAX),
  contactPhone: z.string().regex(/^\+?\d{5,16}$/),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  categoryIdx: idx,
  description: z.string().trim().min(20).max(2000),
});
export const applicationListSchema = z.strictObject({ status: z.enum(APPLICATION_STATUSES).optional(), page });
export const reviewApplicationSchema = z.strictObject({
  idx,
  approve: z.boolean(),
  reason: z.string().trim().max(500).optional(),
});
export const shopApplicationViewSchema = z.object({
  idx,
  userIdx: idx,
  shopName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  categoryIdx: idx,
  description: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  /** Why it was rejected. */
  reason: z.string().nullable(),
  createAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The shop made on approval. */
  shopIdx: idx.nullable(),
});
export type ShopApplicationView = z.infer<typeof shopApplicationViewSchema>;

// ---- account home ----

/** What the account home (/mine) shows. */
export const accountOverviewSchema = z.object({
  /** Wallet balance (cents); 0 without a wallet. */
  balance: centsSchema,
  orderCounts: orderCountsSchema,
  favorites: z.number().int().min(0),
  following: z.number().int().min(0),
  hasTradePassword: z.boolean(),
  /** The latest shop application, when the user has applied. */
  application: shopApplicationViewSchema.nullable(),
});
export type AccountOverview = z.infer<typeof accountOverviewSchema>;
