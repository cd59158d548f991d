import {
  Code,
  type LedgerEntryView,
  type OrderDetailView,
  type OrderListData,
  type Paging,
} from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { createBuyer } from '../../../test/test-app.ts';
import { uploadPhoto } from '../../../test/upload-helpers.ts';
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
  type TestShop,
} from '../../../test/commerce-helpers.ts';

/** An order after checkout: cancel and refund, the seller's list and shipping, receipt, lists, reviews. */

const suite = orderSuite();
const sku = skuOf;
const orderIdx = orderIdxOf;
const { placed, detail } = suite;

/** A paid, shipped order of `shop` for a new buyer. */
async function shippedOrder(shop: TestShop, quantity = 1) {
  const buyer = await createPayingBuyer(suite.app, 10_000);
  const idx = orderIdx(await placed(buyer, [line(sku(shop), quantity)]));
  await ok(suite.app, 'seller/order/ship', { idx, carrier: 'UPS', trackingNo: 'TRK123456' }, shop.owner.token);
  return { buyer, idx };
}

describe('POST /api/v1/order/cancel', () => {
  it('cancels a pending order: stock back, no money moved, once', async () => {
    const shop = await createShop(suite.app, { stock: 4 });
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const idx = orderIdx(await placed(buyer, [line(sku(shop), 3)], false));
    expect((await stockOf(suite.app, sku(shop))).sku).toBe(1);
    const stranger = await createBuyer(suite.app);
    expect((await refused(suite.app, 'order/cancel', { idx }, stranger.token)).code).toBe(Code.notFound);
    const cancelled = await ok<OrderDetailView>(suite.app, 'order/cancel', { idx }, buyer.token);
    expect(cancelled).toMatchObject({ status: 'cancelled', paidAt: null });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.events.at(-1)).toMatchObject({ status: 'cancelled', note: 'Cancelled by the buyer' });
    expect(await stockOf(suite.app, sku(shop))).toEqual({ sku: 4, goods: 8, sales: 0 });
    expect(await refused(suite.app, 'order/cancel', { idx }, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'This order can no longer be cancelled',
    });
    expect((await stockOf(suite.app, sku(shop))).sku).toBe(4);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
  });

  it('cancels a paid order: stock and sales back, the money refunded with a ledger row', async () => {
    const shop = await createShop(suite.app, { price: 1_200, stock: 4 });
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const data = await placed(buyer, [line(sku(shop), 2)]);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(2_600);
    const cancelled = await ok<OrderDetailView>(suite.app, 'order/cancel', { idx: orderIdx(data) }, buyer.token);
    expect(cancelled.events.map((e) => e.status)).toEqual(['pending', 'paid', 'cancelled']);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
    expect(await stockOf(suite.app, sku(shop))).toEqual({ sku: 4, goods: 8, sales: 0 });
    const refunds = await ok<{ rows: LedgerEntryView[] }>(suite.app, 'wallet/ledger', { kind: 'refund' }, buyer.token);
    expect(refunds.rows).toMatchObject([{ amount: 2_400, balanceAfter: 5_000, reference: data.orders[0]?.orderNo }]);
    expect((await refused(suite.app, 'order/cancel', { idx: orderIdx(data) }, buyer.token)).code).toBe(Code.forbidden);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
    await expectLedgersBalance(suite.app);
  });

  it('refuses to cancel a shipped order', async () => {
    const shop = await createShop(suite.app);
    const { buyer, idx } = await shippedOrder(shop);
    expect((await refused(suite.app, 'order/cancel', { idx }, buyer.token)).code).toBe(Code.forbidden);
  });
});

