import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * What a seller was credited for sales in the last `days` days (the seller home's card): the
 * signed sum of their 'sale' and 'commission' ledger rows, so a commission (a debit) is taken off
 * and a refund's reversal of either counts against it. Cents.
 */
export async function recentSaleEarnings(db: Db, userIdx: number, days: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('net'))
    .where('user_idx', '=', userIdx)
    .where('kind', 'in', ['sale', 'commission'])
    .where('created_at', '>=', sql<Date>`now() - make_interval(days => ${days})`)
    .executeTakeFirstOrThrow();
  return Number(row.net);
}
