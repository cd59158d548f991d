import type { SellerGoodsListFilters, SellerGoodsStatus } from '@storefront/contract';
import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern } from '../search/keyword.ts';

/*
 * A shop's goods, their SKUs and translations, and its warehouses, as the seller centre reads and
 * writes them (seller-goods-service.ts holds the rules). Every read names the shop, so a seller
 * reaches only their own shop's rows. Locks follow the checkout's order (skus by idx, then goods).
 */

/** The advisory lock namespace of a product's save (pg_advisory_xact_lock(namespace, idx)). */
const SAVE_LOCK_NAMESPACE = 2020;

const SORT_COLUMNS = {
  updated: 'g.updated_at',
  price: 'g.price',
  stock: 'g.stock',
  sales: 'g.sales',
  title: 'g.title',
} as const;

/** A SKU's new values, with its idx when it is kept. */
export interface SkuRecord {
  i: number | undefined;
  d: string;
  p: number;
  dp: number | null;
  s: number;
  c: string;
}

/**
 * One page of the shop's goods under the filters, how many match, and the shop's count of goods
 * by status (three statements at once).
 */
export function shopGoodsPage(
  db: Db,
  shopIdx: number,
  filters: SellerGoodsListFilters & { page: number },
  size: number,
) {
  let query = db.selectFrom('goods as g').where('g.shop_idx', '=', shopIdx);
  if (filters.kw) query = query.where('g.title', 'ilike', containsPattern(filters.kw));
  if (filters.status) query = query.where('g.status', '=', filters.status);
  if (filters.categoryIdx) query = query.where('g.category_idx', '=', filters.categoryIdx);
  const dir = filters.dir ?? 'desc';
  return Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select([
        'g.idx',
        'g.cover',
        'g.title',
        'g.price',
        'g.discount_price',
        'g.stock',
        'g.status',
        'g.sales',
        'g.updated_at',
        'g.taken_down_reason',
        'g.category_idx',
        'g.dimensions',
      ])
      .orderBy(SORT_COLUMNS[filters.sort ?? 'updated'], dir)
      .orderBy('g.idx', dir)
      .limit(size)
      .offset((filters.page - 1) * size)
      .execute(),
    db
      .selectFrom('goods')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('shop_idx', '=', shopIdx)
      .groupBy('status')
      .execute(),
  ]);
}

/** The SKUs (with their stock) of these goods, in idx order. */
export async function skuStocksOf(db: Db, goodsIdxs: readonly number[]) {
  if (goodsIdxs.length === 0) return [];
  return db
    .selectFrom('skus')
    .select(['idx', 'goods_idx', 'dimension_value', 'stock'])
    .where('goods_idx', 'in', [...goodsIdxs])
    .orderBy('idx')
    .execute();
}

/** One of the shop's goods, every column, or undefined for any other. */
export function shopGoodsRow(db: Db, shopIdx: number, idx: number) {
  return db.selectFrom('goods').selectAll().where('idx', '=', idx).where('shop_idx', '=', shopIdx).executeTakeFirst();
}

/** What a save of one of the shop's goods keeps of it, or undefined for any other. */
export function shopGoodsForEdit(db: Db, shopIdx: number, idx: number) {
  return db
    .selectFrom('goods')
    .select(['idx', 'lang', 'images', 'cover', 'dimensions', 'warehouse_idx', 'taken_down_at'])
    .where('idx', '=', idx)
    .where('shop_idx', '=', shopIdx)
    .executeTakeFirst();
}

/** A product's SKUs as the form shows them, in idx order. */
export function formSkus(db: Db, goodsIdx: number) {
  return db
    .selectFrom('skus')
    .select(['idx', 'dimension_value', 'price', 'discount_price', 'stock', 'sku_code'])
    .where('goods_idx', '=', goodsIdx)
    .orderBy('idx')
    .execute();
}

/** A product's translations by language. */
export function goodsTranslations(db: Db, goodsIdx: number) {
  return db
    .selectFrom('goods_translations')
    .select(['lang', 'title', 'description'])
    .where('goods_idx', '=', goodsIdx)
    .orderBy('lang')
    .execute();
}

/**
 * The warehouse the product ships from, locked (shared) until the transaction ends so it cannot
 * be deleted meanwhile: `asked` when it is the shop's, else (none asked) the shop's first; null
 * when the asked one is not the shop's.
 */
