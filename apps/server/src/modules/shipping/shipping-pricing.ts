import { REST_OF_WORLD, type DeliveryQuote } from '@storefront/contract';
import type { Db } from '../../db/database.ts';

/*
 * What delivering a shop's part of an order costs: the option for the destination country, else
 * the shop's rest-of-world option ('' country); free when the shop's goods come to at least its
 * free_over. A shop with no option at all delivers free with no estimate (so a shop that has not
 * set up shipping yet still sells); a shop with options but none for the country nor the rest of
 * the world does not deliver there (null).
 */

export interface ShippingRule {
  shopIdx: number;
  country: string;
  fee: number;
  freeOver: number | null;
  daysMin: number;
  daysMax: number;
}

/** The delivery options of these shops, by shop idx (a shop without any is absent). */
export async function readShippingRules(db: Db, shopIdxs: readonly number[]): Promise<Map<number, ShippingRule[]>> {
  const byShop = new Map<number, ShippingRule[]>();
  if (shopIdxs.length === 0) return byShop;
  const rows = await db
    .selectFrom('shipping_options')
    .select(['shop_idx', 'country', 'fee', 'free_over', 'days_min', 'days_max'])
    .where('shop_idx', 'in', [...new Set(shopIdxs)])
    .execute();
  for (const row of rows) {
    const rules = byShop.get(row.shop_idx) ?? [];
    rules.push({
      shopIdx: row.shop_idx,
      country: row.country,
      fee: row.fee,
      freeOver: row.free_over,
      daysMin: row.days_min,
      daysMax: row.days_max,
    });
    byShop.set(row.shop_idx, rules);
  }
  return byShop;
}

/** The quote from a shop's rules (undefined or empty: it set none) for a country and goods amount. */
export function quoteFrom(
  rules: readonly ShippingRule[] | undefined,
  country: string,
  shopSubtotal: number,
): DeliveryQuote | null {
  if (!rules || rules.length === 0) return { fee: 0, baseFee: 0, freeOver: null, daysMin: null, daysMax: null };
  const rule = rules.find((r) => r.country === country) ?? rules.find((r) => r.country === REST_OF_WORLD);
  if (!rule) return null;
  const free = rule.freeOver !== null && shopSubtotal >= rule.freeOver;
  return {
    fee: free ? 0 : rule.fee,
    baseFee: rule.fee,
    freeOver: rule.freeOver,
    daysMin: rule.daysMin,
    daysMax: rule.daysMax,
  };
}

/** deliveryFor: one shop's delivery to a country for an amount of its goods (cents); null: it does not deliver there. */
export async function deliveryFor(
  db: Db,
  shopIdx: number,
  country: string,
  shopSubtotal: number,
): Promise<DeliveryQuote | null> {
  const rules = await readShippingRules(db, [shopIdx]);
  return quoteFrom(rules.get(shopIdx), country, shopSubtotal);
}
