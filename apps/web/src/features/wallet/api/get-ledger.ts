import type { LedgerEntryView, Paging } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { legacyFetchData as fetchData } from '../../../api/query.ts';
import type { LedgerParams } from '../ledger-params.ts';

export interface LedgerPage {
  rows: LedgerEntryView[];
  paging: Paging;
}

export const ledgerQuery = (userIdx: number, params: LedgerParams) =>
  queryOptions({
    queryKey: ['wallet/ledger', userIdx, params],
    queryFn: () => fetchData<LedgerPage>('wallet/ledger', { ...params }),
  });

export function useLedger(userIdx: number, params: LedgerParams) {
  return useQuery(ledgerQuery(userIdx, params));
}
