import type { UnavailableReason } from '@storefront/contract';

/*
 * Who may see, buy and change the catalog's goods, in one place. Buyers see and buy only goods on
 * sale in an open shop (every storefront read filters so, and a product off sale is told not to
 * exist); a seller reaches only their own shop's goods (the seller centre finds the shop by its
 * owner, seller-policy.ts, and every query names it: any other idx is 4004); staff take goods
 * down and close shops through the admin module (admin-policy.ts), and a seller cannot undo a
 * takedown by publishing: only by editing the product, which leaves it off shelf.
 */

/**
 * Whether a user may set a favorite on a product of this status: adding one needs a product on
 * sale (a draft is unknown to buyers); any known product may be removed.
 */
export const mayFavorite = (goodsStatus: string, favorite: boolean): boolean => !favorite || goodsStatus === 'on_sale';

/** Why a product of this status in a shop of this state cannot be bought, or null when it can. */
export function saleBlock(
  goodsStatus: string,
  shop: { status: string; on_holiday: boolean },
): UnavailableReason | null {
  if (shop.status !== 'open') return 'shopClosed';
  if (goodsStatus !== 'on_sale') return 'offSale';
  if (shop.on_holiday) return 'shopHoliday';
  return null;
}

/**
 * The status a seller's save leaves: what they asked for, except that a product staff took down
 * (and not yet edited since) stays off shelf; the edit clears the takedown, then they publish.
 */
export function statusOnSave<S extends string>(asked: S, takenDownAt: Date | null | undefined): S | 'off_shelf' {
  return asked === 'on_sale' && takenDownAt != null ? 'off_shelf' : asked;
}

/**
 * Why the seller may not put this product on sale, or null: staff took it down (until the seller
 * edits it), or it has no picture or no SKU.
 */
export function publishRefusal(
  goods: { cover: string; taken_down_at: Date | null },
  hasSkus: boolean,
): 'takenDown' | 'incomplete' | null {
  if (goods.taken_down_at !== null) return 'takenDown';
  if (goods.cover === '' || !hasSkus) return 'incomplete';
  return null;
}

/** Whether a product's detail shows its SKUs' cost, the shop's private figure: only on a site run with the fake flag (spec 6). */
export const showsSkuCost = (env: { FAKE_MODE: boolean }): boolean => env.FAKE_MODE;
