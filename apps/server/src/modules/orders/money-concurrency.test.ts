import { randomUUID } from 'node:crypto';
import { Code, ORDER_PAY_WINDOW_MINUTES, type PlaceOrderData, type WithdrawalAccountView } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../../test/test-app.ts';
import {
  balanceOf,
  createAddress,
  createPayingBuyer,
  createShop,
  expectLedgersBalance,
  line,
  ok,
  seenTotal,
  stockOf,
  TRADE_PASSWORD,
  type Buyer,
  type Line,
} from '../../../test/commerce-helpers.ts';
import { expireUnpaidOrders } from './order-expiry.ts';

/*
 * Money and stock under concurrent requests. On PostgreSQL (DATABASE_URL, as the second run of
 * the suite does) the requests really race over a pool of 20 connections; on the embedded PGlite
 * the same requests are served one transaction at a time, and the same outcomes must hold.
 */

const ON = TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const TIMEOUT = 300_000;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

async function addAccount(buyer: Buyer): Promise<number> {
  const account = await ok<WithdrawalAccountView>(
    app,
    'withdrawal-account/save',
    { kind: 'paypal', holder: 'Ann', accountNo: 'ann@example.com', bank: '' },
    buyer.token,
  );
  return account.idx;
}

async function placeAll(buyer: Buyer, addressIdx: number, count: number, lines: Line[], key?: string) {
  const total = await seenTotal(app, lines);
  return Promise.all(
    Array.from({ length: count }, () =>
      app.call<PlaceOrderData>(
        'order/place',
        { lines, addressIdx, idempotencyKey: key ?? randomUUID(), total, tradePassword: TRADE_PASSWORD },
        { token: buyer.token },
      ),
    ),
  );
}

/** Stock never below zero and every product's stock is the sum of its skus'. */
async function expectStockConsistent(): Promise<void> {
  const wrong = await sql`
    select g.idx from goods g join skus s on s.goods_idx = g.idx
    group by g.idx, g.stock having g.stock <> sum(s.stock) or min(s.stock) < 0`.execute(app.db);
  expect(wrong.rows).toEqual([]);
}

