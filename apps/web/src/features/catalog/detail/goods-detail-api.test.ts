import { Code } from '@storefront/contract/codes';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../../api/query.ts';
import { goodsDetailQuery, isNotFound, reviewsQuery } from './goods-detail-api.ts';
import type { ReviewsPage } from './goods-detail-types.ts';

const page = (current: number, total: number): ReviewsPage => ({
  rows: [],
  paging: { current, total, size: 10 },
  summary: { average: 0, count: total, stars: [0, 0, 0, 0, 0] },
});

describe('reviewsQuery', () => {
  const next = (last: ReviewsPage) => reviewsQuery(1).getNextPageParam(last, [last], last.paging.current, [1]);

  it('asks for the next page while rows remain', () => {
    expect(next(page(1, 25))).toBe(2);
    expect(next(page(2, 25))).toBe(3);
  });

  it('stops on the last page', () => {
    expect(next(page(3, 25))).toBeUndefined();
    expect(next(page(1, 10))).toBeUndefined();
    expect(next(page(1, 0))).toBeUndefined();
  });
});

describe('goodsDetailQuery', () => {
  it('keys the answer by product and by who asks', () => {
    expect(goodsDetailQuery(5, null).queryKey).toEqual(['goods/detail', { idx: 5 }, 0]);
    expect(goodsDetailQuery(5, 42).queryKey).toEqual(['goods/detail', { idx: 5 }, 42]);
  });

  it('does not retry an unknown product', () => {
    const retry = goodsDetailQuery(5, null).retry as (failures: number, error: Error) => boolean;
    const notFound = new CallError(Code.notFound, 'Not found', null);
    expect(isNotFound(notFound)).toBe(true);
    expect(retry(0, notFound)).toBe(false);
    expect(retry(0, new CallError(-1, 'request failed', null))).toBe(true);
    expect(retry(1, new CallError(-1, 'request failed', null))).toBe(false);
  });
});
