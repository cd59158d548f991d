// @vitest-environment happy-dom
import type { CartItem } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import type { CartItemInput } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';
import { CART_OWNER_KEY, CART_SAVE_DELAY_MS, startCartSync } from './cart-sync.ts';

/**
 * The client half of the cross-device cart: when it merges, what it sends and when, and what
 * it does with the answers. The server's merge rule itself is tested against the database in
 * apps/server (cart-routes.test.ts) and end to end in e2e/specs/cart.test.ts.
 */

const goods = (idx: number, skuIdx = idx * 10): CartItemInput => ({
  idx,
  sku: { idx: skuIdx, price: 1000 + idx, stock: 9 },
  title: `Goods ${idx}`,
  urlCover: `/uploads/g${idx}-480.webp`,
  dimensions: [],
  selectedValues: [],
});
const cart = () => useCartStore.getState();
const lines = (items: readonly CartItem[]) => items.map((item) => [item.idx, item.quantity]);

interface Sent {
  path: string;
  items: CartItem[];
}
let sent: Sent[];
/** What the next cart/merge answers: a cart, a refusal code, or a failed request (null). */
let mergeAnswer: (items: CartItem[]) => CartItem[] | number | null;
/** What cart/get answers: the user's stored cart. */
let storedCart: CartItem[];
/** Held merges: resolved by the test to model a slow network. */
let hold: (() => void)[] | null;

function reply(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  cart().reset();
  useSessionStore.setState({ user: {}, config: null });
  sent = [];
  hold = null;
  mergeAnswer = (items) => items;
  storedCart = [];
  configureRequest({
    fetch: async (url, init) => {
      const path = String(url).replace('/api/v1/', '');
      const { items } = JSON.parse(String(init?.body)) as { items: CartItem[] };
      sent.push({ path, items });
      if (path === 'cart/get') return reply({ code: 0, data: { items: storedCart } });
      if (path === 'cart/merge') {
        if (hold) await new Promise<void>((resolve) => hold!.push(resolve));
        const answer = mergeAnswer(items);
        if (answer === null) throw new TypeError('network down');
        return reply(
          typeof answer === 'number' ? { code: answer, message: 'no' } : { code: 0, data: { items: answer } },
        );
      }
      return reply({ code: 0, data: { items } });
    },
  });
});
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
  vi.useRealTimers();
});

