import type { Paging, ShopApplicationView } from '@storefront/contract';
import { useQuery } from '@tanstack/react-query';
import { legacyFetchData as fetchData } from '../../../api/query.ts';
import { legacyActionCall as actionCall } from '../../../components/dialogs/action-call.ts';

export const APPLICATION_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export interface ApplicationsPage {
  rows: ShopApplicationView[];
  paging: Paging;
}

/** staff/shop/application/list for one status tab ('all' sends no status) and page. */
export function useStaffApplications(filter: ApplicationFilter, page: number, enabled: boolean) {
  const payload = filter === 'all' ? { page } : { status: filter, page };
  return useQuery({
    queryKey: ['staff/shop/application/list', payload],
    queryFn: () => fetchData<ApplicationsPage>('staff/shop/application/list', payload),
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
