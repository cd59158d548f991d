import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The demo seller's delivery options (issue 20): the US free from $50 of goods, else a flat fee;
 * flat fees to Canada and the United Kingdom; everywhere else a dearer, slower rate. The other
 * shops set none, so they deliver free with no estimate (see shipping-pricing.ts).
 */
export const DEMO_SHIPPING = [
  { country: 'US', fee: 499, free_over: 5000, days_min: 3, days_max: 5 },
  { country: 'CA', fee: 899, free_over: null, days_min: 5, days_max: 8 },
  { country: 'GB', fee: 999, free_over: null, days_min: 6, days_max: 10 },
  { country: '', fee: 1499, free_over: null, days_min: 7, days_max: 14 },
] as const;

export async function insertDemoShipping(db: Kysely<Database>, shopIdx: number): Promise<void> {
  await db
    .insertInto('shipping_options')
    .values(DEMO_SHIPPING.map((option) => ({ shop_idx: shopIdx, ...option })))
    .execute();
}
