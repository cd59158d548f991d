import { z } from 'zod';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  CARRIER_NAME_MAX,
  EARNINGS_LEDGER_KINDS,
  MAX_PAGE,
  ORDER_KEYWORD_MAX,
  ORDER_STATUSES,
  SHIP_CARRIERS,
  TRACKING_NO_MAX,
  TRACKING_NO_MIN,
} from './constants.ts';
import { centsSchema } from './entities.ts';
import { pageOf } from './api/endpoint.ts';

/*
 * The seller centre's orders and earnings (issue 20, point 4): the shop's orders with filters,
 * shipping with a carrier, cancelling or refunding with a reason, and what the shop has earned.
 */

const idx = z.number().int().positive().max(2_147_483_647);
const page = z.number().int().min(1).max(MAX_PAGE).default(1);

export const sellerOrderListSchema = z.strictObject({
  status: z.enum(ORDER_STATUSES).optional(),
  /** Part of an order number (digits). */
  keyword: z.string().trim().max(ORDER_KEYWORD_MAX).optional(),
  page,
});
export type SellerOrderListPayload = z.infer<typeof sellerOrderListSchema>;

export const shipOrderSchema = z
  .strictObject({
    idx,
    carrier: z.enum(SHIP_CARRIERS),
    /** The carrier's name when `carrier` is 'other'. */
    carrierName: z.string().trim().max(CARRIER_NAME_MAX).optional(),
    trackingNo: z.string().trim().min(TRACKING_NO_MIN).max(TRACKING_NO_MAX),
  })
  .superRefine((value, ctx) => {
    if (value.carrier === 'other' && (value.carrierName ?? '').length < 2) {
      ctx.addIssue({ code: 'custom', path: ['carrierName'], message: 'carrier name required' });
    }
  });
export type ShipOrderPayload = z.infer<typeof shipOrderSchema>;

/** A seller's cancel (unshipped order) or refund (completed order), with the reason the buyer sees. */
export const sellerOrderReasonSchema = z.strictObject({
  idx,
  reason: z.string().trim().min(CANCEL_REASON_MIN).max(CANCEL_REASON_MAX),
});
export type SellerOrderReasonPayload = z.infer<typeof sellerOrderReasonSchema>;

export const earningsDaySchema = z.object({
  /** YYYY-MM-DD (UTC). */
  date: z.string(),
  /** Net sales credited that day (cents). */
  sales: z.number().int(),
  /** Orders settled that day. */
  orders: z.number().int().min(0),
});
export type EarningsDay = z.infer<typeof earningsDaySchema>;

export const earningsSummarySchema = z.object({
  /** Paid and shipped orders not settled yet, less the commission they will cost. */
  pending: centsSchema,
  /** The wallet's balance: what a withdrawal can pay out. */
  available: centsSchema,
  /** Commission charged, net of refunds' reversals. */
  commissionPaid: z.number().int(),
  /** Sales credited, net of refunds' reversals. */
  salesTotal: z.number().int(),
  /** The platform's commission in percent (PLATFORM_COMMISSION_PERCENT). */
  commissionPercent: z.number().min(0).max(100),
  /** The last EARNINGS_DAYS days, oldest first, every day present. */
  days: z.array(earningsDaySchema),
});
export type EarningsSummary = z.infer<typeof earningsSummarySchema>;

export const earningsLedgerListSchema = z.strictObject({ page });
export const earningsEntrySchema = z.object({
  idx,
  kind: z.enum(EARNINGS_LEDGER_KINDS),
  amount: z.number().int(),
  balanceAfter: centsSchema,
  /** The order number of a sale or commission row, the withdrawal's reference otherwise. */
  reference: z.string().nullable(),
  createAt: z.string(),
});
export type EarningsEntry = z.infer<typeof earningsEntrySchema>;
export const earningsLedgerSchema = pageOf(earningsEntrySchema);
export type EarningsLedger = z.infer<typeof earningsLedgerSchema>;
