import type { AdminGoods } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../search/keyword.ts';

/*
 * Staff take a product down (issue 20, point 6): off shelf with a reason its seller sees; it
 * cannot be put on sale again until the seller edits it (the seller's save clears the reason).
 * The admin module calls these, inside its transaction where it records the action.
 */

const adminGoodsQuery = (db: Db) =>
  db
    .selectFrom('goods as g')
    .innerJoin('shops as s', 's.idx', 'g.shop_idx')
    .select([
      'g.idx',
      'g.title',
      'g.cover',
      'g.shop_idx',
      's.name as shop_name',
      'g.status',
      'g.taken_down_reason',
      'g.taken_down_at',
    ]);

type AdminGoodsRow = Awaited<ReturnType<ReturnType<typeof adminGoodsQuery>['executeTakeFirstOrThrow']>>;

function toAdminGoods(row: AdminGoodsRow): AdminGoods {
  return {
    idx: row.idx,
    title: row.title,
    cover: row.cover,
    shopIdx: row.shop_idx,
    shopName: row.shop_name,
    status: row.status,
    takenDownReason: row.taken_down_reason,
    takenDownAt: row.taken_down_at ? row.taken_down_at.toISOString() : null,
  };
}

/** Takes the product down with `reason`; false for an unknown product. Run in the caller's transaction. */
export async function takeDownGoods(trx: Db, goodsIdx: number, reason: string): Promise<boolean> {
  const changed = await trx
    .updateTable('goods')
    .set({
      status: 'off_shelf',
      taken_down_reason: reason,
      taken_down_at: sql<Date>`now()`,
      updated_at: sql<Date>`now()`,
    })
    .where('idx', '=', goodsIdx)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}

/** One product as an admin sees it (any status, any shop), or null. */
export async function adminGoods(db: Db, goodsIdx: number): Promise<AdminGoods | null> {
  const row = await adminGoodsQuery(db).where('g.idx', '=', goodsIdx).executeTakeFirst();
  return row ? toAdminGoods(row) : null;
}

/** Goods of every status whose title holds `kw` (all when empty), optionally of one shop, newest first. */
export async function searchAdminGoods(
  db: Db,
  { kw, shopIdx, page, size }: { kw: string; shopIdx?: number | undefined; page: number; size: number },
): Promise<{ rows: AdminGoods[]; total: number }> {
  let rows = adminGoodsQuery(db);
  let count = db.selectFrom('goods as g').select((eb) => eb.fn.countAll<number>().as('total'));
  if (kw !== '') {
    rows = rows.where('g.title', 'ilike', containsPattern(kw));
    count = count.where('g.title', 'ilike', containsPattern(kw));
  }
  if (shopIdx !== undefined) {
    rows = rows.where('g.shop_idx', '=', shopIdx);
    count = count.where('g.shop_idx', '=', shopIdx);
  }
  const [found, total] = await Promise.all([
    rows
      .orderBy('g.idx', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found.map(toAdminGoods), total: Number(total.total) };
}

/** Each product's title, by idx (the record's targets). */
export async function goodsTitles(db: Db, goodsIdxs: readonly number[]): Promise<Map<number, string>> {
  if (goodsIdxs.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods')
    .select(['idx', 'title'])
    .where('idx', 'in', [...new Set(goodsIdxs)])
    .execute();
  return new Map(rows.map((row) => [row.idx, row.title]));
}
