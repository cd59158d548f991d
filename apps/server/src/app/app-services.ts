import { isLanguage, type Language, type SiteConfig } from '@storefront/contract';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { translate, type Translate } from '../i18n/server-messages.ts';
import { AccountOverviewService } from '../modules/accounts/account-overview-service.ts';
import { AccountStandingService } from '../modules/accounts/account-standing.ts';
import { AccountSettingsService } from '../modules/accounts/account-settings-service.ts';
import { AccountsService } from '../modules/accounts/accounts-service.ts';
import { FingerprintService } from '../modules/accounts/fingerprint-service.ts';
import { RateLimiter, type LimiterClock } from '../modules/accounts/rate-limiter.ts';
import { SessionService } from '../modules/accounts/session-service.ts';
import { buildSiteConfig, CALLING_CODES } from '../modules/site/site-config.ts';
import { CatalogService } from '../modules/catalog/catalog-service.ts';
import { SocialService } from '../modules/catalog/social-service.ts';
import { PartnershipService } from '../modules/partnership/partnership-service.ts';
import { SearchService } from '../modules/search/search-service.ts';
import { SeoService } from '../modules/seo/seo-service.ts';
import { PageCache } from '../modules/seo/page-cache.ts';
import { RenderBudget } from '../modules/seo/render-budget.ts';
import type { ServedPage } from '../modules/seo/seo-routes.ts';
import { RealnameService } from '../modules/realname/realname-service.ts';
import { UPLOAD_RATE_LIMIT, uploadFolders, UploadsService } from '../modules/uploads/uploads-service.ts';
import { uploadStoreFor } from '../modules/uploads/upload-store.ts';
import { GuestTokens } from '../modules/livechat/guest-tokens.ts';
import { LivechatService } from '../modules/livechat/livechat-service.ts';
import { InProcessStaffPresence } from '../modules/livechat/staff-presence.ts';
import { RedisStaffPresence } from '../modules/livechat/redis-staff-presence.ts';
import { InProcessQueuePasses, RedisQueuePasses } from '../modules/livechat/queue-passes.ts';
import { connectSharedRedis, type SharedRedis } from '../cluster/shared-redis.ts';
import { NoticesService } from '../modules/notices/notices-service.ts';
import { AddressesService } from '../modules/orders/addresses-service.ts';
import { OrdersService } from '../modules/orders/orders-service.ts';
import { WalletService } from '../modules/wallet/wallet-service.ts';
import { WithdrawalAccountsService } from '../modules/wallet/withdrawal-accounts.ts';
import { COUNTRIES } from '../modules/site/countries.ts';
import { ShippingService } from '../modules/shipping/shipping-service.ts';
import { CartService } from '../modules/cart/cart-service.ts';
import { PmParties } from '../modules/pm/pm-parties.ts';
import { PmService } from '../modules/pm/pm-service.ts';
import { SellerGoodsService, WarehousesService } from '../modules/catalog/seller-goods-service.ts';
import { AdminService } from '../modules/admin/admin-service.ts';
import { SellerService } from '../modules/seller/seller-service.ts';
import { WriteLimits } from '../http/write-limits.ts';

/**
 * Every domain service, built once per server process. Routes and sockets are handed the few
 * they use (each route factory declares its own), never the whole set.
 */
export interface AppServices {
  db: Db;
  env: Env;
  sessions: SessionService;
  /** Roles and disabled accounts (issue 19: their sockets follow on every process). */
  standing: AccountStandingService;
  accounts: AccountsService;
  accountSettings: AccountSettingsService;
  accountOverview: AccountOverviewService;
  fingerprints: FingerprintService;
  limiter: RateLimiter;
  /** The seller centre's and admin console's write calls, per account and per client address. */
  writeLimits: WriteLimits;
  catalog: CatalogService;
  social: SocialService;
  search: SearchService;
  seo: SeoService;
  /** Rendered public pages, a few seconds each (modules/seo/page-cache.ts). */
  pages: PageCache<ServedPage>;
  /** Server renders per client address (modules/seo/render-budget.ts). */
  renders: RenderBudget;
  uploads: UploadsService;
  realname: RealnameService;
  notices: NoticesService;
  addresses: AddressesService;
  orders: OrdersService;
  wallet: WalletService;
  withdrawalAccounts: WithdrawalAccountsService;
  partnership: PartnershipService;
  cart: CartService;
  shipping: ShippingService;
  pm: PmService;
  livechat: LivechatService;
  /** The seller centre's goods and warehouses (issue 20). */
  sellerGoods: SellerGoodsService;
  warehouses: WarehousesService;
  /** Running the marketplace (issue 20): staff, accounts, shops, goods, and the record of it. */
  admin: AdminService;
  /** The seller centre's home and shop profile (issue 20). */
  seller: SellerService;
  siteConfig(lang: string): SiteConfig;
  translate: Translate;
  /** With REDIS_URL: what every server process shares (cluster/shared-redis.ts); null in one process. */
  shared: SharedRedis | null;
}

