import type { GoodsCardView, GoodsListFilters } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { localTitle } from './goods-titles.ts';
import { containsPattern, FUZZY_MIN_CHARS, normalizeKeyword, prefixTsQuery } from '../search/keyword.ts';

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