export async function lockShopWarehouse(trx: Db, shopIdx: number, asked: number | undefined): Promise<number | null> {
  let query = trx.selectFrom('warehouses').select('idx').where('shop_idx', '=', shopIdx);
  query = asked === undefined ? query.orderBy('idx').limit(1) : query.where('idx', '=', asked);
  const row = await query.forShare().executeTakeFirst();
  return row?.idx ?? null;
}

/**
 * Locks a product for its save: the per-product advisory lock (two saves run one after the
 * other), then its SKUs, then the product. Its SKU idxs, and the product's takedown (undefined
 * when it is gone).
 */
export async function lockGoodsForSave(trx: Db, goodsIdx: number) {
  await sql`select pg_advisory_xact_lock(${SAVE_LOCK_NAMESPACE}, ${goodsIdx})`.execute(trx);
  const skus = await trx
    .selectFrom('skus')
    .select('idx')
    .where('goods_idx', '=', goodsIdx)
    .orderBy('idx')
    .forUpdate()
    .execute();
  const goods = await trx
    .selectFrom('goods')
    .select(['idx', 'taken_down_at'])
    .where('idx', '=', goodsIdx)
    .forUpdate()
    .executeTakeFirst();
  return { skuIdxs: skus.map((row) => row.idx), goods };
}

/** Adds a product (its change time now); its idx. */
export async function insertGoods(trx: Db, values: Insertable<Database['goods']>): Promise<number> {
  const created = await trx
    .insertInto('goods')
    .values({ ...values, updated_at: sql<Date>`now()` })
    .returning('idx')
    .executeTakeFirstOrThrow();
  return created.idx;
}

/** Writes a product's columns (its change time now). */
export async function updateGoods(trx: Db, goodsIdx: number, values: Updateable<Database['goods']>): Promise<void> {
  await trx
    .updateTable('goods')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('idx', '=', goodsIdx)
    .execute();
}

export async function deleteSkus(trx: Db, skuIdxs: readonly number[]): Promise<void> {
  if (skuIdxs.length > 0)
    await trx
      .deleteFrom('skus')
      .where('idx', 'in', [...skuIdxs])
      .execute();
}

/** Writes the kept SKUs' new values, in two steps so values may move between SKUs without meeting unique (goods_idx, dimension_value). */
export async function updateSkus(trx: Db, goodsIdx: number, kept: readonly SkuRecord[]): Promise<void> {
  if (kept.length === 0) return;
  await trx
    .updateTable('skus')
    .set({ dimension_value: sql<string>`'~' || idx` })
    .where(
      'idx',
      'in',
      kept.map((sku) => sku.i ?? 0),
    )
    .execute();
  await sql`
    update skus s set dimension_value = t.d, price = t.p, discount_price = t.dp, stock = t.s, sku_code = t.c
    from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb)
      as t(i int, d text, p bigint, dp bigint, s int, c text)
    where s.idx = t.i and s.goods_idx = ${goodsIdx}`.execute(trx);
}

export async function insertSkus(trx: Db, goodsIdx: number, added: readonly SkuRecord[]): Promise<void> {
  if (added.length === 0) return;
  await sql`
    insert into skus (goods_idx, dimension_value, price, discount_price, stock, sku_code)
    select ${goodsIdx}, t.d, t.p, t.dp, t.s, t.c
    from jsonb_to_recordset(${JSON.stringify(added)}::jsonb)
      as t(d text, p bigint, dp bigint, s int, c text)`.execute(trx);
}

export async function deleteTranslations(trx: Db, goodsIdx: number): Promise<void> {
  await trx.deleteFrom('goods_translations').where('goods_idx', '=', goodsIdx).execute();
}

export async function insertTranslations(
  trx: Db,
  goodsIdx: number,
  translations: readonly { lang: string; title: string; description: string }[],
): Promise<void> {
  if (translations.length === 0) return;
  await trx
    .insertInto('goods_translations')
    .values(translations.map((t) => ({ goods_idx: goodsIdx, ...t })))
    .execute();
}

/** Those of `idxs` that are the shop's, locked in idx order, with what publishing them checks. */
export function lockShopGoods(trx: Db, shopIdx: number, idxs: readonly number[]) {
  return trx
    .selectFrom('goods')
    .select(['idx', 'title', 'status', 'taken_down_at', 'cover'])
    .where('idx', 'in', [...idxs])
    .where('shop_idx', '=', shopIdx)
    .orderBy('idx')
    .forUpdate()
    .execute();
}

/** Those of the goods that have at least one SKU. */
export async function goodsWithSkus(trx: Db, goodsIdxs: readonly number[]): Promise<Set<number>> {
  const rows = await trx
    .selectFrom('skus')
    .select('goods_idx')
    .distinct()
    .where('goods_idx', 'in', [...goodsIdxs])
    .execute();
  return new Set(rows.map((row) => row.goods_idx));
}

