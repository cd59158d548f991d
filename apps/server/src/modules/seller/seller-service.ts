import type { Language } from '@storefront/contract';
import { SELLER_HOME_LIST_SIZE, type SellerHome, type SellerShop, type SellerShopSave } from '@storefront/contract/api';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ApiError } from '../../core/api-error.ts';
import { goodsOutOfStock } from '../catalog/goods-repository.ts';
import {
  isShopNameTaken,
  SHOP_NAME_KEY_INDEX,
  shopIdxOfOwner,
  shopProfile,
  updateShopProfile,
  type ShopProfile,
} from '../catalog/shops-repository.ts';
import { ordersToShip, recentSales } from '../orders/seller-figures.ts';
import { shopUnreadTotal } from '../pm/pm-shop-unread.ts';
import { reloadSuggestionIndex, renameShopTerm } from '../search/search-index.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { recentSaleEarnings } from '../wallet/seller-earnings-figures.ts';
import { notASeller, sellerShopOf } from './seller-policy.ts';

/** The seller home's window for sales and earnings. */
export const SELLER_HOME_DAYS = 30;

/**
 * The seller centre's home and shop profile (issue 20). It owns no table: each figure is read
 * from the module that owns it, and the profile is written through the catalog's functions.
 * Every call first finds the shop the caller owns; a caller without one is refused (4003).
 */
export class SellerService {
  constructor(
    private readonly db: Db,
    private readonly uploads: Pick<UploadsService, 'isOwnUpload'>,
  ) {}

  /** The shop the caller owns, or 4003 `notASeller`. */
  async ownShop(userIdx: number, db: Db = this.db): Promise<number> {
    return sellerShopOf(await shopIdxOfOwner(db, userIdx));
  }

  async home(userIdx: number): Promise<SellerHome> {
    const shopIdx = await this.ownShop(userIdx);
    const [toShip, unreadMessages, outOfStock, sales, earnings] = await Promise.all([
      ordersToShip(this.db, shopIdx, SELLER_HOME_LIST_SIZE),
      shopUnreadTotal(this.db, shopIdx),
      goodsOutOfStock(this.db, shopIdx, SELLER_HOME_LIST_SIZE),
      recentSales(this.db, shopIdx, SELLER_HOME_DAYS),
      recentSaleEarnings(this.db, userIdx, SELLER_HOME_DAYS),
    ]);
    return { toShip, unreadMessages, outOfStock, sales, earnings };
  }

  async shop(userIdx: number): Promise<SellerShop> {
    const shopIdx = await this.ownShop(userIdx);
    const profile = await shopProfile(this.db, shopIdx);
    if (!profile) throw notASeller();
    return toView(profile);
  }

  /**
   * Saves the whole profile in one transaction, or nothing: a name another shop has (or a
   * look-alike of it), a logo or banner the caller did not upload (the current one may be sent
   * back), each refused with 4000 naming the field. A new name replaces the old in the header
   * search on every process.
   */
  async saveShop(userIdx: number, payload: SellerShopSave & { name: string }): Promise<SellerShop> {
    const logo = payload.logo.trim();
    const banner = payload.banner.trim();
    // The pictures are checked before the transaction (the uploads module reads on its own
    // connection); a picture kept unchanged is checked against the locked row again below.
    const shopIdx = await this.ownShop(userIdx);
    const seen = await shopProfile(this.db, shopIdx);
    if (!seen) throw notASeller();
    const ownLogo = await this.checkImage(userIdx, 'logo', logo, seen.logo);
    const ownBanner = await this.checkImage(userIdx, 'banner', banner, seen.banner);
    let renamed = false;
    const saved = await this.db.transaction().execute(async (trx) => {
      const current = await shopProfile(trx, shopIdx, true);
      if (!current) throw notASeller();
      if (!ownLogo && logo !== current.logo) throw ApiError.invalid('logo', 'shopImageNotUploaded');
      if (!ownBanner && banner !== current.banner) throw ApiError.invalid('banner', 'shopImageNotUploaded');
      renamed = payload.name !== current.name;
      if (renamed && (await isShopNameTaken(trx, payload.name, shopIdx))) {
        throw ApiError.invalid('name', 'shopNameTaken');
      }
      const next = {
        name: payload.name,
        logo,
        banner,
        description: payload.description.trim(),
        lang: payload.lang as Language,
        onHoliday: payload.onHoliday,
      };
      await updateShopProfile(trx, shopIdx, next).catch((error: unknown) => {
        // Another shop took a look-alike name between the check and this write.
        if (isUniqueViolation(error, SHOP_NAME_KEY_INDEX)) throw ApiError.invalid('name', 'shopNameTaken');
        throw error;
      });
      if (renamed) await renameShopTerm(trx, { idx: shopIdx, name: next.name });
      return { idx: shopIdx, ...next };
    });
    if (renamed) await reloadSuggestionIndex(this.db);
    return saved;
  }

  /**
   * A logo or banner is empty, the one the shop has, or a public image the caller uploaded
   * (true: any of the first two needs checking again against the locked row, false), else 4000.
   */
  private async checkImage(userIdx: number, field: 'logo' | 'banner', url: string, current: string): Promise<boolean> {
    if (url === '') return true;
    if (url === current) return false;
    if (!(await this.uploads.isOwnUpload(userIdx, url))) throw ApiError.invalid(field, 'shopImageNotUploaded');
    return true;
  }
}

function toView(profile: ShopProfile): SellerShop {
  return { ...profile, lang: profile.lang as Language };
}
