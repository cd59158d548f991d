import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';
import { actionCall } from '../../../components/dialogs/action-call.ts';

export const APPLICATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

/** staff/shop/application/list for one status tab ('all' sends no status) and page. */
export function useStaffApplications(filter: ApplicationFilter, page: number, enabled: boolean) {
  const payload = filter === 'all' ? { page } : { status: filter, page };
  return useQuery({
    queryKey: ['staff/shop/application/list', payload],
    queryFn: () => fetchData('staff/shop/application/list', payload),
    enabled,
  });
}

/** Approves or rejects (with a reason) through the generic action call; true when it was done. */
export async function reviewApplication(idx: number, approve: boolean, reason?: string): Promise<boolean> {
  const { answer } = await actionCall('staff/shop/application/review', {
    idx,
    approve,
    ...(reason ? { reason } : {}),
  });
  return answer?.code === 0;
}
