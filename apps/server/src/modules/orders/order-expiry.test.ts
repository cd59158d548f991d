import { Code, ORDER_PAY_WINDOW_MINUTES, type OrderDetailView } from '@storefront/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  createPayingBuyer,
  createShop,
  line,
  orderIdxOf,
  orderSuite,
  refused,
  skuOf,
  stockOf,
  TRADE_PASSWORD,
} from '../../../test/commerce-helpers.ts';
import { expireUnpaidOrders } from './order-expiry.ts';

/** Unpaid orders hold their stock for ORDER_PAY_WINDOW_MINUTES, then are cancelled. */

const suite = orderSuite();

/** Moves an order's placing time `minutes` into the past. */
const placedAgo = (idx: number, minutes: number) =>
  sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where idx = ${idx}`.execute(
    suite.app.db,
  );

describe('unpaid order expiry', () => {
  it('gives a pending order a deadline, and cancels it once past it: stock back, no money moved, once', async () => {
    const shop = await createShop(suite.app, { stock: 5 });
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const idx = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop), 3)], false));
    const pending = await suite.detail(idx, buyer.token);
    expect(new Date(pending.payBy!).getTime() - new Date(pending.createAt).getTime()).toBe(
      ORDER_PAY_WINDOW_MINUTES * 60_000,
    );
    expect((await stockOf(suite.app, skuOf(shop))).sku).toBe(2);

    // Not yet due: a minute before the deadline the sweep leaves it alone.
    await placedAgo(idx, ORDER_PAY_WINDOW_MINUTES - 1);
    await expireUnpaidOrders(suite.app.db);
    expect((await suite.detail(idx, buyer.token)).status).toBe('pending');

    await placedAgo(idx, ORDER_PAY_WINDOW_MINUTES + 1);
    expect(await expireUnpaidOrders(suite.app.db)).toBeGreaterThanOrEqual(1);
    const expired = await suite.detail(idx, buyer.token);
    expect(expired).toMatchObject({ status: 'cancelled', payBy: null, paidAt: null });
    expect(expired.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: `Cancelled: not paid within ${ORDER_PAY_WINDOW_MINUTES} minutes`,
      automatic: true,
    });
    expect(expired.events[0]).toMatchObject({ status: 'pending', automatic: false });
    expect((await stockOf(suite.app, skuOf(shop))).sku).toBe(5);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);

    // A second sweep finds nothing more to do for it.
    await expireUnpaidOrders(suite.app.db);
    expect((await stockOf(suite.app, skuOf(shop))).sku).toBe(5);
  });

  it('refuses to pay an order past its deadline, cancelling it at once, in the caller language', async () => {
    const shop = await createShop(suite.app, { stock: 2 });
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const idx = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop), 2)], false));
    await placedAgo(idx, ORDER_PAY_WINDOW_MINUTES + 5);
    expect(await refused(suite.app, 'order/pay', { idx, tradePassword: TRADE_PASSWORD }, buyer.token)).toEqual({
      code: Code.forbidden,
      message: 'This order was not paid in time and has been cancelled',
    });
    expect((await suite.detail(idx, buyer.token)).status).toBe('cancelled');
    expect((await stockOf(suite.app, skuOf(shop))).sku).toBe(2);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
    const other = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop), 1)], false));
    await placedAgo(other, ORDER_PAY_WINDOW_MINUTES + 5);
    const german = await suite.app.call<OrderDetailView>(
      'order/pay',
      { idx: other, tradePassword: TRADE_PASSWORD },
      { token: buyer.token, lang: 'de' },
    );
    expect([german.body.code, german.body.message]).toEqual([
      Code.forbidden,
      'Diese Bestellung wurde nicht rechtzeitig bezahlt und wurde storniert',
    ]);
  });

  it('leaves paid orders and pending ones within their window alone', async () => {
    const shop = await createShop(suite.app, { stock: 10 });
    const buyer = await createPayingBuyer(suite.app, 50_000);
    const paid = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop), 1)], true));
    const fresh = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop), 1)], false));
    await placedAgo(paid, ORDER_PAY_WINDOW_MINUTES * 3);
    await expireUnpaidOrders(suite.app.db);
    expect((await suite.detail(paid, buyer.token)).status).toBe('paid');
    expect((await suite.detail(fresh, buyer.token)).status).toBe('pending');
    expect((await stockOf(suite.app, skuOf(shop))).sku).toBe(8);
  });
});
