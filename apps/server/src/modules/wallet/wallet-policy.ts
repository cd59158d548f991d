/*
 * Who may read and move a wallet's money, in one place. A wallet, its ledger and its withdrawal
 * accounts are their owner's alone: every wallet call acts on the signed-in caller's own (the
 * user idx is the principal's, never the payload's) and every read names that user, so another
 * user's ledger is never listed and their withdrawal account is unknown (4004 on delete, 4000 on
 * accountIdx for a withdrawal). Money leaves only to one of the caller's own saved accounts, after
 * their trade password (trade-password.ts), and never below zero.
 */

/** Most saved withdrawal accounts per user. */
export const WITHDRAWAL_ACCOUNTS_MAX = 10;

/** A recharge needs a payment provider: only the built-in test one exists (PAYMENT_TEST_PROVIDER). */
export const mayRecharge = (testProvider: boolean): boolean => testProvider;

/** A withdrawal goes only to an account the caller saved. */
export const ownsWithdrawalAccount = (userIdx: number, account: { user_idx: number }): boolean =>
  account.user_idx === userIdx;

/** A withdrawal never takes the balance below zero. */
export const balanceCovers = (balance: number, cents: number): boolean => balance >= cents;

/** Another withdrawal account may be saved while the user has fewer than WITHDRAWAL_ACCOUNTS_MAX. */
export const mayAddWithdrawalAccount = (saved: number): boolean => saved < WITHDRAWAL_ACCOUNTS_MAX;
