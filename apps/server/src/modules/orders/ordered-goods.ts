import type { Db } from '../../db/database.ts';

/*
 * Which goods and SKUs orders name (issue 20): a product an order names cannot be deleted, only
 * taken off shelf, and a SKU an order names cannot leave its product's grid. `db` may be the
 * caller's transaction (the seller's save and delete ask with the SKUs locked, so no order can
 * be placed between the question and the change).
 */

/** The goods of these idxs that at least one order item names. */
export async function goodsWithOrders(db: Db, goodsIdxs: readonly number[]): Promise<Set<number>> {
  if (goodsIdxs.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_items')
    .select('goods_idx')
    .distinct()
    .where('goods_idx', 'in', [...new Set(goodsIdxs)])
    .execute();
  return new Set(rows.map((row) => row.goods_idx));
}

/** The SKUs of these idxs that at least one order item names. */
export async function skusWithOrders(db: Db, skuIdxs: readonly number[]): Promise<Set<number>> {
  if (skuIdxs.length === 0) return new Set();
  const rows = await db
    .selectFrom('order_items')
    .select('sku_idx')
    .distinct()
    .where('sku_idx', 'in', [...new Set(skuIdxs)])
    .execute();
  return new Set(rows.map((row) => row.sku_idx));
}
