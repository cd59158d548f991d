import {
  REST_OF_WORLD,
  type Country,
  type GoodsDeliveryData,
  type ShippingOption,
  type ShippingSavePayload,
} from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ApiError } from '../../core/api-error.ts';
import { goodsForDelivery } from '../catalog/commerce-repository.ts';
import { shopIdxOfOwner } from '../catalog/shops-repository.ts';
import { deliveryCountry } from '../orders/addresses-service.ts';
import { deliveryFor } from './shipping-pricing.ts';
import { sellerShopOf } from '../seller/seller-policy.ts';

const COLUMNS = ['idx', 'shop_idx', 'country', 'fee', 'free_over', 'days_min', 'days_max', 'updated_at'] as const;

const toView = (row: {
  idx: number;
  country: string;
  fee: number;
  free_over: number | null;
  days_min: number;
  days_max: number;
  updated_at: Date;
}): ShippingOption => ({
  idx: row.idx,
  country: row.country,
  fee: row.fee,
  freeOver: row.free_over,
  daysMin: row.days_min,
  daysMax: row.days_max,
  updateAt: row.updated_at.toISOString(),
});

/** A shop's delivery options, changed only by its owner (checked on every call), and a product's delivery quote. */
export class ShippingService {
  private readonly isoCodes: ReadonlySet<string>;

  /** `countries`: the site's country list, which an option's destination is picked from. */
  constructor(
    private readonly db: Db,
    countries: readonly Country[],
  ) {
    this.isoCodes = new Set(countries.map((c) => c.iso));
  }

  /** The caller's shop, or 4003 for someone who owns none. */
  private async ownShop(userIdx: number): Promise<number> {
    return sellerShopOf(await shopIdxOfOwner(this.db, userIdx));
  }

  /** Its countries by code, then the rest of the world. */
  async list(userIdx: number): Promise<ShippingOption[]> {
    const shopIdx = await this.ownShop(userIdx);
    const rows = await this.db.selectFrom('shipping_options').select(COLUMNS).where('shop_idx', '=', shopIdx).execute();
    return rows
      .sort((a, b) =>
        a.country === REST_OF_WORLD ? 1 : b.country === REST_OF_WORLD ? -1 : a.country.localeCompare(b.country),
      )
      .map(toView);
  }

  async save(userIdx: number, payload: ShippingSavePayload): Promise<ShippingOption> {
    const shopIdx = await this.ownShop(userIdx);
    if (payload.country !== REST_OF_WORLD && !this.isoCodes.has(payload.country)) {
      throw ApiError.invalid('country', 'shippingCountryUnknown');
    }
    if (payload.daysMin > payload.daysMax) throw ApiError.invalid('daysMax', 'shippingDaysOrder');
    const taken = await this.db
      .selectFrom('shipping_options')
      .select('idx')
      .where('shop_idx', '=', shopIdx)
      .where('country', '=', payload.country)
      .executeTakeFirst();
    if (taken && taken.idx !== payload.idx) throw ApiError.invalid('country', 'shippingCountryTaken');
    const fields = {
      country: payload.country,
      fee: payload.fee,
      free_over: payload.freeOver,
      days_min: payload.daysMin,
      days_max: payload.daysMax,
    };
    try {
      if (payload.idx === undefined) {
        const row = await this.db
          .insertInto('shipping_options')
          .values({ shop_idx: shopIdx, ...fields })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        return toView(row);
      }
      const row = await this.db
        .updateTable('shipping_options')
        .set({ ...fields, updated_at: new Date() })
        .where('idx', '=', payload.idx)
        .where('shop_idx', '=', shopIdx)
        .returning(COLUMNS)
        .executeTakeFirst();
      if (!row) throw ApiError.notFound();
      return toView(row);
    } catch (error) {
      // A concurrent save of the same country committed first.
      if (isUniqueViolation(error)) throw ApiError.invalid('country', 'shippingCountryTaken');
      throw error;
    }
  }

  async remove(userIdx: number, idx: number): Promise<void> {
    const shopIdx = await this.ownShop(userIdx);
    const removed = await this.db
      .deleteFrom('shipping_options')
      .where('idx', '=', idx)
      .where('shop_idx', '=', shopIdx)
      .returning('idx')
      .executeTakeFirst();
    if (!removed) throw ApiError.notFound();
  }

  /** goods/delivery: one of a product to `country`, else to the caller's default address's country. */
  async goodsDelivery(userIdx: number | null, goodsIdx: number, country?: string): Promise<GoodsDeliveryData> {
    const goods = await goodsForDelivery(this.db, goodsIdx);
    if (!goods) throw ApiError.notFound();
    const to = country ?? (await deliveryCountry(this.db, userIdx));
    if (to !== null && !this.isoCodes.has(to)) throw ApiError.invalid('country', 'shippingCountryUnknown');
    const quote = to === null ? null : await deliveryFor(this.db, goods.shopIdx, to, goods.price);
    return { country: to, quote, delivers: to === null || quote !== null, unavailableReason: goods.unavailableReason };
  }
}
