import type { GoodsSort, ShopSort } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery, CallError, fetchData } from '../../../api/query.ts';

/**
 * The shop's header. The signed-in user is part of the key because `following` depends on who
 * asks: signing in from the login popup must refetch it, not show the guest's answer.
 */
export function shopDetailQuery(idx: number, userIdx: number | null) {
  return queryOptions({
    queryKey: ['shop/detail', { idx }, userIdx ?? 0],
    queryFn: () => fetchData('shop/detail', { idx }),
    // A refusal (4004 unknown shop) is the answer: only a failed request is worth a second try.
    retry: (failures, error) => failures < 1 && !(error instanceof CallError && error.code > 0),
  });
}

export interface ShopGoodsFilters {
  shopIdx: number;
  kw?: string;
  sort: GoodsSort;
  page: number;
  size?: number;
}

export function shopGoodsQuery({ kw, ...filters }: ShopGoodsFilters) {
  // An empty keyword is left out so "all goods" and "kw=''" share one cache entry.
  return apiQuery('goods/list', kw ? { ...filters, kw } : filters);
}

export function shopListQuery(filters: { kw: string; sort: ShopSort; page: number }) {
  const { kw, ...rest } = filters;
  return apiQuery('shop/list', kw ? { ...rest, kw } : rest);
}
