import type { AccountOverview } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import type { SocialService } from '../catalog/social-service.ts';
import { orderCountsOf } from '../orders/order-views.ts';
import type { PartnershipService } from '../partnership/partnership-service.ts';
import { walletBalance } from '../wallet/wallet-ledger.ts';
import { tradePasswordHash } from './users-repository.ts';

/**
 * The account home (/mine): a summary of what the user has in each module, each part read from
 * the module that owns it, side by side.
 */
export class AccountOverviewService {
  constructor(
    private readonly db: Db,
    private readonly deps: { social: SocialService; partnership: PartnershipService },
  ) {}

  async overview(userIdx: number): Promise<AccountOverview> {
    const { social, partnership } = this.deps;
    const [balance, hash, orderCounts, favorites, following, application] = await Promise.all([
      walletBalance(this.db, userIdx),
      tradePasswordHash(this.db, userIdx),
      orderCountsOf(this.db, userIdx),
      social.favoriteCount(userIdx),
      social.followingCount(userIdx),
      partnership.latest(userIdx),
    ]);
    return {
      balance: Number(balance ?? 0),
      orderCounts,
      favorites,
      following,
      hasTradePassword: hash !== null && hash !== undefined,
      application,
    };
  }
}
