// @vitest-environment happy-dom
import { CART_ADD_ADDED, CART_ADD_DUPLICATE, CART_ADD_MISSING_SKU, StorageKey } from '@storefront/contract/constants';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartCount, useCartSelectedTotal, useCartStore, type CartItemInput } from './cart-store.ts';

const phone = (overrides: Partial<CartItemInput> = {}): CartItemInput => ({
  idx: 2,
  sku: { idx: 21, price: 154_399, discountPrice: 98_799, stock: 3 },
  title: 'Lumen Note 11',
  urlCover: '/uploads/phone-480.webp',
  shopIdx: 2,
  dimensions: ['Colour', 'Storage'],
  selectedValues: [
    { index: 0, label: 'Black', value: 'black' },
    { index: 1, label: '512GB', value: '512gb' },
  ],
  ...overrides,
});

const stored = () => JSON.parse(localStorage.getItem(StorageKey.cart) ?? 'null') as unknown;
const cart = () => useCartStore.getState();

beforeEach(() => {
  localStorage.clear();
  cart().reset();
});

describe('useCartStore', () => {
  it('persists every change under shop_cart as the plain list of items', () => {
    expect(cart().add(phone())).toBe(CART_ADD_ADDED);
    expect(stored()).toEqual(cart().items);
    expect(cart().items[0]).toMatchObject({ dimensionValue: '0_1', price: 98_799, quantity: 1, selected: true });

    cart().setQuantity(0, 2);
    cart().toggle(0);
    expect(stored()).toEqual([expect.objectContaining({ quantity: 2, selected: false })]);
  });

  it('answers the add codes and leaves storage alone when nothing is added', () => {
    cart().add(phone());
    const before = localStorage.getItem(StorageKey.cart);
    expect(cart().add(phone({ quantity: 2 }))).toBe(CART_ADD_DUPLICATE);
    expect(cart().add(phone({ idx: 3, sku: undefined }))).toBe(CART_ADD_MISSING_SKU);
    expect(localStorage.getItem(StorageKey.cart)).toBe(before);
    expect(cart().items).toHaveLength(1);
  });

  it('re-indexes on remove and keeps the storage in step', () => {
    cart().add(phone({ idx: 1 }));
    cart().add(phone({ idx: 2 }));
    cart().add(phone({ idx: 3 }));
    cart().remove(0);
    expect(cart().items.map((item) => [item.idx, item.index])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(stored()).toEqual(cart().items);
  });

  it('clamps the quantity to 1..stock', () => {
    cart().add(phone());
    cart().setQuantity(0, 99);
    expect(cart().items[0]!.quantity).toBe(3);
    cart().setQuantity(0, -1);
    expect(cart().items[0]!.quantity).toBe(1);
  });

  it('check-all selects or unselects every line', () => {
    cart().add(phone({ idx: 1 }));
    cart().add(phone({ idx: 2 }));
    cart().checkAll(false);
    expect(cart().items.map((item) => item.selected)).toEqual([false, false]);
    cart().checkAll(true);
    expect(cart().items.map((item) => item.selected)).toEqual([true, true]);
  });

  it('reset empties the cart and removes the stored key', () => {
    cart().add(phone());
    cart().reset();
    expect(cart().items).toEqual([]);
    expect(localStorage.getItem(StorageKey.cart)).toBeNull();
  });

  it('reads the stored cart back (a reload, or another tab)', () => {
    cart().add(phone());
    const saved = localStorage.getItem(StorageKey.cart)!;
    useCartStore.setState({ items: [] });
    localStorage.setItem(StorageKey.cart, saved);
    window.dispatchEvent(new StorageEvent('storage', { key: StorageKey.cart }));
    expect(cart().items).toEqual(JSON.parse(saved));
  });

  it("replace takes a whole cart (the server's, at sign-in), repaired, renumbered and persisted", () => {
    cart().add(phone({ idx: 1 }));
    const [line] = cart().items;
    cart().replace([{ ...line!, idx: 7, index: 4 }, { broken: true }, { ...line!, idx: 8, index: 9, quantity: 0 }]);
    expect(cart().items.map((item) => [item.idx, item.index, item.quantity])).toEqual([
      [7, 0, 1],
      [8, 1, 1],
    ]);
    expect(stored()).toEqual(cart().items);
    cart().replace([]);
    expect(cart().items).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it('survives broken storage contents', () => {
    localStorage.setItem(StorageKey.cart, '{not json');
    cart().hydrate();
    expect(cart().items).toEqual([]);
  });

  it('derives the count (sum of quantities) and the selected total for components', () => {
    const { result } = renderHook(() => ({ count: useCartCount(), total: useCartSelectedTotal() }));
    expect(result.current).toEqual({ count: 0, total: 0 });
    act(() => {
      cart().add(phone({ idx: 1, quantity: 2 }));
      cart().add(phone({ idx: 2, sku: { idx: 9, price: 1000 } }));
    });
    expect(result.current).toEqual({ count: 3, total: 98_799 * 2 + 1000 });
    act(() => cart().toggle(0));
    expect(result.current).toEqual({ count: 3, total: 1000 });
  });
});
