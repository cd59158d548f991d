import { randomUUID } from 'node:crypto';
import { Code, type LedgerEntryView, type OrderDetailView, type OrderListData } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import {
  balanceOf,
  createAddress,
  createPayingBuyer,
  createShop,
  expectLedgersBalance,
  line,
  ok,
  orderIdxOf,
  orderSuite,
  refused,
  seenTotal,
  setTradePassword,
  skuOf,
  stockOf,
  TRADE_PASSWORD,
} from '../../../test/commerce-helpers.ts';

/** Checkout: order/place and order/pay. The rest of an order's life is in order-lifecycle.test.ts. */

const suite = orderSuite();
const sku = skuOf;
const orderIdx = orderIdxOf;
const { place, placed, detail } = suite;

describe('order calls', () => {
  it('refuse a guest with 4012', async () => {
    for (const path of [
      'order/place',
      'order/pay',
      'order/list',
      'order/detail',
      'order/cancel',
      'order/confirm',
      'order/review',
      'seller/order/list',
      'seller/order/ship',
    ]) {
      expect((await suite.app.call(path, { idx: 1 })).body.code, path).toBe(Code.notSignedIn);
    }
  });
});

describe('POST /api/v1/order/place', () => {
  it('makes one paid order per shop in one go: stock, wallet, ledger, sales and timeline', async () => {
    const shopA = await createShop(suite.app, { price: 1_000, stock: 5 });
    const shopB = await createShop(suite.app, { price: 2_500, stock: 5 });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const data = await placed(buyer, [line(sku(shopA, 0), 2), line(sku(shopA, 1), 1), line(sku(shopB), 1)]);
    // Sku 1 of shop A sells at its discount price (900).
    expect(data.total).toBe(2 * 1_000 + 900 + 2_500);
    expect(data.balance).toBe(10_000 - data.total);
    expect(data.orders.map((o) => [o.shopIdx, o.total, o.status])).toEqual([
      [shopA.idx, 2_900, 'paid'],
      [shopB.idx, 2_500, 'paid'],
    ]);
    for (const order of data.orders) expect(order.orderNo).toMatch(/^\d{8}\d{10}$/);
    expect(data.orders[0]?.orderNo).not.toBe(data.orders[1]?.orderNo);

    expect(await stockOf(suite.app, sku(shopA, 0))).toEqual({ sku: 3, goods: 7, sales: 3 });
    expect(await stockOf(suite.app, sku(shopA, 1))).toEqual({ sku: 4, goods: 7, sales: 3 });
    expect(await stockOf(suite.app, sku(shopB))).toEqual({ sku: 4, goods: 9, sales: 1 });
    const shopSales = await suite.app.db
      .selectFrom('shops')
      .select(['idx', 'sales'])
      .where('idx', 'in', [shopA.idx, shopB.idx])
      .orderBy('idx')
      .execute();
    expect(shopSales.map((s) => s.sales)).toEqual([3, 1]);

    const ledger = await ok<{ rows: LedgerEntryView[] }>(suite.app, 'wallet/ledger', { kind: 'payment' }, buyer.token);
    expect(ledger.rows.map((r) => [r.amount, r.reference]).sort()).toEqual(
      data.orders.map((o) => [-o.total, o.orderNo]).sort(),
    );
    await expectLedgersBalance(suite.app);

    const first = await detail(orderIdx(data), buyer.token);
    expect(first).toMatchObject({
      status: 'paid',
      total: 2_900,
      shop: { idx: shopA.idx },
      trackingNo: null,
      address: {
        name: 'Ann Buyer',
        callingCode: '1',
        phone: '4155550100',
        country: 'US',
        area: 'California, San Francisco',
      },
    });
    expect(first.paidAt).not.toBeNull();
    expect(first).not.toHaveProperty('buyer');
    expect(first.items.map((i) => [i.skuIdx, i.quantity, i.price, i.dimensionLabel, i.reviewed])).toEqual([
      [sku(shopA, 0).idx, 2, 1_000, 'Colour: Navy', false],
      [sku(shopA, 1).idx, 1, 900, 'Colour: Red', false],
    ]);
    expect(first.events.map((e) => [e.status, e.note])).toEqual([
      ['pending', 'Order placed'],
      ['paid', 'Paid from wallet'],
    ]);
  });

  it('without a trade password leaves the orders pending with their stock held, and no money moved', async () => {
    const shop = await createShop(suite.app, { stock: 3 });
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const answer = await place(buyer, [line(sku(shop), 2)], { pay: false });
    expect(answer.body).not.toHaveProperty('message');
    expect(answer.body.data).toMatchObject({ total: 2_000, balance: null, orders: [{ status: 'pending' }] });
    expect(await stockOf(suite.app, sku(shop))).toEqual({ sku: 1, goods: 4, sales: 0 });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
  });

  it('answers a retried key with the first orders, and makes no more', async () => {
    const shop = await createShop(suite.app);
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const addressIdx = await createAddress(suite.app, buyer);
    const key = randomUUID();
    const first = await place(buyer, [line(sku(shop))], { key, addressIdx });
    const again = await place(buyer, [line(sku(shop), 3)], { key, addressIdx });
    expect(again.body).toEqual(first.body);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(4_000);
    expect((await stockOf(suite.app, sku(shop))).sku).toBe(9);
    // Someone else's key of the same text is theirs.
    const other = await createPayingBuyer(suite.app, 5_000);
    const theirs = await place(other, [line(sku(shop))], { key });
    expect(orderIdx(theirs.body.data!)).not.toBe(orderIdx(first.body.data!));
  });

  it('refuses, changing nothing: out of stock, not enough money, a wrong trade password', async () => {
    const shop = await createShop(suite.app, { price: 1_000, stock: 2 });
    const buyer = await createPayingBuyer(suite.app, 1_500);
    const before = await stockOf(suite.app, sku(shop));

    const tooMany = (await place(buyer, [line(sku(shop), 3)])).body;
    expect(tooMany).toMatchObject({ code: Code.invalidInput, data: { field: 'lines.0', skuIdx: sku(shop).idx } });
    expect(tooMany.message).toMatch(/^Not enough stock left of Test Shirt/);
    // Two lines of one sku count together.
    expect((await place(buyer, [line(sku(shop), 1), line(sku(shop), 2)])).body.code).toBe(Code.invalidInput);

    expect((await place(buyer, [line(sku(shop), 2)])).body).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'balance' },
      message: 'Your wallet balance is not enough',
    });
    const wrong = await suite.app.call(
      'order/place',
      {
        lines: [line(sku(shop))],
        addressIdx: await createAddress(suite.app, buyer),
        idempotencyKey: randomUUID(),
        total: await seenTotal(suite.app, [line(sku(shop))]),
        tradePassword: '654321',
      },
      { token: buyer.token },
    );
    expect(wrong.body).toEqual({ code: Code.tradePasswordError });

    expect(await stockOf(suite.app, sku(shop))).toEqual(before);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(1_500);
    expect((await ok<OrderListData>(suite.app, 'order/list', {}, buyer.token)).paging.total).toBe(0);
  });

  it('refuses unknown, mismatched or withdrawn goods, own goods and someone else’s address', async () => {
    const shop = await createShop(suite.app);
    const other = await createShop(suite.app);
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const unavailable = 'A product in your order is no longer available';
    expect((await place(buyer, [{ ...line(sku(shop)), skuIdx: 2_000_000 }])).body).toMatchObject({
      code: Code.invalidInput,
      message: unavailable,
      data: { field: 'lines.0' },
    });
    expect((await place(buyer, [{ ...line(sku(shop)), goodsIdx: sku(other).goodsIdx }])).body).toMatchObject({
      code: Code.invalidInput,
      message: unavailable,
    });
    await suite.app.db
      .updateTable('goods')
      .set({ status: 'off_shelf' })
      .where('idx', '=', sku(other).goodsIdx)
      .execute();
    expect((await place(buyer, [line(sku(shop)), line(sku(other))])).body).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'lines.1' },
    });
    await suite.app.db.updateTable('goods').set({ status: 'on_sale' }).where('idx', '=', sku(other).goodsIdx).execute();
    await suite.app.db.updateTable('shops').set({ status: 'closed' }).where('idx', '=', other.idx).execute();
    // Issue 20: a closed shop's line is named with why it cannot be bought.
    expect((await place(buyer, [line(sku(other))])).body.message).toMatch(
      /^Test Shirt \d+ cannot be bought: its shop is closed$/,
    );

    await setTradePassword(suite.app, shop.owner.idx);
    expect((await place(shop.owner, [line(sku(shop))])).body).toEqual({
      code: Code.forbidden,
      message: 'You cannot buy goods from your own shop',
    });

    const stranger = await createBuyer(suite.app);
    const theirAddress = await createAddress(suite.app, stranger);
    expect((await place(buyer, [line(sku(shop))], { addressIdx: theirAddress })).body).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'addressIdx' },
      message: 'Please choose a delivery address',
    });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
  });

  it('validates the payload', async () => {
    const shop = await createShop(suite.app);
    const buyer = await createPayingBuyer(suite.app);
    const addressIdx = await createAddress(suite.app, buyer);
    const base = {
      lines: [line(sku(shop))],
      addressIdx,
      idempotencyKey: randomUUID(),
      total: await seenTotal(suite.app, [line(sku(shop))]),
    };
    for (const [payload, field] of [
      [{ ...base, lines: [] }, 'lines'],
      [{ ...base, lines: [line(sku(shop), 0)] }, 'lines.0.quantity'],
      [{ ...base, lines: [line(sku(shop), 1000)] }, 'lines.0.quantity'],
      [{ ...base, lines: [{ ...line(sku(shop)), quantity: 1.5 }] }, 'lines.0.quantity'],
      [{ ...base, lines: Array.from({ length: 51 }, () => line(sku(shop))) }, 'lines'],
      [{ ...base, tradePassword: '12345a' }, 'tradePassword'],
      [{ ...base, idempotencyKey: undefined }, 'idempotencyKey'],
      [{ ...base, price: 1 }, 'price'],
    ] as const) {
      expect((await refused(suite.app, 'order/place', payload, buyer.token)).data).toMatchObject({ field });
    }
  });

  it('asks for a trade password to be set first', async () => {
    const shop = await createShop(suite.app);
    const buyer = await createBuyer(suite.app);
    const addressIdx = await createAddress(suite.app, buyer);
    const answer = await suite.app.call(
      'order/place',
      {
        lines: [line(sku(shop))],
        addressIdx,
        idempotencyKey: randomUUID(),
        total: await seenTotal(suite.app, [line(sku(shop))]),
        tradePassword: '123456',
      },
      { token: buyer.token },
    );
    expect(answer.body).toEqual({
      code: Code.forbidden,
      message: 'Please set a trade password in your account settings first',
    });
  });
});

