import { randomUUID } from 'node:crypto';
import type { PlaceOrderData, SellerGoodsDetail } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../../test/test-app.ts';
import {
  createAddress,
  createPayingBuyer,
  createShop,
  ok,
  seenTotal,
  TRADE_PASSWORD,
  type Buyer,
  type TestShop,
  createCategory,
} from '../../../test/commerce-helpers.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';

/*
 * A seller's stock edits and saves racing buyers' orders (issue 20 point 1). On PostgreSQL (the
 * suite's second run, DATABASE_URL) the calls really race over a pool of 20 connections; on
 * PGlite they are served one transaction at a time, and the same outcomes must hold: no SKU sells
 * more than it holds, none goes below zero, and a product's stock is always its SKUs' sum.
 */

const ON = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const TIMEOUT = 300_000;

let app: TestApp;
let seller: TestShop;
let categoryIdx: number;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createShop(app);
  categoryIdx = await createCategory(app, 'concurrency-test', 'Tees');
});
afterAll(async () => app.destroy());

/** A published tee in two sizes, `stock` of each. */
async function publishedTee(stock: number): Promise<SellerGoodsDetail> {
  const image = await uploadPhoto(app, seller.owner.token);
  return ok<SellerGoodsDetail>(
    app,
    'seller/goods/save',
    {
      categoryIdx,
      title: 'Race tee',
      images: [image],
      dimensions: [{ name: 'Size', values: ['S', 'M'] }],
      skus: [
        { values: ['S'], price: 1_000, stock },
        { values: ['M'], price: 1_000, stock },
      ],
      status: 'on_sale',
    },
    seller.owner.token,
  );
}

function placeOne(buyer: Buyer, addressIdx: number, goodsIdx: number, skuIdx: number, total: number) {
  return app.call<PlaceOrderData>(
    'order/place',
    {
      lines: [{ goodsIdx, skuIdx, quantity: 1 }],
      addressIdx,
      idempotencyKey: randomUUID(),
      total,
      tradePassword: TRADE_PASSWORD,
    },
    { token: buyer.token },
  );
}

async function skuStocks(goodsIdx: number) {
  return app.db.selectFrom('skus').select(['idx', 'stock']).where('goods_idx', '=', goodsIdx).orderBy('idx').execute();
}

/** Stock never below zero and every product's stock is the sum of its skus'. */
async function expectStockConsistent(): Promise<void> {
  const wrong = await sql`
    select g.idx from goods g join skus s on s.goods_idx = g.idx
    group by g.idx, g.stock having g.stock <> sum(s.stock) or min(s.stock) < 0`.execute(app.db);
  expect(wrong.rows).toEqual([]);
}

async function buyers(n: number) {
  const list = await Promise.all(Array.from({ length: n }, () => createPayingBuyer(app, 50_000)));
  const addresses = await Promise.all(list.map((buyer) => createAddress(app, buyer)));
  return list.map((buyer, i) => ({ buyer, addressIdx: addresses[i] ?? 0 }));
}

