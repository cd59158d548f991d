import { randomUUID } from 'node:crypto';
import { Code, type PlaceOrderData, type SellerGoodsDetail, type ShippingOption } from '@storefront/contract';
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
  type TestShop,
  createCategory,
} from '../../../test/commerce-helpers.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';

/*
 * Issue 20, the seller centre's races: bulk publishing and unpublishing of the same goods racing a
 * stock edit and purchases, and two saves of one delivery option racing. On PostgreSQL (the
 * suite's second run) the calls race over a pool of connections; on PGlite they are served one
 * transaction at a time, and the same outcomes must hold.
 */
const ON = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const TIMEOUT = 300_000;
const ROUNDS = 4;
const STOCK = 5;

let app: TestApp;
let seller: TestShop;
let categoryIdx: number;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createShop(app);
  categoryIdx = await createCategory(app, 'status-race-test', 'Tees');
});
afterAll(async () => app.destroy());

const asSeller = <T>(path: string, payload: Record<string, unknown>) =>
  app.call<T>(path, payload, { token: seller.owner.token });

async function publishedTee(n: number): Promise<SellerGoodsDetail> {
  return ok<SellerGoodsDetail>(
    app,
    'seller/goods/save',
    {
      categoryIdx,
      title: `Status race tee ${n}`,
      images: [await uploadPhoto(app, seller.owner.token)],
      dimensions: [{ name: 'Size', values: ['S', 'M'] }],
      skus: [
        { values: ['S'], price: 1_000, stock: STOCK },
        { values: ['M'], price: 1_000, stock: STOCK },
      ],
      status: 'on_sale',
    },
    seller.owner.token,
  );
}

/** Stock and sales as the shop's figures must always stand, whatever raced. */
async function expectFiguresConsistent(goodsIdxs: number[]): Promise<void> {
  const stock = await sql`
    select g.idx from goods g join skus s on s.goods_idx = g.idx
    group by g.idx, g.stock having g.stock <> sum(s.stock) or min(s.stock) < 0`.execute(app.db);
  expect(stock.rows).toEqual([]);
  // Every order here is paid at once, so a product's sales are its ordered quantity.
  const sales = await sql<{ idx: number; sales: number; ordered: number }>`
    select g.idx, g.sales, coalesce(sum(i.quantity), 0)::int as ordered
    from goods g left join order_items i on i.goods_idx = g.idx
    where g.idx in (${sql.join(goodsIdxs)})
    group by g.idx, g.sales`.execute(app.db);
  for (const row of sales.rows) expect(row.sales, `goods ${row.idx}`).toBe(row.ordered);
  const shop = await sql<{ sales: number; ordered: number }>`
    select s.sales, (select coalesce(sum(i.quantity), 0)::int from order_items i join orders o on o.idx = i.order_idx
      where o.shop_idx = s.idx) as ordered
    from shops s where s.idx = ${seller.idx}`.execute(app.db);
  expect(shop.rows[0]?.sales).toBe(shop.rows[0]?.ordered);
}

describe(`bulk publish and unpublish racing a stock edit and purchases on ${ON}`, () => {
  it(
    'leaves every product of the batch in one status, and stock, sold units and sales counts agreeing',
    async () => {
      const tees = await Promise.all([1, 2, 3].map(publishedTee));
      const idxs = tees.map((tee) => tee.idx);
      const smalls = tees.map((tee) => tee.skus[0]!);
      const medium = tees[0]!.skus[1]!;
      const buyers = await Promise.all([0, 1, 2].map(() => createPayingBuyer(app, 100_000)));
      const addresses = await Promise.all(buyers.map((buyer) => createAddress(app, buyer)));
      const totals = await Promise.all(
        smalls.map((sku, n) => seenTotal(app, [{ goodsIdx: idxs[n]!, skuIdx: sku.idx, quantity: 1 }])),
      );
      const purchase = (n: number) =>
        app.call<PlaceOrderData>(
          'order/place',
          {
            lines: [{ goodsIdx: idxs[n], skuIdx: smalls[n]!.idx, quantity: 1 }],
            addressIdx: addresses[n],
            idempotencyKey: randomUUID(),
            total: totals[n],
            tradePassword: TRADE_PASSWORD,
          },
          { token: buyers[n]!.token },
        );
      const sold = [0, 0, 0];
      for (let round = 1; round <= ROUNDS; round++) {
        const [off, on, offAgain, edit, ...orders] = await Promise.all([
          asSeller('seller/goods/status', { idxs, status: 'off_shelf' }),
          asSeller('seller/goods/status', { idxs: [...idxs].reverse(), status: 'on_sale' }),
          asSeller('seller/goods/status', { idxs: [idxs[1], idxs[2], idxs[0]], status: 'off_shelf' }),
          asSeller('seller/goods/stock', { skuIdx: medium.idx, stock: 10 + round }),
          purchase(0),
          purchase(1),
          purchase(2),
        ]);
        expect([off, on, offAgain, edit].map((answer) => answer?.body.code)).toEqual([0, 0, 0, 0]);
        orders.forEach((answer, n) => {
          // Bought while on sale, or refused as unavailable: never a fault, never half made.
          if (answer.body.code === Code.ok) sold[n]! += 1;
          else expect(answer.body.code, JSON.stringify(answer.body)).toBe(Code.invalidInput);
        });
        const rows = await app.db.selectFrom('goods').select(['idx', 'status']).where('idx', 'in', idxs).execute();
        expect(new Set(rows.map((row) => row.status)).size, `round ${round}: ${JSON.stringify(rows)}`).toBe(1);
        const stocks = await app.db
          .selectFrom('skus')
          .select(['idx', 'stock'])
          .where('idx', 'in', [...smalls.map((sku) => sku.idx), medium.idx])
          .execute();
        const stockOf = (skuIdx: number) => stocks.find((row) => row.idx === skuIdx)?.stock;
        smalls.forEach((sku, n) => expect(stockOf(sku.idx), `tee ${n}`).toBe(STOCK - sold[n]!));
        expect(stockOf(medium.idx)).toBe(10 + round);
        await expectFiguresConsistent(idxs);
        // On sale again for the next round's buyers.
        expect((await asSeller('seller/goods/status', { idxs, status: 'on_sale' })).body.code).toBe(0);
      }
    },
    TIMEOUT,
  );
});

