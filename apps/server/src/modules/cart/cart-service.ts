import { cartItemSchema, type CartItem, type CartPriceData } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { mergeCartItems, normalizeCart } from './cart-merge.ts';
import { deliveryCountry } from '../orders/addresses-service.ts';
import { priceLines, type LineToPrice } from './cart-pricing.ts';

/**
 * A stored cart is read back line by line: a line that no longer fits the contract (an older
 * format) is dropped instead of failing the whole cart.
 */
function parseStored(items: unknown): CartItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = cartItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A signed-in buyer's cart, kept in `carts` so it follows them from device to device. */
export class CartService {
  constructor(private readonly db: Db) {}

  /**
   * cart/price: what the lines cost now, read from the catalog (guests too), with delivery to the
   * signed-in buyer's address `addressIdx`, else to their default address, else not counted; the
   * products titled in `lang` where they have that translation.
   */
  async price(
    userIdx: number | null,
    lines: readonly LineToPrice[],
    addressIdx?: number,
    lang?: string,
  ): Promise<CartPriceData> {
    return priceLines(this.db, lines, await deliveryCountry(this.db, userIdx, addressIdx), lang);
  }

  async get(userIdx: number): Promise<CartItem[]> {
    const row = await this.db.selectFrom('carts').select('items').where('user_idx', '=', userIdx).executeTakeFirst();
    return row ? normalizeCart(parseStored(row.items)) : [];
  }

  /** Replaces the stored cart with the device's (one line per product and sku). */
  async save(userIdx: number, items: readonly CartItem[]): Promise<CartItem[]> {
    const cart = normalizeCart(items);
    const json = JSON.stringify(cart);
    await this.db
      .insertInto('carts')
      .values({ user_idx: userIdx, items: json })
      .onConflict((oc) => oc.column('user_idx').doUpdateSet({ items: json, updated_at: new Date() }))
      .execute();
    return cart;
  }

  /**
   * Unions a device's cart into the stored one (at sign-in) and returns the result. The row is
   * locked for the read-merge-write, so two devices signing in at once both keep their lines.
   */
  async merge(userIdx: number, items: readonly CartItem[]): Promise<CartItem[]> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('carts')
        .values({ user_idx: userIdx, items: '[]' })
        .onConflict((oc) => oc.column('user_idx').doNothing())
        .execute();
      const row = await trx
        .selectFrom('carts')
        .select('items')
        .where('user_idx', '=', userIdx)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const cart = mergeCartItems(normalizeCart(parseStored(row.items)), items);
      await trx
        .updateTable('carts')
        .set({ items: JSON.stringify(cart), updated_at: new Date() })
        .where('user_idx', '=', userIdx)
        .execute();
      return cart;
    });
  }
}
