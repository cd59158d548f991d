import { CART_MAX_LINES, type CartItem } from '@storefront/contract';

/** A cart line is one product in one sku: the same pair on two devices is the same line. */
export const lineKey = (item: Pick<CartItem, 'idx' | 'sku'>): string => `${item.idx}:${item.sku.idx}`;

/**
 * Unions `incoming` into `stored`: the stored lines keep their order and the new ones follow.
 * A line present in both keeps the stored line with the larger quantity, never the sum, so a
 * device that merges twice (a retried sign-in, a reload) does not double anything. Positions
 * are renumbered and the cart is capped at CART_MAX_LINES, the stored lines first.
 */
export function mergeCartItems(stored: readonly CartItem[], incoming: readonly CartItem[]): CartItem[] {
  const lines = new Map<string, CartItem>();
  for (const item of [...stored, ...incoming]) {
    const key = lineKey(item);
    const existing = lines.get(key);
    if (!existing) lines.set(key, item);
    else if (item.quantity > existing.quantity) lines.set(key, { ...existing, quantity: item.quantity });
  }
  return [...lines.values()].slice(0, CART_MAX_LINES).map((item, index) => ({ ...item, index }));
}

/** A cart as it is stored: one line per product and sku, in order, positions renumbered. */
export const normalizeCart = (items: readonly CartItem[]): CartItem[] => mergeCartItems([], items);
