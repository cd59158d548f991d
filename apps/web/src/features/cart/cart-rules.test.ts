import {
  CART_ADD_ADDED,
  CART_ADD_DUPLICATE,
  CART_ADD_MISSING_SKU,
  CART_QUANTITY_MIN,
} from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartCount,
  checkAllItems,
  clampQuantity,
  expectedProfit,
  parseStoredCart,
  purchaseAmount,
  removeItem,
  selectedTotal,
  toggleItem,
  unitPrice,
  updateQuantity,
  type CartItem,
  type CartItemInput,
} from './cart-rules.ts';

function shirt(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return {
    idx: 10,
    sku: { idx: 101, price: 2999, discountPrice: 1999, cost: 1200, stock: 5 },
    title: 'Linen shirt',
    urlCover: '/uploads/shirt-480.webp',
    shopIdx: 3,
    dimensions: ['Colour', 'Size'],
    selectedValues: [
      { index: 1, label: 'Navy', value: 'navy' },
      { index: 2, label: 'L', value: 'l' },
    ],
    ...overrides,
  };
}

/** Builds a cart by adding each input in turn, failing loudly if one is not added. */
function cartOf(...inputs: CartItemInput[]): CartItem[] {
  return inputs.reduce<CartItem[]>((items, input) => {
    const result = addItem(items, input);
    expect(result.code).toBe(CART_ADD_ADDED);
    return result.items;
  }, []);
}

describe('addItem', () => {
  it('adds a line with the spec defaults: quantity 1, selected, price = discount price, index = position', () => {
    const { items, code } = addItem([], shirt());
    expect(code).toBe(CART_ADD_ADDED);
    expect(items).toEqual([
      {
        idx: 10,
        sku: { idx: 101, price: 2999, discountPrice: 1999, cost: 1200, stock: 5 },
        title: 'Linen shirt',
        urlCover: '/uploads/shirt-480.webp',
        shopIdx: 3,
        dimensions: ['Colour', 'Size'],
        selectedValues: [
          { index: 1, label: 'Navy', value: 'navy' },
          { index: 2, label: 'L', value: 'l' },
        ],
        dimensionValue: '1_2',
        quantity: 1,
        price: 1999,
        selected: true,
        index: 0,
      },
    ]);
  });

  it('charges the price when the sku has no discount price', () => {
    const { items } = addItem([], shirt({ sku: { idx: 101, price: 2999, discountPrice: null } }));
    expect(items[0]!.price).toBe(2999);
    expect(addItem([], shirt({ sku: { idx: 101, price: 2999 } })).items[0]!.price).toBe(2999);
  });

  it('joins the selected indexes with an underscore, and gives an empty value without dimensions', () => {
    expect(addItem([], shirt()).items[0]!.dimensionValue).toBe('1_2');
    const plain = addItem([], shirt({ dimensions: [], selectedValues: [] })).items[0]!;
    expect(plain.dimensionValue).toBe('');
  });

  it('answers 99 and changes nothing when no sku is given', () => {
    const before = cartOf(shirt());
    for (const sku of [undefined, null]) {
      const { items, code } = addItem(before, shirt({ idx: 11, sku }));
      expect(code).toBe(CART_ADD_MISSING_SKU);
      expect(items).toBe(before);
    }
  });

  it('answers 1 and changes nothing when the same product in the same sku is already there', () => {
    const before = cartOf(shirt());
    const { items, code } = addItem(before, shirt({ quantity: 3 }));
    expect(code).toBe(CART_ADD_DUPLICATE);
    expect(items).toBe(before);
    expect(items[0]!.quantity).toBe(1);
  });

  it('adds the same product in another sku, and another product with the same sku idx', () => {
    const otherSku = addItem(cartOf(shirt()), shirt({ sku: { idx: 102, price: 2999 } }));
    expect(otherSku.code).toBe(CART_ADD_ADDED);
    expect(otherSku.items.map((item) => item.index)).toEqual([0, 1]);
    const otherGoods = addItem(cartOf(shirt()), shirt({ idx: 99 }));
    expect(otherGoods.code).toBe(CART_ADD_ADDED);
  });

  it('keeps a given quantity within 1..stock and honours selected: false', () => {
    expect(addItem([], shirt({ quantity: 3 })).items[0]!.quantity).toBe(3);
    expect(addItem([], shirt({ quantity: 50 })).items[0]!.quantity).toBe(5);
    expect(addItem([], shirt({ quantity: 0 })).items[0]!.quantity).toBe(CART_QUANTITY_MIN);
    expect(addItem([], shirt({ selected: false })).items[0]!.selected).toBe(false);
  });

  it('copies the input so later changes to it do not leak into the cart', () => {
    const input = shirt();
    const { items } = addItem([], input);
    input.selectedValues[0]!.label = 'changed';
    input.sku!.price = 1;
    expect(items[0]!.selectedValues[0]!.label).toBe('Navy');
    expect(items[0]!.sku.price).toBe(2999);
  });
});