const signIn = (idx = 7) => useSessionStore.getState().mergeUser({ idx, name: 'Ann', avatar: '' });
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('startCartSync', () => {
  it('sends nothing for a guest', async () => {
    stop = startCartSync();
    cart().add(goods(1));
    cart().setQuantity(0, 3);
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS * 4);
    expect(sent).toEqual([]);
  });

  it('merges the local cart at sign-in and takes the answer as the local cart', async () => {
    cart().add(goods(1));
    stop = startCartSync();
    mergeAnswer = (items) => [
      { ...items[0]!, quantity: 4 },
      { ...items[0]!, idx: 2, sku: { idx: 20, price: 500 }, index: 1 },
    ];
    signIn();
    await settle();
    expect(sent.map((call) => [call.path, lines(call.items)])).toEqual([['cart/merge', [[1, 1]]]]);
    expect(lines(cart().items)).toEqual([
      [1, 4],
      [2, 1],
    ]);
    // The merged cart is also what the page keeps after a reload.
    expect(lines(JSON.parse(localStorage.getItem('shop_cart')!) as CartItem[])).toEqual(lines(cart().items));
    // The answer is the server's own cart: it is not sent back.
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS * 2);
    expect(sent).toHaveLength(1);
  });

  it('merges at start when the page loads with a signed-in user', async () => {
    signIn();
    cart().add(goods(1));
    stop = startCartSync();
    await settle();
    expect(sent.map((call) => call.path)).toEqual(['cart/merge']);
  });

  it("takes the stored cart on a reload of a device whose cart is that user's saved mirror", async () => {
    cart().add(goods(1));
    cart().add(goods(2));
    stop = startCartSync();
    signIn();
    await settle();
    expect(JSON.parse(localStorage.getItem(CART_OWNER_KEY)!)).toEqual({ idx: 7, dirty: false });
    stop();
    // Another device removed goods 2; this device reloads still holding it.
    storedCart = [{ ...cart().items[0]! }];
    sent = [];
    stop = startCartSync();
    await settle();
    expect(sent.map((call) => call.path)).toEqual(['cart/get']);
    expect(lines(cart().items)).toEqual([[1, 1]]);
  });

  it('merges on a reload when this device holds changes not yet saved', async () => {
    stop = startCartSync();
    signIn();
    await settle();
    cart().add(goods(3));
    expect(JSON.parse(localStorage.getItem(CART_OWNER_KEY)!)).toEqual({ idx: 7, dirty: true });
    stop();
    sent = [];
    stop = startCartSync();
    await settle();
    expect(sent.map((call) => [call.path, lines(call.items)])).toEqual([['cart/merge', [[3, 1]]]]);
  });

  it('forgets the mirror on sign-out, so the next sign-in merges the guest cart', async () => {
    stop = startCartSync();
    signIn();
    await settle();
    useSessionStore.setState({ user: {} });
    expect(localStorage.getItem(CART_OWNER_KEY)).toBeNull();
  });

  it('then saves each change once, 500 ms after the last of a run', async () => {
    stop = startCartSync();
    signIn();
    await settle();
    cart().add(goods(1));
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS - 100);
    cart().setQuantity(0, 2);
    cart().setQuantity(0, 3);
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS - 1);
    expect(sent.map((call) => call.path)).toEqual(['cart/merge']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((call) => [call.path, lines(call.items)])).toEqual([
      ['cart/merge', []],
      ['cart/save', [[1, 3]]],
    ]);
    cart().remove(0);
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS);
    expect(sent.at(-1)).toEqual({ path: 'cart/save', items: [] });
  });

  it('sends a waiting change at once when the page is left', async () => {
    stop = startCartSync();
    signIn();
    await settle();
    cart().add(goods(1));
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent.map((call) => [call.path, lines(call.items)])).toEqual([
      ['cart/merge', []],
      ['cart/save', [[1, 1]]],
    ]);
    // Nothing waits any more: the timer does not send it twice, and a later leave sends nothing.
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS * 2);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(sent).toHaveLength(2);
  });

  it('keeps the local cart as it is on sign-out and stops sending', async () => {
    stop = startCartSync();
    signIn();
    await settle();
    cart().add(goods(1));
    useSessionStore.getState().clearUser();
    cart().add(goods(2));
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS * 2);
    expect(lines(cart().items)).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect(sent.map((call) => call.path)).toEqual(['cart/merge']);
  });

  it('merges again (for the new user) after signing out and in as someone else', async () => {
    stop = startCartSync();
    signIn(7);
    await settle();
    useSessionStore.getState().clearUser();
    cart().add(goods(1));
    signIn(8);
    await settle();
    expect(sent.map((call) => [call.path, lines(call.items)])).toEqual([
      ['cart/merge', []],
      ['cart/merge', [[1, 1]]],
    ]);
  });

  it('does not lose a change made while the merge was on its way', async () => {
    cart().add(goods(1));
    stop = startCartSync();
    hold = [];
    signIn();
    await settle();
    cart().add(goods(2));
    hold.shift()!();
    await settle();
    // The first answer predates the change: the newer cart is merged once more.
    expect(sent.map((call) => [call.path, lines(call.items)])).toEqual([
      ['cart/merge', [[1, 1]]],
      [
        'cart/merge',
        [
          [1, 1],
          [2, 1],
        ],
      ],
    ]);
    hold.shift()!();
    await settle();
    expect(lines(cart().items)).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('leaves the local cart alone when the merge fails, and tries again at the next change', async () => {
    cart().add(goods(1));
    stop = startCartSync();
    mergeAnswer = () => null;
    signIn();
    await settle();
    mergeAnswer = () => 5000;
    cart().setQuantity(0, 2);
    await settle();
    expect(lines(cart().items)).toEqual([[1, 2]]);
    expect(sent.map((call) => call.path)).toEqual(['cart/merge', 'cart/merge']);
    mergeAnswer = (items) => items;
    storedCart = [];
    cart().setQuantity(0, 3);
    await settle();
    cart().setQuantity(0, 4);
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS);
    expect(sent.map((call) => [call.path, lines(call.items)]).slice(2)).toEqual([
      ['cart/merge', [[1, 3]]],
      ['cart/save', [[1, 4]]],
    ]);
  });

  it('sends nothing more once stopped', async () => {
    stop = startCartSync();
    signIn();
    await settle();
    stop();
    cart().add(goods(1));
    useSessionStore.getState().clearUser();
    signIn(9);
    await vi.advanceTimersByTimeAsync(CART_SAVE_DELAY_MS * 2);
    expect(sent.map((call) => call.path)).toEqual(['cart/merge']);
  });
});
