import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateOrderData, orderDetailQuery, orderListQuery } from './order-queries.ts';

describe('order queries', () => {
  it('key each answer by call, payload and viewer', () => {
    expect(orderListQuery(7, 'buyer', 'paid', 2).queryKey).toEqual(['order/list', { status: 'paid', page: 2 }, 7]);
    expect(orderListQuery(7, 'seller', null, 1).queryKey).toEqual(['seller/order/list', { page: 1 }, 7]);
    expect(orderDetailQuery(3, 42).queryKey).toEqual(['order/detail', { idx: 42 }, 3]);
  });

  it('keep the previous page on screen only within the same view and viewer', () => {
    const placeholder = orderListQuery(7, 'buyer', 'shipped', 1).placeholderData as (
      previous: unknown,
      query: { queryKey: readonly unknown[] } | undefined,
    ) => unknown;
    const previous = { rows: [] };
    expect(placeholder(previous, { queryKey: ['order/list', { status: 'paid', page: 1 }, 7] })).toBe(previous);
    expect(placeholder(previous, { queryKey: ['seller/order/list', { page: 1 }, 7] })).toBeUndefined();
    expect(placeholder(previous, { queryKey: ['order/list', { page: 1 }, 8] })).toBeUndefined();
  });

  it('mark stale what an order action changes, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      ['order/list', { page: 1 }, 7],
      ['seller/order/list', { page: 1 }, 7],
      ['order/detail', { idx: 1 }, 7],
      ['wallet/summary', 7],
      ['wallet/ledger', 7, {}],
      ['mine/overview', 7],
      ['goods/detail', { idx: 5 }, 7],
      ['goods/reviews', { goodsIdx: 5 }],
      ['goods/list', { page: 1 }],
      ['category/list', {}],
      ['mine/overviewer', 7],
    ];
    for (const key of keys) client.setQueryData(key, {});
    await invalidateOrderData(client);
    const stale = keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key[0]);
    expect(stale).toEqual([
      'order/list',
      'seller/order/list',
      'order/detail',
      'wallet/summary',
      'wallet/ledger',
      'mine/overview',
      'goods/detail',
      'goods/reviews',
    ]);
  });
});