describe(`seller stock racing purchases on ${ON}`, () => {
  it(
    'eight orders for five units while the other size stock is edited: five sold, none oversold, totals right',
    async () => {
      const tee = await publishedTee(5);
      const [small, medium] = tee.skus;
      const total = await seenTotal(app, [{ goodsIdx: tee.idx, skuIdx: small?.idx ?? 0, quantity: 1 }]);
      const racers = await buyers(8);
      const answers = await Promise.all([
        ...racers.map(({ buyer, addressIdx }) => placeOne(buyer, addressIdx, tee.idx, small?.idx ?? 0, total)),
        ...[9, 3, 12, 7].map((stock) =>
          app.call('seller/goods/stock', { skuIdx: medium?.idx, stock }, { token: seller.owner.token }),
        ),
      ]);
      const orders = answers.slice(0, 8).map((a) => a.body.code);
      expect(orders.filter((code) => code === 0)).toHaveLength(5);
      expect(answers.slice(8).map((a) => a.body.code)).toEqual([0, 0, 0, 0]);
      const stocks = await skuStocks(tee.idx);
      expect(stocks[0]?.stock).toBe(0);
      expect([9, 3, 12, 7]).toContain(stocks[1]?.stock);
      await expectStockConsistent();
    },
    TIMEOUT,
  );

  it(
    'eight orders for five units while the same SKU is set to 3: never more sold than there was, never below zero',
    async () => {
      const tee = await publishedTee(5);
      const small = tee.skus[0];
      const total = await seenTotal(app, [{ goodsIdx: tee.idx, skuIdx: small?.idx ?? 0, quantity: 1 }]);
      const racers = await buyers(8);
      const [edit, ...orders] = await Promise.all([
        app.call('seller/goods/stock', { skuIdx: small?.idx, stock: 3 }, { token: seller.owner.token }),
        ...racers.map(({ buyer, addressIdx }) => placeOne(buyer, addressIdx, tee.idx, small?.idx ?? 0, total)),
      ]);
      expect(edit?.body.code).toBe(0);
      const sold = orders.filter((a) => a.body.code === 0).length;
      const left = (await skuStocks(tee.idx))[0]?.stock ?? -1;
      // The edit landed after some sales (sold before it + 3 at most after) or before all of them.
      expect(left).toBeGreaterThanOrEqual(0);
      expect(sold).toBeLessThanOrEqual(5 + 3);
      const soldAfterEdit = 3 - left;
      expect(soldAfterEdit).toBeGreaterThanOrEqual(0);
      expect(sold - soldAfterEdit).toBeLessThanOrEqual(5);
      const paid = await app.db
        .selectFrom('order_items')
        .select((eb) => eb.fn.sum<number>('quantity').as('n'))
        .where('sku_idx', '=', small?.idx ?? 0)
        .executeTakeFirstOrThrow();
      expect(Number(paid.n)).toBe(sold);
      await expectStockConsistent();
    },
    TIMEOUT,
  );

  it(
    'saves of the product racing orders and each other keep one whole form and the totals right',
    async () => {
      const tee = await publishedTee(20);
      const [small, medium] = tee.skus;
      const total = await seenTotal(app, [{ goodsIdx: tee.idx, skuIdx: small?.idx ?? 0, quantity: 1 }]);
      const racers = await buyers(6);
      const save = (n: number) =>
        app.call(
          'seller/goods/save',
          {
            idx: tee.idx,
            categoryIdx,
            title: `Race tee ${n}`,
            images: tee.images,
            dimensions: [{ name: 'Size', values: ['S', 'M'] }],
            skus: [
              { idx: small?.idx, values: ['S'], price: 1_000, stock: 10 + n },
              { idx: medium?.idx, values: ['M'], price: 1_000 + n, stock: 10 + n },
            ],
            status: 'on_sale',
          },
          { token: seller.owner.token },
        );
      const answers = await Promise.all([
        save(1),
        ...racers.map(({ buyer, addressIdx }) => placeOne(buyer, addressIdx, tee.idx, small?.idx ?? 0, total)),
        save(2),
      ]);
      expect([answers[0]?.body.code, answers[7]?.body.code]).toEqual([0, 0]);
      const row = await app.db
        .selectFrom('goods')
        .select(['title', 'price', 'stock'])
        .where('idx', '=', tee.idx)
        .executeTakeFirstOrThrow();
      const n = row.title === 'Race tee 1' ? 1 : 2;
      const stocks = await skuStocks(tee.idx);
      // The medium size is the last save's, the small one that less what sold after it.
      expect(stocks[1]?.stock).toBe(10 + n);
      expect(stocks[0]?.stock).toBeLessThanOrEqual(10 + n);
      expect(row.price).toBe(1_000);
      await expectStockConsistent();
    },
    TIMEOUT,
  );
});
