import { describe, expect, it } from 'vitest';
import {
  boughtPositions,
  dimensionLabel,
  goodsWithoutShop,
  groupByShop,
  linesProblem,
  orderLinesOf,
  selectedLines,
  totalsOf,
} from './checkout-lines.ts';
import { cartLine, indexed } from './checkout-data.test-helpers.ts';

describe('groupByShop', () => {
  it('groups lines by shop in the order the shops first appear, with subtotals in cents', () => {
    const lines = indexed([
      cartLine({ idx: 1, shopIdx: 7, price: 1_999, quantity: 2 }),
      cartLine({ idx: 2, shopIdx: 3, price: 50_000 }),
      cartLine({ idx: 3, shopIdx: 7, price: 1, quantity: 3 }),
    ]);
    const groups = groupByShop(lines, new Map());
    expect(groups.map((group) => group.key)).toEqual(['shop-7', 'shop-3']);
    expect(groups[0]).toMatchObject({ shopIdx: 7, count: 5, subtotal: 1_999 * 2 + 3 });
    expect(groups[0]!.lines.map((line) => line.idx)).toEqual([1, 3]);
    expect(groups[1]).toMatchObject({ shopIdx: 3, count: 1, subtotal: 50_000 });
    expect(totalsOf(groups)).toEqual({ count: 6, total: 1_999 * 2 + 3 + 50_000 });
  });

  it("places a line without shopIdx under the shop goods/detail named, else in a last 'other' group", () => {
    const lines = indexed([
      cartLine({ idx: 1 }),
      cartLine({ idx: 2, shopIdx: 4 }),
      cartLine({ idx: 3 }),
      cartLine({ idx: 5, shopIdx: 9 }),
    ]);
    expect(goodsWithoutShop(lines)).toEqual([1, 3]);
    const groups = groupByShop(lines, new Map([[3, 9]]));
    expect(groups.map((group) => [group.key, group.lines.map((line) => line.idx)])).toEqual([
      ['shop-4', [2]],
      ['shop-9', [3, 5]],
      ['other', [1]],
    ]);
    expect(groups[2]!.shopIdx).toBeNull();
  });

  it('asks goods/detail once per product even when two skus of it lack a shop', () => {
    const lines = indexed([cartLine({ idx: 4 }), cartLine({ idx: 4, sku: { idx: 99, price: 5 } })]);
    expect(goodsWithoutShop(lines)).toEqual([4]);
  });
});

describe('the checkout lines', () => {
  it('are the selected cart lines, sent to order/place as goods, sku and quantity', () => {
    const items = indexed([
      cartLine({ idx: 1, quantity: 2 }),
      cartLine({ idx: 2, selected: false }),
      cartLine({ idx: 3, sku: { idx: 77, price: 10, discountPrice: 8 } }),
    ]);
    const lines = selectedLines(items);
    expect(lines.map((line) => line.idx)).toEqual([1, 3]);
    expect(orderLinesOf(lines)).toEqual([
      { goodsIdx: 1, skuIdx: 11, quantity: 2 },
      { goodsIdx: 3, skuIdx: 77, quantity: 1 },
    ]);
  });

  it('refuse more lines or more of one line than one order/place takes', () => {
    expect(linesProblem(indexed([cartLine({ idx: 1, quantity: 999 })]))).toBeNull();
    expect(linesProblem(indexed([cartLine({ idx: 1, quantity: 1000 })]))).toBe('tooManyOfOne');
    const many = indexed(Array.from({ length: 51 }, (_, n) => cartLine({ idx: n + 1 })));
    expect(linesProblem(many.slice(0, 50))).toBeNull();
    expect(linesProblem(many)).toBe('tooManyLines');
  });

  it('name the chosen options, or nothing for a product without options', () => {
    const line = cartLine({
      idx: 1,
      dimensions: ['Colour', 'Size'],
      selectedValues: [
        { index: 1, label: 'Blue', value: 'blue' },
        { index: 0, label: 'XL', value: 'xl' },
      ],
    });
    expect(dimensionLabel(line)).toBe('Colour: Blue / Size: XL');
    // A line saved without its dimension names still shows the values.
    expect(dimensionLabel({ ...line, dimensions: [] })).toBe('Blue / XL');
    expect(dimensionLabel(cartLine({ idx: 2, dimensions: [], selectedValues: [] }))).toBe('');
  });
});

describe('boughtPositions', () => {
  it('finds the bought product-and-sku lines, highest position first', () => {
    const items = indexed([
      cartLine({ idx: 1 }),
      cartLine({ idx: 2 }),
      cartLine({ idx: 1, sku: { idx: 55, price: 1 } }),
      cartLine({ idx: 3 }),
    ]);
    const bought = [
      { goodsIdx: 1, skuIdx: 11, quantity: 1 },
      { goodsIdx: 3, skuIdx: 31, quantity: 1 },
      { goodsIdx: 9, skuIdx: 91, quantity: 1 },
    ];
    expect(boughtPositions(items, bought)).toEqual([3, 0]);
  });
});
