import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiPath } from '@storefront/contract/api';
import type { PayloadArgs } from '../../api/request.ts';
import { fetchData } from '../../api/query.ts';
import { actionCall } from '../../components/dialogs/action-call.ts';

/** The sections of the admin view (?view=admin&section=…). */
export const ADMIN_SECTIONS = ['staff', 'accounts', 'shops', 'goods', 'activity'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** Every admin read shares this key's first part, so an action refreshes them all. */
const ADMIN_KEY = 'staff-admin';

export const useStaffList = () =>
  useQuery({ queryKey: [ADMIN_KEY, 'admin/staff/list'], queryFn: () => fetchData('admin/staff/list', {}) });

export const useAccountSearch = (kw: string, page: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'admin/account/search', kw, page],
    queryFn: () => fetchData('admin/account/search', { kw, page }),
    placeholderData: keepPreviousData,
  });

export const useShopSearch = (kw: string, page: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'admin/shop/search', kw, page],
    queryFn: () => fetchData('admin/shop/search', { kw, page }),
    placeholderData: keepPreviousData,
  });

export const useGoodsSearch = (kw: string, page: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'admin/goods/search', kw, page],
    queryFn: () => fetchData('admin/goods/search', { kw, page }),
    placeholderData: keepPreviousData,
  });

export const useStaffActions = (page: number) =>
  useQuery({
    queryKey: [ADMIN_KEY, 'admin/actions', page],
    queryFn: () => fetchData('admin/actions', { page }),
    placeholderData: keepPreviousData,
  });

export const ADMIN_QUERY_KEY = [ADMIN_KEY] as const;

/** Runs an admin action through the generic action call (its notice, its refusal's message); true when done. */
export async function adminAction<P extends ApiPath>(path: P, ...payload: PayloadArgs<P>): Promise<boolean> {
  const { answer } = await actionCall(path, ...payload);
  return answer?.code === 0;
}
