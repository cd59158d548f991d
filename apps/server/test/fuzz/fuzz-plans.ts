import { LANGUAGES, type ClientEventName } from '@storefront/contract';
import type { ApiPath } from '@storefront/contract/api';
import { TRADE_PASSWORD } from '../commerce-helpers.ts';

/*
 * Who each call and each socket event is fuzzed as, one entry per path and per event of the
 * contract. A new call or event fails the suites (and the typecheck) until it is given its callers
 * here: the identity decides whether valid-shaped payloads reach the handler.
 */

/** A caller of the fuzz world (fuzz-world.ts); 'guest' sends no session. */
export type Caller = 'guest' | 'buyer' | 'seller' | 'staff' | 'admin';

/**
 * Runs per call or event, for the valid-shaped payloads and again for the hostile ones: 200 in CI,
 * FUZZ_RUNS=2000 for the long run (npm run test:fuzz).
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);
/** Fixed, so a CI failure replays; FUZZ_SEED explores other runs by hand. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_251_107);

/** The seed of one call's or event's property: fixed, and different for each, so that they do not draw alike. */
export function seedOf(name: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

/**
 * Values the handlers take, drawn now and then for fields of these names: the world's passwords,
 * the buyer's first address and the world's conversations (the guest's and the buyer's live
 * chats, the buyer's private one), so payments, password changes and messages get past their
 * checks into the work behind them; languages and calling codes the server knows.
 */
export const FIELD_HINTS = {
  tradePassword: [TRADE_PASSWORD],
  password: ['password123'],
  oldPassword: ['password123'],
  addressIdx: [1],
  subjectIdx: [1, 2],
  lang: LANGUAGES,
  callingCode: ['1', '44', '86'],
  country: ['US', 'GB', 'DE'],
} as const;

/** Public calls: as a guest, and signed in (the same calls then read the caller). */
const PUBLIC = ['guest', 'buyer'] as const;
const BUYER = ['buyer'] as const;
const SELLER = ['seller'] as const;
/** Conversations, orders and wallets have two sides: the buyer's and the shop's. */
const BOTH_SIDES = ['buyer', 'seller'] as const;
const STAFF = ['staff'] as const;
const ADMIN = ['admin'] as const;

export const CALL_CALLERS = {
  'catalog/home': PUBLIC,
  'category/list': PUBLIC,
  'goods/list': PUBLIC,
  'goods/detail': PUBLIC,
  'goods/related': PUBLIC,
  'goods/reviews': PUBLIC,
  'goods/favorite': BUYER,
  'goods/favorites': BUYER,
  'shop/detail': PUBLIC,
  'shop/follow': BUYER,
  'shop/following': BUYER,
  'shop/list': PUBLIC,
  'search/suggestion': PUBLIC,
  'user/sign/up': PUBLIC,
  'user/sign/in': PUBLIC,
  'user/sign/out': BUYER,
  'ba/token/refresh': PUBLIC,
  'ba/principal/inquiry': PUBLIC,
  'ba/finger': PUBLIC,
  'user/profile/update': BUYER,
  'user/password/change': BUYER,
  'user/trade-password/set': BUYER,
  'todo/inquiry': BOTH_SIDES,
  'cms/readed': BUYER,
  'user/subscription': PUBLIC,
  'mine/overview': BUYER,
  'shop/application/submit': BUYER,
  'shop/application/mine': BUYER,
  'staff/shop/application/list': STAFF,
  'staff/shop/application/review': STAFF,
  'address/list': BUYER,
  'address/save': BUYER,
  'address/delete': BUYER,
  'order/place': BUYER,
  'order/pay': BUYER,
  'order/list': BUYER,
  'order/detail': BOTH_SIDES,
  'order/cancel': BUYER,
  'order/confirm': BUYER,
  'order/review': BUYER,
  'seller/order/list': SELLER,
  'seller/order/ship': SELLER,
  'seller/order/cancel': SELLER,
  'seller/order/refund': SELLER,
  'seller/earnings/summary': SELLER,
  'seller/earnings/ledger': SELLER,
  'wallet/summary': BOTH_SIDES,
  'wallet/ledger': BOTH_SIDES,
  'wallet/recharge': BUYER,
  'wallet/withdrawal': BOTH_SIDES,
  'withdrawal-account/list': BUYER,
  'withdrawal-account/save': BUYER,
  'withdrawal-account/delete': BUYER,
  'user/realname/inquiry': BUYER,
  'user/realname/submit': BUYER,
  'cart/price': PUBLIC,
  'cart/get': BUYER,
  'cart/save': BUYER,
  'cart/merge': BUYER,
  'pm/subject/list': BOTH_SIDES,
  'pm/message/list': BOTH_SIDES,
  'subject/remark/submit': BOTH_SIDES,
  'live/chat/guest': PUBLIC,
  '/live/chat/message/list': ['guest', 'buyer', 'staff'],
  'live/staff/profile': STAFF,
  'live/staff/ended': STAFF,
  'live/staff/queue': STAFF,
  'live/canned/list': STAFF,
  'live/canned/save': STAFF,
  'live/canned/delete': STAFF,
  'seller/goods/list': SELLER,
  'seller/goods/detail': SELLER,
  'seller/goods/save': SELLER,
  'seller/goods/status': SELLER,
  'seller/goods/stock': SELLER,
  'seller/goods/delete': SELLER,
  'seller/warehouse/list': SELLER,
  'seller/warehouse/save': SELLER,
  'seller/warehouse/delete': SELLER,
  'admin/staff/list': ADMIN,
  'admin/staff/set': ADMIN,
  'admin/account/search': ADMIN,
  'admin/account/disable': ADMIN,
  'admin/account/enable': ADMIN,
  'admin/shop/search': ADMIN,
  'admin/shop/close': ADMIN,
  'admin/shop/reopen': ADMIN,
  'admin/goods/search': ADMIN,
  'admin/goods/takedown': ADMIN,
  'admin/actions': ADMIN,
  'seller/home': SELLER,
  'seller/shop/detail': SELLER,
  'seller/shop/save': SELLER,
  'seller/shipping/list': SELLER,
  'seller/shipping/save': SELLER,
  'seller/shipping/delete': SELLER,
  'goods/delivery': PUBLIC,
} as const satisfies Record<ApiPath, readonly Caller[]>;

/** Calls that end the caller's session when they succeed: each run gets a new one. */
export const ENDS_SESSION: ReadonlySet<string> = new Set<ApiPath>(['user/sign/out']);

/** Shopper events: a guest, a signed-in buyer, and staff (who answer in the same conversations). */
const SHOPPER_OR_STAFF = ['guest', 'buyer', 'staff'] as const;

export const EVENT_SENDERS = {
  bind: BOTH_SIDES,
  pm: BOTH_SIDES,
  'pm.revoke': BOTH_SIDES,
  'pm.subjectHistory': BOTH_SIDES,
  'pm.history': BOTH_SIDES,
  'pm.readed': BOTH_SIDES,
  'pm.subject.inquiry': BOTH_SIDES,
  'pm.since': BOTH_SIDES,
  'liveChat.begin': SHOPPER_OR_STAFF,
  'liveChat.end': SHOPPER_OR_STAFF,
  liveChat: SHOPPER_OR_STAFF,
  'liveChat.history': SHOPPER_OR_STAFF,
  'liveChat.readed': SHOPPER_OR_STAFF,
  'liveChat.page': SHOPPER_OR_STAFF,
  'liveChat.rate': SHOPPER_OR_STAFF,
  'liveChat.delete': STAFF,
  'liveChat.edit': STAFF,
  'liveChat.console': STAFF,
  'liveChat.since': SHOPPER_OR_STAFF,
  'liveChat.claim': STAFF,
  'liveChat.transfer': STAFF,
  'liveChat.presence': STAFF,
  inputing: SHOPPER_OR_STAFF,
} as const satisfies Record<ClientEventName, readonly Caller[]>;
