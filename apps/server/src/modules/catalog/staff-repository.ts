import type { AdminGoods, AdminShop } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { userIdxsNamedLike } from '../accounts/users-repository.ts';
import { containsPattern } from '../search/keyword.ts';

/*
 * The catalog as staff read and change it (issue 20, point 6), goods and shops of any status. The
 * admin module calls these, inside its transaction where it records the action.
 *
 * Staff take a product down: off shelf with a reason its seller sees; it cannot be put on sale
 * again until the seller edits it (the seller's save clears the reason).
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

/*
 * Staff close a shop (issue 20, point 6): status 'closed' with a reason. A closed shop's page,
 * its goods in listings, search and detail are gone (every buyer-facing read wants an open shop)
 * and its goods cannot be bought (catalog-policy saleBlock: only in an open shop). The admin module
 * calls these, inside its transaction where it records the action.
 */

const adminShopQuery = (db: Db) =>
  db
    .selectFrom('shops as s')
    .select(['s.idx', 's.name', 's.logo', 's.owner_idx', 's.status', 's.closed_reason', 's.created_at']);

type AdminShopRow = Awaited<ReturnType<ReturnType<typeof adminShopQuery>['executeTakeFirstOrThrow']>>;

/** A shop as an admin sees it, but for its owner's name (the accounts module's). */
export type AdminShopHead = Omit<AdminShop, 'ownerName'>;

function toAdminShop(row: AdminShopRow): AdminShopHead {
  return {
    idx: row.idx,
    name: row.name,
    logo: row.logo,
    ownerIdx: row.owner_idx,
    status: row.status,
    closedReason: row.closed_reason,
    createdAt: row.created_at.toISOString(),
  };
}

/** Closes (with a reason) or opens again the shop; false for an unknown shop. Run in the caller's transaction. */
export async function setShopClosed(trx: Db, shopIdx: number, closedReason: string | null): Promise<boolean> {
  const changed = await trx
    .updateTable('shops')
    .set({
      status: closedReason === null ? 'open' : 'closed',
      closed_reason: closedReason,
      updated_at: sql<Date>`now()`,
    })
    .where('idx', '=', shopIdx)
    .executeTakeFirst();
  return changed.numUpdatedRows > 0n;
}

/** One shop as an admin sees it (open or closed), or null. */
export async function adminShop(db: Db, shopIdx: number): Promise<AdminShopHead | null> {
  const row = await adminShopQuery(db).where('s.idx', '=', shopIdx).executeTakeFirst();
  return row ? toAdminShop(row) : null;
}

/** Shops, open and closed, whose name or owner's name holds `kw` (all when empty), newest first. */
export async function searchAdminShops(
  db: Db,
  { kw, page, size }: { kw: string; page: number; size: number },
): Promise<{ rows: AdminShopHead[]; total: number }> {
  const pattern = containsPattern(kw);
  const matching = (query: ReturnType<typeof adminShopQuery>) =>
    kw === ''
      ? query
      : query.where((eb) =>
          eb.or([eb('s.name', 'ilike', pattern), eb('s.owner_idx', 'in', userIdxsNamedLike(db, pattern))]),
        );
  const [found, total] = await Promise.all([
    matching(adminShopQuery(db))
      .orderBy('s.idx', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    matching(adminShopQuery(db))
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: found.map(toAdminShop), total: Number(total.total) };
}
