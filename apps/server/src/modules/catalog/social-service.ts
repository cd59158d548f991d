import type { GoodsCardView, Paging, ShopCardView } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { mayFavorite } from './catalog-policy.ts';
import { toGoodsCard } from './goods-repository.ts';
import { toShopCard } from './shops-repository.ts';
import {
  addFavorite,
  favoriteCards,
  favoriteCount,
  followedShopCards,
  followingCount,
  goodsStatus,
  isFavorite,
  isFollowing,
  moveFollowers,
  removeFavorite,
  setFollowRow,
  shopExists,
} from './social-repository.ts';

const PAGE = 20;

/** Favorites of goods and follows of shops: the login-required actions of the catalog. */
export class SocialService {
  constructor(private readonly db: Db) {}

  async setFavorite(userIdx: number, goodsIdx: number, favorite: boolean): Promise<{ favorite: boolean }> {
    const status = await goodsStatus(this.db, goodsIdx);
    if (status === null || !mayFavorite(status, favorite)) throw ApiError.notFound();
    if (favorite) await addFavorite(this.db, userIdx, goodsIdx);
    else await removeFavorite(this.db, userIdx, goodsIdx);
    return { favorite };
  }

  /** Follows or unfollows; the shop's follower count moves only when the follow row changed. */
  async setFollow(userIdx: number, shopIdx: number, follow: boolean): Promise<{ follow: boolean; followers: number }> {
    return this.db.transaction().execute(async (trx) => {
      if (!(await shopExists(trx, shopIdx))) throw ApiError.notFound();
      const changed = await setFollowRow(trx, userIdx, shopIdx, follow);
      const delta = changed > 0 ? (follow ? 1 : -1) : 0;
      const followers = await moveFollowers(trx, shopIdx, delta);
      return { follow, followers };
    });
  }

  isFavorite(userIdx: number, goodsIdx: number): Promise<boolean> {
    return isFavorite(this.db, userIdx, goodsIdx);
  }

  isFollowing(userIdx: number, shopIdx: number): Promise<boolean> {
    return isFollowing(this.db, userIdx, shopIdx);
  }

  /** How many goods the user has favorited (the account home's count). */
  favoriteCount(userIdx: number): Promise<number> {
    return favoriteCount(this.db, userIdx);
  }

  /** How many shops the user follows. */
  followingCount(userIdx: number): Promise<number> {
    return followingCount(this.db, userIdx);
  }

  async favorites(userIdx: number, page: number, lang: string): Promise<{ rows: GoodsCardView[]; paging: Paging }> {
    const { rows, total } = await favoriteCards(this.db, userIdx, { page, size: PAGE, lang });
    return { rows: rows.map(toGoodsCard), paging: { current: page, total, size: PAGE } };
  }

  async following(userIdx: number, page: number): Promise<{ rows: ShopCardView[]; paging: Paging }> {
    const [rows, total] = await Promise.all([
      followedShopCards(this.db, userIdx, { page, size: PAGE }),
      this.followingCount(userIdx),
    ]);
    return { rows: rows.map(toShopCard), paging: { current: page, total, size: PAGE } };
  }
}
