import type { CategoryView, GoodsCardView, ShopCardView } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { selectGoodsCard, toGoodsCard, type GoodsCardRow } from './goods-list.ts';

/** Categories in display order with the name in the caller's language and their goods count. */
export async function listCategories(db: Db, lang: string): Promise<CategoryView[]> {
  const rows = await db
    .selectFrom('categories as c')
    .select([
      'c.idx',
      'c.slug',
      'c.icon',
      sql<string>`coalesce(c.names->>${lang}, c.names->>'en', c.slug)`.as('name'),
      (eb) =>
        eb
          .selectFrom('goods as g')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('g.category_idx', '=', 'c.idx')
          .where('g.status', '=', 'on_sale')
          .as('goods_count'),
    ])
    .orderBy('c.sort')
    .orderBy('c.idx')
    .execute();
  return rows.map((row) => ({
    idx: row.idx,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    goodsCount: Number(row.goods_count ?? 0),
  }));
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

export function shopCardsQuery(db: Db) {
  return db
    .selectFrom('shops as s')
    .where('s.status', '=', 'open')
    .select([
      's.idx',
      's.name',
      's.logo',
      's.description',
      's.rating',
      's.followers',
      's.sales',
      (eb) =>
        eb
          .selectFrom('goods as g')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('g.shop_idx', '=', 's.idx')
          .where('g.status', '=', 'on_sale')
          .as('goods_count'),
    ]);
}

export function toShopCard(row: {
  idx: number;
  name: string;
  logo: string;
  description: string;
  rating: number;
  followers: number;
  sales: number;
  goods_count: number | null;
}): ShopCardView {
  return {
    idx: row.idx,
    name: row.name,
    logo: row.logo,
    description: row.description,
    rating: row.rating,
    followers: row.followers,
    sales: row.sales,
    goodsCount: Number(row.goods_count ?? 0),
  };
}

export async function featuredShops(db: Db, limit: number): Promise<ShopCardView[]> {
  const rows = await shopCardsQuery(db)
    .orderBy('s.rating', 'desc')
    .orderBy('s.followers', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toShopCard);
}

/** True when a category of this idx exists (a shop application names one). */
export async function categoryExists(db: Db, idx: number): Promise<boolean> {
  const category = await db.selectFrom('categories').select('idx').where('idx', '=', idx).executeTakeFirst();
  return category !== undefined;
}
