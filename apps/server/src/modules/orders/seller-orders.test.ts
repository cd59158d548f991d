import {
  Code,
  EARNINGS_DAYS,
  type EarningsLedger,
  type EarningsSummary,
  type LedgerEntryView,
  type OrderDetailView,
  type OrderListData,
} from '@storefront/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createBuyer, TEST_DATABASE_URL } from '../../../test/test-app.ts';
import {
  balanceOf,
  createPayingBuyer,
  createShop,
  expectLedgersBalance,
  line,
  ok,
  orderIdxOf,
  orderSuite,
  refused,
  skuOf,
  stockOf,
  type Buyer,
  type TestShop,
} from '../../../test/commerce-helpers.ts';
import { autoConfirmOrder, autoConfirmOrders, commissionOf } from './order-settlement.ts';

/*
 * Issue 20, orders and money: a completed order pays its shop the total less the platform's
 * commission ('sale' and 'commission' ledger rows, in the order's transaction), by the buyer's
 * confirmation or ORDER_AUTO_CONFIRM_DAYS after shipping; the seller's own calls (list, ship
 * with a carrier, cancel and refund with a reason, earnings) are refused to anyone else.
 */

const suite = orderSuite();
const RULES = { commissionPercent: 5, autoConfirmDays: 14 };

/** Moves an order's shipping time `days` into the past. */
const shippedAgo = (idx: number, days: number) =>
  sql`update orders set shipped_at = now() - make_interval(days => ${days}) where idx = ${idx}`.execute(suite.app.db);

async function shippedOrder(shop: TestShop, buyer?: Buyer, quantity = 1) {
  const who = buyer ?? (await createPayingBuyer(suite.app, 100_000));
  const idx = orderIdxOf(await suite.placed(who, [line(skuOf(shop), quantity)]));
  await ok(suite.app, 'seller/order/ship', { idx, carrier: 'DHL', trackingNo: 'JD0123456' }, shop.owner.token);
  return { buyer: who, idx };
}

const ledgerOf = async (token: string) =>
  (await ok<{ rows: LedgerEntryView[] }>(suite.app, 'wallet/ledger', {}, token)).rows;

describe('commission rounding', () => {
  it('is the percent of the total in integer cents, rounded half up', () => {
    expect(commissionOf(1_000, 5)).toBe(50);
    expect(commissionOf(1_010, 5)).toBe(51); // 50.5
    expect(commissionOf(1_009, 5)).toBe(50); // 50.45
    expect(commissionOf(10, 5)).toBe(1); // 0.5
    expect(commissionOf(9, 5)).toBe(0); // 0.45
    expect(commissionOf(0, 5)).toBe(0);
    expect(commissionOf(99_999_999, 5)).toBe(5_000_000);
    expect(commissionOf(12_345, 0)).toBe(0);
    expect(commissionOf(12_345, 100)).toBe(12_345);
  });
});

