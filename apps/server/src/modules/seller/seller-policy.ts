import { Code } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';

/*
 * Who may use the seller centre, in one place (issue 20): every seller call acts on the one shop
 * its caller owns, found by owner (catalog's shops-repository.ts), never on a shop named in the
 * payload; someone who owns none is refused with 4003 `notASeller`, whatever their role. The
 * seller's home and profile (seller-service.ts), orders (orders-service.ts), delivery options
 * (shipping-service.ts) and goods (catalog's seller-goods-service.ts) all ask this.
 */

/** 4003 `notASeller`: the caller owns no shop (or no longer does). */
export const notASeller = (): ApiError => new ApiError(Code.forbidden, 'notASeller');

/** The shop the caller owns, from its owner lookup; 4003 `notASeller` for none. */
export function sellerShopOf(ownedShopIdx: number | null): number {
  if (ownedShopIdx === null) throw notASeller();
  return ownedShopIdx;
}
