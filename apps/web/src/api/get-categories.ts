import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from './query.ts';

/** category/list: the category tree in display order. It rarely changes, so it is kept for 10 minutes. */
export function categoriesQuery() {
  return queryOptions({ ...apiQuery('category/list'), staleTime: 10 * 60_000 });
}