/** `limiterClock`: where the rate limits read the time (the wall clock unless a test gives its own). */
export function createServices(db: Db, env: Env, limiterClock?: LimiterClock): AppServices {
  const sessions = new SessionService(db, {
    accessTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
  });
  const limiter = new RateLimiter(db, limiterClock);
  const shared = env.REDIS_URL ? connectSharedRedis(env.REDIS_URL, env.SOCKET_REDIS_KEY) : null;
  const catalog = new CatalogService(db);
  const accounts = new AccountsService(
    db,
    sessions,
    limiter,
    {
      perAccount: env.SIGN_IN_LIMIT_PER_ACCOUNT,
      perAddress: env.SIGN_IN_LIMIT_PER_ADDRESS,
      signUpsPerAddress: env.SIGN_UP_LIMIT_PER_ADDRESS,
      windowSeconds: env.SIGN_IN_WINDOW_SECONDS,
      slowdownMs: env.SIGN_IN_SLOWDOWN_MS,
    },
    CALLING_CODES,
  );
  const uploads = new UploadsService(
    db,
    uploadStoreFor(env, uploadFolders(env.DATA_DIR)),
    limiter,
    UPLOAD_RATE_LIMIT,
    env.UPLOAD_MAX_PIXELS,
  );
  const social = new SocialService(db);
  const partnership = new PartnershipService(db, sessions);
  const accountSettings = new AccountSettingsService(db, {
    accounts,
    sessions,
    limiter,
    uploads,
    passwordLimit: { attempts: env.SIGN_IN_LIMIT_PER_ACCOUNT, windowSeconds: env.SIGN_IN_WINDOW_SECONDS },
  });
  const pm = new PmService(
    db,
    new PmParties(db, uploads),
    limiter,
    {
      messages: env.PM_SEND_LIMIT,
      windowSeconds: env.PM_SEND_WINDOW_SECONDS,
    },
    {
      perUser: env.PM_INQUIRY_LIMIT_PER_USER,
      perAddress: env.PM_INQUIRY_LIMIT_PER_ADDRESS,
      windowSeconds: env.PM_INQUIRY_WINDOW_SECONDS,
    },
  );
  const orders = new OrdersService(db, uploads, {
    commissionPercent: env.PLATFORM_COMMISSION_PERCENT,
    autoConfirmDays: env.ORDER_AUTO_CONFIRM_DAYS,
  });
  const livechat = new LivechatService(
    {
      db,
      uploads,
      limiter,
      orders,
      guests: new GuestTokens(db, env.GUEST_TOKEN_SECRET, env.LIVE_GUEST_TOKEN_IDLE_DAYS),
      presence: shared ? new RedisStaffPresence(shared) : new InProcessStaffPresence(),
      passes: shared ? new RedisQueuePasses(shared) : new InProcessQueuePasses(),
    },
    {
      routing: env.LIVE_ROUTING,
      cap: env.LIVE_AGENT_CAP,
      sendLimit: { messages: env.PM_SEND_LIMIT, windowSeconds: env.PM_SEND_WINDOW_SECONDS },
      perAddress: {
        tokens: { max: env.LIVE_GUEST_TOKEN_LIMIT_PER_ADDRESS, windowSeconds: env.LIVE_GUEST_TOKEN_WINDOW_SECONDS },
        sends: { max: env.LIVE_SEND_LIMIT_PER_ADDRESS, windowSeconds: env.PM_SEND_WINDOW_SECONDS },
      },
      queueExpiryMinutes: env.LIVE_QUEUE_EXPIRY_MINUTES,
    },
  );
  // A picture sent in a conversation is a private upload its other party may see too (staff see every upload).
  uploads.allowPrivateReaders(
    async (viewerIdx, url, ownerIdx) => ownerIdx !== null && pm.pictureSharedWith(url, ownerIdx, viewerIdx),
  );
  // A live chat's pictures (the agent's, the shopper's own, a guest's before signing in) are seen
  // by the conversation's shopper, account or guest.
  uploads.allowPrivateReaders((viewerIdx, url) =>
    livechat.pictureSharedWith(url, { kind: 'shopper', userIdx: viewerIdx, guestId: null }),
  );
  uploads.allowGuestReaders((guestId, url) =>
    livechat.pictureSharedWith(url, { kind: 'shopper', userIdx: null, guestId }),
  );
  const sellerGoods = new SellerGoodsService(db, uploads);
  const configSettings = {
    appDownloader: env.APP_DOWNLOADER_URL,
    fake: env.FAKE_MODE,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
  };
  const standing = new AccountStandingService(db, sessions);
  return {
    db,
    env,
    sessions,
    standing,
    admin: new AdminService(db, standing),
    accounts,
    accountSettings,
    accountOverview: new AccountOverviewService(db, { social, partnership }),
    limiter,
    writeLimits: new WriteLimits(limiter, {
      seller: {
        perAccount: env.SELLER_WRITE_LIMIT_PER_ACCOUNT,
        perAddress: env.SELLER_WRITE_LIMIT_PER_ADDRESS,
        windowSeconds: env.SELLER_WRITE_WINDOW_SECONDS,
      },
      admin: {
        perAccount: env.ADMIN_WRITE_LIMIT_PER_ACCOUNT,
        perAddress: env.ADMIN_WRITE_LIMIT_PER_ADDRESS,
        windowSeconds: env.ADMIN_WRITE_WINDOW_SECONDS,
      },
    }),
    fingerprints: new FingerprintService(db),
    catalog,
    social,
    search: new SearchService(db),
    seo: new SeoService(db, catalog),
    pages: new PageCache<ServedPage>(),
    renders: new RenderBudget(),
    uploads,
    realname: new RealnameService(db, uploads),
    notices: new NoticesService(db, limiter, [pm, livechat]),
    addresses: new AddressesService(db, COUNTRIES),
    orders,
    wallet: new WalletService(db, env.PAYMENT_TEST_PROVIDER),
    withdrawalAccounts: new WithdrawalAccountsService(db),
    partnership,
    cart: new CartService(db),
    shipping: new ShippingService(db, COUNTRIES),
    pm,
    livechat,
    sellerGoods,
    warehouses: new WarehousesService(db, sellerGoods, new Set(COUNTRIES.map((country) => country.iso))),
    seller: new SellerService(db, uploads),
    siteConfig: (lang) => buildSiteConfig(configSettings, (isLanguage(lang) ? lang : 'en') as Language),
    translate: (key, lang, params) => translate(key, lang, params),
    shared,
  };
}
