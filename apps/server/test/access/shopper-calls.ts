import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { uniqueEmail } from '../test-app.ts';
import { skuOf, TRADE_PASSWORD } from '../commerce-helpers.ts';
import type { World } from './access-world.ts';
import { ADDRESS, applicationForm, cartItem } from './world-helpers.ts';
import { expectNoneOf, type CallProbes } from './probes.ts';

/** The shopper's calls: catalog, account, notices, partnership, addresses, orders, wallet, real name, cart. */

type ShopperPath =
  | 'catalog/home'
  | 'category/list'
  | 'goods/list'
  | 'goods/detail'
  | 'goods/related'
  | 'goods/reviews'
  | 'goods/favorite'
  | 'goods/favorites'
  | 'shop/detail'
  | 'shop/follow'
  | 'shop/following'
  | 'shop/list'
  | 'search/suggestion'
  | 'user/sign/up'
  | 'user/sign/in'
  | 'user/sign/out'
  | 'ba/token/refresh'
  | 'ba/principal/inquiry'
  | 'ba/finger'
  | 'user/profile/update'
  | 'user/password/change'
  | 'user/trade-password/set'
  | 'todo/inquiry'
  | 'cms/readed'
  | 'user/subscription'
  | 'mine/overview'
  | 'shop/application/submit'
  | 'shop/application/mine'
  | 'address/list'
  | 'address/save'
  | 'address/delete'
  | 'order/place'
  | 'order/pay'
  | 'order/list'
  | 'order/detail'
  | 'order/cancel'
  | 'order/confirm'
  | 'order/review'
  | 'wallet/summary'
  | 'wallet/ledger'
  | 'wallet/recharge'
  | 'wallet/withdrawal'
  | 'withdrawal-account/list'
  | 'withdrawal-account/save'
  | 'withdrawal-account/delete'
  | 'user/realname/inquiry'
  | 'user/realname/submit'
  | 'cart/price'
  | 'cart/get'
  | 'cart/save'
  | 'cart/merge';

const goodsOf = (world: World) => skuOf(world.shop).goodsIdx;
/** The buyer's own ledger rows, read from the table: no one else's ledger may show them. */
const buyersLedger = async (world: World) =>
  (
    await world.app.db
      .selectFrom('wallet_ledger')
      .select('idx')
      .where('user_idx', '=', world.people.buyer.idx)
      .execute()
  ).map((row) => row.idx);

