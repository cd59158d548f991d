import type { CartPriceData, PricedLine, PricedShop, UnavailableReason } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { readSkusForSale, type SkuForSale } from '../catalog/commerce-repository.ts';
import { shopHeads } from '../catalog/shops-repository.ts';
import { quoteFrom, readShippingRules, type ShippingRule } from '../shipping/shipping-pricing.ts';

export interface LineToPrice {
  goodsIdx: number;
  skuIdx: number;
  quantity: number;
}

/** Where the lines go: the destination country (null: not known yet) and the shops' delivery options. */
export interface DeliveryTo {
  country: string | null;
  rules: ReadonlyMap<number, ShippingRule[]>;
  /** The shops' names, for the delivery line of each. */
  names: ReadonlyMap<number, string>;
}

/**
 * The catalog's figures for cart lines, from skus already read (or locked, at checkout), with
 * each shop's delivery to the country. A line whose sku is gone, belongs to another product, is
 * off sale, whose shop is closed or on holiday, or whose shop does not deliver to the country, is
 * unavailable (with its reason) and costs nothing. Without a country, delivery is not counted.
 */
export function priceWith(
  lines: readonly LineToPrice[],
  skus: ReadonlyMap<number, SkuForSale>,
  delivery: DeliveryTo,
): CartPriceData {
  const priced = lines.map((line): PricedLine => {
    const sku = skus.get(line.skuIdx);
    const found = sku !== undefined && sku.goodsIdx === line.goodsIdx;
    const reason: UnavailableReason | null = found ? sku.unavailableReason : 'gone';
    return {
      goodsIdx: line.goodsIdx,
      skuIdx: line.skuIdx,
      quantity: line.quantity,
      price: found ? sku.price : 0,
      listPrice: found ? sku.listPrice : 0,
      discountPrice: found ? sku.discountPrice : null,
      stock: found ? sku.stock : 0,
      available: reason === null,
      unavailableReason: reason,
      shopIdx: found ? sku.shopIdx : null,
      ...(found ? { title: sku.title } : {}),
    };
  });
  const goodsByShop = new Map<number, number>();
  for (const line of priced) {
    if (line.available && line.shopIdx !== null) {
      goodsByShop.set(line.shopIdx, (goodsByShop.get(line.shopIdx) ?? 0) + line.price * line.quantity);
    }
  }
  const shops: PricedShop[] = [];
  for (const [shopIdx, goodsTotal] of [...goodsByShop].sort(([a], [b]) => a - b)) {
    if (delivery.country === null) {
      shops.push({ shopIdx, shopName: delivery.names.get(shopIdx) ?? '', goodsTotal, delivery: null });
      continue;
    }
    const quote = quoteFrom(delivery.rules.get(shopIdx), delivery.country, goodsTotal);
    if (quote) {
      shops.push({ shopIdx, shopName: delivery.names.get(shopIdx) ?? '', goodsTotal, delivery: quote });
      continue;
    }
    for (const line of priced) {
      if (line.available && line.shopIdx === shopIdx)
        Object.assign(line, { available: false, unavailableReason: 'noDelivery' });
    }
  }
  const goodsTotal = shops.reduce((sum, shop) => sum + shop.goodsTotal, 0);
  const deliveryTotal = shops.reduce((sum, shop) => sum + (shop.delivery?.fee ?? 0), 0);
  return {
    lines: priced,
    shops,
    country: delivery.country,
    goodsTotal,
    deliveryTotal,
    total: goodsTotal + deliveryTotal,
  };
}

/** The delivery options of the shops these skus belong to, with the country they are priced to. */
export async function deliveryTo(
  db: Db,
  skus: ReadonlyMap<number, SkuForSale>,
  country: string | null,
): Promise<DeliveryTo> {
  const shopIdxs = [...new Set([...skus.values()].map((sku) => sku.shopIdx))];
  const heads = await shopHeads(db, shopIdxs);
  return {
    country,
    rules: country === null ? new Map() : await readShippingRules(db, shopIdxs),
    names: new Map([...heads].map(([shopIdx, head]) => [shopIdx, head.name])),
  };
}

/**
 * cart/price: what the lines cost now to the country, read from the catalog (never from the stored
 * cart), titled in `lang`.
 */
export async function priceLines(
  db: Db,
  lines: readonly LineToPrice[],
  country: string | null,
  lang?: string,
): Promise<CartPriceData> {
  const skus = await readSkusForSale(
    db,
    lines.map((line) => line.skuIdx),
    lang,
  );
  return priceWith(lines, skus, await deliveryTo(db, skus, country));
}
