import type { GoodsDimension, UnavailableReason } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { saleBlock } from './catalog-policy.ts';
import { localTitle } from './goods-titles-repository.ts';

/*
 * The catalog's side of buying: stock, sales, reviews and ratings. Every function runs inside the
 * caller's transaction and touches rows in idx order (skus, then goods, then shops), so
 * concurrent checkouts and cancellations never wait on each other in a circle.
 */

export interface SkuForSale {
  skuIdx: number;
  goodsIdx: number;
  shopIdx: number;
  shopOwnerIdx: number;
  title: string;
  cover: string;
  dimensionLabel: string;
  /** What one costs now: the discount price when there is one. */
  price: number;
  listPrice: number;
  discountPrice: number | null;
  stock: number;
  onSale: boolean;
  /** Why it cannot be bought (off sale, its shop closed by staff or on holiday), else null. */
  unavailableReason: UnavailableReason | null;
}

/** One product's shop, current price (the goods' own, discounted when it is) and whether it can be bought. */
export async function goodsForDelivery(
  db: Db,
  goodsIdx: number,
): Promise<{ shopIdx: number; price: number; unavailableReason: UnavailableReason | null } | null> {
  const row = await db
    .selectFrom('goods as g')
    .innerJoin('shops as sh', 'sh.idx', 'g.shop_idx')
    .select(['g.shop_idx', 'g.price', 'g.discount_price', 'g.status', 'sh.status as shop_status', 'sh.on_holiday'])
    .where('g.idx', '=', goodsIdx)
    .executeTakeFirst();
  if (!row || row.status !== 'on_sale') return null;
  return {
    shopIdx: row.shop_idx,
    price: row.discount_price ?? row.price,
    unavailableReason: saleBlock(row.status, { status: row.shop_status, on_holiday: row.on_holiday }),
  };
}

export interface StockLine {
  skuIdx: number;
  goodsIdx: number;
  quantity: number;
}

/** "Colour: Navy, Size: M" for dimension value "1_2". */
export function dimensionLabel(dimensions: readonly GoodsDimension[], value: string): string {
  return value
    .split('_')
    .map((pick, d) => ({ dimension: dimensions[d], value: dimensions[d]?.values[Number(pick)] }))
    .filter((p) => p.dimension && p.value)
    .map((p) => `${p.dimension?.name}: ${p.value?.label}`)
    .join(', ');
}

/** The skus of a checkout with their goods and shop, locked until the transaction ends. */
export function lockSkusForSale(trx: Db, skuIdxs: readonly number[]): Promise<Map<number, SkuForSale>> {
  return skusForSale(trx, skuIdxs, { lock: true, drafts: true });
}

/**
 * The same, read without a lock: what a cart's lines cost now (cart/price), titled in `lang` where
 * the product has that translation (an order keeps the product's own title: see lockSkusForSale).
 * A draft's skus are not read: a draft is unknown to buyers (catalog-policy.ts), so whoever names
 * one gets a line that is gone, never its title, price or stock.
 */
export function readSkusForSale(db: Db, skuIdxs: readonly number[], lang?: string): Promise<Map<number, SkuForSale>> {
  return skusForSale(db, skuIdxs, { lock: false, drafts: false, lang });
}

async function skusForSale(
  db: Db,
  skuIdxs: readonly number[],
  { lock, drafts, lang }: { lock: boolean; drafts: boolean; lang?: string },
): Promise<Map<number, SkuForSale>> {
  if (skuIdxs.length === 0) return new Map();
  const query = db
    .selectFrom('skus as s')
    .innerJoin('goods as g', 'g.idx', 's.goods_idx')
    .innerJoin('shops as sh', 'sh.idx', 'g.shop_idx')
    .select([
      's.idx',
      's.goods_idx',
      's.dimension_value',
      's.price',
      's.discount_price',
      's.stock',
      lang === undefined ? sql<string>`g.title`.as('title') : localTitle('g.idx', 'g.title', lang).as('title'),
      'g.cover',
      'g.dimensions',
      'g.status',
      'g.shop_idx',
      'sh.owner_idx',
      'sh.status as shop_status',
      'sh.on_holiday',
    ])
    .where('s.idx', 'in', [...new Set(skuIdxs)])
    .$if(!drafts, (q) => q.where('g.status', '!=', 'draft'))
    .orderBy('s.idx');
  const rows = await (lock ? query.forUpdate('s') : query).execute();
  return new Map(
    rows.map((row) => [
      row.idx,
      {
        skuIdx: row.idx,
        goodsIdx: row.goods_idx,
        shopIdx: row.shop_idx,
        shopOwnerIdx: row.owner_idx,
        title: row.title,
        cover: row.cover,
        dimensionLabel: dimensionLabel(row.dimensions, row.dimension_value),
        price: row.discount_price ?? row.price,
        listPrice: row.price,
        discountPrice: row.discount_price,
        stock: row.stock,
        onSale: saleBlock(row.status, { status: row.shop_status, on_holiday: row.on_holiday }) === null,
        unavailableReason: saleBlock(row.status, { status: row.shop_status, on_holiday: row.on_holiday }),
      },
    ]),
  );
}

