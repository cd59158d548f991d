import type { PricedLine, UnavailableReason } from '@storefront/contract';
import type { CartItem } from './cart-rules.ts';

/*
 * The stored cart (shop_cart, cart/save) is only the shopper's choice of goods, skus and
 * quantities: anyone can edit it. Every price, total and availability shown comes from the
 * server's cart/price, laid over the lines here.
 */

/** A line's product and sku: what cart/price answers per line. */
export const lineKey = (goodsIdx: number, skuIdx: number): string => `${goodsIdx}:${skuIdx}`;
const keyOf = (item: CartItem) => lineKey(item.idx, item.sku.idx);

/** The cart/price lines (contract checkoutLineSchema) of cart lines. */
export function priceRequestLines(items: readonly CartItem[]) {
  return items.map((item) => ({ goodsIdx: item.idx, skuIdx: item.sku.idx, quantity: item.quantity }));
}

export interface PricedCart {
  /** The lines with the server's prices, discount, stock and shop in place of the stored ones. */
  items: CartItem[];
  /** Keys (lineKey) of lines the server says can no longer be bought. */
  unavailable: ReadonlySet<string>;
  /** Why, by the same keys. */
  reasons: ReadonlyMap<string, UnavailableReason>;
  /** True when every line has the server's figures; until then no total is shown. */
  ready: boolean;
}

/** One line with the server's figures; the same object when they are already its own. */
function withFigures(item: CartItem, line: PricedLine): CartItem {
  const same =
    item.price === line.price &&
    item.sku.price === line.listPrice &&
    (item.sku.discountPrice ?? null) === line.discountPrice &&
    item.sku.stock === line.stock &&
    (line.shopIdx === null || item.shopIdx === line.shopIdx) &&
    (line.title === undefined || item.title === line.title);
  if (same) return item;
  return {
    ...item,
    ...(line.shopIdx === null ? {} : { shopIdx: line.shopIdx }),
    // The product's title in the shopper's language where it has one (issue 20).
    ...(line.title === undefined ? {} : { title: line.title }),
    price: line.price,
    sku: { ...item.sku, price: line.listPrice, discountPrice: line.discountPrice, stock: line.stock },
  };
}

/** Lays the server's figures over the cart lines; a line it has not priced yet leaves `ready` false. */
export function applyPrices(items: readonly CartItem[], priced: readonly PricedLine[] | undefined): PricedCart {
  const byKey = new Map((priced ?? []).map((line) => [lineKey(line.goodsIdx, line.skuIdx), line]));
  const unavailable = new Set<string>();
  const reasons = new Map<string, UnavailableReason>();
  let ready = true;
  const next = items.map((item) => {
    const line = byKey.get(keyOf(item));
    if (!line) {
      ready = false;
      return item;
    }
    if (!line.available) {
      unavailable.add(keyOf(item));
      reasons.set(keyOf(item), line.unavailableReason ?? 'gone');
    }
    return withFigures(item, line);
  });
  return { items: next, unavailable, reasons, ready };
}

/** The same array when no line changed, so storing it again is skipped. */
export function repricedItems(items: CartItem[], priced: readonly PricedLine[]): CartItem[] {
  const next = applyPrices(items, priced).items;
  return next.every((item, position) => item === items[position]) ? items : next;
}

export const isUnavailable = (cart: PricedCart, item: CartItem): boolean => cart.unavailable.has(keyOf(item));
/** Why the server says a line cannot be bought, or null. */
export const unavailableReason = (cart: PricedCart, item: CartItem): UnavailableReason | null =>
  cart.reasons.get(keyOf(item)) ?? null;

/** Σ price × quantity of the selected lines that can still be bought, in integer cents. */
export function pricedTotal(cart: PricedCart): number {
  return cart.items.reduce(
    (sum, item) => (item.selected && !isUnavailable(cart, item) ? sum + item.price * item.quantity : sum),
    0,
  );
}
