import { describe, expect, it } from 'vitest';
import { passwordProblems, profileProblems, tradePasswordProblems } from './settings-rules.ts';

describe('profileProblems', () => {
  it('needs a name of at most 40 characters after trimming', () => {
    expect(profileProblems({ name: '   ' })).toEqual({ name: 'account.errors.nameRequired' });
    expect(profileProblems({ name: 'x'.repeat(41) })).toEqual({ name: 'account.errors.nameTooLong' });
    expect(profileProblems({ name: `  ${'x'.repeat(40)}  ` })).toEqual({});
  });
});

describe('passwordProblems', () => {
  const valid = { oldPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };
  it('accepts a new password of 8 to 128 characters typed twice', () => {
    expect(passwordProblems(valid)).toEqual({});
  });
  it('names each problem on its own field', () => {
    expect(passwordProblems({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: 'account.errors.oldPasswordRequired',
      newPassword: 'account.errors.newPasswordRequired',
      confirmPassword: 'account.errors.confirmRequired',
    });
    expect(passwordProblems({ ...valid, newPassword: 'short', confirmPassword: 'short' }).newPassword).toBe(
      'account.errors.newPasswordTooShort',
    );
    const long = 'x'.repeat(129);
    expect(passwordProblems({ ...valid, newPassword: long, confirmPassword: long }).newPassword).toBe(
      'account.errors.newPasswordTooLong',
    );
    expect(passwordProblems({ ...valid, newPassword: 'old-secret', confirmPassword: 'old-secret' }).newPassword).toBe(
      'account.errors.newPasswordSame',
    );
    expect(passwordProblems({ ...valid, confirmPassword: 'new-secret-2' })).toEqual({
      confirmPassword: 'account.errors.passwordMismatch',
    });
  });
});

describe('tradePasswordProblems', () => {
  it('wants exactly six digits, typed twice, and the sign-in password', () => {
    expect(tradePasswordProblems({ password: 'pw', tradePassword: '123456', confirmTradePassword: '123456' })).toEqual(
      {},
    );
    for (const tradePassword of ['12345', '1234567', '12a456', '12 456', '１２３４５６']) {
      expect(
        tradePasswordProblems({ password: 'pw', tradePassword, confirmTradePassword: tradePassword }).tradePassword,
        tradePassword,
      ).toBe('account.errors.tradePasswordFormat');
    }
    expect(tradePasswordProblems({ password: '', tradePassword: '', confirmTradePassword: '' })).toEqual({
      password: 'account.errors.signInPasswordRequired',
      tradePassword: 'account.errors.tradePasswordRequired',
      confirmTradePassword: 'account.errors.confirmRequired',
    });
    expect(
      tradePasswordProblems({ password: 'pw', tradePassword: '123456', confirmTradePassword: '654321' })
        .confirmTradePassword,
    ).toBe('account.errors.tradePasswordMismatch');
  });
});
