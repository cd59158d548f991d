import type { CartPriceData } from '@storefront/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchData } from '../../api/query.ts';
import { applyPrices, priceRequestLines, type PricedCart } from './cart-prices.ts';
import type { CartItem } from './cart-rules.ts';
import { useCartStore } from './cart-store.ts';

/**
 * By product and sku only: a unit price does not depend on the quantity, so changing a quantity
 * asks nothing again.
 */
export const cartPriceKey = (items: readonly CartItem[]) =>
  ['cart/price', items.map((item) => `${item.idx}:${item.sku.idx}`).join(',')] as const;

export interface CartPrices extends PricedCart {
  /** The last cart/price call failed: nothing can be shown as a price, or paid. */
  failed: boolean;
  refetch(): void;
  /** Takes figures the server sent with a refusal (order/place 'prices changed'). */
  accept(data: CartPriceData): void;
}

/**
 * The server's prices of these cart lines (cart/price), asked each time a page showing them opens.
 * They are also written back into the stored cart, so the cart tab's total follows them.
 */
export function useCartPrices(items: readonly CartItem[]): CartPrices {
  const queryClient = useQueryClient();
  const key = cartPriceKey(items);
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchData('cart/price', { lines: priceRequestLines(items) }),
    enabled: items.length > 0,
    staleTime: 0,
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
  const priced = query.data?.lines;
  useEffect(() => {
    if (priced) useCartStore.getState().reprice(priced);
  }, [priced]);

  return {
    ...applyPrices(items, priced),
    failed: query.isError,
    refetch: () => void query.refetch(),
    accept: (data) => queryClient.setQueryData(key, data),
  };
}
