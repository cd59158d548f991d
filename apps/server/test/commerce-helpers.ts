import { randomUUID } from 'node:crypto';
import type { CartPriceData, Envelope, OrderDetailView, PlaceOrderData } from '@storefront/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import { createBuyer, createTestApp, type AppClient, type TestApp } from './test-app.ts';
import { hashPassword } from '../src/modules/accounts/passwords.ts';

/** Shops, goods, buyers with money and trade passwords for the order and wallet suites (not a test file). */

export const TRADE_PASSWORD = '123456';

export type Buyer = Awaited<ReturnType<typeof createBuyer>>;

let tradeHash: Promise<string> | undefined;
let shopCounter = 0;

/** A signed-up buyer with the trade password 123456 and, when asked, money recharged through the API. */
export async function createPayingBuyer(app: TestApp, rechargeCents = 0): Promise<Buyer> {
  const buyer = await createBuyer(app);
  await setTradePassword(app, buyer.idx);
  if (rechargeCents > 0) await recharge(app, buyer, rechargeCents);
  return buyer;
}

/** Gives a user the trade password 123456 (the account area's call sets it for real). */
export async function setTradePassword(app: TestApp, userIdx: number): Promise<void> {
  tradeHash ??= hashPassword(TRADE_PASSWORD);
  await app.db
    .updateTable('users')
    .set({ trade_password_hash: await tradeHash })
    .where('idx', '=', userIdx)
    .execute();
}

export async function recharge(app: TestApp, buyer: Buyer, cents: number): Promise<void> {
  const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const answer = await app.call('wallet/recharge', { amount, idempotencyKey: randomUUID() }, { token: buyer.token });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
}

export interface TestSku {
  idx: number;
  goodsIdx: number;
  price: number;
}

export interface TestShop {
  idx: number;
  owner: Buyer;
  skus: TestSku[];
}

/**
 * A seller with a shop selling one product in two colours: sku 0 at `price` (stock `stock`),
 * sku 1 with a discount price of `price - 100` (stock `stock`).
 */