describe('POST /api/v1/order/pay', () => {
  it('pays a pending order once; others cannot', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    const buyer = await createPayingBuyer(suite.app, 1_500);
    const idx = orderIdx(await placed(buyer, [line(sku(shop))], false));
    const stranger = await createPayingBuyer(suite.app, 5_000);
    expect((await refused(suite.app, 'order/pay', { idx, tradePassword: TRADE_PASSWORD }, stranger.token)).code).toBe(
      Code.notFound,
    );
    expect((await suite.app.call('order/pay', { idx, tradePassword: '000000' }, { token: buyer.token })).body).toEqual({
      code: Code.tradePasswordError,
    });
    const paid = await ok<OrderDetailView>(suite.app, 'order/pay', { idx, tradePassword: TRADE_PASSWORD }, buyer.token);
    expect(paid).toMatchObject({ idx, status: 'paid' });
    expect(paid.events.map((e) => e.status)).toEqual(['pending', 'paid']);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(500);
    expect((await stockOf(suite.app, sku(shop))).sales).toBe(1);
    expect(await refused(suite.app, 'order/pay', { idx, tradePassword: TRADE_PASSWORD }, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'This order is no longer waiting for payment',
    });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(500);

    const second = orderIdx(await placed(buyer, [line(sku(shop))], false));
    expect(
      (await refused(suite.app, 'order/pay', { idx: second, tradePassword: TRADE_PASSWORD }, buyer.token)).data,
    ).toEqual({
      field: 'balance',
    });
    await expectLedgersBalance(suite.app);
  });
});
