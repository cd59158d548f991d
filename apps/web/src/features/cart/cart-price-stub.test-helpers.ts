import type { CartPriceData } from '@storefront/contract';
import { useCartStore } from './cart-store.ts';

/**
 * For component tests (not a test file): cart/price as a catalog whose prices are the ones the
 * cart in the store holds, so a test that is not about pricing sees its own figures.
 */
export function priceAsStored(body: Record<string, unknown>): { code: number; data: CartPriceData } {
  const lines = body.lines as { goodsIdx: number; skuIdx: number; quantity: number }[];
  const items = useCartStore.getState().items;
  const priced = lines.map((line) => {
    const item = items.find((i) => i.idx === line.goodsIdx && i.sku.idx === line.skuIdx);
    return {
      ...line,
      price: item?.price ?? 0,
      listPrice: item?.sku.price ?? 0,
      discountPrice: item?.sku.discountPrice ?? null,
      stock: item?.sku.stock ?? 0,
      available: item !== undefined,
      unavailableReason: item === undefined ? ('gone' as const) : null,
      shopIdx: item?.shopIdx ?? null,
    };
  });
  const goodsTotal = priced.reduce((sum, l) => sum + l.price * l.quantity, 0);
  // No address in these tests: delivery is not counted.
  return {
    code: 0,
    data: { lines: priced, shops: [], country: null, goodsTotal, deliveryTotal: 0, total: goodsTotal },
  };
}
