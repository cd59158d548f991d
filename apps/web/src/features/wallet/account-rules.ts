import type { AccountValues } from './api/withdrawal-accounts.ts';

/** Limits of withdrawalAccountSchema (the contract's zod module is not loaded on the web). */
export const HOLDER_MAX = 40;
export const ACCOUNT_NO_MIN = 4;
export const ACCOUNT_NO_MAX = 64;
export const BANK_MAX = 80;

export type AccountProblems = Partial<Record<keyof AccountValues, string>>;

/**
 * The new-account form's problems as translation keys. The server leaves the bank name
 * optional; a bank transfer without one cannot be made, so the form asks for it.
 */
export function accountProblems(values: AccountValues): AccountProblems {
  const problems: AccountProblems = {};
  const holder = values.holder.trim();
  const accountNo = values.accountNo.trim();
  if (holder === '' || holder.length > HOLDER_MAX) problems.holder = 'wallet.accountForm.errors.holder';
  if (accountNo.length < ACCOUNT_NO_MIN || accountNo.length > ACCOUNT_NO_MAX) {
    problems.accountNo = 'wallet.accountForm.errors.accountNo';
  }
  if (values.kind === 'bank' && (values.bank.trim() === '' || values.bank.trim().length > BANK_MAX)) {
    problems.bank = 'wallet.accountForm.errors.bank';
  }
  return problems;
}
