import { Code } from '@storefront/contract/codes';
import { useQuery } from '@tanstack/react-query';
import type { RealnameStatus, RealnameView } from '@storefront/contract/api';
import { request } from '../../../api/request.ts';

export type { RealnameStatus, RealnameView };

/** Per user, so a different account signing in on this tab never sees the last one's answer. */
export const realnameQueryKey = (userIdx: number) => ['user/realname/inquiry', userIdx] as const;

export async function getRealnameStatus(): Promise<RealnameView> {
  const answer = await request('user/realname/inquiry');
  if (!answer || answer.code !== Code.ok || !answer.data) {
    throw new Error(answer?.message ? String(answer.message) : 'user/realname/inquiry failed');
  }
  return answer.data;
}

export function useRealnameStatus(userIdx: number | null) {
  return useQuery({
    queryKey: realnameQueryKey(userIdx ?? 0),
    queryFn: getRealnameStatus,
    enabled: userIdx !== null,
  });
}
