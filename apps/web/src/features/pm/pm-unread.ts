import { skipToken, useQuery } from '@tanstack/react-query';
import { pmKeys } from './pm-cache.ts';

/**
 * The signed-in user's unread total (the header badge), as the socket's `pm.init` last set it in
 * the query cache: every tab has its own socket in the user's room, so every tab shows the same.
 */
export function usePmUnreadTotal(): number {
  const { data } = useQuery<number>({ queryKey: pmKeys.unread, queryFn: skipToken, staleTime: Infinity });
  return data ?? 0;
}
