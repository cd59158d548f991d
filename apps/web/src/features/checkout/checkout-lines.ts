import type { CartItem } from '@storefront/contract';
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from '@storefront/contract/constants';

/** The key of the group for lines whose shop is unknown (no shopIdx, and goods/detail did not say). */
export const OTHER_GROUP = 'other';

/** The selected cart lines of one shop, with their subtotal in integer cents. */
export interface ShopGroup {
  key: string;
  shopIdx: number | null;
  lines: CartItem[];
  /** The sum of the lines' quantities. */
  count: number;
  subtotal: number;
}

/** What is bought at checkout: the selected lines, in cart order. */
export function selectedLines(items: readonly CartItem[]): CartItem[] {
  return items.filter((item) => item.selected);
}

/** The line's own shop, else the one goods/detail named for its product (old carts lack shopIdx). */
export function shopOfLine(line: CartItem, shopOfGoods: ReadonlyMap<number, number>): number | null {
  return line.shopIdx ?? shopOfGoods.get(line.idx) ?? null;
}

/**
 * Groups the lines by shop, in the order each shop first appears in the cart; the lines of an
 * unknown shop come last, in one "other" group. Money stays in integer cents.
 */
export function groupByShop(lines: readonly CartItem[], shopOfGoods: ReadonlyMap<number, number>): ShopGroup[] {
  const groups = new Map<string, ShopGroup>();
  for (const line of lines) {
    const shopIdx = shopOfLine(line, shopOfGoods);
    const key = shopIdx === null ? OTHER_GROUP : `shop-${shopIdx}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, shopIdx, lines: [], count: 0, subtotal: 0 };
      groups.set(key, group);
    }
    group.lines.push(line);
    group.count += line.quantity;
    group.subtotal += line.price * line.quantity;
  }
  const ordered = [...groups.values()];
  return [...ordered.filter((group) => group.shopIdx !== null), ...ordered.filter((group) => group.shopIdx === null)];
}

/** Products whose shop must be asked of goods/detail, each once. */
export function goodsWithoutShop(lines: readonly CartItem[]): number[] {
  return [...new Set(lines.filter((line) => line.shopIdx === undefined).map((line) => line.idx))];
}

export interface CheckoutTotals {
  count: number;
  total: number;
}

export function totalsOf(groups: readonly ShopGroup[]): CheckoutTotals {
  return groups.reduce((sum, group) => ({ count: sum.count + group.count, total: sum.total + group.subtotal }), {
    count: 0,
    total: 0,
  });
}

/** The order/place lines (contract checkoutLineSchema) of the selected cart lines. */
export function orderLinesOf(lines: readonly CartItem[]) {
  return lines.map((line) => ({ goodsIdx: line.idx, skuIdx: line.sku.idx, quantity: line.quantity }));
}

export type OrderLine = ReturnType<typeof orderLinesOf>[number];

/** Why these lines cannot go into one order/place call (the contract's limits), if they cannot. */
export function linesProblem(lines: readonly CartItem[]): 'tooManyLines' | 'tooManyOfOne' | null {
  if (lines.length > CHECKOUT_MAX_LINES) return 'tooManyLines';
  if (lines.some((line) => line.quantity > CHECKOUT_MAX_QUANTITY)) return 'tooManyOfOne';
  return null;
}

/**
 * The cart positions of the bought lines (same product and sku), highest first, so removing
 * them one by one never shifts a position still to be removed.
 */
export function boughtPositions(items: readonly CartItem[], bought: readonly OrderLine[]): number[] {
  const keys = new Set(bought.map((line) => `${line.goodsIdx}:${line.skuIdx}`));
  return items
    .filter((item) => keys.has(`${item.idx}:${item.sku.idx}`))
    .map((item) => item.index)
    .sort((a, b) => b - a);
}

/** The line's chosen options as one label ("Colour: Red / Size: XL"), or '' for a product without options. */
export function dimensionLabel(line: CartItem): string {
  return line.selectedValues
    .map((value, position) => {
      const dimension = line.dimensions[position];
      return dimension ? `${dimension}: ${value.label}` : value.label;
    })
    .join(' / ');
}
