import type { GoodsDimension, GoodsSku } from './goods-detail-types.ts';

/** The chosen value index per dimension, in dimension order; null while not chosen. */
export type Choices = readonly (number | null)[];

/** A sku's value index per dimension ('' is the one sku of a product without dimensions). */
export function skuIndexes(sku: GoodsSku): number[] {
  return sku.dimensionValue === '' ? [] : sku.dimensionValue.split('_').map(Number);
}

/** The chosen indexes joined by '_' (spec 3), or null while a dimension has no choice. */
export function dimensionValueOf(choices: Choices, dimensionCount: number): string | null {
  const picked: number[] = [];
  for (let dimension = 0; dimension < dimensionCount; dimension++) {
    const choice = choices[dimension];
    if (choice === null || choice === undefined) return null;
    picked.push(choice);
  }
  return picked.join('_');
}

export function findSku(skus: readonly GoodsSku[], dimensionValue: string | null): GoodsSku | undefined {
  if (dimensionValue === null) return undefined;
  return skus.find((sku) => sku.dimensionValue === dimensionValue);
}

/** The first dimension without a choice, or -1 when every dimension has one. */
export function firstMissingDimension(dimensionCount: number, choices: Choices): number {
  for (let dimension = 0; dimension < dimensionCount; dimension++) {
    const choice = choices[dimension];
    if (choice === null || choice === undefined) return dimension;
  }
  return -1;
}

/**
 * Whether a value cannot be bought given the other choices: every sku with that value (and the
 * values already chosen in the other dimensions) has stock 0, or there is no such sku at all.
 * Unchosen dimensions match anything, so a size is only greyed out when no colour has it.
 */
export function isValueDisabled(
  skus: readonly GoodsSku[],
  choices: Choices,
  dimension: number,
  value: number,
): boolean {
  return !skus.some((sku) => {
    if (sku.stock <= 0) return false;
    const indexes = skuIndexes(sku);
    if (indexes[dimension] !== value) return false;
    return indexes.every((index, other) => {
      const choice = choices[other];
      return other === dimension || choice === null || choice === undefined || choice === index;
    });
  });
}

/** Starting choices: a dimension with a single buyable value has it chosen already. */
export function initialChoices(dimensions: readonly GoodsDimension[], skus: readonly GoodsSku[]): (number | null)[] {
  const empty = dimensions.map(() => null);
  return dimensions.map((dimension, index) =>
    dimension.values.length === 1 && !isValueDisabled(skus, empty, index, 0) ? 0 : null,
  );
}

/** The selected values of a choice for the cart line (spec 3): index, label and value. */
export function selectedValuesOf(dimensions: readonly GoodsDimension[], choices: Choices) {
  return dimensions.flatMap((dimension, index) => {
    const choice = choices[index];
    const value = choice === null || choice === undefined ? undefined : dimension.values[choice];
    return value ? [{ index: choice!, label: value.label, value: value.value }] : [];
  });
}

export interface PriceRange {
  min: number;
  max: number;
}

/** The lowest and highest of a sku field over the skus, or null when no sku has it. */
export function skuPriceRange(skus: readonly GoodsSku[], pick: (sku: GoodsSku) => number | null): PriceRange | null {
  const values = skus.map(pick).filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}
