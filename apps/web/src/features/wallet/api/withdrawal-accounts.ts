import { Code } from '@storefront/contract/codes';
import type { WithdrawalAccountView } from '@storefront/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../api/query.ts';
import { actionCall } from '../../../components/dialogs/action-call.ts';
import { fieldRefusal, type FieldRefusal } from './field-refusal.ts';

export const withdrawalAccountsQuery = (userIdx: number) =>
  queryOptions({
    queryKey: ['withdrawal-account/list', userIdx],
    queryFn: () => fetchData('withdrawal-account/list'),
  });

export function useWithdrawalAccounts(userIdx: number) {
  return useQuery(withdrawalAccountsQuery(userIdx));
}

export interface AccountValues {
  kind: WithdrawalAccountView['kind'];
  holder: string;
  accountNo: string;
  bank: string;
}

const ACCOUNT_FIELDS = ['kind', 'holder', 'accountNo', 'bank'] as const;

export interface SaveAccountResult {
  saved: boolean;
  /** The saved account as the server shows it (number masked), when it sent it back. */
  account: WithdrawalAccountView | null;
  fieldError?: FieldRefusal<keyof AccountValues>;
}

/** Saves a new withdrawal account through the generic action call (spec 7.3, 8). */
export async function saveWithdrawalAccount(values: AccountValues): Promise<SaveAccountResult> {
  const { answer } = await actionCall('withdrawal-account/save', {
    kind: values.kind,
    holder: values.holder.trim(),
    accountNo: values.accountNo.trim(),
    bank: values.kind === 'bank' ? values.bank.trim() : '',
  });
  if (answer?.code === Code.ok) return { saved: true, account: answer.data ?? null };
  return { saved: false, account: null, fieldError: fieldRefusal(answer, ACCOUNT_FIELDS) };
}

/** Removes a saved account; true when the server removed it. */
export async function deleteWithdrawalAccount(idx: number): Promise<boolean> {
  const { answer } = await actionCall('withdrawal-account/delete', { idx });
  return answer?.code === Code.ok;
}
