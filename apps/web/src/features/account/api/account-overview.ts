import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';

/** Per user, so another account signing in on this tab never sees the last one's numbers. */
export const overviewQueryKey = (userIdx: number) => ['mine/overview', userIdx] as const;

/** mine/overview: balance, orders per status, favorites, follows, trade password, application. */
export function useAccountOverview(userIdx: number) {
  return useQuery({
    queryKey: overviewQueryKey(userIdx),
    queryFn: () => fetchData('mine/overview'),
    enabled: userIdx > 0,
  });
}
