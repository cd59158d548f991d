import { randomUUID } from 'node:crypto';
import {
  Code,
  type CartData,
  type CartItem,
  type CartPriceData,
  type OrderDetailView,
  type WalletView,
} from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { readEnv } from '../../config/env.ts';
import {
  balanceOf,
  createAddress,
  createPayingBuyer,
  createShop,
  line,
  ok,
  orderIdxOf,
  orderSuite,
  refused,
  seenTotal,
  skuOf,
  stockOf,
  TEST_ADDRESS,
  TRADE_PASSWORD,
  type TestSku,
} from '../../../test/commerce-helpers.ts';

/** Issue 10: what the shopper is shown is what is charged; free money only in the demo; addresses on a need-to-ship basis. */

const suite = orderSuite();

/** A cart line as the browser stores it, its prices whatever the browser says. */
const cartLine = (sku: TestSku, price: number): CartItem => ({
  idx: sku.goodsIdx,
  sku: { idx: sku.idx, price, discountPrice: null, cost: 0, stock: 5 },
  title: 'Tampered',
  urlCover: '/uploads/seed/goods/shirt-400.webp',
  dimensions: ['Colour'],
  selectedValues: [{ index: 0, label: 'Navy', value: '0' }],
  dimensionValue: '0',
  quantity: 2,
  price,
  selected: true,
  index: 0,
});

describe('POST /api/v1/cart/price', () => {
  it('prices a stored cart line with a tampered price at the catalog price', async () => {
    const shop = await createShop(suite.app, { price: 39_499 });
    const buyer = await createPayingBuyer(suite.app);
    const saved = await ok<CartData>(suite.app, 'cart/save', { items: [cartLine(skuOf(shop), 1)] }, buyer.token);
    expect(saved.items[0]!.price).toBe(1);

    const lines = saved.items.map((item) => ({ goodsIdx: item.idx, skuIdx: item.sku.idx, quantity: item.quantity }));
    const priced = await ok<CartPriceData>(suite.app, 'cart/price', { lines }, buyer.token);
    expect(priced.lines).toEqual([
      {
        goodsIdx: skuOf(shop).goodsIdx,
        skuIdx: skuOf(shop).idx,
        quantity: 2,
        price: 39_499,
        listPrice: 39_499,
        discountPrice: null,
        stock: 10,
        available: true,
        unavailableReason: null,
        shopIdx: shop.idx,
        title: expect.any(String),
      },
    ]);
    expect(priced.total).toBe(2 * 39_499);
  });

  it('answers guests too, with the discount price, and marks a gone or mismatched line unavailable', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    const discounted = skuOf(shop, 1);
    const answer = await suite.app.call<CartPriceData>('cart/price', {
      lines: [line(discounted, 3), { goodsIdx: discounted.goodsIdx + 1, skuIdx: discounted.idx, quantity: 1 }],
    });
    expect(answer.body.code).toBe(Code.ok);
    expect(answer.body.data!.lines.map((l) => [l.price, l.listPrice, l.discountPrice, l.available])).toEqual([
      [900, 1_000, 900, true],
      [0, 0, null, false],
    ]);
    expect(answer.body.data!.total).toBe(2_700);
    expect(
      (await refused(suite.app, 'cart/price', { lines: [{ ...line(discounted), price: 1 }] }, undefined)).data,
    ).toMatchObject({ field: 'lines.0.price' });
  });
});

describe('order/place with the total the shopper saw', () => {
  it('refuses a stale total with the new figures: nothing charged, no order, stock unchanged', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    const buyer = await createPayingBuyer(suite.app, 50_000);
    const addressIdx = await createAddress(suite.app, buyer);
    const lines = [line(skuOf(shop), 2)];
    const shown = await seenTotal(suite.app, lines);
    expect(shown).toBe(2_000);
    // The seller raises the price between the page showing it and the buyer paying.
    await suite.app.db.updateTable('skus').set({ price: 19_999 }).where('idx', '=', skuOf(shop).idx).execute();
    const stockBefore = await stockOf(suite.app, skuOf(shop));

    const answer = await suite.app.call(
      'order/place',
      { lines, addressIdx, idempotencyKey: randomUUID(), total: shown, tradePassword: TRADE_PASSWORD },
      { token: buyer.token },
    );
    expect(answer.body).toMatchObject({
      code: Code.invalidInput,
      message: 'Prices have changed since you opened the checkout: the new total is $399.98. Nothing was charged.',
      data: { field: 'total', total: 39_998, lines: [{ skuIdx: skuOf(shop).idx, price: 19_999, quantity: 2 }] },
    });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(50_000);
    expect(await suite.app.db.selectFrom('orders').select('idx').where('user_idx', '=', buyer.idx).execute()).toEqual(
      [],
    );
    expect(await stockOf(suite.app, skuOf(shop))).toEqual(stockBefore);

    // In the buyer's language too.
    const french = await suite.app.call(
      'order/place',
      { lines, addressIdx, idempotencyKey: randomUUID(), total: shown },
      { token: buyer.token, lang: 'fr' },
    );
    expect(french.body.message).toBe(
      "Les prix ont changé depuis l'ouverture de la caisse : le nouveau total est de $399.98. Rien n'a été débité.",
    );

    // With the new total it goes through at the catalog price.
    const placed = await suite.app.call<{ total: number }>(
      'order/place',
      { lines, addressIdx, idempotencyKey: randomUUID(), total: 39_998, tradePassword: TRADE_PASSWORD },
      { token: buyer.token },
    );
    expect(placed.body.code).toBe(Code.ok);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(50_000 - 39_998);
  });

  it('refuses a checkout sent without the total', async () => {
    const shop = await createShop(suite.app);
    const buyer = await createPayingBuyer(suite.app, 5_000);
    const payload = { lines: [line(skuOf(shop))], addressIdx: await createAddress(suite.app, buyer) };
    const body = await refused(suite.app, 'order/place', { ...payload, idempotencyKey: randomUUID() }, buyer.token);
    expect(body.data).toMatchObject({ field: 'total' });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(5_000);
  });
});

