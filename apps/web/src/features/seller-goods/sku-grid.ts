import { GOODS_DIMENSION_VALUES_MAX, GOODS_DIMENSIONS_MAX } from '@storefront/contract';

/** A dimension of a product (Colour, Size): its name and its values, in order. */
export interface GoodsDim {
  name: string;
  values: string[];
}

/** One row of the SKU grid as the form edits it: money in dollars and stock as typed. */
export interface SkuRow {
  /** The saved SKU's idx, kept so carts and orders still point at it. */
  idx?: number;
  /** One value per dimension, in the dimensions' order. */
  values: string[];
  price: string;
  discountPrice: string;
  stock: string;
  skuCode: string;
}

export const MAX_DIMS = GOODS_DIMENSIONS_MAX;
export const MAX_DIM_VALUES = GOODS_DIMENSION_VALUES_MAX;

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/** Every combination of the dimensions' values, the first dimension varying slowest. */
export function combinations(dims: readonly GoodsDim[]): string[][] {
  const used = dims.filter((dim) => dim.values.length > 0);
  return used.reduce<string[][]>(
    (rows, dim) => rows.flatMap((row) => dim.values.map((value) => [...row, value])),
    [[]],
  );
}

export const emptySkuRow = (values: string[]): SkuRow => ({
  values,
  price: '',
  discountPrice: '',
  stock: '',
  skuCode: '',
});

/**
 * The SKU grid for the dimensions: one row per combination (one row of no values when there are
 * none). A combination already in `previous` keeps what was typed for it, so adding a size does
 * not wipe the prices of the others.
 */
export function generateSkuGrid(dims: readonly GoodsDim[], previous: readonly SkuRow[]): SkuRow[] {
  const known = new Map(previous.map((row) => [keyOf(row.values), row]));
  return combinations(dims).map((values) => known.get(keyOf(values)) ?? emptySkuRow(values));
}

/** Sets one field of every row ("apply to all"). */
export function applyToAll(rows: readonly SkuRow[], field: 'price' | 'stock', value: string): SkuRow[] {
  return rows.map((row) => ({ ...row, [field]: value }));
}