describe('removeItem', () => {
  it('removes the line and re-indexes the lines after it', () => {
    const items = cartOf(shirt({ idx: 1 }), shirt({ idx: 2 }), shirt({ idx: 3 }), shirt({ idx: 4 }));
    const next = removeItem(items, 1);
    expect(next.map((item) => [item.idx, item.index])).toEqual([
      [1, 0],
      [3, 1],
      [4, 2],
    ]);
    // The line before the removed one is untouched.
    expect(next[0]).toBe(items[0]);
  });

  it('ignores an index outside the cart', () => {
    const items = cartOf(shirt());
    expect(removeItem(items, 5)).toBe(items);
    expect(removeItem(items, -1)).toBe(items);
  });
});

describe('quantity', () => {
  it('clamps to the minimum of 1 and to the sku stock when known', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.POSITIVE_INFINITY)).toBe(1);
    expect(clampQuantity(1000)).toBe(1000);
    expect(clampQuantity(1000, 12)).toBe(12);
    // A sold-out sku still keeps the minimum of 1 rather than an impossible 0.
    expect(clampQuantity(3, 0)).toBe(1);
  });

  it('sets a line quantity within 1..stock and leaves the other lines alone', () => {
    const items = cartOf(shirt({ idx: 1 }), shirt({ idx: 2, sku: { idx: 7, price: 500 } }));
    expect(updateQuantity(items, 0, 4)[0]!.quantity).toBe(4);
    expect(updateQuantity(items, 0, 40)[0]!.quantity).toBe(5);
    expect(updateQuantity(items, 0, 0)[0]!.quantity).toBe(1);
    expect(updateQuantity(items, 1, 40)[1]!.quantity).toBe(40);
    expect(updateQuantity(items, 0, 4)[1]).toBe(items[1]);
  });

  it('changes nothing for an unknown index, a non-number, or the same quantity', () => {
    const items = cartOf(shirt());
    expect(updateQuantity(items, 3, 2)).toBe(items);
    expect(updateQuantity(items, 0, Number.NaN)).toBe(items);
    expect(updateQuantity(items, 0, 1)).toBe(items);
  });
});

describe('selection', () => {
  it('toggles one line', () => {
    const items = cartOf(shirt({ idx: 1 }), shirt({ idx: 2 }));
    const once = toggleItem(items, 1);
    expect(once.map((item) => item.selected)).toEqual([true, false]);
    expect(toggleItem(once, 1).map((item) => item.selected)).toEqual([true, true]);
    expect(toggleItem(items, 9)).toBe(items);
  });

  it('check-all sets selected on every line', () => {
    const items = toggleItem(cartOf(shirt({ idx: 1 }), shirt({ idx: 2 }), shirt({ idx: 3 })), 0);
    expect(checkAllItems(items, true).every((item) => item.selected)).toBe(true);
    expect(checkAllItems(items, false).every((item) => !item.selected)).toBe(true);
  });
});

