import type { GoodsCardView, GoodsListFilters } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { localDescription, localTitle } from './goods-titles-repository.ts';
import { containsPattern, FUZZY_MIN_CHARS, normalizeKeyword, prefixTsQuery } from '../search/keyword.ts';

/*
 * The goods table as the storefront reads it: cards and their lists (goods/list, the home page,
 * related goods, favorites), a product's detail, a seller's goods out of stock and what the
 * sitemaps list. Buyers see only goods on sale in an open shop.
 */

type GoodsQuery = SelectQueryBuilder<Database & { g: Database['goods']; s: Database['shops'] }, 'g' | 's', object>;

const effectivePrice = sql<number>`coalesce(g.discount_price, g.price)`;

/** The columns of a goods card, for any list, its title in `lang` where the product has one. */
export function selectGoodsCard(query: GoodsQuery, lang: string) {
  return query.select([
    'g.idx',
    localTitle('g.idx', 'g.title', lang).as('title'),
    'g.cover',
    'g.price',
    'g.discount_price',
    'g.rating',
    'g.review_count',
    'g.sales',
    'g.stock',
    'g.category_idx',
    's.idx as shop_idx',
    's.name as shop_name',
  ]);
}

export interface GoodsCardRow {
  idx: number;
  title: string;
  cover: string;
  price: number;
  discount_price: number | null;
  rating: number;
  review_count: number;
  sales: number;
  stock: number;
  category_idx: number;
  shop_idx: number;
  shop_name: string;
}

export function toGoodsCard(row: GoodsCardRow): GoodsCardView {
  return {
    idx: row.idx,
    title: row.title,
    urlCover: row.cover,
    price: row.price,
    discountPrice: row.discount_price,
    rating: row.rating,
    reviewCount: row.review_count,
    sales: row.sales,
    stock: row.stock,
    categoryIdx: row.category_idx,
    shopIdx: row.shop_idx,
    shopName: row.shop_name,
  };
}

function applyFilters(db: Db, filters: GoodsListFilters): GoodsQuery {
  let query: GoodsQuery = db
    .selectFrom('goods as g')
    .innerJoin('shops as s', 's.idx', 'g.shop_idx')
    .where('g.status', '=', 'on_sale')
    .where('s.status', '=', 'open');
  if (filters.categoryIdx !== undefined) {
    const category = filters.categoryIdx;
    query = query.where((eb) =>
      eb.or([
        eb('g.category_idx', '=', category),
        eb('g.category_idx', 'in', eb.selectFrom('categories').select('idx').where('parent_idx', '=', category)),
      ]),
    );
  }
  if (filters.shopIdx !== undefined) query = query.where('g.shop_idx', '=', filters.shopIdx);
  if (filters.priceMin !== undefined) query = query.where(effectivePrice, '>=', filters.priceMin);
  if (filters.priceMax !== undefined) query = query.where(effectivePrice, '<=', filters.priceMax);
  if (filters.ratingMin !== undefined) query = query.where('g.rating', '>=', filters.ratingMin);
  if (filters.inStock) query = query.where('g.stock', '>', 0);
  if (filters.discounted) query = query.where('g.discount_price', 'is not', null);
  const kw = normalizeKeyword(filters.kw);
  if (kw) {
    const tsQuery = prefixTsQuery(kw);
    // Full-text prefix match, the keyword anywhere in the title, or a close spelling of it
    // (trigram word similarity), so "smartfone" still finds smartphones.
    // Every title counts: the product's own and its translations (issue 20), each side through
    // its own indexes, the matches of both one set.
    const own = db
      .selectFrom('goods as m')
      .select('m.idx')
      .where((eb) =>
        eb.or([
          ...(tsQuery ? [sql<boolean>`m.search @@ ${tsQuery}`] : []),
          eb('m.title', 'ilike', containsPattern(kw)),
          ...(kw.length >= FUZZY_MIN_CHARS ? [sql<boolean>`${kw} <% m.title`] : []),
        ]),
      );
    const translated = db
      .selectFrom('goods_translations as t')
      .select('t.goods_idx as idx')
      .where((eb) =>
        eb.or([
          ...(tsQuery ? [sql<boolean>`t.search @@ ${tsQuery}`] : []),
          eb('t.title', 'ilike', containsPattern(kw)),
          ...(kw.length >= FUZZY_MIN_CHARS ? [sql<boolean>`${kw} <% t.title`] : []),
        ]),
      );
    query = query.where('g.idx', 'in', own.union(translated));
  }
  return query;
}

function orderBy(query: GoodsQuery, filters: GoodsListFilters, lang: string): GoodsQuery {
  const kw = normalizeKeyword(filters.kw);
  switch (filters.sort) {
    case 'newest':
      return query.orderBy('g.created_at', 'desc').orderBy('g.idx', 'desc');
    case 'priceAsc':
      return query.orderBy(effectivePrice, 'asc').orderBy('g.idx', 'asc');
    case 'priceDesc':
      return query.orderBy(effectivePrice, 'desc').orderBy('g.idx', 'desc');
    case 'sales':
      return query.orderBy('g.sales', 'desc').orderBy('g.idx', 'desc');
    case 'relevance':
    default: {
      if (!kw) return query.orderBy('g.sales', 'desc').orderBy('g.idx', 'desc');
      const tsQuery = prefixTsQuery(kw);
      // word_similarity scores the keyword's best extent, so "Smart" in "Smart Air Fryer" ties
      // with "Smartphone" for "smartfone"; strict_word_similarity compares whole words and
      // breaks that tie. Neither tells "Suede Sneakers" from "Stride Suede Sneakers", hence
      // the exact title leading on its own.
      // The title the caller sees (their language's where the product has one) is the one ranked.
      const title = localTitle('g.idx', 'g.title', lang);
      const similarity = sql<number>`word_similarity(${kw}, ${title}) + strict_word_similarity(${kw}, ${title})`;
      const rank = tsQuery ? sql<number>`ts_rank(g.search, ${tsQuery}) + ${similarity}` : similarity;
      return query
        .orderBy(sql`lower(${title}) = lower(${kw})`, 'desc')
        .orderBy(rank, 'desc')
        .orderBy('g.sales', 'desc')
        .orderBy('g.idx', 'desc');
    }
  }
}

