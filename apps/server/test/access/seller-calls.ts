import { expect } from 'vitest';
import { skuOf } from '../commerce-helpers.ts';
import type { World } from './access-world.ts';
import { draftForm } from './world-helpers.ts';
import { expectNoneOf, type CallProbes } from './probes.ts';

/** The seller centre's calls: orders, earnings, goods, warehouses, home, shop profile, delivery options. */

type SellerPath =
  | 'seller/order/list'
  | 'seller/order/ship'
  | 'seller/order/cancel'
  | 'seller/order/refund'
  | 'seller/earnings/summary'
  | 'seller/earnings/ledger'
  | 'seller/goods/list'
  | 'seller/goods/detail'
  | 'seller/goods/save'
  | 'seller/goods/status'
  | 'seller/goods/stock'
  | 'seller/goods/delete'
  | 'seller/warehouse/list'
  | 'seller/warehouse/save'
  | 'seller/warehouse/delete'
  | 'seller/home'
  | 'seller/shop/detail'
  | 'seller/shop/save'
  | 'seller/shipping/list'
  | 'seller/shipping/save'
  | 'seller/shipping/delete'
  | 'goods/delivery';

/** The seller's own ledger rows, read from the table. */
const sellersLedger = async (world: World) =>
  (
    await world.app.db
      .selectFrom('wallet_ledger')
      .select('idx')
      .where('user_idx', '=', world.people.seller.idx)
      .execute()
  ).map((row) => row.idx);

const sellersGoods = (world: World) => [skuOf(world.shop).goodsIdx, world.draft.idx];
const REASON = 'Out of stock, sorry';

export const sellerCalls: Pick<CallProbes, SellerPath> = {
  'seller/order/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'seller') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        Object.values(world.orders),
        'an order',
      );
    },
  },
  'seller/order/ship': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshOrder('paid') : world.orders.paid,
      carrier: 'UPS',
      trackingNo: 'TRACK12345',
    }),
  },
  'seller/order/cancel': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshOrder('paid') : world.orders.paid,
      reason: REASON,
    }),
  },
  'seller/order/refund': {
    payload: async (world, _actor, allowed) => ({
      idx: allowed ? await world.freshOrder('completed') : world.orders.completed,
      reason: REASON,
    }),
  },
  'seller/earnings/summary': {
    payload: () => ({}),
    // The other shop sold nothing: the seller's sales are not in its figures.
    check: (data, _world, actor) => {
      if (actor !== 'seller') expect(data.salesTotal).toBe(0);
    },
  },
  'seller/earnings/ledger': {
    payload: () => ({}),
    check: async (data, world, actor) => {
      if (actor === 'seller') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        await sellersLedger(world),
        'a ledger row',
      );
    },
  },
  'seller/goods/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'seller') return;
      expectNoneOf(
        data.rows.map((row) => row.idx),
        sellersGoods(world),
        'a product',
      );
    },
  },
  'seller/goods/detail': { payload: (world) => ({ idx: world.draft.idx }) },
  'seller/goods/save': {
    payload: (world) => draftForm(world.categoryIdx, world.draft.picture, world.draft.idx, world.draft.skuIdx),
  },
  'seller/goods/status': { payload: (world) => ({ idxs: [world.draft.idx], status: 'on_sale' }) },
  'seller/goods/stock': { payload: (world) => ({ skuIdx: world.draft.skuIdx, stock: 7 }) },
  'seller/goods/delete': {
    payload: async (world, _actor, allowed) => ({ idx: allowed ? await world.freshDraft() : world.draft.idx }),
  },
  'seller/warehouse/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'seller') return;
      expectNoneOf(
        data.map((row) => row.idx),
        [world.warehouse],
        'a warehouse',
      );
    },
  },
  'seller/warehouse/save': { payload: (world) => ({ idx: world.warehouse, name: 'North' }) },
  'seller/warehouse/delete': {
    payload: async (world, _actor, allowed) => ({ idx: allowed ? await world.freshWarehouse() : world.warehouse }),
  },
  'seller/home': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'seller') return;
      expectNoneOf(
        data.toShip.rows.map((row) => row.idx),
        Object.values(world.orders),
        'an order',
      );
    },
  },
  'seller/shop/detail': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor !== 'seller') expect(data.idx).not.toBe(world.shop.idx);
    },
  },
  // The caller's own shop's name, with the seller's logo: a picture only its uploader may use.
  'seller/shop/save': {
    payload: (world, actor) => ({
      name: actor === 'otherSeller' ? world.otherShopName : world.shopName,
      logo: world.draft.picture,
      banner: '',
      description: 'Linen and cotton shirts.',
      lang: 'en',
      onHoliday: false,
    }),
  },
  'seller/shipping/list': {
    payload: () => ({}),
    check: (data, world, actor) => {
      if (actor === 'seller') return;
      expectNoneOf(
        data.options.map((row) => row.idx),
        [world.shipping],
        'a delivery option',
      );
    },
  },
  'seller/shipping/save': {
    payload: (world) => ({ idx: world.shipping, country: 'US', fee: 500, freeOver: null, daysMin: 2, daysMax: 5 }),
  },
  'seller/shipping/delete': {
    payload: async (world, _actor, allowed) => ({ idx: allowed ? await world.freshShipping() : world.shipping }),
  },
  'goods/delivery': { payload: (world) => ({ goodsIdx: skuOf(world.shop).goodsIdx, country: 'US' }) },
};
