import type { GoodsCardView, GoodsSort, Paging, ShopCardView, ShopSort } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { legacyApiQuery as apiQuery, CallError, legacyFetchData as fetchData } from '../../../api/query.ts';

export interface PageOf<T> {
  rows: T[];
  paging: Paging;
}

/** shop/detail: a shop card plus its banner, opening date and whether the caller follows it. */
export interface ShopDetailView extends ShopCardView {
  banner: string;
  createAt: string;
  following: boolean;
}

/**
 * The shop's header. The signed-in user is part of the key because `following` depends on who
 * asks: signing in from the login popup must refetch it, not show the guest's answer.
 */
export function shopDetailQuery(idx: number, userIdx: number | null) {
  return queryOptions({
    queryKey: ['shop/detail', { idx }, userIdx ?? 0],
    queryFn: () => fetchData<ShopDetailView>('shop/detail', { idx }),
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
  return apiQuery<PageOf<GoodsCardView>>('goods/list', kw ? { ...filters, kw } : filters);
}

export function shopListQuery(filters: { kw: string; sort: ShopSort; page: number }) {
  const { kw, ...rest } = filters;
  return apiQuery<PageOf<ShopCardView>>('shop/list', kw ? { ...rest, kw } : rest);
}
