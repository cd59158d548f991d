import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../api/query.ts';

/** Per owner, so another account signing in on this tab never sees the last one's shop. */
export const sellerShopQueryKey = (userIdx: number) => ['seller/shop/detail', userIdx] as const;

/** seller/shop/detail: the owner's shop profile (the centre's bar and /seller/shop). */
export function useSellerShop(userIdx: number) {
  return useQuery({
    queryKey: sellerShopQueryKey(userIdx),
    queryFn: () => fetchData('seller/shop/detail'),
    enabled: userIdx > 0,
  });
}
