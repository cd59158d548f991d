import type { DataOf, PayloadOf } from '@storefront/contract/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../api/query.ts';

/** One page of goods/list. */
export type GoodsPage = DataOf<'goods/list'>;

/**
 * goods/list for a payload built by toGoodsListPayload. The previous page stays on screen while
 * the next one loads, so the grid does not flash to a skeleton on every filter or page change.
 */
export function goodsListQuery(payload: PayloadOf<'goods/list'>) {
  return queryOptions({ ...apiQuery('goods/list', payload), placeholderData: keepPreviousData });
}