export async function createShop(app: AppClient, options: { price?: number; stock?: number } = {}): Promise<TestShop> {
  const price = options.price ?? 1_000;
  const stock = options.stock ?? 10;
  const owner = await createBuyer(app);
  await app.db.updateTable('users').set({ role: 'seller' }).where('idx', '=', owner.idx).execute();
  const n = shopCounter++;
  const shop = await app.db
    .insertInto('shops')
    .values({ owner_idx: owner.idx, name: `Test Shop ${n} ${owner.idx}` })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const category = await app.db
    .insertInto('categories')
    .values({ slug: `test-${owner.idx}-${n}`, names: JSON.stringify({ en: 'Test' }) })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const goods = await app.db
    .insertInto('goods')
    .values({
      shop_idx: shop.idx,
      category_idx: category.idx,
      title: `Test Shirt ${n}`,
      cover: '/uploads/seed/goods/shirt-400.webp',
      images: '[]',
      dimensions: JSON.stringify([
        {
          name: 'Colour',
          values: [
            { label: 'Navy', value: '0' },
            { label: 'Red', value: '1' },
          ],
        },
      ]),
      price,
      stock: stock * 2,
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const skus = await app.db
    .insertInto('skus')
    .values([
      { goods_idx: goods.idx, dimension_value: '0', price, stock },
      { goods_idx: goods.idx, dimension_value: '1', price, discount_price: price - 100, stock },
    ])
    .returning(['idx', 'price', 'discount_price'])
    .execute();
  return {
    idx: shop.idx,
    owner,
    skus: skus.map((s) => ({ idx: s.idx, goodsIdx: goods.idx, price: s.discount_price ?? s.price })),
  };
}

/** A saved address of the buyer (through the API). */
/** A category of its own for a test's goods (a seller's product needs one); gives its idx. */
export async function createCategory(app: TestApp, slug: string, name: string): Promise<number> {
  const category = await app.db
    .insertInto('categories')
    .values({ slug, names: JSON.stringify({ en: name }) })
    .returning('idx')
    .executeTakeFirstOrThrow();
  return category.idx;
}

/** The address the suites' buyers save. */
export const TEST_ADDRESS = {
  name: 'Ann Buyer',
  callingCode: '1',
  phone: '4155550100',
  country: 'US',
  area: 'California, San Francisco',
  address: '1 Market Street',
};

export async function createAddress(app: TestApp, buyer: Buyer): Promise<number> {
  const answer = await app.call<{ idx: number }>('address/save', TEST_ADDRESS, { token: buyer.token });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data!.idx;
}

/** Calls and expects success; returns `data`. */
export async function ok<T>(
  app: TestApp,
  apiPath: string,
  payload: Record<string, unknown>,
  token: string,
): Promise<T> {
  const answer = await app.call<T>(apiPath, payload, { token });
  expect(answer.body.code, `${apiPath}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBe(0);
  return answer.body.data as T;
}

export async function refused(
  app: TestApp,
  apiPath: string,
  payload: Record<string, unknown>,
  token: string | undefined,
): Promise<Envelope> {
  const answer = await app.call(apiPath, payload, token ? { token } : {});
  expect(answer.body.code, `${apiPath}: ${JSON.stringify(answer.body).slice(0, 400)}`).not.toBe(0);
  return answer.body;
}

export async function balanceOf(app: TestApp, userIdx: number): Promise<number> {
  const row = await app.db.selectFrom('wallets').select('balance').where('user_idx', '=', userIdx).executeTakeFirst();
  return row?.balance ?? 0;
}

/** Every wallet's ledger sums to its balance, and no balance is negative. */
export async function expectLedgersBalance(app: TestApp): Promise<void> {
  const mismatches = await sql<{ user_idx: number; balance: number; ledger: number }>`
    select w.user_idx, w.balance, coalesce(sum(l.amount), 0)::bigint as ledger
    from wallets w left join wallet_ledger l on l.user_idx = w.user_idx
    group by w.user_idx, w.balance
    having w.balance <> coalesce(sum(l.amount), 0) or w.balance < 0`.execute(app.db);
  expect(mismatches.rows).toEqual([]);
}

/** Stock of each sku and its goods' total, read straight from the tables. */
export async function stockOf(app: TestApp, sku: TestSku): Promise<{ sku: number; goods: number; sales: number }> {
  const row = await app.db
    .selectFrom('skus')
    .innerJoin('goods', 'goods.idx', 'skus.goods_idx')
    .select(['skus.stock as sku', 'goods.stock as goods', 'goods.sales'])
    .where('skus.idx', '=', sku.idx)
    .executeTakeFirstOrThrow();
  return row;
}

/** One order/place line. */
export const line = (sku: TestSku, quantity = 1) => ({ goodsIdx: sku.goodsIdx, skuIdx: sku.idx, quantity });
export type Line = ReturnType<typeof line>;
export const skuOf = (shop: TestShop, n = 0) => shop.skus[n] ?? expect.unreachable(`no sku ${n}`);
export const orderIdxOf = (data: PlaceOrderData, n = 0) => data.orders[n]?.idx ?? expect.unreachable('no order');

/** The total a shopper is shown for these lines (cart/price), which order/place must be sent. */
export async function seenTotal(app: TestApp, lines: readonly Line[]): Promise<number> {
  const answer = await app.call<CartPriceData>('cart/price', { lines });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data!.total;
}

/** order/place with a fresh key, paid with the trade password unless `pay` is false. */
export async function placeOrder(
  app: TestApp,
  buyer: Buyer,
  lines: Line[],
  options: { pay?: boolean; addressIdx?: number; key?: string } = {},
) {
  const addressIdx = options.addressIdx ?? (await createAddress(app, buyer));
  return app.call<PlaceOrderData>(
    'order/place',
    {
      lines,
      addressIdx,
      idempotencyKey: options.key ?? randomUUID(),
      total: await seenTotal(app, lines),
      ...(options.pay === false ? {} : { tradePassword: TRADE_PASSWORD }),
    },
    { token: buyer.token },
  );
}

/** order/place that must succeed; its data. */
export async function placedOrder(app: TestApp, buyer: Buyer, lines: Line[], pay = true): Promise<PlaceOrderData> {
  const answer = await placeOrder(app, buyer, lines, { pay });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data!;
}

/**
 * The set-up the order suites share: one test app for the file (created before its tests,
 * destroyed after) and the order helpers bound to it. Read `app` inside tests, not at load.
 */
export function orderSuite() {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp();
  });
  afterAll(async () => current?.destroy());
  const app = () => current ?? expect.unreachable('the test app is made in beforeAll');
  return {
    get app() {
      return app();
    },
    place: (buyer: Buyer, lines: Line[], options?: Parameters<typeof placeOrder>[3]) =>
      placeOrder(app(), buyer, lines, options),
    placed: (buyer: Buyer, lines: Line[], pay = true) => placedOrder(app(), buyer, lines, pay),
    detail: (idx: number, token: string) => ok<OrderDetailView>(app(), 'order/detail', { idx }, token),
  };
}
