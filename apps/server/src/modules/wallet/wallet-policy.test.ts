import { describe, expect, it } from 'vitest';
import {
  balanceCovers,
  mayAddWithdrawalAccount,
  mayRecharge,
  ownsWithdrawalAccount,
  WITHDRAWAL_ACCOUNTS_MAX,
} from './wallet-policy.ts';

describe('who may read and move wallet money (wallet-policy.ts)', () => {
  it('pays out only to an account the caller saved', () => {
    expect(ownsWithdrawalAccount(7, { user_idx: 7 })).toBe(true);
    expect(ownsWithdrawalAccount(7, { user_idx: 8 })).toBe(false);
  });

  it('never takes the balance below zero', () => {
    expect(balanceCovers(500, 500)).toBe(true);
    expect(balanceCovers(500, 499)).toBe(true);
    expect(balanceCovers(500, 501)).toBe(false);
  });

  it('recharges only through a configured provider', () => {
    expect(mayRecharge(true)).toBe(true);
    expect(mayRecharge(false)).toBe(false);
  });

  it('saves at most WITHDRAWAL_ACCOUNTS_MAX accounts per user', () => {
    expect(mayAddWithdrawalAccount(WITHDRAWAL_ACCOUNTS_MAX - 1)).toBe(true);
    expect(mayAddWithdrawalAccount(WITHDRAWAL_ACCOUNTS_MAX)).toBe(false);
  });
});
