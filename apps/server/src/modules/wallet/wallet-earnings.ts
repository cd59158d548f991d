import { EARNINGS_LEDGER_KINDS, LEDGER_PAGE_SIZE, type EarningsDay, type EarningsLedger } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The wallet's side of a shop's earnings (seller/earnings/*): the owner's 'sale' and 'commission'
 * rows summed, by day, and listed. The orders module adds what is still pending.
 */

/** Net sales credited and net commission charged (positive) over the user's whole ledger. */
export async function saleTotals(db: Db, userIdx: number): Promise<{ sales: number; commission: number }> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<string>`coalesce(sum(amount) filter (where kind = 'sale'), 0)`.as('sales'),
      sql<string>`coalesce(-sum(amount) filter (where kind = 'commission'), 0)`.as('commission'),
    ])
    .where('user_idx', '=', userIdx)
    .where('kind', 'in', ['sale', 'commission'])
    .executeTakeFirstOrThrow();
  return { sales: Number(row.sales), commission: Number(row.commission) };
}

/** YYYY-MM-DD of a date in UTC. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The last `days` days (UTC, today included, oldest first, every day present): net 'sale' cents
 * credited that day and how many orders were credited (positive sale rows).
 */
export async function salesByDay(db: Db, userIdx: number, days: number, now = new Date()): Promise<EarningsDay[]> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const rows = await db
    .selectFrom('wallet_ledger')
    .select([
      sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
      sql<string>`sum(amount)`.as('sales'),
      sql<string>`count(*) filter (where amount > 0)`.as('orders'),
    ])
    .where('user_idx', '=', userIdx)
    .where('kind', '=', 'sale')
    .where('created_at', '>=', first)
    .groupBy(sql`1`)
    .execute();
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: days }, (_, n) => {
    const date = dayOf(new Date(first.getTime() + n * 86_400_000));
    const row = byDay.get(date);
    return { date, sales: row ? Number(row.sales) : 0, orders: row ? Number(row.orders) : 0 };
  });
}

/** One page of the user's sale, commission and withdrawal rows, newest first. */
export async function earningsLedger(db: Db, userIdx: number, page: number): Promise<EarningsLedger> {
  const query = db
    .selectFrom('wallet_ledger')
    .where('user_idx', '=', userIdx)
    .where('kind', 'in', [...EARNINGS_LEDGER_KINDS]);
  const [rows, count] = await Promise.all([
    query
      .select(['idx', 'kind', 'amount', 'balance_after', 'reference', 'created_at'])
      .orderBy('idx', 'desc')
      .limit(LEDGER_PAGE_SIZE)
      .offset((page - 1) * LEDGER_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      idx: row.idx,
      kind: row.kind as (typeof EARNINGS_LEDGER_KINDS)[number],
      amount: row.amount,
      balanceAfter: row.balance_after,
      reference: row.reference,
      createAt: row.created_at.toISOString(),
    })),
    paging: { current: page, total: Number(count.total), size: LEDGER_PAGE_SIZE },
  };
}
