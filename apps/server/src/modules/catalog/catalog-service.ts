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
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { userCards } from '../accounts/users-repository.ts';
import {
  discountedGoods,
  featuredShops,
  listCategories,
  recommendedGoods,
  relatedGoods,
  shopCardsQuery,
  toShopCard,
} from './catalog-reads.ts';
import { listGoods } from './goods-list.ts';
import { localDescription, localTitle } from './goods-titles.ts';
import { searchShops } from './shop-search.ts';

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
    const goods = await this.db
      .selectFrom('goods as g')
      .innerJoin('shops as s', 's.idx', 'g.shop_idx')
      .innerJoin('warehouses as w', 'w.idx', 'g.warehouse_idx')
      .select([
        'g.idx',
        localTitle('g.idx', 'g.title', lang).as('title'),
        localDescription('g.idx', 'g.description', lang).as('description'),
        'g.cover',
        'g.images',
        'g.dimensions',
        'g.price',
        'g.discount_price',
        'g.rating',
        'g.review_count',
        'g.sales',
        'g.stock',
        'g.category_idx',
        's.idx as shop_idx',
        's.name as shop_name',
        's.logo as shop_logo',
        's.rating as shop_rating',
        's.followers as shop_followers',
        'w.idx as warehouse_idx',
        'w.city as warehouse_city',
        'w.country as warehouse_country',
      ])
      .where('g.idx', '=', idx)
      .where('g.status', '=', 'on_sale')
      // A shop staff closed shows none of its goods (issue 20).
      .where('s.status', '=', 'open')
      .executeTakeFirst();
    if (!goods) return null;
    const skus = await this.db
      .selectFrom('skus')
      .select(['idx', 'dimension_value', 'price', 'discount_price', 'stock', 'cost'])
      .where('goods_idx', '=', idx)
      .orderBy('idx')
      .execute();
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
    const row = await shopCardsQuery(this.db)
      .select(['s.banner', 's.created_at', 's.on_holiday'])
      .where('s.idx', '=', idx)
      .executeTakeFirst();
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
    const [rows, summary] = await Promise.all([
      this.db
        .selectFrom('reviews')
        .select(['idx', 'rating', 'body', 'photos', 'created_at', 'user_idx'])
        .where('goods_idx', '=', goodsIdx)
        .orderBy('idx', 'desc')
        .limit(size)
        .offset((page - 1) * size)
        .execute(),
      this.db
        .selectFrom('reviews')
        .select([
          (eb) => eb.fn.countAll<number>().as('count'),
          sql<number | null>`avg(rating)::float`.as('average'),
          sql<number>`count(*) filter (where rating = 5)`.as('s5'),
          sql<number>`count(*) filter (where rating = 4)`.as('s4'),
          sql<number>`count(*) filter (where rating = 3)`.as('s3'),
          sql<number>`count(*) filter (where rating = 2)`.as('s2'),
          sql<number>`count(*) filter (where rating = 1)`.as('s1'),
        ])
        .where('goods_idx', '=', goodsIdx)
        .executeTakeFirstOrThrow(),
    ]);
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
