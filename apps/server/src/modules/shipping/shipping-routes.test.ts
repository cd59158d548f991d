import { randomUUID } from 'node:crypto';
import {
  Code,
  type CartPriceData,
  type GoodsDeliveryData,
  type OrderDetailView,
  type PlaceOrderData,
  type ShippingOption,
} from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  createAddress,
  createPayingBuyer,
  createShop,
  line,
  ok,
  orderSuite,
  recharge,
  refused,
  skuOf,
  TRADE_PASSWORD,
  type Buyer,
  type TestShop,
} from '../../../test/commerce-helpers.ts';
import { createBuyer } from '../../../test/test-app.ts';

/** Issue 20, shipping: a shop's delivery options, changed by its owner only, priced by the server. */

const suite = orderSuite();

const option = (over: Record<string, unknown> = {}) => ({
  country: 'US',
  fee: 499,
  freeOver: 5_000,
  daysMin: 3,
  daysMax: 5,
  ...over,
});

async function addOption(shop: TestShop, over: Record<string, unknown> = {}): Promise<ShippingOption> {
  return ok<ShippingOption>(suite.app, 'seller/shipping/save', option(over), shop.owner.token);
}

async function addressIn(buyer: Buyer, country: string): Promise<number> {
  const answer = await suite.app.call<{ idx: number }>(
    'address/save',
    { name: 'Ann', callingCode: '1', phone: '4155550100', country, area: 'Somewhere', address: '1 Main Street' },
    { token: buyer.token },
  );
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data!.idx;
}

const priceFor = (buyer: Buyer, lines: ReturnType<typeof line>[], addressIdx?: number) =>
  ok<CartPriceData>(suite.app, 'cart/price', { lines, ...(addressIdx ? { addressIdx } : {}) }, buyer.token);

const placeWith = (buyer: Buyer, lines: ReturnType<typeof line>[], addressIdx: number, total: number, extra = {}) =>
  suite.app.call<PlaceOrderData>(
    'order/place',
    { lines, addressIdx, idempotencyKey: randomUUID(), total, tradePassword: TRADE_PASSWORD, ...extra },
    { token: buyer.token },
  );