describe('derived values', () => {
  it('counts the sum of quantities', () => {
    let items = cartOf(shirt({ idx: 1 }), shirt({ idx: 2 }));
    items = updateQuantity(items, 1, 3);
    expect(cartCount(items)).toBe(4);
    expect(cartCount([])).toBe(0);
  });

  it('totals price × quantity of the selected lines only, in integer cents', () => {
    let items = cartOf(
      shirt({ idx: 1, sku: { idx: 1, price: 1999, discountPrice: 1499 } }),
      shirt({ idx: 2, sku: { idx: 2, price: 333 } }),
      shirt({ idx: 3, sku: { idx: 3, price: 10_000 } }),
    );
    items = updateQuantity(items, 1, 3);
    items = toggleItem(items, 2);
    expect(selectedTotal(items)).toBe(1499 + 333 * 3);
    expect(Number.isInteger(selectedTotal(items))).toBe(true);
    expect(selectedTotal(checkAllItems(items, false))).toBe(0);
  });

  it('prices a sku at its discount price when present', () => {
    expect(unitPrice({ idx: 1, price: 1000, discountPrice: 800 })).toBe(800);
    expect(unitPrice({ idx: 1, price: 1000, discountPrice: null })).toBe(1000);
  });
});

describe('fake-flag figures (spec 6)', () => {
  it('purchase amount is Σ sku cost × quantity of the selected lines, profit the selected total minus it', () => {
    let items = cartOf(
      shirt({ idx: 1, sku: { idx: 1, price: 2999, discountPrice: 1999, cost: 1200 } }),
      shirt({ idx: 2, sku: { idx: 2, price: 450, cost: 275 } }),
      shirt({ idx: 3, sku: { idx: 3, price: 9900, cost: 6000 } }),
    );
    items = updateQuantity(items, 1, 4);
    items = toggleItem(items, 2);
    expect(purchaseAmount(items)).toBe(1200 + 275 * 4);
    expect(selectedTotal(items)).toBe(1999 + 450 * 4);
    expect(expectedProfit(items)).toBe(1999 + 450 * 4 - (1200 + 275 * 4));
    expect(Number.isInteger(purchaseAmount(items)) && Number.isInteger(expectedProfit(items))).toBe(true);
  });

  it('counts a line of unknown cost as 0, gives 0 for nothing selected, and lets a loss show', () => {
    const unknownCost = cartOf(shirt({ idx: 1, sku: { idx: 1, price: 1000 } }));
    expect(purchaseAmount(unknownCost)).toBe(0);
    expect(expectedProfit(unknownCost)).toBe(1000);
    expect(purchaseAmount(checkAllItems(cartOf(shirt()), false))).toBe(0);
    expect(expectedProfit(checkAllItems(cartOf(shirt()), false))).toBe(0);
    expect(expectedProfit(cartOf(shirt({ sku: { idx: 1, price: 500, discountPrice: 300, cost: 450 } })))).toBe(-150);
    expect(purchaseAmount([])).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('reads back what was stored', () => {
    const items = cartOf(shirt({ idx: 1 }), shirt({ idx: 2 }));
    expect(parseStoredCart(JSON.parse(JSON.stringify(items)))).toEqual(items);
  });

  it('drops malformed lines, then renumbers and repairs the rest', () => {
    const [first] = cartOf(shirt());
    const stored = [{ nope: true }, { ...first, index: 7, quantity: 0 }, 'junk', null];
    expect(parseStoredCart(stored)).toEqual([{ ...first, index: 0, quantity: 1 }]);
    expect(parseStoredCart('not an array')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it('selects a line stored without a selected flag (the spec default) and keeps its stock cap', () => {
    const [first] = cartOf(shirt());
    const { selected: _selected, ...unflagged } = first!;
    const [read] = parseStoredCart([{ ...unflagged, quantity: 99 }]);
    expect(read!.selected).toBe(true);
    expect(read!.quantity).toBe(5);
    expect(read!.sku.stock).toBe(5);
  });
});
