import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { CategorySlug } from './categories.ts';
import { generateGoods, type GoodsDraft } from './goods-gen.ts';

/** Database ids the generated goods point at, resolved once per run. */
export interface CatalogRefs {
  shopIdxByN: ReadonlyMap<number, number>;
  categoryIdxBySlug: ReadonlyMap<CategorySlug, number>;
}

/**
 * 1000 goods (about 5000 skus) per statement pair: big enough that a 100k catalog is ~100 round
 * trips, small enough that one batch's JSON stays well under a megabyte.
 */
export const GOODS_BATCH_SIZE = 1000;

function refOf<K>(map: ReadonlyMap<K, number>, key: K, what: string): number {
  const idx = map.get(key);
  if (idx === undefined) throw new Error(`seed: no ${what} for ${String(key)}`);
  return idx;
}

/**
 * Inserts a batch of goods and their skus in two statements. Rows travel as one JSON parameter
 * expanded by jsonb_to_recordset: no 65535-parameter limit, and PostgreSQL parses JSON far faster
 * than it binds tens of thousands of separate parameters. `ord` orders the insert so the
 * identity values come out in draft order, which is how skus find their goods.
 */
async function insertBatch(db: Kysely<Database>, refs: CatalogRefs, drafts: readonly GoodsDraft[]): Promise<number> {
  const rows = drafts.map((g, ord) => ({
    ord,
    shop_idx: refOf(refs.shopIdxByN, g.shopN, 'shop'),
    category_idx: refOf(refs.categoryIdxBySlug, g.slug, 'category'),
    title: g.title,
    description: g.description,
    cover: g.cover,
    images: g.images,
    dimensions: g.dimensions,
    price: g.price,
    discount_price: g.discountPrice,
    rating: g.rating,
    review_count: g.reviewCount,
    sales: g.sales,
    stock: g.stock,
    age: g.ageSeconds,
  }));
  const inserted = await sql<{ idx: number }>`
    insert into goods (shop_idx, category_idx, title, description, cover, images, dimensions, price,
                       discount_price, rating, review_count, sales, stock, status, created_at)
    select shop_idx, category_idx, title, description, cover, images, dimensions, price,
           discount_price, rating, review_count, sales, stock, 'on_sale', now() - make_interval(secs => age)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(
      ord int, shop_idx int, category_idx int, title text, description text, cover text, images jsonb,
      dimensions jsonb, price bigint, discount_price bigint, rating numeric, review_count int, sales int,
      stock int, age int)
    order by ord
    returning idx`.execute(db);

  // Identity values are handed out in insertion order, so sorting them restores draft order
  // even if RETURNING were ever to list rows differently.
  const ids = inserted.rows.map((r) => Number(r.idx)).sort((a, b) => a - b);
  if (ids.length !== drafts.length) throw new Error(`seed: inserted ${ids.length} of ${drafts.length} goods`);
  const skus = drafts.flatMap((g, i) =>
    g.skus.map((s) => ({
      g: ids[i],
      d: s.dimensionValue,
      p: s.price,
      dp: s.discountPrice,
      c: s.cost,
      s: s.stock,
    })),
  );
  await sql`
    insert into skus (goods_idx, dimension_value, price, discount_price, cost, stock)
    select g, d, p, dp, c, s
    from jsonb_to_recordset(${JSON.stringify(skus)}::jsonb) as t(g int, d text, p bigint, dp bigint, c bigint, s int)`.execute(
    db,
  );
  return skus.length;
}

export interface InsertGoodsOptions {
  /** Commit each batch on its own (growing a live catalog) instead of inside the caller's transaction. */
  transactionPerBatch?: boolean;
  log?: (line: string) => void;
}

/** Generates and inserts catalog ordinals [from, to). Returns how many skus were written. */
export async function insertGoodsRange(
  db: Kysely<Database>,
  refs: CatalogRefs,
  from: number,
  to: number,
  options: InsertGoodsOptions = {},
): Promise<number> {
  let skuCount = 0;
  const total = to - from;
  const logEvery = Math.max(GOODS_BATCH_SIZE, Math.ceil(total / 10 / GOODS_BATCH_SIZE) * GOODS_BATCH_SIZE);
  for (let start = from; start < to; start += GOODS_BATCH_SIZE) {
    const end = Math.min(to, start + GOODS_BATCH_SIZE);
    const drafts: GoodsDraft[] = [];
    for (let ordinal = start; ordinal < end; ordinal++) drafts.push(generateGoods(ordinal));
    skuCount += options.transactionPerBatch
      ? await db.transaction().execute((trx) => insertBatch(trx, refs, drafts))
      : await insertBatch(db, refs, drafts);
    const done = end - from;
    if (total > GOODS_BATCH_SIZE && (done % logEvery === 0 || end === to)) {
      options.log?.(`goods: ${done}/${total} inserted (${skuCount} skus)`);
    }
  }
  return skuCount;
}

/** Shop sales = what its goods sold, so the shop page and its products agree. */
export async function refreshShopSales(db: Kysely<Database>, shopIdxs: readonly number[]): Promise<void> {
  if (shopIdxs.length === 0) return;
  await db
    .updateTable('shops')
    .set({
      sales: sql<number>`coalesce((select sum(g.sales) from goods g where g.shop_idx = shops.idx), 0)::int`,
    })
    .where('idx', 'in', shopIdxs)
    .execute();
}