describe('seller/shipping: the owner only', () => {
  it('lists, adds, edits and deletes its own options, countries first then the rest of the world', async () => {
    const shop = await createShop(suite.app);
    const world = await addOption(shop, { country: '', fee: 1_499, freeOver: null, daysMin: 7, daysMax: 14 });
    const us = await addOption(shop);
    await addOption(shop, { country: 'CA', fee: 899, freeOver: null });
    const edited = await ok<ShippingOption>(
      suite.app,
      'seller/shipping/save',
      option({ idx: us.idx, fee: 599 }),
      shop.owner.token,
    );
    expect(edited).toMatchObject({ idx: us.idx, country: 'US', fee: 599, freeOver: 5_000, daysMin: 3, daysMax: 5 });
    await ok(suite.app, 'seller/shipping/delete', { idx: world.idx }, shop.owner.token);
    const list = await ok<{ options: ShippingOption[] }>(suite.app, 'seller/shipping/list', {}, shop.owner.token);
    expect(list.options.map((o) => [o.country, o.fee])).toEqual([
      ['CA', 899],
      ['US', 599],
    ]);
  });

  it('refuses a guest, a buyer without a shop and another shop’s owner, changing nothing', async () => {
    const shop = await createShop(suite.app);
    const other = await createShop(suite.app);
    const mine = await addOption(shop);
    const buyer = await createBuyer(suite.app);
    for (const path of ['seller/shipping/list', 'seller/shipping/save', 'seller/shipping/delete']) {
      const payload = path.endsWith('list') ? {} : path.endsWith('save') ? option() : { idx: mine.idx };
      expect((await refused(suite.app, path, payload, undefined)).code).toBe(Code.notSignedIn);
      expect((await refused(suite.app, path, payload, buyer.token)).code).toBe(Code.forbidden);
    }
    const edit = await refused(suite.app, 'seller/shipping/save', option({ idx: mine.idx, fee: 1 }), other.owner.token);
    expect(edit.code).toBe(Code.notFound);
    const del = await refused(suite.app, 'seller/shipping/delete', { idx: mine.idx }, other.owner.token);
    expect(del.code).toBe(Code.notFound);
    const list = await ok<{ options: ShippingOption[] }>(suite.app, 'seller/shipping/list', {}, other.owner.token);
    expect(list.options).toEqual([]);
    const still = await ok<{ options: ShippingOption[] }>(suite.app, 'seller/shipping/list', {}, shop.owner.token);
    expect(still.options).toEqual([mine]);
  });

  it('refuses bad input with a translated message naming the field, and changes nothing', async () => {
    const shop = await createShop(suite.app);
    const kept = await addOption(shop);
    const cases: [Record<string, unknown>, string][] = [
      [{ fee: -1 }, 'fee'],
      [{ fee: 100_000_001 }, 'fee'],
      [{ fee: 1.5 }, 'fee'],
      [{ freeOver: -5 }, 'freeOver'],
      [{ daysMin: 6, daysMax: 5 }, 'daysMax'],
      [{ daysMin: -1 }, 'daysMin'],
      [{ country: 'ZZ' }, 'country'],
      [{ country: 'usa' }, 'country'],
      [{ country: 'US' }, 'country'],
    ];
    for (const [over, field] of cases) {
      const answer = await suite.app.call('seller/shipping/save', option({ country: 'CA', ...over }), {
        token: shop.owner.token,
      });
      expect(answer.body.code, JSON.stringify(over)).toBe(Code.invalidInput);
      expect(answer.body.data, JSON.stringify(over)).toMatchObject({ field });
    }
    const german = await suite.app.call('seller/shipping/save', option({ country: 'CA', fee: -1 }), {
      token: shop.owner.token,
      lang: 'de',
    });
    expect(german.body.message).toBe('Bitte geben Sie Versandkosten von 0,00 bis 1.000.000,00 ein');
    const taken = await suite.app.call('seller/shipping/save', option(), { token: shop.owner.token, lang: 'fr' });
    expect(taken.body.message).toBe('Votre boutique a déjà une option de livraison pour cette destination');
    const list = await ok<{ options: ShippingOption[] }>(suite.app, 'seller/shipping/list', {}, shop.owner.token);
    expect(list.options).toEqual([kept]);
  });
});

