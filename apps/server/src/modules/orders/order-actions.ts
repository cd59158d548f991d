import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { moveSales, moveStock } from '../catalog/commerce-repository.ts';
import { verifyTradePassword } from '../wallet/trade-password.ts';
import { expireOrder, overdue } from './order-expiry.ts';
import { completeAndSettle, type SettlementRules } from './order-settlement.ts';
import { isOrderBuyer, isShopOrder } from './orders-policy.ts';
import { insufficientBalance, lockWallet, postLedger } from '../wallet/wallet-ledger.ts';
import {
  chargeOrders,
  lockOrder,
  orderLines,
  orderMoneyKey,
  setStatus,
  wrongState,
  type LockedOrder,
} from './order-store.ts';

/*
 * What happens to an order after checkout: pay (pending -> paid, within the pay window of
 * order-expiry.ts), cancel (pending or paid -> cancelled, by the buyer or the seller), ship (paid ->
 * shipped, by the seller), confirm receipt (shipped -> completed, the seller paid: order-settlement.ts),
 * refund (completed -> cancelled, by the seller: the settlement reversed).
 * Each is one transaction that starts by locking the order row and re-checks its status there,
 * so a double click or two tabs change an order once.
 */

/** The buyer's own order, locked; someone else's is as unknown as a missing one (4004). */
async function lockOwnOrder(trx: Db, buyerIdx: number, idx: number): Promise<LockedOrder> {
  const order = await lockOrder(trx, idx);
  if (!order || !isOrderBuyer(buyerIdx, order)) throw ApiError.notFound();
  return order;
}

/** Pays a pending order from the wallet with the trade password. */
export async function payOrder(db: Db, buyerIdx: number, idx: number, tradePassword: string): Promise<void> {
  // Read first so an order that cannot be paid does not cost a trade password attempt.
  const order = await db
    .selectFrom('orders')
    .select(['user_idx', 'status', overdue.as('overdue')])
    .where('idx', '=', idx)
    .executeTakeFirst();
  if (!order || !isOrderBuyer(buyerIdx, order)) throw ApiError.notFound();
  if (order.status !== 'pending') throw wrongState('orderNotPending');
  // Past its deadline the order is cancelled now rather than at the next sweep, and not paid.
  if (order.overdue) {
    await expireOrder(db, idx);
    throw wrongState('orderExpired');
  }
  await verifyTradePassword(db, buyerIdx, tradePassword);
  await db.transaction().execute(async (trx) => {
    const locked = await lockOwnOrder(trx, buyerIdx, idx);
    if (locked.status !== 'pending') throw wrongState('orderNotPending');
    const balance = await lockWallet(trx, buyerIdx);
    if (balance < locked.total) throw insufficientBalance();
    const lines = await orderLines(trx, idx);
    await chargeOrders(trx, buyerIdx, [
      { idx, orderNo: locked.order_no, shopIdx: locked.shop_idx, total: locked.total, lines },
    ]);
  });
}

/** The seller's own shop's order, locked; another shop's is as unknown as a missing one (4004). */
async function lockShopOrder(trx: Db, shopIdx: number, idx: number): Promise<LockedOrder> {
  const order = await lockOrder(trx, idx);
  if (!order || !isShopOrder(shopIdx, order)) throw ApiError.notFound();
  return order;
}

/**
 * Cancels a locked pending or paid order: its stock goes back, and a paid one's money returns to
 * the buyer's wallet as a 'refund' ledger row.
 */
async function cancelLocked(
  trx: Db,
  order: LockedOrder,
  by: { actorIdx: number; who: 'buyer' | 'seller'; reason?: string },
): Promise<void> {
  if (order.status !== 'pending' && order.status !== 'paid') throw wrongState('orderNotCancellable');
  const paid = order.status === 'paid';
  if (paid && order.total > 0) {
    await lockWallet(trx, order.user_idx);
    await postLedger(trx, {
      userIdx: order.user_idx,
      kind: 'refund',
      amount: order.total,
      reference: order.order_no,
      idempotencyKey: orderMoneyKey(order.idx, 'refund'),
      note: `Refund for cancelled order ${order.order_no}`,
    });
  }
  const lines = await orderLines(trx, order.idx);
  await moveStock(trx, lines, 1);
  if (paid) await moveSales(trx, order.shop_idx, lines, -1);
  const note = `Cancelled by the ${by.who}${paid ? '; payment refunded to the wallet' : ''}`;
  await setStatus(
    trx,
    order.idx,
    'cancelled',
    { note: by.reason ? `${note}: ${by.reason}` : note, actorIdx: by.actorIdx },
    by.reason ? { cancel_reason: by.reason } : {},
  );
}

