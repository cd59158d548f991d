import type { PayloadOf } from '@storefront/contract/api';
import { Code } from '@storefront/contract/codes';
import { actionCall, type ActionOutcome } from '../../../components/dialogs/action-call.ts';

/** The calls that change an order, each through the generic action call (spec 7.3, 8). */
export const ORDER_ACTION_CALL = {
  pay: 'order/pay',
  cancel: 'order/cancel',
  confirm: 'order/confirm',
  review: 'order/review',
  ship: 'seller/order/ship',
  sellerCancel: 'seller/order/cancel',
} as const;
type OrderActionPath = (typeof ORDER_ACTION_CALL)[keyof typeof ORDER_ACTION_CALL];

export interface ReviewEntry {
  itemIdx: number;
  rating: number;
  body: string;
  photos: string[];
}

export interface OrderActionResult {
  /** True only when the server agreed (code 0). */
  ok: boolean;
  outcome: ActionOutcome;
}

/**
 * Runs one order call: the 'processing' notice, then 'operation complete', 'trade password
 * error' or the server's reason (spec 8), all shown by the generic action call.
 */
async function run<P extends OrderActionPath>(call: P, payload: PayloadOf<P>): Promise<OrderActionResult> {
  const { answer, outcome } = await actionCall(call, payload);
  return { ok: answer?.code === Code.ok, outcome };
}

export const payOrder = (idx: number, tradePassword: string) => run(ORDER_ACTION_CALL.pay, { idx, tradePassword });
export const cancelOrder = (idx: number) => run(ORDER_ACTION_CALL.cancel, { idx });
export const confirmOrder = (idx: number) => run(ORDER_ACTION_CALL.confirm, { idx });
export const shipOrder = (idx: number, shipment: Omit<PayloadOf<'seller/order/ship'>, 'idx'>) =>
  run(ORDER_ACTION_CALL.ship, { idx, ...shipment });
export const sellerCancelOrder = (idx: number, reason: string) => run(ORDER_ACTION_CALL.sellerCancel, { idx, reason });
export const reviewOrder = (idx: number, reviews: ReviewEntry[]) => run(ORDER_ACTION_CALL.review, { idx, reviews });
