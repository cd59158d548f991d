import type { DataOf } from '@storefront/contract/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';
import type { LedgerParams } from '../ledger-params.ts';

export type LedgerPage = DataOf<'wallet/ledger'>;

export const ledgerQuery = (userIdx: number, params: LedgerParams) =>
  queryOptions({
    queryKey: ['wallet/ledger', userIdx, params],
    queryFn: () => fetchData('wallet/ledger', { ...params }),
  });

export function useLedger(userIdx: number, params: LedgerParams) {
  return useQuery(ledgerQuery(userIdx, params));
}