/** One page of goods with the paging info of spec 3 (current, total, size). */
export async function listGoods(db: Db, filters: GoodsListFilters, lang: string): Promise<Page<GoodsCardView>> {
  const base = applyFilters(db, filters);
  const offset = (filters.page - 1) * filters.size;
  const [rows, count] = await Promise.all([
    selectGoodsCard(orderBy(base, filters, lang), lang)
      .limit(filters.size)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: (rows as GoodsCardRow[]).map(toGoodsCard),
    paging: { current: filters.page, total: Number(count.total), size: filters.size },
  };
}

function cardsQuery(db: Db, lang: string) {
  return selectGoodsCard(
    db
      .selectFrom('goods as g')
      .innerJoin('shops as s', 's.idx', 'g.shop_idx')
      .where('g.status', '=', 'on_sale')
      .where('s.status', '=', 'open'),
    lang,
  );
}

export async function discountedGoods(db: Db, limit: number, lang: string): Promise<GoodsCardView[]> {
  const rows = await cardsQuery(db, lang)
    .where('g.discount_price', 'is not', null)
    .where('g.stock', '>', 0)
    .orderBy(sql`(g.price - g.discount_price)::float / g.price`, 'desc')
    .orderBy('g.idx')
    .limit(limit)
    .execute();
  return (rows as GoodsCardRow[]).map(toGoodsCard);
}

/** Best sellers with good ratings, a few per category so the home page is varied. */
export async function recommendedGoods(db: Db, limit: number, lang: string): Promise<GoodsCardView[]> {
  const rows = await cardsQuery(db, lang)
    .where('g.stock', '>', 0)
    .where('g.rating', '>=', 4)
    .orderBy(sql`g.sales * g.rating`, 'desc')
    .orderBy('g.idx')
    .limit(limit)
    .execute();
  return (rows as GoodsCardRow[]).map(toGoodsCard);
}

/** Goods of the same category, best sellers first, without the product itself. */
export async function relatedGoods(db: Db, idx: number, limit: number, lang: string): Promise<GoodsCardView[]> {
  const rows = await cardsQuery(db, lang)
    .where('g.category_idx', '=', (eb) => eb.selectFrom('goods').select('category_idx').where('idx', '=', idx))
    .where('g.idx', '!=', idx)
    .orderBy('g.sales', 'desc')
    .orderBy('g.idx')
    .limit(limit)
    .execute();
  return (rows as GoodsCardRow[]).map(toGoodsCard);
}

/** A product on sale in an open shop with its shop and warehouse, titled and described in `lang` where translated. */
export function goodsDetailRow(db: Db, idx: number, lang: string) {
  return (
    db
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
      .executeTakeFirst()
  );
}

/** A product's skus in idx order, with their cost (the caller decides whether to show it). */
export function goodsSkus(db: Db, goodsIdx: number) {
  return db
    .selectFrom('skus')
    .select(['idx', 'dimension_value', 'price', 'discount_price', 'stock', 'cost'])
    .where('goods_idx', '=', goodsIdx)
    .orderBy('idx')
    .execute();
}

/** The shop's goods on sale with no stock left in any SKU: how many, and the first `limit` (oldest change first). */
export async function goodsOutOfStock(
  db: Db,
  shopIdx: number,
  limit: number,
): Promise<{ count: number; rows: { idx: number; title: string; cover: string }[] }> {
  const base = db
    .selectFrom('goods as g')
    .where('g.shop_idx', '=', shopIdx)
    .where('g.status', '=', 'on_sale')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('skus as k').select('k.idx').whereRef('k.goods_idx', '=', 'g.idx').where('k.stock', '>', 0),
        ),
      ),
    );
  const [rows, total] = await Promise.all([
    base.select(['g.idx', 'g.title', 'g.cover']).orderBy('g.updated_at').orderBy('g.idx').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), rows };
}

/* What the sitemaps and the pages written for crawlers list (the seo module): idxs and titles only. */

export async function goodsOnSaleCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'on_sale')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A slice of the goods on sale in idx order. */
export async function goodsOnSaleIdxs(db: Db, limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods')
    .select('idx')
    .where('status', '=', 'on_sale')
    .orderBy('idx')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.idx);
}

/** The best sellers on sale, for links crawlers follow, titled in the page's language where translated. */
export function bestSellerTitles(db: Db, limit: number, lang: string): Promise<{ idx: number; title: string }[]> {
  return db
    .selectFrom('goods')
    .select(['idx', localTitle('goods.idx', 'goods.title', lang).as('title')])
    .where('status', '=', 'on_sale')
    .orderBy('sales', 'desc')
    .limit(limit)
    .execute();
}
