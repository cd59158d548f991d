import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../api/session-store.ts';
import { fetchData } from '../../api/query.ts';
import { priceRequestLines } from './cart-prices.ts';
import type { CartItem } from './cart-rules.ts';

/**
 * The server's figures for the lines being bought with each shop's delivery (cart/price): to the
 * address `addressIdx`, or without it to the signed-in buyer's default address (none for a guest,
 * when delivery is not counted yet). Free-over thresholds depend on quantities, so they are in the key.
 * `addressIdx` null: no address chosen yet, nothing is asked.
 */
export function useCartDelivery(items: readonly CartItem[], addressIdx?: number | null) {
  const userIdx = useCurrentUser()?.idx ?? null;
  const lines = priceRequestLines(items);
  return useQuery({
    queryKey: [
      'cart/price',
      'delivery',
      userIdx,
      addressIdx ?? 'default',
      lines.map((line) => `${line.goodsIdx}:${line.skuIdx}x${line.quantity}`).join(','),
    ] as const,
    queryFn: () => fetchData('cart/price', { lines, ...(addressIdx ? { addressIdx } : {}) }),
    enabled: items.length > 0 && addressIdx !== null,
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}
