import { ORDER_PAY_WINDOW_MINUTES } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { moveStock } from '../catalog/commerce-repository.ts';
import { orderLines, setStatus } from './order-store.ts';

/*
 * An order placed without payment holds its stock for ORDER_PAY_WINDOW_MINUTES. Unpaid then, it
 * is cancelled and its stock goes back on sale, so nobody can keep goods off the shelves with
 * orders they never pay. Every server process sweeps now and then; rows another transaction
 * holds (a payment under way) are skipped and looked at again by the next sweep.
 */

/** How often each server process looks for orders past their deadline. */
export const EXPIRY_SWEEP_MS = 60_000;
/** Orders cancelled per sweep at most; the rest wait for the next one. */
const SWEEP_LIMIT = 200;

/** When an order placed at `placedAt` must be paid by. */
export const payDeadline = (placedAt: Date) => new Date(placedAt.getTime() + ORDER_PAY_WINDOW_MINUTES * 60_000);

/** SQL: the order is still pending and its window has passed (by the database's clock). */
export const overdue = sql<boolean>`status = 'pending' and created_at <= now() - make_interval(mins => ${ORDER_PAY_WINDOW_MINUTES})`;

/**
 * Cancels one pending order past its deadline, in its own transaction (its stock rows locked in
 * the usual order: the order, then its skus); false when it is not due, gone, or held by
 * another transaction.
 */
export async function expireOrder(db: Db, idx: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select('idx')
      .where('idx', '=', idx)
      .where(overdue)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
    if (!order) return false;
    await moveStock(trx, await orderLines(trx, idx), 1);
    await setStatus(trx, idx, 'cancelled', {
      note: `Cancelled: not paid within ${ORDER_PAY_WINDOW_MINUTES} minutes`,
      actorIdx: null,
    });
    return true;
  });
}

/** Cancels the pending orders past their deadline; returns how many it cancelled. */
export async function expireUnpaidOrders(db: Db): Promise<number> {
  const due = await db.selectFrom('orders').select('idx').where(overdue).orderBy('idx').limit(SWEEP_LIMIT).execute();
  let cancelled = 0;
  for (const { idx } of due) if (await expireOrder(db, idx)) cancelled += 1;
  return cancelled;
}

/** Sweeps every EXPIRY_SWEEP_MS until stopped; a failed sweep is reported and the next one tries again. */
export function scheduleOrderExpiry(db: Db, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnpaidOrders(db)
      .catch(onError)
      .finally(() => (running = false));
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
