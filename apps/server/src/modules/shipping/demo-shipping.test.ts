import path from 'node:path';
import type { CartPriceData, SellerGoodsDetail, ShippingOption } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';
import { DEMO_BUYER_EMAIL, DEMO_PASSWORD } from '../../app/seed/shops.ts';
import { deliveryFor } from './shipping-pricing.ts';

/*
 * Issue 20 (S20-56) on the demo seed: the demo seller's delivery options (the US free from $50 of
 * goods, else $4.99; flat fees to Canada, the United Kingdom and the rest of the world), and the
 * server's pricing of a US cart of that shop on both sides of $50.
 */

const DEMO_SELLER_EMAIL = 'seller@demo.shop';

let app: TestApp;
let demoShopIdx: number;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
  const shop = await app.db
    .selectFrom('shops')
    .innerJoin('users', 'users.idx', 'shops.owner_idx')
    .select('shops.idx')
    .where('users.email', '=', DEMO_SELLER_EMAIL)
    .executeTakeFirstOrThrow();
  demoShopIdx = shop.idx;
});
afterAll(async () => app?.destroy());

let ipCounter = 0;
async function signIn(email: string): Promise<string> {
  const answer = await app.call(
    'user/sign/in',
    { account: email, password: DEMO_PASSWORD },
    { ip: `10.56.0.${++ipCounter}` },
  );
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return String(answer.headers['x-token']);
}

async function ok<T>(apiPath: string, payload: Record<string, unknown>, token: string): Promise<T> {
  const answer = await app.call<T>(apiPath, payload, { token });
  expect(answer.body.code, `${apiPath}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBe(0);
  return answer.body.data as T;
}

describe('the demo seed’s delivery options', () => {
  it('gives the demo seller US $4.99 free from $50, CA $8.99, GB $9.99 and the rest of the world $14.99; no other shop any', async () => {
    const seller = await signIn(DEMO_SELLER_EMAIL);
    const { options } = await ok<{ options: ShippingOption[] }>('seller/shipping/list', {}, seller);
    expect(options.map((o) => [o.country, o.fee, o.freeOver, o.daysMin, o.daysMax])).toEqual([
      ['CA', 899, null, 5, 8],
      ['GB', 999, null, 6, 10],
      ['US', 499, 5_000, 3, 5],
      ['', 1_499, null, 7, 14],
    ]);
    const elsewhere = await app.db
      .selectFrom('shipping_options')
      .select('shop_idx')
      .where('shop_idx', '!=', demoShopIdx)
      .execute();
    expect(elsewhere).toEqual([]);
  });

  it('charges a US cart of the demo shop $4.99 at $49.99 of goods and nothing at $50.00', async () => {
    // The seller prices two SKUs of one of its products at $49.99 and $50.00 (its own edit call).
    const seller = await signIn(DEMO_SELLER_EMAIL);
    const product = await app.db
      .selectFrom('goods')
      .innerJoin('skus', 'skus.goods_idx', 'goods.idx')
      .select('goods.idx')
      .where('goods.shop_idx', '=', demoShopIdx)
      .where('goods.status', '=', 'on_sale')
      .where('skus.stock', '>', 0)
      .groupBy('goods.idx')
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .orderBy('goods.idx')
      .executeTakeFirstOrThrow();
    const detail = await ok<SellerGoodsDetail>('seller/goods/detail', { idx: product.idx }, seller);
    const inStock = detail.skus.filter((s) => s.stock > 0);
    const [below, at] = [inStock[0]!, inStock[1]!];
    const prices = new Map([
      [below.idx, 4_999],
      [at.idx, 5_000],
    ]);
    await ok<SellerGoodsDetail>(
      'seller/goods/save',
      {
        idx: detail.idx,
        categoryIdx: detail.categoryIdx,
        lang: detail.lang,
        title: detail.title,
        description: detail.description,
        translations: detail.translations,
        images: detail.images,
        dimensions: detail.dimensions,
        skus: detail.skus.map((s) => ({
          idx: s.idx,
          values: s.values,
          price: prices.get(s.idx) ?? s.price,
          discountPrice: prices.has(s.idx) ? null : s.discountPrice,
          stock: s.stock,
          skuCode: s.skuCode,
        })),
        warehouseIdx: detail.warehouseIdx,
        status: detail.status,
      },
      seller,
    );

    // The demo buyer's default address is in the US.
    const buyer = await signIn(DEMO_BUYER_EMAIL);
    const price = (skuIdx: number) =>
      ok<CartPriceData>('cart/price', { lines: [{ goodsIdx: detail.idx, skuIdx, quantity: 1 }] }, buyer);
    const under = await price(below.idx);
    expect(under.shops).toEqual([
      expect.objectContaining({
        shopIdx: demoShopIdx,
        goodsTotal: 4_999,
        delivery: { fee: 499, baseFee: 499, freeOver: 5_000, daysMin: 3, daysMax: 5 },
      }),
    ]);
    expect([under.country, under.goodsTotal, under.deliveryTotal, under.total]).toEqual(['US', 4_999, 499, 5_498]);
    const free = await price(at.idx);
    expect(free.shops[0]!.delivery).toEqual({ fee: 0, baseFee: 499, freeOver: 5_000, daysMin: 3, daysMax: 5 });
    expect([free.country, free.goodsTotal, free.deliveryTotal, free.total]).toEqual(['US', 5_000, 0, 5_000]);

    // The same rule in the shipping module's own pricing, and the flat fees elsewhere.
    expect((await deliveryFor(app.db, demoShopIdx, 'US', 4_999))?.fee).toBe(499);
    expect((await deliveryFor(app.db, demoShopIdx, 'US', 5_000))?.fee).toBe(0);
    expect((await deliveryFor(app.db, demoShopIdx, 'CA', 50_000))?.fee).toBe(899);
    expect((await deliveryFor(app.db, demoShopIdx, 'GB', 50_000))?.fee).toBe(999);
    expect((await deliveryFor(app.db, demoShopIdx, 'JP', 50_000))?.fee).toBe(1_499);
  });
});