export async function setGoodsStatus(trx: Db, goodsIdxs: readonly number[], status: SellerGoodsStatus): Promise<void> {
  if (goodsIdxs.length === 0) return;
  await trx
    .updateTable('goods')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('idx', 'in', [...goodsIdxs])
    .execute();
}

/** One SKU of the shop's goods, locked, or undefined for any other. */
export function lockShopSku(trx: Db, shopIdx: number, skuIdx: number) {
  return trx
    .selectFrom('skus as s')
    .innerJoin('goods as g', 'g.idx', 's.goods_idx')
    .select(['s.idx', 's.stock', 's.goods_idx'])
    .where('s.idx', '=', skuIdx)
    .where('g.shop_idx', '=', shopIdx)
    .forUpdate('s')
    .executeTakeFirst();
}

/** Sets a SKU's stock and moves its product's total by the difference; the product's stock after. */
export async function setSkuStock(
  trx: Db,
  sku: { idx: number; stock: number; goods_idx: number },
  stock: number,
): Promise<number> {
  await trx.updateTable('skus').set({ stock }).where('idx', '=', sku.idx).execute();
  const goods = await trx
    .updateTable('goods')
    .set({ stock: sql<number>`stock + ${stock - sku.stock}`, updated_at: sql<Date>`now()` })
    .where('idx', '=', sku.goods_idx)
    .returning('stock')
    .executeTakeFirstOrThrow();
  return goods.stock;
}

/**
 * Locks one of the shop's goods for deletion: its SKUs first, as a checkout locks them (an order
 * placed meanwhile is then seen), then the product. False when it is not the shop's.
 */
export async function lockGoodsForDelete(trx: Db, shopIdx: number, idx: number): Promise<boolean> {
  await trx.selectFrom('skus').select('idx').where('goods_idx', '=', idx).orderBy('idx').forUpdate().execute();
  const goods = await trx
    .selectFrom('goods')
    .select('idx')
    .where('idx', '=', idx)
    .where('shop_idx', '=', shopIdx)
    .forUpdate()
    .executeTakeFirst();
  return goods !== undefined;
}

/** Deletes a product (its SKUs and translations go with it). */
export async function deleteGoods(trx: Db, idx: number): Promise<void> {
  await trx.deleteFrom('goods').where('idx', '=', idx).execute();
}

/** The shop's warehouses in idx order, each with how many goods ship from it. */
export function shopWarehouses(db: Db, shopIdx: number) {
  return db
    .selectFrom('warehouses as w')
    .select([
      'w.idx',
      'w.name',
      'w.city',
      'w.country',
      (eb) =>
        eb
          .selectFrom('goods as g')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('g.warehouse_idx', '=', 'w.idx')
          .as('goods_count'),
    ])
    .where('w.shop_idx', '=', shopIdx)
    .orderBy('w.idx')
    .execute();
}

/** Saves one of the shop's warehouses (updates it with an idx, else adds one); its idx, or null when the idx is not the shop's. */
export async function saveWarehouse(
  db: Db,
  shopIdx: number,
  idx: number | undefined,
  values: { name: string; city: string; country: string },
): Promise<number | null> {
  const saved = idx
    ? await db
        .updateTable('warehouses')
        .set(values)
        .where('idx', '=', idx)
        .where('shop_idx', '=', shopIdx)
        .returning('idx')
        .executeTakeFirst()
    : await db
        .insertInto('warehouses')
        .values({ ...values, shop_idx: shopIdx })
        .returning('idx')
        .executeTakeFirstOrThrow();
  return saved?.idx ?? null;
}

/** The idxs of the shop's warehouses, locked, in idx order. */
export async function lockShopWarehouses(trx: Db, shopIdx: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('warehouses')
    .select('idx')
    .where('shop_idx', '=', shopIdx)
    .orderBy('idx')
    .forUpdate()
    .execute();
  return rows.map((row) => row.idx);
}

/** True when some product ships from the warehouse. */
export async function warehouseInUse(trx: Db, warehouseIdx: number): Promise<boolean> {
  const used = await trx.selectFrom('goods').select('idx').where('warehouse_idx', '=', warehouseIdx).limit(1).execute();
  return used.length > 0;
}

export async function deleteWarehouse(trx: Db, warehouseIdx: number): Promise<void> {
  await trx.deleteFrom('warehouses').where('idx', '=', warehouseIdx).execute();
}
