import type { Db } from '../../db/database.ts';

/** Messages buyers sent a shop that its owner has not read yet (the seller home's count). */
export async function shopUnreadTotal(db: Db, shopIdx: number): Promise<number> {
  const row = await db
    .selectFrom('pm_subjects')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('seller_unread'), eb.lit(0)).as('unread'))
    .where('shop_idx', '=', shopIdx)
    .executeTakeFirstOrThrow();
  return Number(row.unread);
}