describe('seller calls', () => {
  it('refuse someone who owns no shop with 4003', async () => {
    const buyer = await createBuyer(suite.app);
    expect(await refused(suite.app, 'seller/order/list', {}, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'Only shop owners can do this',
    });
    expect(
      (await refused(suite.app, 'seller/order/ship', { idx: 1, carrier: 'UPS', trackingNo: 'TRK1' }, buyer.token)).code,
    ).toBe(Code.forbidden);
  });

  it("list the shop's orders with their buyer, and ship paid ones with a tracking number", async () => {
    const shop = await createShop(suite.app);
    const otherShop = await createShop(suite.app);
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const pending = orderIdx(await placed(buyer, [line(sku(shop))], false));
    const paid = orderIdx(await placed(buyer, [line(sku(shop))]));
    await placed(buyer, [line(sku(otherShop))]);

    const list = await ok<OrderListData>(suite.app, 'seller/order/list', {}, shop.owner.token);
    expect(list.rows.map((o) => o.idx)).toEqual([paid, pending]);
    expect(list.rows[0]?.buyer).toEqual({ idx: buyer.idx, name: 'Test Buyer' });
    expect(list.counts).toEqual({ pending: 1, paid: 1, shipped: 0, completed: 0, cancelled: 0 });
    const sellerView = await detail(paid, shop.owner.token);
    expect(sellerView.buyer).toEqual({ idx: buyer.idx, name: 'Test Buyer' });
    expect((await refused(suite.app, 'order/detail', { idx: paid }, otherShop.owner.token)).code).toBe(Code.notFound);

    expect(
      (
        await refused(
          suite.app,
          'seller/order/ship',
          { idx: paid, carrier: 'UPS', trackingNo: 'TRK1' },
          otherShop.owner.token,
        )
      ).code,
    ).toBe(Code.notFound);
    expect(
      await refused(
        suite.app,
        'seller/order/ship',
        { idx: pending, carrier: 'UPS', trackingNo: 'TRK1' },
        shop.owner.token,
      ),
    ).toEqual({
      code: Code.forbidden,
      message: 'Only a paid order can be shipped',
    });
    expect(
      (await refused(suite.app, 'seller/order/ship', { idx: paid, carrier: 'UPS', trackingNo: 'x' }, shop.owner.token))
        .data,
    ).toMatchObject({
      field: 'trackingNo',
    });
    // The buyer is no seller of this order.
    expect(
      (await refused(suite.app, 'seller/order/ship', { idx: paid, carrier: 'UPS', trackingNo: 'TRK1' }, buyer.token))
        .code,
    ).toBe(Code.forbidden);

    const shipped = await ok<OrderDetailView>(
      suite.app,
      'seller/order/ship',
      { idx: paid, carrier: 'UPS', trackingNo: ' SF123456 ' },
      shop.owner.token,
    );
    expect(shipped).toMatchObject({ status: 'shipped', trackingNo: 'SF123456' });
    expect(shipped.shippedAt).not.toBeNull();
    expect(shipped.events.at(-1)).toMatchObject({ status: 'shipped', note: 'Shipped by UPS, tracking SF123456' });
    expect(
      (
        await refused(
          suite.app,
          'seller/order/ship',
          { idx: paid, carrier: 'UPS', trackingNo: 'TRK2' },
          shop.owner.token,
        )
      ).code,
    ).toBe(Code.forbidden);
    expect((await detail(paid, buyer.token)).trackingNo).toBe('SF123456');
  });
});

describe('POST /api/v1/order/confirm', () => {
  it('completes a shipped order once and pays the seller its total less the 5% commission', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const idx = orderIdx(await placed(buyer, [line(sku(shop), 3)]));
    expect(await refused(suite.app, 'order/confirm', { idx }, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'Only a shipped order can be confirmed as received',
    });
    await ok(suite.app, 'seller/order/ship', { idx, carrier: 'UPS', trackingNo: 'TRK42' }, shop.owner.token);
    expect((await refused(suite.app, 'order/confirm', { idx }, shop.owner.token)).code).toBe(Code.notFound);

    const done = await ok<OrderDetailView>(suite.app, 'order/confirm', { idx }, buyer.token);
    expect(done.status).toBe('completed');
    expect(done.completedAt).not.toBeNull();
    expect(done.events.map((e) => e.status)).toEqual(['pending', 'paid', 'shipped', 'completed']);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(2_850);
    const ledger = await ok<{ rows: LedgerEntryView[] }>(suite.app, 'wallet/ledger', {}, shop.owner.token);
    expect(ledger.rows.map((r) => [r.kind, r.amount, r.balanceAfter, r.reference])).toEqual([
      ['commission', -150, 2_850, done.orderNo],
      ['sale', 3_000, 3_000, done.orderNo],
    ]);
    expect((await refused(suite.app, 'order/confirm', { idx }, buyer.token)).code).toBe(Code.forbidden);
    expect(await balanceOf(suite.app, shop.owner.idx)).toBe(2_850);
    await expectLedgersBalance(suite.app);
  });
});

