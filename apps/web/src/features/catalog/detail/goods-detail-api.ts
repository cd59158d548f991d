import { Code } from '@storefront/contract/codes';
import { MAX_PAGE } from '@storefront/contract/constants';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiQuery, CallError, fetchData } from '../../../api/query.ts';

/**
 * The detail answer depends on who asks (favorite, following), so the signed-in user is part
 * of the key: signing in or out refetches it instead of showing a guest's hearts to a member.
 */
export const goodsDetailKey = (idx: number, userIdx: number | null) => ['goods/detail', { idx }, userIdx ?? 0] as const;

export const goodsDetailQuery = (idx: number, userIdx: number | null) =>
  queryOptions({
    queryKey: goodsDetailKey(idx, userIdx),
    queryFn: () => fetchData('goods/detail', { idx }),
    // An unknown product stays unknown: asking again only delays the not-found state.
    retry: (failures, error) => !(error instanceof CallError && error.code === Code.notFound) && failures < 1,
  });

export const relatedGoodsQuery = (idx: number) => apiQuery('goods/related', { idx });

export const reviewsQuery = (goodsIdx: number) =>
  infiniteQueryOptions({
    queryKey: ['goods/reviews', { goodsIdx }],
    queryFn: ({ pageParam }) => fetchData('goods/reviews', { goodsIdx, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: ({ paging }) =>
      paging.current * paging.size < paging.total && paging.current < MAX_PAGE ? paging.current + 1 : undefined,
  });

export const isNotFound = (error: unknown): boolean => error instanceof CallError && error.code === Code.notFound;
