import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { lockWallet, postLedger } from '../wallet/wallet-ledger.ts';
import { lockOrder, orderMoneyKey, setStatus, type LockedOrder } from './order-store.ts';

/*
 * How a shop is paid (issue 20). An order completes when its buyer confirms receipt, or by itself
 * ORDER_AUTO_CONFIRM_DAYS after it was shipped. In the same transaction as that change the shop's
 * owner is credited the order's total as a 'sale' ledger row and charged the platform's
 * commission as a 'commission' row, and the order records when (settled_at) and how much
 * (commission). The platform's commission is money that leaves the sellers' wallets: the sum of
 * every 'commission' row, negated, is what the platform earned.
 *
 * A refund of a completed order reverses exactly those two rows (a negative 'sale', a positive
 * 'commission'), so an order credited and refunded nets to zero for its seller.
 */

/** What the settlement needs to know beside the order: the commission and the auto-confirm delay. */
export interface SettlementRules {
  commissionPercent: number;
  autoConfirmDays: number;
}

/**
 * The platform's commission on a total, in integer cents: `percent` (a whole number) of the
 * total, rounded half up to the cent (1,010 cents at 5% is 50.5, so 51).
 */
export function commissionOf(total: number, percent: number): number {
  if (total <= 0 || percent <= 0) return 0;
  return Math.floor((total * percent + 50) / 100);
}

/**
 * Completes an order the transaction holds locked (status checked by the caller) and pays its
 * shop: 'sale' +total, 'commission' -commission, both on the owner's wallet, keyed per order so
 * they can never happen twice.
 */
export async function completeAndSettle(
  trx: Db,
  order: LockedOrder,
  rules: SettlementRules,
  event: { note: string; actorIdx: number | null },
): Promise<void> {
  const commission = commissionOf(order.total, rules.commissionPercent);
  if (order.total > 0) {
    await lockWallet(trx, order.shop_owner_idx);
    await postLedger(trx, {
      userIdx: order.shop_owner_idx,
      kind: 'sale',
      amount: order.total,
      reference: order.order_no,
      idempotencyKey: orderMoneyKey(order.idx, 'sale'),
      note: `Sale of order ${order.order_no}`,
    });
    if (commission > 0) {
      await postLedger(trx, {
        userIdx: order.shop_owner_idx,
        kind: 'commission',
        amount: -commission,
        reference: order.order_no,
        idempotencyKey: orderMoneyKey(order.idx, 'commission'),
        note: `Platform commission ${rules.commissionPercent}% on order ${order.order_no}`,
      });
    }
  }
  await trx
    .updateTable('orders')
    .set({ settled_at: sql<Date>`now()`, commission })
    .where('idx', '=', order.idx)
    .execute();
  await setStatus(trx, order.idx, 'completed', event);
}

/** SQL: shipped at least `days` days ago (by the database's clock) and not confirmed yet. */
const dueForConfirmation = (days: number) =>
  sql<boolean>`status = 'shipped' and shipped_at <= now() - make_interval(days => ${days})`;

/**
 * Completes one shipped order past the confirmation delay, in its own transaction; false when it
 * is not due, gone, or held by another transaction (the buyer confirming, another process's
 * sweep): that one settles it, and the next sweep looks again.
 */
export async function autoConfirmOrder(db: Db, idx: number, rules: SettlementRules): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('orders')
      .select('idx')
      .where('idx', '=', idx)
      .where(dueForConfirmation(rules.autoConfirmDays))
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!due) return false;
    const order = await lockOrder(trx, idx);
    if (!order || order.status !== 'shipped') return false;
    await completeAndSettle(trx, order, rules, {
      note: `Completed automatically ${rules.autoConfirmDays} days after shipping`,
      actorIdx: null,
    });
    return true;
  });
}

/** Orders completed per sweep at most; the rest wait for the next one. */
const SWEEP_LIMIT = 200;
/** How often each server process looks for orders to complete. */
export const AUTO_CONFIRM_SWEEP_MS = 60_000;

/** Completes the shipped orders past the delay (oldest shipment first); returns how many. */
export async function autoConfirmOrders(db: Db, rules: SettlementRules): Promise<number> {
  const due = await db
    .selectFrom('orders')
    .select('idx')
    .where(dueForConfirmation(rules.autoConfirmDays))
    .orderBy('shipped_at')
    .limit(SWEEP_LIMIT)
    .execute();
  let done = 0;
  for (const { idx } of due) if (await autoConfirmOrder(db, idx, rules)) done += 1;
  return done;
}

/** Sweeps every AUTO_CONFIRM_SWEEP_MS until stopped; a failed sweep is reported and the next one tries again. */
export function scheduleOrderAutoConfirm(
  db: Db,
  rules: SettlementRules,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    autoConfirmOrders(db, rules)
      .catch(onError)
      .finally(() => (running = false));
  }, AUTO_CONFIRM_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