/**
 * The buyer cancels an order not yet shipped: its stock goes back, and a paid one's money
 * returns to the wallet as a 'refund' ledger row.
 */
export async function cancelOrder(db: Db, buyerIdx: number, idx: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await cancelLocked(trx, await lockOwnOrder(trx, buyerIdx, idx), { actorIdx: buyerIdx, who: 'buyer' });
  });
}

/** The seller cancels an unshipped order of their shop with a reason the buyer sees (refunded when paid). */
export async function sellerCancelOrder(
  db: Db,
  sellerIdx: number,
  shopIdx: number,
  idx: number,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockShopOrder(trx, shopIdx, idx);
    await cancelLocked(trx, order, { actorIdx: sellerIdx, who: 'seller', reason });
  });
}

/** The buyer confirms receipt: the order completes and its shop is paid the total less the commission. */
export async function confirmOrder(db: Db, rules: SettlementRules, buyerIdx: number, idx: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, buyerIdx, idx);
    if (order.status !== 'shipped') throw wrongState('orderNotConfirmable');
    await completeAndSettle(trx, order, rules, { note: 'Receipt confirmed by the buyer', actorIdx: buyerIdx });
  });
}

/** The seller ships a paid order of their shop with its carrier and tracking number. */
export async function shipOrder(
  db: Db,
  sellerIdx: number,
  shopIdx: number,
  idx: number,
  shipment: { carrier: string; trackingNo: string },
) {
  await db.transaction().execute(async (trx) => {
    const order = await lockShopOrder(trx, shopIdx, idx);
    if (order.status !== 'paid') throw wrongState('orderNotShippable');
    await setStatus(
      trx,
      idx,
      'shipped',
      { note: `Shipped by ${shipment.carrier}, tracking ${shipment.trackingNo}`, actorIdx: sellerIdx },
      { tracking_no: shipment.trackingNo, carrier: shipment.carrier },
    );
  });
}

/**
 * The seller refunds a completed order of their shop with a reason the buyer sees. Exactly what
 * the settlement credited is reversed on the owner's wallet (a positive 'commission', a negative
 * 'sale': the shop pays back the total less the commission) and the buyer gets the total back as
 * a 'refund'; refused (4000 naming `balance`) when the shop's wallet cannot cover it. The goods
 * stay with the buyer, so no stock returns; the sales count does.
 */
export async function refundOrder(
  db: Db,
  sellerIdx: number,
  shopIdx: number,
  idx: number,
  reason: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockShopOrder(trx, shopIdx, idx);
    if (order.status !== 'completed' || order.settled_at === null) throw wrongState('orderNotRefundable');
    if (order.total > 0) {
      // Both wallets, lower idx first, so two refunds between the same people never wait in a cycle.
      for (const userIdx of [order.user_idx, order.shop_owner_idx].sort((a, b) => a - b)) {
        await lockWallet(trx, userIdx);
      }
      if (order.commission > 0) {
        await postLedger(trx, {
          userIdx: order.shop_owner_idx,
          kind: 'commission',
          amount: order.commission,
          reference: order.order_no,
          idempotencyKey: orderMoneyKey(idx, 'commission-reversal'),
          note: `Commission returned for refunded order ${order.order_no}`,
        });
      }
      await postLedger(trx, {
        userIdx: order.shop_owner_idx,
        kind: 'sale',
        amount: -order.total,
        reference: order.order_no,
        idempotencyKey: orderMoneyKey(idx, 'sale-reversal'),
        note: `Refund of order ${order.order_no}`,
      });
      await postLedger(trx, {
        userIdx: order.user_idx,
        kind: 'refund',
        amount: order.total,
        reference: order.order_no,
        idempotencyKey: orderMoneyKey(idx, 'refund'),
        note: `Refund for order ${order.order_no}`,
      });
    }
    await moveSales(trx, order.shop_idx, await orderLines(trx, idx), -1);
    await setStatus(
      trx,
      idx,
      'cancelled',
      { note: `Refunded by the seller: ${reason}`, actorIdx: sellerIdx },
      { cancel_reason: reason },
    );
  });
}
