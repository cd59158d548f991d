import type { CartItem } from '@storefront/contract';

/** A selected cart line for the checkout's tests; money in integer cents. */
export function cartLine(overrides: Partial<CartItem> & Pick<CartItem, 'idx'>): CartItem {
  const sku = overrides.sku ?? { idx: overrides.idx * 10 + 1, price: 1_000, discountPrice: null };
  return {
    title: `Product ${overrides.idx}`,
    urlCover: `/uploads/goods-${overrides.idx}-480.webp`,
    dimensions: ['Colour'],
    selectedValues: [{ index: 0, label: 'Red', value: 'red' }],
    dimensionValue: '0',
    quantity: 1,
    price: sku.discountPrice ?? sku.price,
    selected: true,
    index: 0,
    ...overrides,
    sku,
  };
}

/** Numbers the lines' positions as the cart store does. */
export const indexed = (lines: CartItem[]): CartItem[] => lines.map((line, index) => ({ ...line, index }));
