import { CART_MAX_LINES, Code, type CartData, type CartItem } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The signed-in buyer's cart on the server: cart/get, cart/save and cart/merge. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

const line = (idx: number, skuIdx: number, quantity = 1, extra: Partial<CartItem> = {}): CartItem => ({
  idx,
  sku: { idx: skuIdx, price: 2999, discountPrice: 1999, cost: 1200, stock: 8 },
  title: `Goods ${idx}`,
  urlCover: `/uploads/g${idx}-480.webp`,
  shopIdx: 3,
  dimensions: ['Colour'],
  selectedValues: [{ index: 1, label: 'Navy', value: 'navy' }],
  dimensionValue: '1',
  quantity,
  price: 1999,
  selected: true,
  index: 0,
  ...extra,
});

async function ok(path: string, token: string, payload: Record<string, unknown> = {}): Promise<CartItem[]> {
  const answer = await app.call<CartData>(path, payload, { token });
  expect(answer.body.code, JSON.stringify(answer.body).slice(0, 300)).toBe(Code.ok);
  return answer.body.data!.items;
}
const summary = (items: CartItem[]) => items.map((item) => [item.idx, item.sku.idx, item.quantity, item.index]);
const storedRow = (userIdx: number) =>
  app.db.selectFrom('carts').select('items').where('user_idx', '=', userIdx).executeTakeFirst();

describe('cart calls for a guest', () => {
  it('refuses all three with 4012 and stores nothing', async () => {
    for (const path of ['cart/get', 'cart/save', 'cart/merge']) {
      const answer = await app.call(path, path === 'cart/get' ? {} : { items: [line(1, 1)] });
      expect(answer.body.code, path).toBe(Code.notSignedIn);
    }
    expect(await app.db.selectFrom('carts').select('user_idx').execute()).toEqual([]);
  });
});

describe('POST /api/v1/cart/get', () => {
  it('answers an empty cart before the first save', async () => {
    const buyer = await createBuyer(app);
    expect(await ok('cart/get', buyer.token)).toEqual([]);
  });
});

describe('POST /api/v1/cart/save', () => {
  it('replaces the stored cart, which cart/get then answers field for field', async () => {
    const buyer = await createBuyer(app);
    const first = [line(1, 10, 2), line(2, 20, 1, { selected: false, index: 1 })];
    expect(await ok('cart/save', buyer.token, { items: first })).toEqual(first);
    expect(await ok('cart/get', buyer.token)).toEqual(first);

    const second = [line(3, 30)];
    expect(await ok('cart/save', buyer.token, { items: second })).toEqual(second);
    expect(await ok('cart/get', buyer.token)).toEqual(second);

    // An emptied cart is saved as empty, not ignored.
    expect(await ok('cart/save', buyer.token, { items: [] })).toEqual([]);
    expect(await ok('cart/get', buyer.token)).toEqual([]);
  });

  it('keeps the sku stock and cost, renumbers positions and keeps a repeated line once', async () => {
    const buyer = await createBuyer(app);
    const saved = await ok('cart/save', buyer.token, {
      items: [line(1, 10, 2, { index: 7 }), line(2, 20, 1, { index: 7 }), line(1, 10, 4, { index: 9 })],
    });
    expect(summary(saved)).toEqual([
      [1, 10, 4, 0],
      [2, 20, 1, 1],
    ]);
    expect(saved[0]!.sku).toEqual({ idx: 10, price: 2999, discountPrice: 1999, cost: 1200, stock: 8 });
    expect(await ok('cart/get', buyer.token)).toEqual(saved);
  });

  it('refuses malformed carts with 4000 and leaves the stored cart alone', async () => {
    const buyer = await createBuyer(app);
    const kept = await ok('cart/save', buyer.token, { items: [line(1, 10)] });
    const bad: unknown[] = [
      { items: [line(1, 10, 0)] },
      { items: [{ ...line(1, 10), sku: undefined }] },
      { items: [line(1, 10, 1, { price: -5 })] },
      { items: [line(1, 10, 1.5)] },
      { items: 'nope' },
      { items: [line(1, 10)], extra: true },
      { items: Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => line(i + 1, 1)) },
    ];
    for (const payload of bad) {
      const answer = await app.call('cart/save', payload as Record<string, unknown>, { token: buyer.token });
      expect(answer.body.code, JSON.stringify(payload).slice(0, 80)).toBe(Code.invalidInput);
    }
    expect(await ok('cart/get', buyer.token)).toEqual(kept);
  });

  it(`accepts exactly ${CART_MAX_LINES} lines`, async () => {
    const buyer = await createBuyer(app);
    const items = Array.from({ length: CART_MAX_LINES }, (_, i) => line(i + 1, 1, 1, { index: i }));
    expect(await ok('cart/save', buyer.token, { items })).toHaveLength(CART_MAX_LINES);
  });

  it("keeps each buyer's cart to themselves", async () => {
    const [a, b] = [await createBuyer(app), await createBuyer(app)];
    await ok('cart/save', a.token, { items: [line(1, 10)] });
    await ok('cart/save', b.token, { items: [line(2, 20)] });
    expect(summary(await ok('cart/get', a.token))).toEqual([[1, 10, 1, 0]]);
    expect(summary(await ok('cart/get', b.token))).toEqual([[2, 20, 1, 0]]);
  });
});

