import type { GoodsCardView, Paging, ShopCardView } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { shopCardsQuery, toShopCard } from './catalog-reads.ts';
import { selectGoodsCard, toGoodsCard, type GoodsCardRow } from './goods-list.ts';

const PAGE = 20;

/** Favorites of goods and follows of shops: the login-required actions of the catalog. */
export class SocialService {
  constructor(private readonly db: Db) {}

  async setFavorite(userIdx: number, goodsIdx: number, favorite: boolean): Promise<{ favorite: boolean }> {
    // Only a product on sale may be added (a draft is unknown to buyers); any may be removed.
    const goods = await this.db
      .selectFrom('goods')
      .select(['idx', 'status'])
      .where('idx', '=', goodsIdx)
      .executeTakeFirst();
    if (!goods || (favorite && goods.status !== 'on_sale')) throw ApiError.notFound();
    if (favorite) {
      await this.db
        .insertInto('favorites')
        .values({ user_idx: userIdx, goods_idx: goodsIdx })
        .onConflict((oc) => oc.doNothing())
        .execute();
    } else {
      await this.db.deleteFrom('favorites').where('user_idx', '=', userIdx).where('goods_idx', '=', goodsIdx).execute();
    }
    return { favorite };
  }

  /** Follows or unfollows; the shop's follower count moves only when the follow row changed. */
  async setFollow(userIdx: number, shopIdx: number, follow: boolean): Promise<{ follow: boolean; followers: number }> {
    return this.db.transaction().execute(async (trx) => {
      const shop = await trx.selectFrom('shops').select('idx').where('idx', '=', shopIdx).executeTakeFirst();
      if (!shop) throw ApiError.notFound();
      const changed = follow
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
      const delta = changed > 0 ? (follow ? 1 : -1) : 0;
      const updated = await trx
        .updateTable('shops')
        .set({ followers: sql`greatest(0, followers + ${delta})` })
        .where('idx', '=', shopIdx)
        .returning('followers')
        .executeTakeFirstOrThrow();
      return { follow, followers: updated.followers };
    });
  }

  async isFavorite(userIdx: number, goodsIdx: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('favorites')
      .select('goods_idx')
      .where('user_idx', '=', userIdx)
      .where('goods_idx', '=', goodsIdx)
      .executeTakeFirst();
    return row !== undefined;
  }

  async isFollowing(userIdx: number, shopIdx: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('follows')
      .select('shop_idx')
      .where('user_idx', '=', userIdx)
      .where('shop_idx', '=', shopIdx)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** How many goods the user has favorited (the account home's count). */
  async favoriteCount(userIdx: number): Promise<number> {
    const row = await this.db
      .selectFrom('favorites')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_idx', '=', userIdx)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** How many shops the user follows. */
  async followingCount(userIdx: number): Promise<number> {
    const row = await this.db
      .selectFrom('follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_idx', '=', userIdx)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async favorites(userIdx: number, page: number, lang: string): Promise<{ rows: GoodsCardView[]; paging: Paging }> {
    const base = this.db
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
        .limit(PAGE)
        .offset((page - 1) * PAGE)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: (rows as GoodsCardRow[]).map(toGoodsCard),
      paging: { current: page, total: Number(count.total), size: PAGE },
    };
  }

  async following(userIdx: number, page: number): Promise<{ rows: ShopCardView[]; paging: Paging }> {
    const [rows, total] = await Promise.all([
      shopCardsQuery(this.db)
        .innerJoin('follows as f', 'f.shop_idx', 's.idx')
        .where('f.user_idx', '=', userIdx)
        .orderBy('f.created_at', 'desc')
        .orderBy('f.shop_idx', 'desc')
        .limit(PAGE)
        .offset((page - 1) * PAGE)
        .execute(),
      this.followingCount(userIdx),
    ]);
    return { rows: rows.map(toShopCard), paging: { current: page, total, size: PAGE } };
  }
}
