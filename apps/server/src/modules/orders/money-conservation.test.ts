import { randomUUID } from 'node:crypto';
import { Code, type PlaceOrderData, type WithdrawalAccountView } from '@storefront/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createAddress,
  createPayingBuyer,
  createShop,
  ok,
  TRADE_PASSWORD,
  type Buyer,
  type TestShop,
  type TestSku,
} from '../../../test/commerce-helpers.ts';
import { commissionOf } from './order-settlement.ts';

/*
 * A model-based run: 1,000 random recharge / withdraw / place / pay / cancel (refund) / ship /
 * confirm / seller's refund / retry steps through the real API, each checked against a small
 * model of balances, stock and order states. After every step money is conserved: what the users'
 * wallets hold plus what paid-but-not-completed orders hold plus what the platform kept as
 * commission (the sellers' 'commission' rows, negated) equals everything recharged minus
 * everything withdrawn, and every wallet's ledger sums to its balance.
 */

const STEPS = 1_000;
/** PLATFORM_COMMISSION_PERCENT's default, which the test app runs with. */
const COMMISSION_PERCENT = 5;
const STOCK = 60;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

const user = fc.nat(2);
const pick = fc.nat(1_000);
const step = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('recharge' as const), user, cents: fc.integer({ min: 1, max: 40_000 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('withdraw' as const), user, cents: fc.integer({ min: 1, max: 30_000 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      user,
      lines: fc.array(fc.record({ sku: fc.nat(3), quantity: fc.integer({ min: 1, max: 4 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
      pay: fc.boolean(),
      wrongPassword: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('pay' as const), user, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), user, pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('ship' as const), pick }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), user, pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('refund' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retry' as const), pick }) },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

interface ModelOrder {
  idx: number;
  buyer: number;
  seller: Buyer;
  total: number;
  status: 'pending' | 'paid' | 'shipped' | 'completed' | 'cancelled';
  lines: { sku: number; quantity: number }[];
}

/** Everything the run expects the database to hold, for its own users, skus and orders. */
class Model {
  balance = new Map<number, number>();
  stock = new Map<number, number>();
  failures = new Map<number, number>();
  orders: ModelOrder[] = [];
  checkouts: { buyer: Buyer; payload: Record<string, unknown>; orderIdxs: number[] }[] = [];
  recharged = 0;
  withdrawn = 0;
  /** The platform's commission kept: charged on completion, returned by a refund. */
  commission = 0;
  /** How often each outcome happened, so a run that never reached a path does not pass quietly. */
  seen = new Map<string, number>();
  saw(outcome: string) {
    this.seen.set(outcome, (this.seen.get(outcome) ?? 0) + 1);
  }
}

const OUTCOMES = [
  'recharge',
  'withdraw',
  'withdraw:refused',
  'place:paid',
  'place:pending',
  'place:refused',
  'place:wrongPassword',
  'pay',
  'cancel:pending',
  'cancel:refund',
  'cancel:refused',
  'ship',
  'confirm',
  'refund',
  'retry',
];

describe('money conservation (fast-check)', () => {
  it(`holds over ${STEPS.toLocaleString('en')} random steps`, async () => {
    const shops: TestShop[] = [
      await createShop(app, { price: 1_500, stock: STOCK }),
      await createShop(app, { price: 2_300, stock: STOCK }),
    ];
    const skus: (TestSku & { seller: number })[] = shops.flatMap((s) =>
      s.skus.map((k) => ({ ...k, seller: s.owner.idx })),
    );
    const buyers = await Promise.all([0, 1, 2].map(() => createPayingBuyer(app)));
    const addresses = await Promise.all(buyers.map((b) => createAddress(app, b)));
    const accounts = await Promise.all(
      buyers.map(
        async (b) =>
          (
            await ok<WithdrawalAccountView>(
              app,
              'withdrawal-account/save',
              { kind: 'bank', holder: 'A', accountNo: '12345678', bank: 'B' },
              b.token,
            )
          ).idx,
      ),
    );
    const people = [...buyers.map((b) => b.idx), ...shops.map((s) => s.owner.idx)];

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: STEPS, maxLength: STEPS }), async (steps) => {
        const model = new Model();
        // Each run starts from the database as it is (a shrinking run follows an earlier one).
        for (const idx of people) model.balance.set(idx, await balance(idx));
        for (const sku of skus) model.stock.set(sku.idx, await skuStock(sku.idx));
        const base = await conserved(people);

        for (const [n, s] of steps.entries()) {
          await run(s, model, { shops, buyers, addresses, accounts, skus });
          const now = await conserved(people);
          expect(
            now.held + now.wallets + now.platform - base.held - base.wallets - base.platform,
            `step ${n}: ${JSON.stringify(s)}`,
          ).toBe(model.recharged - model.withdrawn);
          expect(now.platform - base.platform, `step ${n}: commission`).toBe(model.commission);
          expect(now.ledgerMismatches, `step ${n}`).toBe(0);
          if (n % 100 === 99 || n === steps.length - 1) await compare(model, people, skus);
        }
        for (const outcome of OUTCOMES) expect(model.seen.get(outcome) ?? 0, outcome).toBeGreaterThan(0);
      }),
      // A fixed seed: the run must reach every outcome (OUTCOMES), and the rarest, a seller's refund
      // of a completed order, was missed by some random runs of 1,000 steps; change the seed to
      // explore other runs by hand.
      { numRuns: 1, endOnFailure: true, seed: 42 },
    );
  }, 900_000);
});

async function balance(idx: number): Promise<number> {
  const row = await app.db.selectFrom('wallets').select('balance').where('user_idx', '=', idx).executeTakeFirst();
  return row?.balance ?? 0;
}

async function skuStock(idx: number): Promise<number> {
  return (await app.db.selectFrom('skus').select('stock').where('idx', '=', idx).executeTakeFirstOrThrow()).stock;
}

/**
 * The run's users' wallets, what their paid-but-not-completed orders hold, what the platform kept
 * of their sales as commission, and ledgers that do not add up.
 */
async function conserved(people: number[]) {
  const row = await sql<{ wallets: number; held: number; platform: number; ledgerMismatches: number }>`
    select
      (select coalesce(sum(balance), 0) from wallets where user_idx in (${sql.join(people)}))::bigint as wallets,
      (select coalesce(-sum(amount), 0) from wallet_ledger
        where user_idx in (${sql.join(people)}) and kind = 'commission')::bigint as platform,
      (select coalesce(sum(total), 0) from orders
        where user_idx in (${sql.join(people)}) and status in ('paid', 'shipped'))::bigint as held,
      (select count(*) from wallets w where w.balance <> (select coalesce(sum(amount), 0) from wallet_ledger l
        where l.user_idx = w.user_idx))::int as "ledgerMismatches"`.execute(app.db);
  const { wallets, held, platform, ledgerMismatches } = row.rows[0]!;
  return {
    wallets: Number(wallets),
    held: Number(held),
    platform: Number(platform),
    ledgerMismatches: Number(ledgerMismatches),
  };
}

/** The database against the model: every balance, every sku's stock (and goods totals), every order's state. */
async function compare(model: Model, people: number[], skus: TestSku[]): Promise<void> {
  for (const idx of people) expect(await balance(idx), `balance of ${idx}`).toBe(model.balance.get(idx));
  for (const sku of skus) expect(await skuStock(sku.idx), `stock of sku ${sku.idx}`).toBe(model.stock.get(sku.idx));
  const goods = await sql`select g.idx from goods g join skus s on s.goods_idx = g.idx
    group by g.idx, g.stock having g.stock <> sum(s.stock)`.execute(app.db);
  expect(goods.rows).toEqual([]);
  if (model.orders.length === 0) return;
  const rows = await app.db
    .selectFrom('orders')
    .select(['idx', 'status'])
    .where(
      'idx',
      'in',
      model.orders.map((o) => o.idx),
    )
    .execute();
  const status = new Map(rows.map((r) => [r.idx, r.status] as const));
  for (const order of model.orders) expect(status.get(order.idx), `order ${order.idx}`).toBe(order.status);
}

interface World {
  shops: TestShop[];
  buyers: Buyer[];
  addresses: number[];
  accounts: number[];
  skus: (TestSku & { seller: number })[];
}

async function run(s: Step, model: Model, world: World): Promise<void> {
  const add = (idx: number, cents: number) => model.balance.set(idx, (model.balance.get(idx) ?? 0) + cents);
  const call = (buyer: Buyer, path: string, payload: Record<string, unknown>) =>
    app.call<PlaceOrderData>(path, payload, { token: buyer.token });
  const mine = (buyer: Buyer) => model.orders.filter((o) => o.buyer === buyer.idx);
  const choose = <T>(list: T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

  switch (s.kind) {
    case 'recharge': {
      const buyer = world.buyers[s.user]!;
      const amount = `${Math.floor(s.cents / 100)}.${String(s.cents % 100).padStart(2, '0')}`;
      expect((await call(buyer, 'wallet/recharge', { amount, idempotencyKey: randomUUID() })).body.code).toBe(0);
      add(buyer.idx, s.cents);
      model.recharged += s.cents;
      model.saw('recharge');
      return;
    }
    case 'withdraw': {
      const buyer = world.buyers[s.user]!;
      const amount = `${Math.floor(s.cents / 100)}.${String(s.cents % 100).padStart(2, '0')}`;
      const answer = await call(buyer, 'wallet/withdrawal', {
        amount,
        accountIdx: world.accounts[s.user],
        tradePassword: TRADE_PASSWORD,
        idempotencyKey: randomUUID(),
      });
      model.failures.set(buyer.idx, 0);
      if ((model.balance.get(buyer.idx) ?? 0) < s.cents) {
        expect(answer.body.code).toBe(Code.invalidInput);
        model.saw('withdraw:refused');
        return;
      }
      expect(answer.body.code).toBe(0);
      add(buyer.idx, -s.cents);
      model.withdrawn += s.cents;
      model.saw('withdraw');
      return;
    }
    case 'place': {
      const buyer = world.buyers[s.user]!;
      const wanted = new Map<number, number>();
      for (const l of s.lines) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.quantity);
      // Four wrong ones in a row is as far as a run goes: the fifth would lock the password.
      const wrong = s.pay && s.wrongPassword && (model.failures.get(buyer.idx) ?? 0) < 4;
      const payload = {
        lines: s.lines.map((l) => ({
          goodsIdx: world.skus[l.sku]!.goodsIdx,
          skuIdx: world.skus[l.sku]!.idx,
          quantity: l.quantity,
        })),
        addressIdx: world.addresses[s.user],
        idempotencyKey: randomUUID(),
        // The total the shopper saw: the catalog prices, which no step of the run changes.
        total: s.lines.reduce((sum, l) => sum + world.skus[l.sku]!.price * l.quantity, 0),
        ...(s.pay ? { tradePassword: wrong ? '000000' : TRADE_PASSWORD } : {}),
      };
      const answer = await call(buyer, 'order/place', payload);
      if (wrong) {
        expect(answer.body).toEqual({ code: Code.tradePasswordError });
        model.failures.set(buyer.idx, (model.failures.get(buyer.idx) ?? 0) + 1);
        model.saw('place:wrongPassword');
        return;
      }
      if (s.pay) model.failures.set(buyer.idx, 0);
      const short = [...wanted].some(([sku, q]) => (model.stock.get(world.skus[sku]!.idx) ?? 0) < q);
      const totals = new Map<number, number>();
      for (const [sku, q] of wanted) {
        const seller = world.skus[sku]!.seller;
        totals.set(seller, (totals.get(seller) ?? 0) + world.skus[sku]!.price * q);
      }
      const total = [...totals.values()].reduce((a, b) => a + b, 0);
      if (short || (s.pay && (model.balance.get(buyer.idx) ?? 0) < total)) {
        expect(answer.body.code, JSON.stringify(answer.body)).toBe(Code.invalidInput);
        model.saw('place:refused');
        return;
      }
      expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
      const data = answer.body.data!;
      expect(data.total).toBe(total);
      for (const [sku, q] of wanted) model.stock.set(world.skus[sku]!.idx, model.stock.get(world.skus[sku]!.idx)! - q);
      if (s.pay) add(buyer.idx, -total);
      for (const order of data.orders) {
        const shop = world.shops.find((candidate) => candidate.idx === order.shopIdx)!;
        model.orders.push({
          idx: order.idx,
          buyer: buyer.idx,
          seller: shop.owner,
          total: order.total,
          status: s.pay ? 'paid' : 'pending',
          lines: [...wanted]
            .filter(([sku]) => world.skus[sku]!.seller === shop.owner.idx)
            .map(([sku, quantity]) => ({ sku, quantity })),
        });
      }
      model.checkouts.push({ buyer, payload, orderIdxs: data.orders.map((o) => o.idx) });
      model.saw(s.pay ? 'place:paid' : 'place:pending');
      return;
    }
    case 'pay': {
      const buyer = world.buyers[s.user]!;
      const order = choose(
        mine(buyer).filter((o) => o.status === 'pending'),
        s.pick,
      );
      if (!order) return;
      const answer = await call(buyer, 'order/pay', { idx: order.idx, tradePassword: TRADE_PASSWORD });
      model.failures.set(buyer.idx, 0);
      if ((model.balance.get(buyer.idx) ?? 0) < order.total) {
        expect(answer.body.code).toBe(Code.invalidInput);
        return;
      }
      expect(answer.body.code).toBe(0);
      add(buyer.idx, -order.total);
      order.status = 'paid';
      model.saw('pay');
      return;
    }
    case 'cancel': {
      const buyer = world.buyers[s.user]!;
      const order = choose(mine(buyer), s.pick);
      if (!order) return;
      const answer = await call(buyer, 'order/cancel', { idx: order.idx });
      if (order.status !== 'pending' && order.status !== 'paid') {
        expect(answer.body.code).toBe(Code.forbidden);
        model.saw('cancel:refused');
        return;
      }
      model.saw(order.status === 'paid' ? 'cancel:refund' : 'cancel:pending');
      expect(answer.body.code).toBe(0);
      if (order.status === 'paid') add(buyer.idx, order.total);
      for (const l of order.lines)
        model.stock.set(world.skus[l.sku]!.idx, model.stock.get(world.skus[l.sku]!.idx)! + l.quantity);
      order.status = 'cancelled';
      return;
    }
    case 'ship': {
      const order = choose(model.orders, s.pick);
      if (!order) return;
      const answer = await app.call(
        'seller/order/ship',
        { idx: order.idx, carrier: 'UPS', trackingNo: 'TRK0001' },
        { token: order.seller.token },
      );
      if (order.status !== 'paid') {
        expect(answer.body.code).toBe(Code.forbidden);
        return;
      }
      expect(answer.body.code).toBe(0);
      order.status = 'shipped';
      model.saw('ship');
      return;
    }
    case 'confirm': {
      const buyer = world.buyers[s.user]!;
      const order = choose(mine(buyer), s.pick);
      if (!order) return;
      const answer = await call(buyer, 'order/confirm', { idx: order.idx });
      if (order.status !== 'shipped') {
        expect(answer.body.code).toBe(Code.forbidden);
        return;
      }
      expect(answer.body.code).toBe(0);
      const commission = commissionOf(order.total, COMMISSION_PERCENT);
      add(order.seller.idx, order.total - commission);
      model.commission += commission;
      order.status = 'completed';
      model.saw('confirm');
      return;
    }
    case 'refund': {
      const order = choose(model.orders, s.pick);
      if (!order) return;
      const answer = await app.call(
        'seller/order/refund',
        { idx: order.idx, reason: 'Returned by the buyer' },
        { token: order.seller.token },
      );
      if (order.status !== 'completed') {
        expect(answer.body.code).toBe(Code.forbidden);
        return;
      }
      expect(answer.body.code).toBe(0);
      const commission = commissionOf(order.total, COMMISSION_PERCENT);
      add(order.seller.idx, -(order.total - commission));
      add(order.buyer, order.total);
      model.commission -= commission;
      order.status = 'cancelled';
      model.saw('refund');
      return;
    }
    case 'retry': {
      const checkout = choose(model.checkouts, s.pick);
      if (!checkout) return;
      const answer = await call(checkout.buyer, 'order/place', checkout.payload);
      expect(answer.body.code).toBe(0);
      expect(answer.body.data!.orders.map((o) => o.idx)).toEqual(checkout.orderIdxs);
      model.saw('retry');
      return;
    }
  }
}
