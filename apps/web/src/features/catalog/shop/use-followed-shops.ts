import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';
import { useCurrentUser } from '../../../api/session-store.ts';

/** A shopper follows a handful of shops; this bounds the walk if someone follows thousands. */
const MAX_FOLLOWING_PAGES = 10;

export const followedShopsKey = (userIdx: number) => ['shop/following', { all: true }, userIdx] as const;

/**
 * The ids of the shops the signed-in user follows. shop/list cards carry no `following` flag,
 * so the search results read it from here (an empty set for guests, who follow nothing).
 */
export function useFollowedShops(): ReadonlySet<number> {
  const user = useCurrentUser();
  const userIdx = user?.idx ?? 0;
  const { data } = useQuery({
    queryKey: followedShopsKey(userIdx),
    enabled: userIdx > 0,
    queryFn: async () => {
      const ids: number[] = [];
      for (let page = 1; page <= MAX_FOLLOWING_PAGES; page++) {
        const answer = await fetchData('shop/following', { page });
        ids.push(...answer.rows.map((row) => row.idx));
        if (page * answer.paging.size >= answer.paging.total || answer.rows.length === 0) break;
      }
      return ids;
    },
  });
  return new Set(userIdx > 0 ? (data ?? []) : []);
}
