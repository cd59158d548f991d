import type { AddressPayload, AddressView } from '@storefront/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';
import { request } from '../../../api/request.ts';
import { actionCall } from '../../../components/dialogs/action-call.ts';

/** Per user, so another account signing in on this tab never sees the last one's addresses. */
export const addressListKey = (userIdx: number) => ['address/list', userIdx] as const;

/** The default address first, then the rest as the server lists them. */
export function defaultFirst(addresses: readonly AddressView[]): AddressView[] {
  return [...addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export const addressListQuery = (userIdx: number) =>
  queryOptions({
    queryKey: addressListKey(userIdx),
    queryFn: async () => defaultFirst(await fetchData('address/list')),
  });

/** address/save: a refusal comes back whole, so the form can put it under the field it names. */
export const saveAddress = (payload: AddressPayload) => request('address/save', payload);

/** address/delete through the generic action call (spec 8 outcomes). */
export const deleteAddress = (idx: number) => actionCall('address/delete', { idx });
