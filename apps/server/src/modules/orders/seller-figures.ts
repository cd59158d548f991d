import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The figures of a shop's orders the seller home shows (issue 20): the orders waiting to be
 * shipped and the last days' sales. The orders table is this module's.
 */

/** Paid orders not shipped yet: how many, and the `limit` paid longest ago (the ones to ship first). */
export async function ordersToShip(
  db: Db,
  shopIdx: number,
  limit: number,
): Promise<{ count: number; rows: { idx: number; orderNo: string; total: number; paidAt: string }[] }> {
  const base = db.selectFrom('orders').where('shop_idx', '=', shopIdx).where('status', '=', 'paid');
  const [rows, total] = await Promise.all([
    base
      .select(['idx', 'order_no', 'total', 'paid_at', 'created_at'])
      .orderBy('paid_at')
      .orderBy('idx')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    rows: rows.map((row) => ({
      idx: row.idx,
      orderNo: row.order_no,
      total: Number(row.total),
      paidAt: (row.paid_at ?? row.created_at).toISOString(),
    })),
  };
}

/**
 * Orders of the shop paid in the last `days` days and not cancelled since (paid, shipped or
 * completed): how many, and their totals summed (cents, delivery included).
 */
export async function recentSales(db: Db, shopIdx: number, days: number): Promise<{ orders: number; total: number }> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('total'),
    ])
    .where('shop_idx', '=', shopIdx)
    .where('status', 'in', ['paid', 'shipped', 'completed'])
    .where('paid_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirstOrThrow();
  return { orders: Number(row.n), total: Number(row.total) };
}