describe('the test payment provider', () => {
  it('is on for the embedded demo (SEED, no DATABASE_URL) and off otherwise unless set', () => {
    expect(readEnv({}).PAYMENT_TEST_PROVIDER).toBe(true);
    expect(readEnv({ SEED: '0' }).PAYMENT_TEST_PROVIDER).toBe(false);
    expect(readEnv({ DATABASE_URL: 'postgres://db.internal/shop' }).PAYMENT_TEST_PROVIDER).toBe(false);
    expect(
      readEnv({ DATABASE_URL: 'postgres://db.internal/shop', PAYMENT_TEST_PROVIDER: '1' }).PAYMENT_TEST_PROVIDER,
    ).toBe(true);
    expect(readEnv({ SEED: '0', PAYMENT_TEST_PROVIDER: '1' }).PAYMENT_TEST_PROVIDER).toBe(true);
    expect(readEnv({ PAYMENT_TEST_PROVIDER: '0' }).PAYMENT_TEST_PROVIDER).toBe(false);
  });

  it('switched off, refuses a recharge with a translated answer and the wallet says so', async () => {
    const app = await createTestApp({ PAYMENT_TEST_PROVIDER: '0' });
    try {
      const buyer = await createPayingBuyer(app);
      const answer = await app.call(
        'wallet/recharge',
        { amount: '100.00', idempotencyKey: randomUUID() },
        {
          token: buyer.token,
        },
      );
      expect(answer.body).toEqual({
        code: Code.forbidden,
        message: 'No payment provider is configured on this site, so the wallet cannot be recharged',
      });
      const german = await app.call(
        'wallet/recharge',
        { amount: '1', idempotencyKey: randomUUID() },
        {
          token: buyer.token,
          lang: 'de',
        },
      );
      expect(german.body.message).toBe(
        'Auf dieser Website ist kein Zahlungsanbieter eingerichtet, daher kann das Guthaben nicht aufgeladen werden',
      );
      expect(await balanceOf(app, buyer.idx)).toBe(0);
      expect(await app.db.selectFrom('wallet_ledger').select('idx').execute()).toEqual([]);
      expect((await ok<WalletView>(app, 'wallet/summary', {}, buyer.token)).rechargeAvailable).toBe(false);
    } finally {
      await app.destroy();
    }
    const summary = await ok<WalletView>(suite.app, 'wallet/summary', {}, (await createPayingBuyer(suite.app)).token);
    expect(summary.rechargeAvailable).toBe(true);
  });
});

describe("the seller's view of the buyer's address", () => {
  it('is hidden on pending and cancelled orders, shown on paid and shipped ones', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const seller = shop.owner.token;
    const addressOf = async (idx: number, token: string) => (await suite.detail(idx, token)).address;

    const pending = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop))], false));
    expect(await addressOf(pending, seller)).toBeNull();
    // The buyer always sees their own.
    expect(await addressOf(pending, buyer.token)).toMatchObject({ phone: '4155550100' });

    const cancelled = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop))], true));
    await ok<OrderDetailView>(suite.app, 'order/cancel', { idx: cancelled }, buyer.token);
    expect(await addressOf(cancelled, seller)).toBeNull();
    const list = JSON.stringify(await ok(suite.app, 'seller/order/list', {}, seller));
    expect(list).not.toContain('4155550100');

    const paid = orderIdxOf(await suite.placed(buyer, [line(skuOf(shop))], true));
    expect(await addressOf(paid, seller)).toEqual(TEST_ADDRESS);
    await ok(suite.app, 'seller/order/ship', { idx: paid, carrier: 'UPS', trackingNo: 'TRACK-1' }, seller);
    expect(await addressOf(paid, seller)).toMatchObject({ phone: '4155550100' });
  });
});