describe('POST /api/v1/order/list and order/detail', () => {
  it('list the buyer’s own orders by status, newest first, ten a page, with counts for the tabs', async () => {
    const shop = await createShop(suite.app, { price: 100, stock: 100 });
    const buyer = await createPayingBuyer(suite.app, 100_000);
    const made: number[] = [];
    for (let n = 0; n < 12; n++) made.push(orderIdx(await placed(buyer, [line(sku(shop))], n >= 3)));
    await ok(suite.app, 'order/cancel', { idx: made[0] }, buyer.token);
    await ok(suite.app, 'seller/order/ship', { idx: made[3], carrier: 'UPS', trackingNo: 'TRK9' }, shop.owner.token);

    const all = await ok<OrderListData>(suite.app, 'order/list', {}, buyer.token);
    expect(all.counts).toEqual({ pending: 2, paid: 8, shipped: 1, completed: 0, cancelled: 1 });
    expect(all.paging).toEqual<Paging>({ current: 1, total: 12, size: 10 });
    expect(all.rows.map((o) => o.idx)).toEqual([...made].reverse().slice(0, 10));
    expect(all.rows[0]).toMatchObject({
      status: 'paid',
      total: 100,
      shop: { idx: shop.idx },
      items: [{ quantity: 1 }],
    });
    expect(all.rows[0]).not.toHaveProperty('buyer');
    const page2 = await ok<OrderListData>(suite.app, 'order/list', { page: 2 }, buyer.token);
    expect(page2.rows.map((o) => o.idx)).toEqual([made[1], made[0]]);
    const pending = await ok<OrderListData>(suite.app, 'order/list', { status: 'pending' }, buyer.token);
    expect(pending.rows.map((o) => o.idx)).toEqual([made[2], made[1]]);
    expect(pending.paging.total).toBe(2);
    const shipped = await ok<OrderListData>(suite.app, 'order/list', { status: 'shipped' }, buyer.token);
    expect(shipped.rows.map((o) => [o.idx, o.trackingNo])).toEqual([[made[3], 'TRK9']]);
    expect((await refused(suite.app, 'order/list', { status: 'lost' }, buyer.token)).data).toMatchObject({
      field: 'status',
    });

    const stranger = await createBuyer(suite.app);
    const theirs = await ok<OrderListData>(suite.app, 'order/list', {}, stranger.token);
    expect(theirs.rows).toEqual([]);
    expect(theirs.counts.paid).toBe(0);
    expect((await refused(suite.app, 'order/detail', { idx: made[5] }, stranger.token)).code).toBe(Code.notFound);
    expect((await refused(suite.app, 'order/detail', { idx: 2_000_000 }, buyer.token)).code).toBe(Code.notFound);
  });
});

