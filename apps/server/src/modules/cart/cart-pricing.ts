import type { CartPriceData, PricedLine } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { readSkusForSale, type SkuForSale } from '../catalog/goods-commerce.ts';

export interface LineToPrice {
  goodsIdx: number;
  skuIdx: number;
  quantity: number;
}

/**
 * The catalog's figures for cart lines, from skus already read (or locked, at checkout). A line
 * whose sku is gone, belongs to another product, or is off sale is unavailable and costs nothing.
 */
export function priceWith(lines: readonly LineToPrice[], skus: ReadonlyMap<number, SkuForSale>): CartPriceData {
  const priced = lines.map((line): PricedLine => {
    const sku = skus.get(line.skuIdx);
    const found = sku !== undefined && sku.goodsIdx === line.goodsIdx;
    return {
      goodsIdx: line.goodsIdx,
      skuIdx: line.skuIdx,
      quantity: line.quantity,
      price: found ? sku.price : 0,
      listPrice: found ? sku.listPrice : 0,
      discountPrice: found ? sku.discountPrice : null,
      stock: found ? sku.stock : 0,
      available: found && sku.onSale,
      shopIdx: found ? sku.shopIdx : null,
      ...(found ? { title: sku.title } : {}),
    };
  });
  const total = priced.reduce((sum, line) => (line.available ? sum + line.price * line.quantity : sum), 0);
  return { lines: priced, total };
}

/** cart/price: what the lines cost now, read from the catalog (never from the stored cart), titled in `lang`. */
export async function priceLines(db: Db, lines: readonly LineToPrice[], lang?: string): Promise<CartPriceData> {
  return priceWith(
    lines,
    await readSkusForSale(
      db,
      lines.map((line) => line.skuIdx),
      lang,
    ),
  );
}
