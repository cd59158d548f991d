import { CART_MAX_LINES, type CartItem } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { lineKey, mergeCartItems, normalizeCart } from './cart-merge.ts';

const line = (idx: number, skuIdx: number, quantity = 1, extra: Partial<CartItem> = {}): CartItem => ({
  idx,
  sku: { idx: skuIdx, price: 1000 + skuIdx },
  title: `Goods ${idx}`,
  urlCover: `/uploads/g${idx}-480.webp`,
  dimensions: [],
  selectedValues: [],
  dimensionValue: '',
  quantity,
  price: 1000 + skuIdx,
  selected: true,
  index: 0,
  ...extra,
});
const keys = (items: CartItem[]) => items.map((item) => [lineKey(item), item.quantity, item.index]);

describe('mergeCartItems', () => {
  it('keeps the stored lines first, then appends the device lines it did not have, renumbered', () => {
    const merged = mergeCartItems([line(1, 10), line(2, 20)], [line(3, 30), line(4, 40)]);
    expect(keys(merged)).toEqual([
      ['1:10', 1, 0],
      ['2:20', 1, 1],
      ['3:30', 1, 2],
      ['4:40', 1, 3],
    ]);
  });

  it('keys lines by goods idx and sku idx: another sku of the same goods is another line', () => {
    const merged = mergeCartItems([line(1, 10)], [line(1, 11), line(2, 10)]);
    expect(keys(merged)).toEqual([
      ['1:10', 1, 0],
      ['1:11', 1, 1],
      ['2:10', 1, 2],
    ]);
  });

  it('keeps the larger quantity of a line present in both, never the sum', () => {
    expect(keys(mergeCartItems([line(1, 10, 2)], [line(1, 10, 5)]))).toEqual([['1:10', 5, 0]]);
    expect(keys(mergeCartItems([line(1, 10, 5)], [line(1, 10, 2)]))).toEqual([['1:10', 5, 0]]);
    // The stored line's other fields (here: unselected) stay.
    const [kept] = mergeCartItems([line(1, 10, 1, { selected: false })], [line(1, 10, 3)]);
    expect(kept).toMatchObject({ selected: false, quantity: 3 });
  });

  it('is idempotent: merging the same device cart again changes nothing', () => {
    const device = [line(1, 10, 3), line(5, 50)];
    const once = mergeCartItems([line(1, 10, 2), line(2, 20)], device);
    expect(mergeCartItems(once, device)).toEqual(once);
    expect(mergeCartItems(mergeCartItems(once, device), device)).toEqual(once);
  });

  it('keeps one line per product and sku when the device repeats one', () => {
    expect(keys(normalizeCart([line(1, 10, 2), line(2, 20), line(1, 10, 4)]))).toEqual([
      ['1:10', 4, 0],
      ['2:20', 1, 1],
    ]);
  });

  it(`caps the cart at ${CART_MAX_LINES} lines, the stored ones first`, () => {
    const stored = Array.from({ length: 150 }, (_, i) => line(i + 1, 1));
    const device = Array.from({ length: 100 }, (_, i) => line(1000 + i, 1));
    const merged = mergeCartItems(stored, device);
    expect(merged).toHaveLength(CART_MAX_LINES);
    expect(merged.slice(0, 150).map((item) => item.idx)).toEqual(stored.map((item) => item.idx));
    expect(merged.at(-1)).toMatchObject({ idx: 1049, index: CART_MAX_LINES - 1 });
  });

  it('does not change the carts it is given', () => {
    const stored = [line(1, 10, 1, { index: 4 })];
    const device = [line(1, 10, 3)];
    mergeCartItems(stored, device);
    expect(stored[0]).toMatchObject({ quantity: 1, index: 4 });
    expect(device[0]).toMatchObject({ quantity: 3, index: 0 });
  });
});