describe('POST /api/v1/order/review', () => {
  it('reviews each item of a completed order once, updating the goods rating', async () => {
    const shop = await createShop(suite.app);
    const { buyer, idx } = await shippedOrder(shop);
    const [item] = (await detail(idx, buyer.token)).items;
    const review = { itemIdx: item!.idx, rating: 4, body: '  Fits well  ' };
    expect(await refused(suite.app, 'order/review', { idx, reviews: [review] }, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'Only a completed order can be reviewed',
    });
    await ok(suite.app, 'order/confirm', { idx }, buyer.token);
    await suite.app.db
      .updateTable('goods')
      .set({ rating: 5, review_count: 3 })
      .where('idx', '=', sku(shop).goodsIdx)
      .execute();

    const stranger = await createBuyer(suite.app);
    expect((await refused(suite.app, 'order/review', { idx, reviews: [review] }, stranger.token)).code).toBe(
      Code.notFound,
    );
    const theirPhoto = await uploadPhoto(suite.app, stranger.token);
    expect(
      (await refused(suite.app, 'order/review', { idx, reviews: [{ ...review, photos: [theirPhoto] }] }, buyer.token))
        .data,
    ).toEqual({ field: 'reviews.0.photos' });
    expect(
      (await refused(suite.app, 'order/review', { idx, reviews: [{ ...review, rating: 6 }] }, buyer.token)).data,
    ).toMatchObject({
      field: 'reviews.0.rating',
    });
    expect(
      (
        await refused(
          suite.app,
          'order/review',
          { idx, reviews: [{ ...review, photos: ['https://x.test/a.png'] }] },
          buyer.token,
        )
      ).data,
    ).toMatchObject({ field: 'reviews.0.photos.0' });
    expect(
      (await refused(suite.app, 'order/review', { idx, reviews: [review, review] }, buyer.token)).data,
    ).toMatchObject({
      field: 'reviews.1.itemIdx',
    });
    const otherOrder = await shippedOrder(shop);
    const otherItem = (await detail(otherOrder.idx, otherOrder.buyer.token)).items[0]!;
    expect(
      (await refused(suite.app, 'order/review', { idx, reviews: [{ ...review, itemIdx: otherItem.idx }] }, buyer.token))
        .data,
    ).toMatchObject({ field: 'reviews.0.itemIdx' });

    const photo = await uploadPhoto(suite.app, buyer.token);
    const reviewed = await ok<OrderDetailView>(
      suite.app,
      'order/review',
      { idx, reviews: [{ ...review, photos: [photo] }] },
      buyer.token,
    );
    expect(reviewed.items[0]?.reviewed).toBe(true);
    const goods = await suite.app.db
      .selectFrom('goods')
      .select(['rating', 'review_count'])
      .where('idx', '=', sku(shop).goodsIdx)
      .executeTakeFirstOrThrow();
    expect(goods).toEqual({ rating: 4.75, review_count: 4 });
    const reviews = await ok<{ rows: { rating: number; body: string; photos: string[] }[] }>(
      suite.app,
      'goods/reviews',
      { goodsIdx: sku(shop).goodsIdx },
      buyer.token,
    );
    expect(reviews.rows[0]).toMatchObject({ rating: 4, body: 'Fits well', photos: [photo] });

    expect(await refused(suite.app, 'order/review', { idx, reviews: [review] }, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'This item has already been reviewed',
    });
    expect(
      (await suite.app.db.selectFrom('reviews').select('idx').where('order_item_idx', '=', item!.idx).execute()).length,
    ).toBe(1);
  });
});

describe('orders of the seeded history', () => {
  it('show their address, kept in the seed’s own spelling, like any other', async () => {
    const shop = await createShop(suite.app);
    const buyer = await createBuyer(suite.app);
    const order = await suite.app.db
      .insertInto('orders')
      .values({
        order_no: '202401010100001',
        user_idx: buyer.idx,
        shop_idx: shop.idx,
        status: 'completed',
        total: 0,
        address: JSON.stringify({
          name: 'Old',
          calling_code: '44',
          phone: '2070000000',
          country: 'GB',
          area: 'Leeds',
          address: '1 Lane',
        }),
      })
      .returning('idx')
      .executeTakeFirstOrThrow();
    expect((await detail(order.idx, buyer.token)).address).toEqual({
      name: 'Old',
      callingCode: '44',
      phone: '2070000000',
      country: 'GB',
      area: 'Leeds',
      address: '1 Lane',
    });
  });
});

describe('POST /api/v1/order/detail for staff (the live chat console, issue 13)', () => {
  it("lets staff read any order, and only read it: the buyer's actions stay the buyer's", async () => {
    const shop = await createShop(suite.app, { stock: 4 });
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const idx = orderIdx(await placed(buyer, [line(sku(shop), 1)], false));
    const agent = await createBuyer(suite.app);
    await suite.app.db.updateTable('users').set({ role: 'staff' }).where('idx', '=', agent.idx).execute();
    expect(await ok<OrderDetailView>(suite.app, 'order/detail', { idx }, agent.token)).toMatchObject({
      idx,
      status: 'pending',
    });
    expect((await refused(suite.app, 'order/cancel', { idx }, agent.token)).code).toBe(Code.notFound);
    const stranger = await createBuyer(suite.app);
    expect((await refused(suite.app, 'order/detail', { idx }, stranger.token)).code).toBe(Code.notFound);
  });
});