describe('delivery priced by the server', () => {
  it('uses the country’s option, else the rest of the world’s; free from free_over at the boundary; no options: free, no estimate', async () => {
    const shop = await createShop(suite.app, { price: 2_500 });
    await addOption(shop, { country: 'US', fee: 499, freeOver: 5_000 });
    await addOption(shop, { country: '', fee: 1_499, freeOver: null, daysMin: 7, daysMax: 14 });
    const buyer = await createPayingBuyer(suite.app);
    const us = await addressIn(buyer, 'US');
    const jp = await addressIn(buyer, 'JP');
    const sku = skuOf(shop); // 25.00 each

    const below = await priceFor(buyer, [line(sku, 1)], us);
    expect(below.shops).toEqual([
      {
        shopIdx: shop.idx,
        shopName: expect.stringContaining('Test Shop') as string,
        goodsTotal: 2_500,
        delivery: { fee: 499, baseFee: 499, freeOver: 5_000, daysMin: 3, daysMax: 5 },
      },
    ]);
    expect([below.country, below.goodsTotal, below.deliveryTotal, below.total]).toEqual(['US', 2_500, 499, 2_999]);
    const atThreshold = await priceFor(buyer, [line(sku, 2)], us);
    expect([atThreshold.deliveryTotal, atThreshold.total]).toEqual([0, 5_000]);
    const world = await priceFor(buyer, [line(sku, 2)], jp);
    expect(world.shops[0]!.delivery).toMatchObject({ fee: 1_499, daysMin: 7, daysMax: 14 });
    expect(world.total).toBe(5_000 + 1_499);
    // The first address is the default one: without addressIdx it is priced there.
    expect((await priceFor(buyer, [line(sku, 1)])).total).toBe(2_999);
    // A guest has no address: delivery is not counted yet.
    const guest = await suite.app.call<CartPriceData>('cart/price', { lines: [line(sku, 1)] });
    expect([guest.body.data!.country, guest.body.data!.shops[0]!.delivery, guest.body.data!.total]).toEqual([
      null,
      null,
      2_500,
    ]);

    const bare = await createShop(suite.app, { price: 700 });
    const free = await priceFor(buyer, [line(skuOf(bare), 1)], us);
    expect(free.shops[0]!.delivery).toEqual({ fee: 0, baseFee: 0, freeOver: null, daysMin: null, daysMax: null });
    expect(free.total).toBe(700);
  });

  it('marks a shop that does not deliver to the country unavailable, and order/place refuses it', async () => {
    const shop = await createShop(suite.app);
    await addOption(shop, { country: 'US' });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const fr = await addressIn(buyer, 'FR');
    const priced = await priceFor(buyer, [line(skuOf(shop))], fr);
    expect(priced.lines[0]).toMatchObject({ available: false, unavailableReason: 'noDelivery' });
    expect(priced.total).toBe(0);
    const answer = await placeWith(buyer, [line(skuOf(shop))], fr, 1_000);
    expect(answer.body.code).toBe(Code.invalidInput);
    expect(answer.body.data).toMatchObject({ field: 'lines.0' });
  });

  it('charges goods plus each shop’s delivery in a two-shop checkout and records the fee; a cancel refunds it all', async () => {
    const a = await createShop(suite.app, { price: 2_000 });
    const b = await createShop(suite.app, { price: 6_000 });
    await addOption(a, { country: 'US', fee: 499, freeOver: 5_000, daysMin: 3, daysMax: 5 });
    await addOption(b, { country: '', fee: 999, freeOver: 5_000, daysMin: 6, daysMax: 9 });
    const buyer = await createPayingBuyer(suite.app, 100_000);
    const us = await addressIn(buyer, 'US');
    const lines = [line(skuOf(a), 1), line(skuOf(b), 1)];
    const priced = await priceFor(buyer, lines, us);
    expect(priced.shops.map((s) => s.delivery?.fee)).toEqual([499, 0]);
    expect(priced.total).toBe(2_000 + 499 + 6_000);

    const placed = await placeWith(buyer, lines, us, priced.total);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    expect(placed.body.data!.orders.map((o) => o.total)).toEqual([2_499, 6_000]);
    expect(placed.body.data!.total).toBe(8_499);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(100_000 - 8_499);
    const first = await ok<OrderDetailView>(
      suite.app,
      'order/detail',
      { idx: placed.body.data!.orders[0]!.idx },
      buyer.token,
    );
    expect([first.total, first.deliveryFee, first.deliveryDays]).toEqual([2_499, 499, { min: 3, max: 5 }]);
    const list = await ok<{ rows: { deliveryFee: number }[] }>(suite.app, 'order/list', {}, buyer.token);
    expect(list.rows.map((o) => o.deliveryFee).sort()).toEqual([0, 499]);

    await ok(suite.app, 'order/cancel', { idx: first.idx }, buyer.token);
    expect(await balanceOf(suite.app, buyer.idx)).toBe(100_000 - 6_000);
  });

  it('refuses a total that leaves delivery out, and a delivery fee sent by the browser', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    await addOption(shop, { country: 'US', fee: 499, freeOver: null });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const us = await addressIn(buyer, 'US');
    const lines = [line(skuOf(shop), 1)];

    const goodsOnly = await placeWith(buyer, lines, us, 1_000);
    expect(goodsOnly.body.code).toBe(Code.invalidInput);
    expect(goodsOnly.body.data).toMatchObject({ field: 'total', total: 1_499, deliveryTotal: 499 });
    const withFee = await placeWith(buyer, lines, us, 1_000, { deliveryFee: 0 });
    expect(withFee.body.code).toBe(Code.invalidInput);
    expect(withFee.body.data).toMatchObject({ field: 'deliveryFee' });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(10_000);
    const none = await suite.app.db.selectFrom('orders').select('idx').where('user_idx', '=', buyer.idx).execute();
    expect(none).toEqual([]);

    const placed = await placeWith(buyer, lines, us, 1_499);
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    const row = await suite.app.db
      .selectFrom('orders')
      .select(['total', 'delivery_fee', 'delivery_days_min', 'delivery_days_max'])
      .where('idx', '=', placed.body.data!.orders[0]!.idx)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total: 1_499, delivery_fee: 499, delivery_days_min: 3, delivery_days_max: 5 });
  });

  it('prices the fee the seller set when the order is placed, not the one the shopper saw', async () => {
    const shop = await createShop(suite.app, { price: 1_000 });
    const us = await addOption(shop, { country: 'US', fee: 499, freeOver: null });
    const buyer = await createPayingBuyer(suite.app, 10_000);
    const address = await addressIn(buyer, 'US');
    const seen = await priceFor(buyer, [line(skuOf(shop))], address);
    await ok(suite.app, 'seller/shipping/save', option({ idx: us.idx, fee: 799, freeOver: null }), shop.owner.token);
    const answer = await placeWith(buyer, [line(skuOf(shop))], address, seen.total);
    expect(answer.body.code).toBe(Code.invalidInput);
    expect(answer.body.data).toMatchObject({ field: 'total', total: 1_799 });
    expect(await balanceOf(suite.app, buyer.idx)).toBe(10_000);
  });
});

