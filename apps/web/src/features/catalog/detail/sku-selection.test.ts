import { describe, expect, it } from 'vitest';
import type { GoodsDimension, GoodsSku } from './goods-detail-types.ts';
import {
  dimensionValueOf,
  findSku,
  firstMissingDimension,
  initialChoices,
  isValueDisabled,
  selectedValuesOf,
  skuPriceRange,
} from './sku-selection.ts';

const dimensions: GoodsDimension[] = [
  {
    name: 'Colour',
    values: [
      { label: 'Silver', value: 'silver' },
      { label: 'White', value: 'white' },
    ],
  },
  {
    name: 'Plug',
    values: [
      { label: 'UK Plug', value: 'uk-plug' },
      { label: 'US Plug', value: 'us-plug' },
      { label: 'EU Plug', value: 'eu-plug' },
    ],
  },
];

const sku = (dimensionValue: string, stock: number, price = 2799, discountPrice: number | null = null): GoodsSku => ({
  idx: Number(dimensionValue.replace('_', '')) + 1,
  dimensionValue,
  price,
  discountPrice,
  stock,
});

// White + US is sold out; EU exists only in silver, and is sold out there too; white + EU has no sku.
const skus = [sku('0_0', 5), sku('0_1', 4, 2999, 2499), sku('0_2', 0), sku('1_0', 2), sku('1_1', 0)];

describe('dimensionValueOf', () => {
  it('joins the chosen indexes with an underscore in dimension order', () => {
    expect(dimensionValueOf([1, 0], 2)).toBe('1_0');
    expect(dimensionValueOf([0, 2], 2)).toBe('0_2');
  });

  it('is null while any dimension has no choice', () => {
    expect(dimensionValueOf([1, null], 2)).toBeNull();
    expect(dimensionValueOf([null, 0], 2)).toBeNull();
    expect(dimensionValueOf([1], 2)).toBeNull();
  });

  it('is the empty value for a product without dimensions', () => {
    expect(dimensionValueOf([], 0)).toBe('');
  });
});

describe('findSku', () => {
  it('finds the sku of a full choice', () => {
    expect(findSku(skus, '0_1')).toMatchObject({ price: 2999, discountPrice: 2499, stock: 4 });
  });

  it('finds nothing for an incomplete choice or a combination without a sku', () => {
    expect(findSku(skus, null)).toBeUndefined();
    expect(findSku(skus, '1_2')).toBeUndefined();
  });

  it('finds the single sku of a product without dimensions', () => {
    expect(findSku([sku('', 3)], dimensionValueOf([], 0))).toMatchObject({ stock: 3 });
  });
});

describe('firstMissingDimension', () => {
  it('names the first dimension without a choice', () => {
    expect(firstMissingDimension(2, [null, null])).toBe(0);
    expect(firstMissingDimension(2, [1, null])).toBe(1);
    expect(firstMissingDimension(2, [1])).toBe(1);
    expect(firstMissingDimension(2, [1, 0])).toBe(-1);
    expect(firstMissingDimension(0, [])).toBe(-1);
  });
});

describe('isValueDisabled', () => {
  it('disables a value whose every matching sku is sold out', () => {
    // EU plug: the only sku (silver) has stock 0.
    expect(isValueDisabled(skus, [null, null], 1, 2)).toBe(true);
    expect(isValueDisabled(skus, [null, null], 1, 1)).toBe(false);
  });

  it('takes the other chosen dimensions into account', () => {
    // With white chosen, US (sold out in white) and EU (no white sku) are disabled, UK is not.
    expect(isValueDisabled(skus, [1, null], 1, 0)).toBe(false);
    expect(isValueDisabled(skus, [1, null], 1, 1)).toBe(true);
    expect(isValueDisabled(skus, [1, null], 1, 2)).toBe(true);
    // With US chosen, white is disabled and silver is not.
    expect(isValueDisabled(skus, [null, 1], 0, 1)).toBe(true);
    expect(isValueDisabled(skus, [null, 1], 0, 0)).toBe(false);
  });

  it('ignores the value already chosen in the same dimension', () => {
    expect(isValueDisabled(skus, [1, 1], 1, 0)).toBe(false);
  });

  it('disables everything when no sku has stock', () => {
    const soldOut = [sku('0_0', 0), sku('1_0', 0)];
    expect(isValueDisabled(soldOut, [null, null], 0, 0)).toBe(true);
    expect(isValueDisabled(soldOut, [null, null], 1, 0)).toBe(true);
  });
});

describe('initialChoices', () => {
  it('chooses a dimension with one buyable value and leaves the others open', () => {
    const single: GoodsDimension[] = [{ name: 'Colour', values: [{ label: 'Black', value: 'black' }] }, dimensions[1]!];
    expect(initialChoices(single, [sku('0_0', 1), sku('0_1', 1)])).toEqual([0, null]);
    expect(initialChoices(dimensions, skus)).toEqual([null, null]);
  });

  it('does not choose a single value that is sold out', () => {
    const single: GoodsDimension[] = [{ name: 'Colour', values: [{ label: 'Black', value: 'black' }] }];
    expect(initialChoices(single, [sku('0', 0)])).toEqual([null]);
  });
});

describe('selectedValuesOf', () => {
  it('lists index, label and value of each chosen dimension', () => {
    expect(selectedValuesOf(dimensions, [1, 0])).toEqual([
      { index: 1, label: 'White', value: 'white' },
      { index: 0, label: 'UK Plug', value: 'uk-plug' },
    ]);
    expect(selectedValuesOf(dimensions, [null, 2])).toEqual([{ index: 2, label: 'EU Plug', value: 'eu-plug' }]);
  });
});

describe('skuPriceRange', () => {
  it('gives the lowest and highest price, or null when no sku has one', () => {
    expect(skuPriceRange(skus, (s) => s.price)).toEqual({ min: 2799, max: 2999 });
    expect(skuPriceRange(skus, (s) => s.discountPrice)).toEqual({ min: 2499, max: 2499 });
    expect(skuPriceRange([sku('0', 1)], (s) => s.discountPrice)).toBeNull();
  });
});