describe('settlement', () => {
  it('on the buyer’s confirmation credits the sale, charges the commission and records both on the order', async () => {
    const shop = await createShop(suite.app, { price: 1_010 });
    const { buyer, idx } = await shippedOrder(shop);
    const done = await ok<OrderDetailView>(suite.app, 'order/confirm', { idx }, buyer.token);
    expect(done.status).toBe('completed');
    const order = await suite.app.db
      .selectFrom('orders')
      .select(['settled_at', 'commission'])
      .where('idx', '=', idx)
      .executeTakeFirstOrThrow();
    expect(order.commission).toBe(51);
    expect(order.settled_at).not.toBeNull();
    expect((await ledgerOf(shop.owner.token)).map((r) => [r.kind, r.amount])).toEqual([
      ['commission', -51],
      ['sale', 1_010],
    ]);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(959);
    await expectLedgersBalance(suite.app);
  });

  it(`completes a shipped order by itself ${RULES.autoConfirmDays} days after shipping, once, as an automatic event`, async () => {
    const shop = await createShop(suite.app, { price: 2_000 });
    const { buyer, idx } = await shippedOrder(shop);
    await shippedAgo(idx, RULES.autoConfirmDays - 1);
    await autoConfirmOrders(suite.app.db, RULES);
    expect((await suite.detail(idx, buyer.token)).status).toBe('shipped');
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(0);

    await shippedAgo(idx, RULES.autoConfirmDays);
    expect(await autoConfirmOrders(suite.app.db, RULES)).toBeGreaterThanOrEqual(1);
    const done = await suite.detail(idx, buyer.token);
    expect(done.status).toBe('completed');
    expect(done.events.at(-1)).toMatchObject({ status: 'completed', automatic: true });
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(1_900);
    // Again, and the buyer's late confirmation: nothing more moves.
    expect(await autoConfirmOrder(suite.app.db, idx, RULES)).toBe(false);
    expect((await refused(suite.app, 'order/confirm', { idx }, buyer.token)).code).toBe(Code.forbidden);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(1_900);
    await expectLedgersBalance(suite.app);
  });

  it(`settles each order exactly once when sweeps race (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const shop = await createShop(suite.app, { price: 1_000, stock: 50 });
    const buyer = await createPayingBuyer(suite.app, 100_000);
    const orders: number[] = [];
    for (let n = 0; n < 6; n++) orders.push((await shippedOrder(shop, buyer)).idx);
    for (const idx of orders) await shippedAgo(idx, RULES.autoConfirmDays + 1);
    // Two processes' sweeps at once, and the buyer confirming one of them meanwhile.
    const [a, b] = await Promise.all([
      autoConfirmOrders(suite.app.db, RULES),
      autoConfirmOrders(suite.app.db, RULES),
      suite.app.call('order/confirm', { idx: orders[0] }, { token: buyer.token }),
    ]);
    expect(a + b).toBeLessThanOrEqual(6);
    const rows = await suite.app.db.selectFrom('orders').select(['status']).where('idx', 'in', orders).execute();
    expect(rows.every((r) => r.status === 'completed')).toBe(true);
    const ledger = await ledgerOf(shop.owner.token);
    expect(ledger.filter((r) => r.kind === 'sale')).toHaveLength(6);
    expect(ledger.filter((r) => r.kind === 'commission')).toHaveLength(6);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(6 * 950);
    await expectLedgersBalance(suite.app);
  }, 120_000);
});

describe('POST /api/v1/seller/order/refund', () => {
  it('reverses exactly what was credited: the seller nets zero, the buyer gets the total back', async () => {
    const shop = await createShop(suite.app, { price: 1_010 });
    const { buyer, idx } = await shippedOrder(shop);
    const buyerBefore = await balanceOf(suite.app, buyer.idx);
    await ok(suite.app, 'order/confirm', { idx }, buyer.token);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(959);

    const stranger = await createShop(suite.app);
    expect(
      (await refused(suite.app, 'seller/order/refund', { idx, reason: 'Broken' }, stranger.owner.token)).code,
    ).toBe(Code.notFound);
    expect((await refused(suite.app, 'seller/order/refund', { idx, reason: 'Broken' }, buyer.token)).code).toBe(
      Code.forbidden,
    );
    expect(
      (await refused(suite.app, 'seller/order/refund', { idx, reason: ' ' }, shop.owner.token)).data,
    ).toMatchObject({ field: 'reason' });

    const refunded = await ok<OrderDetailView>(
      suite.app,
      'seller/order/refund',
      { idx, reason: 'Arrived broken' },
      shop.owner.token,
    );
    expect(refunded).toMatchObject({ status: 'cancelled', cancelReason: 'Arrived broken' });
    const sellerRows = await ledgerOf(shop.owner.token);
    expect(sellerRows.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
    expect(sellerRows.map((r) => [r.kind, r.amount])).toEqual([
      ['sale', -1_010],
      ['commission', 51],
      ['commission', -51],
      ['sale', 1_010],
    ]);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(0);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(buyerBefore + 1_010);
    expect((await suite.detail(idx, buyer.token)).cancelReason).toBe('Arrived broken');
    expect((await refused(suite.app, 'seller/order/refund', { idx, reason: 'Again' }, shop.owner.token)).code).toBe(
      Code.forbidden,
    );
    await expectLedgersBalance(suite.app);
  });

  it('is refused, changing nothing, when the shop’s wallet cannot cover it', async () => {
    const shop = await createShop(suite.app, { price: 2_000 });
    const { buyer, idx } = await shippedOrder(shop);
    await ok(suite.app, 'order/confirm', { idx }, buyer.token);
    // The owner spends the sale (an adjustment stands in for a withdrawal).
    await sql`update wallets set balance = balance - 1000 where user_idx = ${shop.owner.idx}`.execute(suite.app.db);
    await sql`insert into wallet_ledger (user_idx, kind, amount, balance_after, note)
      values (${shop.owner.idx}, 'adjustment', -1000, 900, 'test')`.execute(suite.app.db);
    expect(
      (await refused(suite.app, 'seller/order/refund', { idx, reason: 'Too late' }, shop.owner.token)).data,
    ).toMatchObject({ field: 'balance' });
    expect((await suite.detail(idx, buyer.token)).status).toBe('completed');
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(900);
    await expectLedgersBalance(suite.app);
  });
});

describe('POST /api/v1/seller/order/cancel', () => {
  it('cancels a paid order with a reason: stock back, the buyer refunded and shown the reason', async () => {
    const shop = await createShop(suite.app, { price: 1_500, stock: 5 });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const idx = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop), 2)]));
    expect(await balanceOf(suite.app, buyer.idx)).toBe(7_000);
    const other = await createShop(suite.app);
    expect((await refused(suite.app, 'seller/order/cancel', { idx, reason: 'No stock' }, other.owner.token)).code).toBe(
      Code.notFound,
    );
    expect((await refused(suite.app, 'seller/order/cancel', { idx, reason: 'No stock' }, buyer.token)).code).toBe(
      Code.forbidden,
    );
    expect((await refused(suite.app, 'seller/order/cancel', { idx, reason: 'No stock' }, undefined)).code).toBe(
      Code.notSignedIn,
    );
    const bad = await refused(suite.app, 'seller/order/cancel', { idx, reason: 'x' }, shop.owner.token);
    expect(bad).toMatchObject({ code: Code.invalidInput, message: 'Please give a reason of 3 to 300 characters' });

    const cancelled = await ok<OrderDetailView>(
      suite.app,
      'seller/order/cancel',
      { idx, reason: 'The last one was damaged' },
      shop.owner.token,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelReason: 'The last one was damaged', address: null });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(10_000);
    expect((await stockOf(suite.app, skuOf(shop))).sku).toBe(5);
    const seen = await suite.detail(idx, buyer.token);
    expect(seen.cancelReason).toBe('The last one was damaged');
    expect((await ledgerOf(buyer.token))[0]).toMatchObject({ kind: 'refund', amount: 3_000 });
    expect((await refused(suite.app, 'seller/order/cancel', { idx, reason: 'Again' }, shop.owner.token)).code).toBe(
      Code.forbidden,
    );
    await expectLedgersBalance(suite.app);
  });

  it('refuses a shipped order', async () => {
    const shop = await createShop(suite.app);
    const { idx } = await shippedOrder(shop);
    expect(
      (await refused(suite.app, 'seller/order/cancel', { idx, reason: 'Changed mind' }, shop.owner.token)).code,
    ).toBe(Code.forbidden);
  });
});

describe('POST /api/v1/seller/order/ship and seller/order/list', () => {
  it('ships with a carrier from the list or a named other one, refusing bad input by field', async () => {
    const shop = await createShop(suite.app, { stock: 10 });
    const buyer = await createPayingBuyer(suite.app, 20_000);
    const first = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop))]));
    const second = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop))]));
    const ship = (payload: Record<string, unknown>) =>
      refused(suite.app, 'seller/order/ship', payload, shop.owner.token);
    expect(await ship({ idx: first, carrier: 'Pigeon', trackingNo: 'ABC123' })).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'carrier' },
    });
    expect(await ship({ idx: first, carrier: 'other', trackingNo: 'ABC123' })).toMatchObject({
      data: { field: 'carrierName' },
      message: "Please enter the carrier's name",
    });
    expect(await ship({ idx: first, carrier: 'UPS', trackingNo: 'AB' })).toMatchObject({
      data: { field: 'trackingNo' },
      message: 'Please enter a tracking number of 3 to 40 characters',
    });
    const viaUps = await ok<OrderDetailView>(
      suite.app,
      'seller/order/ship',
      { idx: first, carrier: 'UPS', trackingNo: '1Z999AA1' },
      shop.owner.token,
    );
    expect(viaUps).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNo: '1Z999AA1' });
    const viaOther = await ok<OrderDetailView>(
      suite.app,
      'seller/order/ship',
      { idx: second, carrier: 'other', carrierName: 'La Poste', trackingNo: 'LP0001' },
      shop.owner.token,
    );
    expect(viaOther.carrier).toBe('La Poste');
    expect((await suite.detail(second, buyer.token)).carrier).toBe('La Poste');
  });

  it('lists the shop’s orders by status and order number, with counts, buyer, fee and dates', async () => {
    const shop = await createShop(suite.app, { stock: 20 });
    const buyer = await createPayingBuyer(suite.app, 20_000);
    const paid = await suite.placed(buyer, [line(skuOf(shop))]);
    const pending = await suite.placed(buyer, [line(skuOf(shop))], false);
    const list = (payload: Record<string, unknown>, token = shop.owner.token) =>
      ok<OrderListData>(suite.app, 'seller/order/list', payload, token);
    const all = await list({});
    expect(all.counts).toMatchObject({ paid: 1, pending: 1 });
    expect(all.rows[0]).toMatchObject({
      idx: orderIdxOf(pending),
      buyer: { idx: buyer.idx },
      deliveryFee: 0,
      paidAt: null,
    });
    expect(all.rows[1]!.paidAt).not.toBeNull();
    const orderNo = paid.orders[0]!.orderNo;
    const found = await list({ keyword: orderNo.slice(-6) });
    expect(found.rows.map((r) => r.orderNo)).toEqual([orderNo]);
    expect(found.counts).toMatchObject({ paid: 1, pending: 0 });
    expect((await list({ keyword: 'lamp' })).rows).toEqual([]);
    expect((await list({ status: 'pending' })).rows.map((r) => r.idx)).toEqual([orderIdxOf(pending)]);
    // The address only for what the shop has to ship.
    const seller = (idx: number) => ok<OrderDetailView>(suite.app, 'order/detail', { idx }, shop.owner.token);
    expect((await seller(orderIdxOf(pending))).address).toBeNull();
    expect((await seller(orderIdxOf(paid))).address).toMatchObject({ name: 'Ann Buyer' });
  });

  it('are refused to a guest, a buyer and another shop’s owner', async () => {
    const shop = await createShop(suite.app);
    const buyer = await createBuyer(suite.app);
    const payer = await createPayingBuyer(suite.app, 10_000);
    const idx = orderIdxOf(await suite.placed(payer, [line(skuOf(shop))]));
    const other = await createShop(suite.app);
    const calls: [string, Record<string, unknown>][] = [
      ['seller/order/list', {}],
      ['seller/order/ship', { idx, carrier: 'UPS', trackingNo: 'TRK123' }],
      ['seller/order/cancel', { idx, reason: 'Out of stock' }],
      ['seller/order/refund', { idx, reason: 'Out of stock' }],
      ['seller/earnings/summary', {}],
      ['seller/earnings/ledger', {}],
    ];
    for (const [path, payload] of calls) {
      expect((await refused(suite.app, path, payload, undefined)).code, path).toBe(Code.notSignedIn);
      expect((await refused(suite.app, path, payload, buyer.token)).code, path).toBe(Code.forbidden);
    }
    for (const [path, payload] of calls.slice(1, 4)) {
      expect((await refused(suite.app, path, payload, other.owner.token)).code, path).toBe(Code.notFound);
    }
    expect((await ok<OrderListData>(suite.app, 'seller/order/list', {}, other.owner.token)).rows).toEqual([]);
    expect((await suite.detail(idx, payer.token)).status).toBe('paid');
  });
});

describe('POST /api/v1/seller/earnings/*', () => {
  it('sums pending, available, commission and sales, by day, with the ledger of sales', async () => {
    const shop = await createShop(suite.app, { price: 1_010, stock: 20 });
    const buyer = await createPayingBuyer(suite.app, 100_000);
    const done = await shippedOrder(shop, buyer, 2); // 2,020: commission 101
    await ok(suite.app, 'order/confirm', { idx: done.idx }, buyer.token);
    await shippedOrder(shop, buyer); // shipped, 1,010 less 51
    await suite.placed(buyer, [line(skuOf(shop))]); // paid, 1,010 less 51
    await suite.placed(buyer, [line(skuOf(shop))], false); // pending: not counted

    const summary = await ok<EarningsSummary>(suite.app, 'seller/earnings/summary', {}, shop.owner.token);
    expect(summary).toMatchObject({
      pending: 2 * (1_010 - 51),
      available: 2_020 - 101,
      commissionPaid: 101,
      salesTotal: 2_020,
      commissionPercent: 5,
    });
    expect(summary.days).toHaveLength(EARNINGS_DAYS);
    expect(summary.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), sales: 2_020, orders: 1 });
    expect(summary.days.slice(0, -1).every((d) => d.sales === 0 && d.orders === 0)).toBe(true);

    const ledger = await ok<EarningsLedger>(suite.app, 'seller/earnings/ledger', {}, shop.owner.token);
    expect(ledger.rows.map((r) => [r.kind, r.amount])).toEqual([
      ['commission', -101],
      ['sale', 2_020],
    ]);
    expect(ledger.rows[0]!.reference).toMatch(/^\d+$/);
  });
});
