import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { selectGoodsCard, type GoodsCardRow } from './goods-repository.ts';
import { shopCardsQuery } from './shops-repository.ts';

/*
 * Favorites of goods and follows of shops. Each function runs on the database or inside the
 * caller's transaction (`db` may be either).
 */

/** A product's status, or null for an unknown one. */
export async function goodsStatus(db: Db, goodsIdx: number): Promise<string | null> {
  const goods = await db.selectFrom('goods').select(['idx', 'status']).where('idx', '=', goodsIdx).executeTakeFirst();
  return goods?.status ?? null;
}

export async function addFavorite(db: Db, userIdx: number, goodsIdx: number): Promise<void> {
  await db
    .insertInto('favorites')
    .values({ user_idx: userIdx, goods_idx: goodsIdx })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeFavorite(db: Db, userIdx: number, goodsIdx: number): Promise<void> {
  await db.deleteFrom('favorites').where('user_idx', '=', userIdx).where('goods_idx', '=', goodsIdx).execute();
}

/** True when a shop of this idx exists. */
export async function shopExists(trx: Db, shopIdx: number): Promise<boolean> {
  const shop = await trx.selectFrom('shops').select('idx').where('idx', '=', shopIdx).executeTakeFirst();
  return shop !== undefined;
}

/** Adds (follow) or removes the follow row; the number of rows changed (0 when it already was so). */
export async function setFollowRow(trx: Db, userIdx: number, shopIdx: number, follow: boolean): Promise<number> {
  return follow
    ? await trx
        .insertInto('follows')
        .values({ user_idx: userIdx, shop_idx: shopIdx })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst()
        .then((r) => Number(r.numInsertedOrUpdatedRows ?? 0))
    : await trx
        .deleteFrom('follows')
        .where('user_idx', '=', userIdx)
        .where('shop_idx', '=', shopIdx)
        .executeTakeFirst()
        .then((r) => Number(r.numDeletedRows));
}

/** Moves the shop's follower count by `delta` (never below 0); the count after. */
export async function moveFollowers(trx: Db, shopIdx: number, delta: number): Promise<number> {
  const updated = await trx
    .updateTable('shops')
    .set({ followers: sql`greatest(0, followers + ${delta})` })
    .where('idx', '=', shopIdx)
    .returning('followers')
    .executeTakeFirstOrThrow();
  return updated.followers;
}

export async function isFavorite(db: Db, userIdx: number, goodsIdx: number): Promise<boolean> {
  const row = await db
    .selectFrom('favorites')
    .select('goods_idx')
    .where('user_idx', '=', userIdx)
    .where('goods_idx', '=', goodsIdx)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isFollowing(db: Db, userIdx: number, shopIdx: number): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('shop_idx')
    .where('user_idx', '=', userIdx)
    .where('shop_idx', '=', shopIdx)
    .executeTakeFirst();
  return row !== undefined;
}

export async function favoriteCount(db: Db, userIdx: number): Promise<number> {
  const row = await db
    .selectFrom('favorites')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_idx', '=', userIdx)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function followingCount(db: Db, userIdx: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_idx', '=', userIdx)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page of the user's favorites on sale, latest first, and how many there are. */
export async function favoriteCards(
  db: Db,
  userIdx: number,
  { page, size, lang }: { page: number; size: number; lang: string },
): Promise<{ rows: GoodsCardRow[]; total: number }> {
  const base = db
    .selectFrom('favorites as f')
    .innerJoin('goods as g', 'g.idx', 'f.goods_idx')
    .innerJoin('shops as s', 's.idx', 'g.shop_idx')
    .where('f.user_idx', '=', userIdx)
    // An unpublished product leaves the list, and is back in it when published again.
    .where('g.status', '=', 'on_sale');
  const [rows, count] = await Promise.all([
    selectGoodsCard(base, lang)
      .orderBy(sql`f.created_at`, 'desc')
      // Favorites made in the same instant still need one order, or pages could overlap.
      .orderBy('g.idx', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as GoodsCardRow[], total: Number(count.total) };
}

/** One page of the shops the user follows, latest follow first. */
export function followedShopCards(db: Db, userIdx: number, { page, size }: { page: number; size: number }) {
  return shopCardsQuery(db)
    .innerJoin('follows as f', 'f.shop_idx', 's.idx')
    .where('f.user_idx', '=', userIdx)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.shop_idx', 'desc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
}