describe('a closed shop’s goods cannot be bought', () => {
  for (const [state, reason, set] of [
    ['on holiday', 'shopHoliday', { on_holiday: true }],
    ['closed by staff', 'shopClosed', { status: 'closed' as const }],
  ] as const) {
    it(`marks the lines of a shop ${state} unavailable, refuses them at checkout, and says so on the detail page`, async () => {
      const shop = await createShop(suite.app);
      const buyer = await createPayingBuyer(suite.app);
      await recharge(suite.app, buyer, 10_000);
      const address = await createAddress(suite.app, buyer);
      await suite.app.db.updateTable('shops').set(set).where('idx', '=', shop.idx).execute();
      const priced = await priceFor(buyer, [line(skuOf(shop))], address);
      expect(priced.lines[0]).toMatchObject({ available: false, unavailableReason: reason });
      const answer = await placeWith(buyer, [line(skuOf(shop))], address, 1_000);
      expect(answer.body.code).toBe(Code.invalidInput);
      expect(answer.body.data).toMatchObject({ field: 'lines.0' });
      expect(answer.body.message).toContain('Test Shirt');
      const detail = await ok<GoodsDeliveryData>(
        suite.app,
        'goods/delivery',
        { goodsIdx: skuOf(shop).goodsIdx },
        buyer.token,
      );
      expect(detail.unavailableReason).toBe(reason);
    });
  }
});

describe('goods/delivery', () => {
  it('quotes one item to the asked country, else the default address’s, else none', async () => {
    const shop = await createShop(suite.app, { price: 6_000 });
    await addOption(shop, { country: 'US', fee: 499, freeOver: 5_000 });
    await addOption(shop, { country: 'GB', fee: 999, freeOver: null, daysMin: 6, daysMax: 10 });
    const goodsIdx = skuOf(shop).goodsIdx;
    const gb = await suite.app.call<GoodsDeliveryData>('goods/delivery', { goodsIdx, country: 'GB' });
    expect(gb.body.data).toEqual({
      country: 'GB',
      quote: { fee: 999, baseFee: 999, freeOver: null, daysMin: 6, daysMax: 10 },
      delivers: true,
      unavailableReason: null,
    });
    const jp = await suite.app.call<GoodsDeliveryData>('goods/delivery', { goodsIdx, country: 'JP' });
    expect(jp.body.data).toMatchObject({ country: 'JP', quote: null, delivers: false });
    const guest = await suite.app.call<GoodsDeliveryData>('goods/delivery', { goodsIdx });
    expect(guest.body.data).toMatchObject({ country: null, quote: null, delivers: true });
    const buyer = await createBuyer(suite.app);
    await addressIn(buyer, 'US');
    const mine = await ok<GoodsDeliveryData>(suite.app, 'goods/delivery', { goodsIdx }, buyer.token);
    expect(mine).toMatchObject({ country: 'US', quote: { fee: 0, baseFee: 499 } });
    const bad = await suite.app.call('goods/delivery', { goodsIdx, country: 'ZZ' });
    expect(bad.body.data).toMatchObject({ field: 'country' });
  });
});