export const shopperCalls: Pick<CallProbes, ShopperPath> = {
  'catalog/home': { payload: () => ({}) },
  'category/list': { payload: () => ({}) },
  'goods/list': { payload: (world) => ({ shopIdx: world.shop.idx }) },
  'goods/detail': {
    payload: (world) => ({ idx: goodsOf(world) }),
    // Only the buyer favorited it and follows its shop: nobody else is told they did.
    check: (data, _world, actor) => {
      expect(data.favorite).toBe(actor === 'buyer');
      expect(data.following).toBe(actor === 'buyer');
    },
  },
  'goods/related': { payload: (world) => ({ idx: goodsOf(world) }) },
  'goods/reviews': { payload: (world) => ({ goodsIdx: goodsOf(world) }) },
  // The other shop's product: the seller's stays favorited by the buyer alone (goods/favorites).
  'goods/favorite': { payload: (world) => ({ idx: skuOf(world.otherShop).goodsIdx, favorite: true }) },
  'goods/favorites': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        [goodsOf(world)],
        'a favorite',
      );
    },
  },
  'shop/detail': { payload: (world) => ({ idx: world.shop.idx }) },
  'shop/follow': { payload: (world) => ({ idx: world.otherShop.idx, follow: true }) },
  'shop/following': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        [world.shop.idx],
        'a followed shop',
      );
    },
  },
  'shop/list': { payload: () => ({}) },
  'search/suggestion': { payload: () => ({ kw: 'shirt' }) },
  'user/sign/up': {
    payload: () => ({ method: 'email', email: uniqueEmail('signup'), name: 'New Buyer', password: 'password123' }),
  },
  'user/sign/in': {
    payload: (world) => ({ account: world.people.buyer.email, password: world.people.buyer.password }),
  },
  'user/sign/out': { payload: () => ({}), freshSession: true },
  'ba/token/refresh': {
    payload: async (world) => ({ 'x-refresh': (await world.freshSession('buyer')).refresh }),
  },
  'ba/principal/inquiry': {
    payload: () => ({}),
    check: (data, world, actor) =>
      expect(data?.idx ?? null).toBe(actor === 'guest' || actor === 'liveGuest' ? null : world.people[actor].idx),
  },
  'ba/finger': {
    payload: () => ({
      id: randomUUID(),
      ua: 'Mozilla/5.0',
      lang: 'en',
      utc: 0,
      timezone: 'UTC',
      dpr: 1,
      ram: 8,
      ccore: 4,
      sw: 1920,
      sh: 1080,
      platform: 'Linux',
      lies: {},
    }),
  },
  // A picture the buyer uploaded: only its uploader may wear it.
  'user/profile/update': { payload: (world) => ({ avatar: world.buyerPicture }) },
  // The same password again, on the actor's own session: the sessions the other rows use live on.
  'user/password/change': { payload: () => ({ oldPassword: 'password123', newPassword: 'password123' }) },
  'user/trade-password/set': { payload: () => ({ password: 'password123', tradePassword: TRADE_PASSWORD }) },
  'todo/inquiry': { payload: () => ({}) },
  'cms/readed': { payload: (world) => ({ idx: world.notice }) },
  'user/subscription': { payload: () => ({ email: uniqueEmail('news') }) },
  'mine/overview': {
    payload: () => ({}),
    check: (data, _world, actor) => {
      if (actor === 'buyer') return;
      expect(Object.values(data.orderCounts).every((count) => count === 0)).toBe(true);
    },
  },
  'shop/application/submit': { payload: (world) => applicationForm(world.categoryIdx) },
  'shop/application/mine': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor !== 'guest' && actor !== 'liveGuest')
        expect([null, world.people[actor].idx]).toContain(data?.userIdx ?? null);
    },
  },
  'address/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.map((row) => row.idx),
        [world.address],
        'an address',
      );
    },
  },
  'address/save': { payload: (world) => ({ idx: world.address, ...ADDRESS }) },
  'address/delete': {
    payload: async (world, _actor, allowed) => ({ idx: allowed ? await world.freshAddress() : world.address }),
  },
  'order/place': {
    payload: async (world) => ({
      lines: world.orderLines,
      addressIdx: world.address,
      idempotencyKey: randomUUID(),
      total: await world.checkoutTotal(),
      tradePassword: TRADE_PASSWORD,
    }),
  },
  'order/pay': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshOrder('pending') : world.orders.pending,
      tradePassword: TRADE_PASSWORD,
    }),
  },
  'order/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        Object.values(world.orders),
        'an order',
      );
    },
  },
  'order/detail': { payload: (world) => ({ idx: world.orders.paid }) },
  'order/cancel': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshOrder('pending') : world.orders.pending,
    }),
  },
  'order/confirm': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshOrder('shipped') : world.orders.shipped,
    }),
  },
  'order/review': {
    payload: async (world, _actor, allowed) => {
      const idx = allowed ? await world.freshOrder('completed') : world.orders.completed;
      const items = await world.orderItems(idx);
      return { idx, reviews: items.map((itemIdx) => ({ itemIdx, rating: 5, body: 'Lovely' })) };
    },
  },
  'wallet/summary': { payload: () => ({}) },
  'wallet/ledger': {
    payload: () => ({}),
    check: async (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        await buyersLedger(world),
        'a ledger row',
      );
    },
  },
  'wallet/recharge': { payload: () => ({ amount: '1.00', idempotencyKey: randomUUID() }) },
  'wallet/withdrawal': {
    payload: (world) => ({
      amount: '1.00',
      accountIdx: world.payoutAccount,
      tradePassword: TRADE_PASSWORD,
      idempotencyKey: randomUUID(),
    }),
  },
  'withdrawal-account/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.map((row) => row.idx),
        [world.payoutAccount],
        'a payout account',
      );
    },
  },
  'withdrawal-account/save': { payload: () => ({ kind: 'paypal', holder: 'Pat Payee', accountNo: 'pat@paypal.test' }) },
  'withdrawal-account/delete': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshPayoutAccount() : world.payoutAccount,
    }),
  },
  'user/realname/inquiry': {
    payload: () => ({}),
    check: (data, _world, actor) => {
      if (actor !== 'buyer') expect(data.status).toBe('none');
    },
  },
  'user/realname/submit': {
    payload: (world) => ({ realName: 'Ann Buyer', idNumber: 'AB-7654321', photo: world.realnamePhoto }),
  },
  'cart/price': {
    payload: (world) => ({
      lines: [...world.orderLines, { ...world.unpublished, quantity: 1 }],
      addressIdx: world.address,
    }),
    // A draft is unknown to buyers: naming its ids tells nothing of it.
    check: (data, world) => {
      const draft = data.lines.find((line) => line.goodsIdx === world.unpublished.goodsIdx);
      expect(draft).toEqual({
        ...world.unpublished,
        quantity: 1,
        price: 0,
        listPrice: 0,
        discountPrice: null,
        stock: 0,
        available: false,
        unavailableReason: 'gone',
        shopIdx: null,
      });
    },
  },
  'cart/get': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'buyer') return;
      expectNoneOf(
        data.items.map((item) => item.idx),
        [goodsOf(world)],
        'a cart line',
      );
    },
  },
  // The other shop's product: the buyer's stored line of the seller's stays theirs alone (cart/get).
  'cart/save': { payload: (world) => ({ items: [cartItem(world.otherShop)] }) },
  'cart/merge': { payload: (world) => ({ items: [cartItem(world.otherShop)] }) },
};