describe(`two saves of a delivery option racing on ${ON}`, () => {
  const version = (n: number) => ({ fee: 100 * n, freeOver: 1_000 * n, daysMin: n, daysMax: 2 * n });
  const rowOf = async (idx: number) =>
    app.db
      .selectFrom('shipping_options')
      .select(['country', 'fee', 'free_over', 'days_min', 'days_max'])
      .where('idx', '=', idx)
      .executeTakeFirstOrThrow();
  const asVersion = (row: Awaited<ReturnType<typeof rowOf>>) => ({
    fee: Number(row.fee),
    freeOver: row.free_over === null ? null : Number(row.free_over),
    daysMin: row.days_min,
    daysMax: row.days_max,
  });

  it(
    'two saves of one option leave one whole version, never a mix',
    async () => {
      const created = await ok<ShippingOption>(
        app,
        'seller/shipping/save',
        { country: 'JP', ...version(1) },
        seller.owner.token,
      );
      for (let round = 0; round < 5; round++) {
        const [a, b] = [2 + 2 * round, 3 + 2 * round];
        const answers = await Promise.all(
          [a, b].map((n) => asSeller('seller/shipping/save', { idx: created.idx, country: 'JP', ...version(n) })),
        );
        expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
        const stored = asVersion(await rowOf(created.idx));
        expect([version(a), version(b)]).toContainEqual(stored);
        const listed = await ok<{ options: ShippingOption[] }>(app, 'seller/shipping/list', {}, seller.owner.token);
        const shown = listed.options.find((option) => option.idx === created.idx);
        expect(
          shown && { fee: shown.fee, freeOver: shown.freeOver, daysMin: shown.daysMin, daysMax: shown.daysMax },
        ).toEqual(stored);
      }
    },
    TIMEOUT,
  );

  it(
    'two first saves of one country: one is kept whole, the other refused naming the country',
    async () => {
      const answers = await Promise.all(
        [4, 7].map((n) => asSeller<ShippingOption>('seller/shipping/save', { country: 'KR', ...version(n) })),
      );
      const accepted = answers.filter((answer) => answer.body.code === 0);
      const refused = answers.filter((answer) => answer.body.code !== 0);
      expect(accepted).toHaveLength(1);
      expect(refused.map((answer) => [answer.body.code, answer.body.data])).toEqual([
        [Code.invalidInput, { field: 'country' }],
      ]);
      const rows = await app.db
        .selectFrom('shipping_options')
        .select('idx')
        .where('shop_idx', '=', seller.idx)
        .where('country', '=', 'KR')
        .execute();
      expect(rows).toHaveLength(1);
      const kept = accepted[0]!.body.data!;
      expect(asVersion(await rowOf(rows[0]!.idx))).toEqual({
        fee: kept.fee,
        freeOver: kept.freeOver,
        daysMin: kept.daysMin,
        daysMax: kept.daysMax,
      });
      expect([version(4), version(7)]).toContainEqual(asVersion(await rowOf(rows[0]!.idx)));
    },
    TIMEOUT,
  );
});