const byIdx = <T>(map: Map<number, T>) => [...map.entries()].sort(([a], [b]) => a - b);

function totalsBy(lines: readonly StockLine[], key: (line: StockLine) => number): [number, number][] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(key(line), (totals.get(key(line)) ?? 0) + line.quantity);
  return byIdx(totals);
}

/**
 * Takes (sign -1) or puts back (sign +1) stock of skus and of their goods' totals. Taking
 * assumes the caller locked and checked the skus; the tables' checks are the backstop.
 */
export async function moveStock(trx: Db, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  for (const [skuIdx, quantity] of totalsBy(lines, (l) => l.skuIdx)) {
    await trx
      .updateTable('skus')
      .set({ stock: sql<number>`stock + ${sign * quantity}` })
      .where('idx', '=', skuIdx)
      .execute();
  }
  for (const [goodsIdx, quantity] of totalsBy(lines, (l) => l.goodsIdx)) {
    await trx
      .updateTable('goods')
      .set({ stock: sql<number>`stock + ${sign * quantity}` })
      .where('idx', '=', goodsIdx)
      .execute();
  }
}

/** Counts paid quantities into goods and shop sales (sign -1 takes a refunded order back out). */
export async function moveSales(trx: Db, shopIdx: number, lines: readonly StockLine[], sign: 1 | -1): Promise<void> {
  for (const [goodsIdx, quantity] of totalsBy(lines, (l) => l.goodsIdx)) {
    await trx
      .updateTable('goods')
      .set({ sales: sql<number>`greatest(0, sales + ${sign * quantity})` })
      .where('idx', '=', goodsIdx)
      .execute();
  }
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  await trx
    .updateTable('shops')
    .set({ sales: sql<number>`greatest(0, sales + ${sign * quantity})` })
    .where('idx', '=', shopIdx)
    .execute();
}

export interface NewReview {
  orderItemIdx: number;
  goodsIdx: number;
  userIdx: number;
  rating: number;
  body: string;
  photos: readonly string[];
}

/** Stores reviews of bought items (the caller folds their ratings in with addRatings). */
export async function insertReviews(trx: Db, reviews: readonly NewReview[]): Promise<void> {
  await trx
    .insertInto('reviews')
    .values(
      reviews.map((review) => ({
        order_item_idx: review.orderItemIdx,
        goods_idx: review.goodsIdx,
        user_idx: review.userIdx,
        rating: review.rating,
        body: review.body,
        photos: JSON.stringify(review.photos),
      })),
    )
    .execute();
}

/** Folds new star ratings into the goods' average (two decimals) and review count. */
export async function addRatings(trx: Db, ratings: readonly { goodsIdx: number; rating: number }[]): Promise<void> {
  const byGoods = new Map<number, { sum: number; count: number }>();
  for (const { goodsIdx, rating } of ratings) {
    const entry = byGoods.get(goodsIdx) ?? { sum: 0, count: 0 };
    byGoods.set(goodsIdx, { sum: entry.sum + rating, count: entry.count + 1 });
  }
  for (const [goodsIdx, { sum, count }] of byIdx(byGoods)) {
    await trx
      .updateTable('goods')
      .set({
        rating: sql<number>`round((rating * review_count + ${sum}) / (review_count + ${count}), 2)`,
        review_count: sql<number>`review_count + ${count}`,
      })
      .where('idx', '=', goodsIdx)
      .execute();
  }
}

/** One page of a product's reviews, newest first, and the count and average of all of them. */
export function reviewsOfGoods(db: Db, goodsIdx: number, page: number, size: number) {
  return Promise.all([
    db
      .selectFrom('reviews')
      .select(['idx', 'rating', 'body', 'photos', 'created_at', 'user_idx'])
      .where('goods_idx', '=', goodsIdx)
      .orderBy('idx', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    db
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
}
