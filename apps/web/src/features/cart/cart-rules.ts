import type { CartItem as ContractCartItem } from '@storefront/contract';
import {
  CART_ADD_ADDED,
  CART_ADD_DUPLICATE,
  CART_ADD_MISSING_SKU,
  CART_QUANTITY_MIN,
} from '@storefront/contract/constants';

/** The sku a cart line was bought in (spec 3); `stock`, when known, caps the quantity. */
export interface CartSku {
  idx: number;
  price: number;
  discountPrice?: number | null;
  cost?: number;
  stock?: number;
}

/** A cart line (spec 3 "Cart item"); money in integer cents. */
export type CartItem = Omit<ContractCartItem, 'sku'> & { sku: CartSku };

export type SelectedValue = CartItem['selectedValues'][number];

/** What a caller hands to `add`: the product and its chosen sku; the cart fills in the rest. */
export interface CartItemInput {
  idx: number;
  sku?: CartSku | null;
  title: string;
  urlCover: string;
  warehouseIdx?: number;
  shopIdx?: number;
  dimensions: string[];
  selectedValues: SelectedValue[];
  quantity?: number;
  selected?: boolean;
}

export type CartAddCode = typeof CART_ADD_ADDED | typeof CART_ADD_DUPLICATE | typeof CART_ADD_MISSING_SKU;

/** The price a line is charged at: the discount price if present, else the price (spec 3). */
export function unitPrice(sku: CartSku): number {
  return sku.discountPrice ?? sku.price;
}

/** The selected value indexes joined by '_' (spec 3), the key that names a sku. */
export function dimensionValueOf(selectedValues: readonly SelectedValue[]): string {
  return selectedValues.map((value) => value.index).join('_');
}

/** A whole quantity of at least 1 and, when the stock is known, at most the stock. */
export function clampQuantity(quantity: number, stock?: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : CART_QUANTITY_MIN;
  // A sold-out sku (stock 0) still keeps the minimum rather than an impossible 0.
  const max = stock === undefined ? Number.POSITIVE_INFINITY : Math.max(stock, CART_QUANTITY_MIN);
  return Math.min(Math.max(whole, CART_QUANTITY_MIN), max);
}

/** Positions are part of the item (spec 3 `index`), so every change that moves items renumbers them. */
const reindex = (items: CartItem[]): CartItem[] =>
  items.map((item, index) => (item.index === index ? item : { ...item, index }));

/**
 * Adds a line (spec 4): 99 without a sku, 1 (and no change) when the same product in the same
 * sku is already there, else 0 with the line appended.
 */
export function addItem(items: CartItem[], input: CartItemInput): { items: CartItem[]; code: CartAddCode } {
  const sku = input.sku;
  if (!sku) return { items, code: CART_ADD_MISSING_SKU };
  if (items.some((item) => item.idx === input.idx && item.sku.idx === sku.idx)) {
    return { items, code: CART_ADD_DUPLICATE };
  }
  const item: CartItem = {
    idx: input.idx,
    sku: { ...sku },
    title: input.title,
    urlCover: input.urlCover,
    ...(input.warehouseIdx === undefined ? {} : { warehouseIdx: input.warehouseIdx }),
    ...(input.shopIdx === undefined ? {} : { shopIdx: input.shopIdx }),
    dimensions: [...input.dimensions],
    selectedValues: input.selectedValues.map((value) => ({ ...value })),
    dimensionValue: dimensionValueOf(input.selectedValues),
    quantity: clampQuantity(input.quantity ?? CART_QUANTITY_MIN, sku.stock),
    price: unitPrice(sku),
    selected: input.selected ?? true,
    index: items.length,
  };
  return { items: [...items, item], code: CART_ADD_ADDED };
}

/** Removes the line at `index`; the lines after it move up and are renumbered (spec 4). */
export function removeItem(items: CartItem[], index: number): CartItem[] {
  if (!items[index]) return items;
  return reindex(items.filter((_, position) => position !== index));
}

/** Sets a line's quantity, clamped to 1..stock; an unknown index or a non-number changes nothing. */
export function updateQuantity(items: CartItem[], index: number, quantity: number): CartItem[] {
  const item = items[index];
  if (!item || Number.isNaN(quantity)) return items;
  const next = clampQuantity(quantity, item.sku.stock);
  if (next === item.quantity) return items;
  return items.map((line, position) => (position === index ? { ...line, quantity: next } : line));
}

export function toggleItem(items: CartItem[], index: number): CartItem[] {
  if (!items[index]) return items;
  return items.map((line, position) => (position === index ? { ...line, selected: !line.selected } : line));
}

/** Check-all: sets `selected` on every line (spec 4). */
export function checkAllItems(items: CartItem[], selected: boolean): CartItem[] {
  return items.map((line) => (line.selected === selected ? line : { ...line, selected }));
}

/** The item count shown on the cart tab: the sum of quantities. */
export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

/** Σ price × quantity of the selected lines, in integer cents. */
export function selectedTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => (item.selected ? sum + item.price * item.quantity : sum), 0);
}

/**
 * The purchase amount shown with the config fake flag (spec 6): Σ sku cost × quantity of the
 * selected lines, in integer cents. A line whose cost is unknown (added while the flag was
 * off, when the server keeps costs private) counts as 0.
 */
export function purchaseAmount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => (item.selected ? sum + (item.sku.cost ?? 0) * item.quantity : sum), 0);
}

/** The expected profit shown with the fake flag (spec 6): the selected total minus the purchase amount. */
export function expectedProfit(items: readonly CartItem[]): number {
  return selectedTotal(items) - purchaseAmount(items);
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isCartItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isRecord(value.sku)) return false;
  return (
    isCount(value.idx) &&
    isCount(value.sku.idx) &&
    isCount(value.sku.price) &&
    typeof value.title === 'string' &&
    typeof value.urlCover === 'string' &&
    Array.isArray(value.dimensions) &&
    Array.isArray(value.selectedValues) &&
    isCount(value.quantity) &&
    isCount(value.price)
  );
}

/**
 * The cart as read back from storage: anything malformed (an old format, a hand edit) is
 * dropped rather than crashing the page, and positions and quantities are made valid again.
 */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  const items = value.filter(isCartItem).map((item) => ({
    ...item,
    dimensionValue:
      typeof item.dimensionValue === 'string' ? item.dimensionValue : dimensionValueOf(item.selectedValues),
    quantity: clampQuantity(item.quantity, item.sku.stock),
    selected: item.selected !== false,
  }));
  return reindex(items);
}
