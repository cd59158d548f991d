import type { GoodsCardView, Paging } from '@storefront/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { legacyApiQuery as apiQuery } from '../../../api/query.ts';

/** One page of goods/list. */
export interface GoodsPage {
  rows: GoodsCardView[];
  paging: Paging;
}

/**
 * goods/list for a payload built by toGoodsListPayload. The previous page stays on screen while
 * the next one loads, so the grid does not flash to a skeleton on every filter or page change.
 */
export function goodsListQuery(payload: Record<string, unknown>) {
  return queryOptions({ ...apiQuery<GoodsPage>('goods/list', payload), placeholderData: keepPreviousData });
}