describe(`concurrent money and stock on ${ON}`, () => {
  it(
    '200 withdrawals at once against one balance never overdraw',
    async () => {
      const buyer = await createPayingBuyer(app, 100_000);
      const accountIdx = await addAccount(buyer);
      const answers = await Promise.all(
        Array.from({ length: 200 }, () =>
          app.call(
            'wallet/withdrawal',
            { amount: '10', accountIdx, tradePassword: TRADE_PASSWORD, idempotencyKey: randomUUID() },
            { token: buyer.token },
          ),
        ),
      );
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(100);
      expect(codes.filter((c) => c === Code.invalidInput)).toHaveLength(100);
      expect(await balanceOf(app, buyer.idx)).toBe(0);
      const rows = await app.db
        .selectFrom('wallet_ledger')
        .select(['amount', 'balance_after'])
        .where('user_idx', '=', buyer.idx)
        .where('kind', '=', 'withdrawal')
        .orderBy('idx')
        .execute();
      expect(rows).toHaveLength(100);
      // Each withdrawal saw the one before it: balances step down by exactly 10.00.
      expect(rows.map((r) => r.balance_after)).toEqual(
        Array.from({ length: 100 }, (_, n) => 100_000 - (n + 1) * 1_000),
      );
      await expectLedgersBalance(app);
    },
    TIMEOUT,
  );

  it(
    '200 paid orders at once against one balance never overdraw, and take stock once each',
    async () => {
      const shop = await createShop(app, { price: 1_000, stock: 150 });
      const buyer = await createPayingBuyer(app, 60_000);
      const addressIdx = await createAddress(app, buyer);
      const answers = await placeAll(buyer, addressIdx, 200, [line(shop.skus[0]!)]);
      const codes = answers.map((a) => a.body.code);
      expect(codes.filter((c) => c === 0)).toHaveLength(60);
      expect(
        answers.filter((a) => a.body.code !== 0).every((a) => (a.body.data as { field?: string }).field === 'balance'),
      ).toBe(true);
      expect(await balanceOf(app, buyer.idx)).toBe(0);
      expect(await stockOf(app, shop.skus[0]!)).toEqual({ sku: 90, goods: 240, sales: 60 });
      const orders = await app.db.selectFrom('orders').select(['status']).where('user_idx', '=', buyer.idx).execute();
      expect(orders).toHaveLength(60);
      expect(orders.every((o) => o.status === 'paid')).toBe(true);
      await expectLedgersBalance(app);
      await expectStockConsistent();
    },
    TIMEOUT,
  );

  it(
    'many buyers racing for the last units never oversell',
    async () => {
      const shop = await createShop(app, { price: 500, stock: 37 });
      const buyers = await Promise.all(Array.from({ length: 8 }, () => createPayingBuyer(app, 50_000)));
      const addresses = await Promise.all(buyers.map((b) => createAddress(app, b)));
      const answers = (
        await Promise.all(buyers.map((buyer, n) => placeAll(buyer, addresses[n]!, 25, [line(shop.skus[0]!)])))
      ).flat();
      const won = answers.filter((a) => a.body.code === 0);
      expect(won).toHaveLength(37);
      expect(answers.filter((a) => a.body.code !== 0).every((a) => a.body.code === Code.invalidInput)).toBe(true);
      expect(await stockOf(app, shop.skus[0]!)).toEqual({ sku: 0, goods: 37, sales: 37 });
      const spent = await Promise.all(buyers.map(async (b) => 50_000 - (await balanceOf(app, b.idx))));
      expect(spent.reduce((a, b) => a + b, 0)).toBe(37 * 500);
      await expectLedgersBalance(app);
      await expectStockConsistent();
    },
    TIMEOUT,
  );

  it(
    'the same idempotency key 20 times at once makes one checkout',
    async () => {
      const shopA = await createShop(app, { price: 700, stock: 50 });
      const shopB = await createShop(app, { price: 300, stock: 50 });
      const buyer = await createPayingBuyer(app, 10_000);
      const addressIdx = await createAddress(app, buyer);
      const key = randomUUID();
      const answers = await placeAll(buyer, addressIdx, 20, [line(shopA.skus[0]!, 2), line(shopB.skus[0]!, 1)], key);
      expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(0));
      const idxs = answers.map((a) => a.body.data!.orders.map((o) => o.idx).join(','));
      expect(new Set(idxs).size).toBe(1);
      expect(answers[0]!.body.data!.orders).toHaveLength(2);
      expect(await balanceOf(app, buyer.idx)).toBe(10_000 - 1_700);
      expect((await stockOf(app, shopA.skus[0]!)).sku).toBe(48);
      expect((await stockOf(app, shopB.skus[0]!)).sku).toBe(49);
      const orders = await app.db.selectFrom('orders').select('idx').where('user_idx', '=', buyer.idx).execute();
      expect(orders).toHaveLength(2);

      // The same for a withdrawal: one key, twenty requests, one payout.
      const accountIdx = await addAccount(buyer);
      const wkey = randomUUID();
      const payouts = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.call(
            'wallet/withdrawal',
            { amount: '5', accountIdx, tradePassword: TRADE_PASSWORD, idempotencyKey: wkey },
            { token: buyer.token },
          ),
        ),
      );
      expect(payouts.map((a) => a.body.code)).toEqual(Array(20).fill(0));
      expect(await balanceOf(app, buyer.idx)).toBe(10_000 - 1_700 - 500);
      await expectLedgersBalance(app);
    },
    TIMEOUT,
  );

  it(
    'cancelling and paying one order at once settles it once',
    async () => {
      const shop = await createShop(app, { price: 1_000, stock: 20 });
      const buyer = await createPayingBuyer(app, 20_000);
      const addressIdx = await createAddress(app, buyer);
      for (let round = 0; round < 5; round++) {
        const placed = await ok<PlaceOrderData>(
          app,
          'order/place',
          {
            lines: [line(shop.skus[0]!)],
            addressIdx,
            idempotencyKey: randomUUID(),
            total: await seenTotal(app, [line(shop.skus[0]!)]),
          },
          buyer.token,
        );
        const idx = placed.orders[0]!.idx;
        const answers = await Promise.all([
          app.call('order/pay', { idx, tradePassword: TRADE_PASSWORD }, { token: buyer.token }),
          app.call('order/cancel', { idx }, { token: buyer.token }),
          app.call('order/cancel', { idx }, { token: buyer.token }),
          app.call('order/pay', { idx, tradePassword: TRADE_PASSWORD }, { token: buyer.token }),
        ]);
        // Whatever won, the order ends cancelled or paid, and money and stock agree with it.
        const order = await app.db
          .selectFrom('orders')
          .select('status')
          .where('idx', '=', idx)
          .executeTakeFirstOrThrow();
        expect(answers.some((a) => a.body.code === 0)).toBe(true);
        expect(['paid', 'cancelled']).toContain(order.status);
      }
      const held = await app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('sum'))
        .where('user_idx', '=', buyer.idx)
        .where('status', '=', 'paid')
        .executeTakeFirstOrThrow();
      expect((await balanceOf(app, buyer.idx)) + Number(held.sum)).toBe(20_000);
      const open = await app.db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_idx', 'orders.idx')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
        .where('orders.user_idx', '=', buyer.idx)
        .where('orders.status', '<>', 'cancelled')
        .executeTakeFirstOrThrow();
      expect((await stockOf(app, shop.skus[0]!)).sku).toBe(20 - Number(open.n));
      await expectLedgersBalance(app);
      await expectStockConsistent();
    },
    TIMEOUT,
  );

  it(
    'the expiry sweeps and the buyer cancelling an overdue order at once release its stock once',
    async () => {
      const shop = await createShop(app, { price: 500, stock: 30 });
      const buyer = await createPayingBuyer(app, 0);
      const addressIdx = await createAddress(app, buyer);
      const idxs: number[] = [];
      for (let round = 0; round < 5; round++) {
        const placed = await ok<PlaceOrderData>(
          app,
          'order/place',
          {
            lines: [line(shop.skus[0]!, 2)],
            addressIdx,
            idempotencyKey: randomUUID(),
            total: await seenTotal(app, [line(shop.skus[0]!, 2)]),
          },
          buyer.token,
        );
        idxs.push(placed.orders[0]!.idx);
      }
      expect((await stockOf(app, shop.skus[0]!)).sku).toBe(20);
      await sql`update orders set created_at = now() - make_interval(mins => ${ORDER_PAY_WINDOW_MINUTES + 1})
        where idx in (${sql.join(idxs)})`.execute(app.db);
      await Promise.all([
        expireUnpaidOrders(app.db),
        expireUnpaidOrders(app.db),
        ...idxs.map((idx) => app.call('order/cancel', { idx }, { token: buyer.token })),
        expireUnpaidOrders(app.db),
      ]);
      const statuses = await app.db.selectFrom('orders').select('status').where('idx', 'in', idxs).execute();
      expect(statuses.map((row) => row.status)).toEqual(Array(5).fill('cancelled'));
      expect((await stockOf(app, shop.skus[0]!)).sku).toBe(30);
      const cancellations = await app.db
        .selectFrom('order_events')
        .select('order_idx')
        .where('order_idx', 'in', idxs)
        .where('status', '=', 'cancelled')
        .execute();
      expect(cancellations).toHaveLength(5);
      await expectStockConsistent();
    },
    TIMEOUT,
  );
});
