import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { moveSales, moveStock } from '../catalog/goods-commerce.ts';
import { verifyTradePassword } from '../wallet/trade-password.ts';
import { expireOrder, overdue } from './order-expiry.ts';
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
 * order-expiry.ts), cancel (pending or paid -> cancelled), ship (paid -> shipped, by the seller), confirm receipt (shipped -> completed).
 * Each is one transaction that starts by locking the order row and re-checks its status there,
 * so a double click or two tabs change an order once.
 */

/** The buyer's own order, locked; someone else's is as unknown as a missing one (4004). */
async function lockOwnOrder(trx: Db, buyerIdx: number, idx: number): Promise<LockedOrder> {
  const order = await lockOrder(trx, idx);
  if (!order || order.user_idx !== buyerIdx) throw ApiError.notFound();
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
  if (!order || order.user_idx !== buyerIdx) throw ApiError.notFound();
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

/**
 * The buyer cancels an order not yet shipped: its stock goes back, and a paid one's money
 * returns to the wallet as a 'refund' ledger row.
 */
export async function cancelOrder(db: Db, buyerIdx: number, idx: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, buyerIdx, idx);
    if (order.status !== 'pending' && order.status !== 'paid') throw wrongState('orderNotCancellable');
    const paid = order.status === 'paid';
    if (paid && order.total > 0) {
      await lockWallet(trx, buyerIdx);
      await postLedger(trx, {
        userIdx: buyerIdx,
        kind: 'refund',
        amount: order.total,
        reference: order.order_no,
        idempotencyKey: orderMoneyKey(idx, 'refund'),
        note: `Refund for cancelled order ${order.order_no}`,
      });
    }
    const lines = await orderLines(trx, idx);
    await moveStock(trx, lines, 1);
    if (paid) await moveSales(trx, order.shop_idx, lines, -1);
    await setStatus(trx, idx, 'cancelled', {
      note: paid ? 'Cancelled by the buyer; payment refunded to the wallet' : 'Cancelled by the buyer',
      actorIdx: buyerIdx,
    });
  });
}

/** The buyer confirms receipt: the order completes and its total is paid to the seller's wallet. */
export async function confirmOrder(db: Db, buyerIdx: number, idx: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await lockOwnOrder(trx, buyerIdx, idx);
    if (order.status !== 'shipped') throw wrongState('orderNotConfirmable');
    if (order.total > 0) {
      await lockWallet(trx, order.shop_owner_idx);
      await postLedger(trx, {
        userIdx: order.shop_owner_idx,
        kind: 'income',
        amount: order.total,
        reference: order.order_no,
        idempotencyKey: orderMoneyKey(idx, 'income'),
        note: `Income from order ${order.order_no}`,
      });
    }
    await setStatus(trx, idx, 'completed', { note: 'Receipt confirmed by the buyer', actorIdx: buyerIdx });
  });
}

/** The seller ships a paid order of their shop with its tracking number. */
export async function shipOrder(db: Db, sellerIdx: number, shopIdx: number, idx: number, trackingNo: string) {
  await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, idx);
    if (!order || order.shop_idx !== shopIdx) throw ApiError.notFound();
    if (order.status !== 'paid') throw wrongState('orderNotShippable');
    await setStatus(
      trx,
      idx,
      'shipped',
      { note: `Shipped, tracking ${trackingNo}`, actorIdx: sellerIdx },
      { tracking_no: trackingNo },
    );
  });
}
