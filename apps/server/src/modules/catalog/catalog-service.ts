import type {
  CategoryView,
  GoodsCardView,
  GoodsDetailView,
  GoodsListFilters,
  Paging,
  ReviewsPage,
  ShopCardView,
  ShopSort,
} from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { userCards } from '../accounts/users-repository.ts';
import { listCategories } from './categories-repository.ts';
import { reviewsOfGoods } from './commerce-repository.ts';
import {
  discountedGoods,
  goodsDetailRow,
  goodsSkus,
  listGoods,
  recommendedGoods,
  relatedGoods,
} from './goods-repository.ts';
import { featuredShops, searchShops, shopPageRow, toShopCard } from './shops-repository.ts';

/** goods/detail before the caller's own favorite and following flags are added. */
export type GoodsDetail = Omit<GoodsDetailView, 'favorite' | 'following'>;

/** Reads of the catalog: categories, goods, their skus and their shop, shops, reviews. */
export class CatalogService {
  constructor(private readonly db: Db) {}

  /** Categories in display order, named in `lang`, with their goods count. */
  categories(lang: string): Promise<CategoryView[]> {
    return listCategories(this.db, lang);
  }

  /** The biggest discounts in stock (home page). */
  discounted(limit: number, lang: string): Promise<GoodsCardView[]> {
    return discountedGoods(this.db, limit, lang);
  }

  /** Well-rated best sellers in stock (home page). */
  recommended(limit: number, lang: string): Promise<GoodsCardView[]> {
    return recommendedGoods(this.db, limit, lang);
  }

  featuredShops(limit: number): Promise<ShopCardView[]> {
    return featuredShops(this.db, limit);
  }

  /** goods/list: one page of goods under the filters, titled in `lang` where translated. */
  goods(filters: GoodsListFilters, lang: string): Promise<{ rows: GoodsCardView[]; paging: Paging }> {
    return listGoods(this.db, filters, lang);
  }

  /** Goods of the same category as `idx`, best sellers first. */
  related(idx: number, limit: number, lang: string): Promise<GoodsCardView[]> {
    return relatedGoods(this.db, idx, limit, lang);
  }

  /** shop/list: shop search results, or every shop without a keyword. */
  shops(options: { kw?: string | undefined; sort: ShopSort; page: number; size: number }) {
    return searchShops(this.db, options);
  }

  /**
   * `withCost` adds each sku's cost: the shop's private figure, sent only when the site config's
   * fake flag is on so the cart drawer can show the purchase amount (spec 6). The title and
   * description are in `lang` where the product has them so.
   */
  async goodsDetail(
    idx: number,
    { withCost = false, lang }: { withCost?: boolean; lang: string },
  ): Promise<GoodsDetail | null> {
    const goods = await goodsDetailRow(this.db, idx, lang);
    if (!goods) return null;
    const skus = await goodsSkus(this.db, idx);
    return {
      idx: goods.idx,
      title: goods.title,
      description: goods.description,
      urlCover: goods.cover,
      images: goods.images,
      price: goods.price,
      discountPrice: goods.discount_price,
      rating: goods.rating,
      reviewCount: goods.review_count,
      sales: goods.sales,
      stock: goods.stock,
      categoryIdx: goods.category_idx,
      dimensions: goods.dimensions,
      skus: skus.map((sku) => ({
        idx: sku.idx,
        dimensionValue: sku.dimension_value,
        price: sku.price,
        discountPrice: sku.discount_price,
        stock: sku.stock,
        ...(withCost ? { cost: sku.cost } : {}),
      })),
      shop: {
        idx: goods.shop_idx,
        name: goods.shop_name,
        logo: goods.shop_logo,
        rating: goods.shop_rating,
        followers: goods.shop_followers,
      },
      warehouse: { idx: goods.warehouse_idx, city: goods.warehouse_city, country: goods.warehouse_country },
    };
  }

  async shopDetail(
    idx: number,
  ): Promise<(ShopCardView & { banner: string; createAt: string; onHoliday: boolean }) | null> {
    const row = await shopPageRow(this.db, idx);
    if (!row) return null;
    return {
      ...toShopCard(row),
      banner: row.banner,
      createAt: row.created_at.toISOString(),
      onHoliday: row.on_holiday,
    };
  }

  async reviews(goodsIdx: number, page: number): Promise<ReviewsPage> {
    const size = 10;
    const [rows, summary] = await reviewsOfGoods(this.db, goodsIdx, page, size);
    const count = Number(summary.count);
    // The reviewers' names and avatars are the accounts module's: one look-up for the page.
    const reviewers = await userCards(
      this.db,
      rows.map((row) => row.user_idx),
    );
    return {
      rows: rows.map((row) => {
        const reviewer = reviewers.get(row.user_idx);
        return {
          idx: row.idx,
          rating: row.rating,
          body: row.body,
          photos: row.photos,
          createAt: row.created_at.toISOString(),
          user: { name: maskName(reviewer?.name ?? ''), avatar: reviewer?.avatar ?? '' },
        };
      }),
      paging: { current: page, total: count, size },
      summary: {
        average: summary.average === null ? 0 : Math.round(Number(summary.average) * 10) / 10,
        count,
        stars: [summary.s5, summary.s4, summary.s3, summary.s2, summary.s1].map(Number),
      },
    };
  }
}

/** Reviewers are shown by initial and last letter only ("A***n"), as marketplaces do. */
function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? ''}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