describe('POST /api/v1/cart/merge', () => {
  it('answers the device cart itself on the first sign-in, and stores it', async () => {
    const buyer = await createBuyer(app);
    const device = [line(1, 10, 2), line(2, 20, 1, { index: 1 })];
    expect(await ok('cart/merge', buyer.token, { items: device })).toEqual(device);
    expect(await ok('cart/get', buyer.token)).toEqual(device);
  });

  it("unions the device's lines into the stored cart: stored first, the larger quantity, re-indexed", async () => {
    const buyer = await createBuyer(app);
    await ok('cart/save', buyer.token, { items: [line(1, 10, 2), line(2, 20, 3, { index: 1 })] });
    const merged = await ok('cart/merge', buyer.token, {
      items: [line(3, 30), line(2, 20, 1, { index: 1 }), line(1, 10, 5, { index: 2 }), line(1, 11, 1, { index: 3 })],
    });
    expect(summary(merged)).toEqual([
      [1, 10, 5, 0],
      [2, 20, 3, 1],
      [3, 30, 1, 2],
      [1, 11, 1, 3],
    ]);
    expect(await ok('cart/get', buyer.token)).toEqual(merged);
  });

  it('does not double anything when the same device merges twice', async () => {
    const buyer = await createBuyer(app);
    await ok('cart/save', buyer.token, { items: [line(1, 10, 2)] });
    const device = [line(1, 10, 2), line(4, 40, 3, { index: 1 })];
    const once = await ok('cart/merge', buyer.token, { items: device });
    const twice = await ok('cart/merge', buyer.token, { items: device });
    expect(twice).toEqual(once);
    expect(summary(twice)).toEqual([
      [1, 10, 2, 0],
      [4, 40, 3, 1],
    ]);
  });

  it('keeps every line when several devices merge at the same moment', async () => {
    const buyer = await createBuyer(app);
    await ok('cart/save', buyer.token, { items: [line(1, 10)] });
    const devices = Array.from({ length: 6 }, (_, i) => [line(100 + i, 1), line(1, 10, i + 1, { index: 1 })]);
    await Promise.all(devices.map((items) => ok('cart/merge', buyer.token, { items })));
    const cart = await ok('cart/get', buyer.token);
    expect(cart.map((item) => item.idx).sort((x, y) => x - y)).toEqual([1, 100, 101, 102, 103, 104, 105]);
    expect(cart.find((item) => item.idx === 1)!.quantity).toBe(6);
    expect(cart.map((item) => item.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it(`stops at ${CART_MAX_LINES} lines, keeping the stored ones`, async () => {
    const buyer = await createBuyer(app);
    const stored = Array.from({ length: 150 }, (_, i) => line(i + 1, 1, 1, { index: i }));
    await ok('cart/save', buyer.token, { items: stored });
    const device = Array.from({ length: 100 }, (_, i) => line(1000 + i, 1, 1, { index: i }));
    const merged = await ok('cart/merge', buyer.token, { items: device });
    expect(merged).toHaveLength(CART_MAX_LINES);
    expect(merged.slice(0, 150).map((item) => item.idx)).toEqual(stored.map((item) => item.idx));
    expect(merged[CART_MAX_LINES - 1]).toMatchObject({ idx: 1049, index: CART_MAX_LINES - 1 });
  });

  it('drops a stored line that no longer fits the contract instead of failing the cart', async () => {
    const buyer = await createBuyer(app);
    await app.db
      .insertInto('carts')
      .values({ user_idx: buyer.idx, items: JSON.stringify([{ old: 'format' }, line(1, 10)]) })
      .execute();
    expect(summary(await ok('cart/get', buyer.token))).toEqual([[1, 10, 1, 0]]);
    expect(summary(await ok('cart/merge', buyer.token, { items: [line(2, 20)] }))).toEqual([
      [1, 10, 1, 0],
      [2, 20, 1, 1],
    ]);
    expect((await storedRow(buyer.idx))!.items).toHaveLength(2);
  });
});
