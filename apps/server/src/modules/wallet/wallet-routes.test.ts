import { randomUUID } from 'node:crypto';
import {
  Code,
  TRADE_PASSWORD_LOCK_MS,
  TRADE_PASSWORD_MAX_FAILURES,
  type LedgerEntryView,
  type Paging,
  type WalletView,
  type WithdrawalAccountView,
} from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  balanceOf,
  createPayingBuyer,
  expectLedgersBalance,
  ok,
  refused,
  TRADE_PASSWORD,
  type Buyer,
} from '../../../test/commerce-helpers.ts';
import { maskAccountNo } from './withdrawal-accounts.ts';
import { runWithTradePassword, verifyTradePassword } from './trade-password.ts';
import type { MoneyMoveData } from './wallet-service.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.destroy());

type LedgerPage = { rows: LedgerEntryView[]; paging: Paging };

async function addAccount(buyer: Buyer, accountNo = 'DE89 3704 0044 0532 0130 00'): Promise<WithdrawalAccountView> {
  return ok(app, 'withdrawal-account/save', { kind: 'bank', holder: 'Ann', accountNo, bank: 'Test Bank' }, buyer.token);
}

const withdraw = (
  buyer: Buyer,
  accountIdx: number,
  amount: string,
  tradePassword = TRADE_PASSWORD,
  key = randomUUID(),
) =>
  app.call<MoneyMoveData>(
    'wallet/withdrawal',
    { amount, accountIdx, tradePassword, idempotencyKey: key },
    { token: buyer.token },
  );

describe('POST /api/v1/wallet/summary', () => {
  it('refuses a guest with 4012', async () => {
    for (const path of ['wallet/summary', 'wallet/ledger', 'wallet/recharge', 'withdrawal-account/list']) {
      expect((await app.call(path, {})).body.code).toBe(Code.notSignedIn);
    }
  });

  it('shows an empty wallet, made on demand for a user who has none', async () => {
    const buyer = await createBuyer(app);
    await app.db.deleteFrom('wallets').where('user_idx', '=', buyer.idx).execute();
    expect(await ok<WalletView>(app, 'wallet/summary', {}, buyer.token)).toEqual({
      balance: 0,
      frozen: 0,
      hasTradePassword: false,
      lockedUntil: null,
      rechargeAvailable: true,
    });
    const paying = await createPayingBuyer(app);
    expect((await ok<WalletView>(app, 'wallet/summary', {}, paying.token)).hasTradePassword).toBe(true);
  });
});

describe('POST /api/v1/wallet/recharge', () => {
  it('credits at once through the test provider, with a ledger row that says so', async () => {
    const buyer = await createBuyer(app);
    const key = randomUUID();
    const answer = await app.call<MoneyMoveData>(
      'wallet/recharge',
      { amount: '100.50', idempotencyKey: key },
      { token: buyer.token },
    );
    expect(answer.body).not.toHaveProperty('message');
    expect(answer.body.data).toMatchObject({
      balance: 10_050,
      entry: { kind: 'recharge', amount: 10_050, balanceAfter: 10_050 },
    });
    expect(answer.body.data?.entry.note).toMatch(/test payment provider/i);
    expect(answer.body.data?.entry.reference).toMatch(/^TEST-[0-9A-F]{8}$/);
    expect((await ok<WalletView>(app, 'wallet/summary', {}, buyer.token)).balance).toBe(10_050);

    // The same key again (a retry) answers the first recharge and charges nothing more.
    const again = await ok<MoneyMoveData>(
      app,
      'wallet/recharge',
      { amount: '100.50', idempotencyKey: key },
      buyer.token,
    );
    expect(again).toEqual(answer.body.data);
    const twice = await Promise.all(
      Array.from({ length: 5 }, () =>
        ok<MoneyMoveData>(app, 'wallet/recharge', { amount: '1', idempotencyKey: 'k-' + key }, buyer.token),
      ),
    );
    expect(new Set(twice.map((t) => t.entry.idx)).size).toBe(1);
    expect(await balanceOf(app, buyer.idx)).toBe(10_150);
    await expectLedgersBalance(app);
  });

  it('accepts whole amounts and one decimal', async () => {
    const buyer = await createBuyer(app);
    for (const [amount, cents] of [
      ['7', 700],
      ['0.5', 50],
      ['0.01', 1],
      ['1000000', 100_000_000],
    ] as const) {
      const data = await ok<MoneyMoveData>(
        app,
        'wallet/recharge',
        { amount, idempotencyKey: randomUUID() },
        buyer.token,
      );
      expect(data.entry.amount).toBe(cents);
    }
  });

  it('refuses negative, zero, NaN, three decimals and too large amounts with 4000 on amount', async () => {
    const buyer = await createBuyer(app);
    for (const amount of ['-5', '0', '0.00', 'abc', 'NaN', '1.234', '1e3', '', '1000000.01', ' ', '1,000', '.5']) {
      const body = await refused(app, 'wallet/recharge', { amount, idempotencyKey: randomUUID() }, buyer.token);
      expect(body).toMatchObject({ code: Code.invalidInput, data: { field: 'amount' } });
      expect(body.message).toBe('Please enter an amount from 0.01 to 1,000,000.00 with at most two decimals');
    }
    for (const amount of [5, null, -1]) {
      const body = await refused(app, 'wallet/recharge', { amount, idempotencyKey: randomUUID() }, buyer.token);
      expect(body).toMatchObject({ code: Code.invalidInput, data: { field: 'amount' } });
    }
    const german = await app.call(
      'wallet/recharge',
      { amount: '0', idempotencyKey: randomUUID() },
      {
        token: buyer.token,
        lang: 'de',
      },
    );
    expect(german.body.message).toContain('0,01');
    expect((await refused(app, 'wallet/recharge', { amount: '5', idempotencyKey: 'short' }, buyer.token)).data).toEqual(
      {
        field: 'idempotencyKey',
        reason: 'tooShort',
      },
    );
    expect(await balanceOf(app, buyer.idx)).toBe(0);
  });
});

describe('POST /api/v1/wallet/ledger', () => {
  it('lists newest first, filters by kind and pages by 20', async () => {
    const buyer = await createPayingBuyer(app);
    for (let n = 1; n <= 22; n++) {
      await ok(app, 'wallet/recharge', { amount: String(n), idempotencyKey: randomUUID() }, buyer.token);
    }
    const account = await addAccount(buyer);
    expect((await withdraw(buyer, account.idx, '3')).body.code).toBe(0);

    const first = await ok<LedgerPage>(app, 'wallet/ledger', {}, buyer.token);
    expect(first.paging).toEqual({ current: 1, total: 23, size: 20 });
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]).toMatchObject({ kind: 'withdrawal', amount: -300 });
    expect(first.rows[1]).toMatchObject({ kind: 'recharge', amount: 2_200 });
    const second = await ok<LedgerPage>(app, 'wallet/ledger', { page: 2 }, buyer.token);
    expect(second.rows.map((r) => r.amount)).toEqual([300, 200, 100]);
    const withdrawals = await ok<LedgerPage>(app, 'wallet/ledger', { kind: 'withdrawal' }, buyer.token);
    expect(withdrawals.rows.map((r) => r.kind)).toEqual(['withdrawal']);
    expect(withdrawals.paging.total).toBe(1);
    expect(withdrawals.rows[0]?.balanceAfter).toBe(253 * 100 - 300);
    expect((await ok<LedgerPage>(app, 'wallet/ledger', { kind: 'refund' }, buyer.token)).rows).toEqual([]);
    // Someone else's ledger is their own.
    const other = await createBuyer(app);
    expect((await ok<LedgerPage>(app, 'wallet/ledger', {}, other.token)).paging.total).toBe(0);
    expect((await refused(app, 'wallet/ledger', { kind: 'gift' }, buyer.token)).data).toMatchObject({ field: 'kind' });
  });
});

describe('POST /api/v1/withdrawal-account/*', () => {
  it('saves, lists masked and deletes only the caller’s accounts', async () => {
    const buyer = await createBuyer(app);
    const saved = await addAccount(buyer, 'DE89 3704 0044 0532 0130 00');
    expect(saved).toMatchObject({
      kind: 'bank',
      holder: 'Ann',
      bank: 'Test Bank',
      accountNo: maskAccountNo('DE89370400440532013000'),
    });
    expect(saved.accountNo.endsWith('3000')).toBe(true);
    expect(saved.accountNo).not.toContain('DE89');
    const paypal = await ok<WithdrawalAccountView>(
      app,
      'withdrawal-account/save',
      { kind: 'paypal', holder: 'Ann', accountNo: 'ann@example.com', bank: 'ignored' },
      buyer.token,
    );
    expect(paypal).toMatchObject({ kind: 'paypal', bank: '', accountNo: '***********.com' });
    const listed = await ok<WithdrawalAccountView[]>(app, 'withdrawal-account/list', {}, buyer.token);
    expect(listed.map((a) => a.idx)).toEqual([saved.idx, paypal.idx]);
    expect(JSON.stringify(listed)).not.toContain('0532');

    const other = await createBuyer(app);
    expect(await ok(app, 'withdrawal-account/list', {}, other.token)).toEqual([]);
    expect((await refused(app, 'withdrawal-account/delete', { idx: saved.idx }, other.token)).code).toBe(Code.notFound);
    expect(await ok(app, 'withdrawal-account/delete', { idx: saved.idx }, buyer.token)).toEqual({ idx: saved.idx });
    expect((await refused(app, 'withdrawal-account/delete', { idx: saved.idx }, buyer.token)).code).toBe(Code.notFound);
    expect((await ok<WithdrawalAccountView[]>(app, 'withdrawal-account/list', {}, buyer.token)).length).toBe(1);
  });

  it('checks the fields and keeps at most ten accounts', async () => {
    const buyer = await createBuyer(app);
    const base = { kind: 'bank', holder: 'Ann', accountNo: '12345678', bank: 'B' };
    for (const [patch, field] of [
      [{ kind: 'cash' }, 'kind'],
      [{ holder: '  ' }, 'holder'],
      [{ accountNo: '12' }, 'accountNo'],
      [{ accountNo: '1 2 3' }, 'accountNo'],
      [{ owner: 1 }, 'owner'],
    ] as const) {
      const body = await refused(app, 'withdrawal-account/save', { ...base, ...patch }, buyer.token);
      expect(body).toMatchObject({ code: Code.invalidInput, data: { field } });
    }
    await Promise.all(
      Array.from({ length: 12 }, () => app.call('withdrawal-account/save', base, { token: buyer.token })),
    );
    expect((await ok<WithdrawalAccountView[]>(app, 'withdrawal-account/list', {}, buyer.token)).length).toBe(10);
    const body = await refused(app, 'withdrawal-account/save', base, buyer.token);
    expect(body.message).toBe('You can save at most 10 withdrawal accounts');
  });
});

describe('POST /api/v1/wallet/withdrawal', () => {
  it('pays out to a saved account with the trade password, once per key', async () => {
    const buyer = await createPayingBuyer(app, 5_000);
    const account = await addAccount(buyer);
    const key = randomUUID();
    const answer = await withdraw(buyer, account.idx, '20', TRADE_PASSWORD, key);
    expect(answer.body).not.toHaveProperty('message');
    expect(answer.body.data).toMatchObject({
      balance: 3_000,
      entry: { kind: 'withdrawal', amount: -2_000, balanceAfter: 3_000 },
    });
    expect(answer.body.data?.entry.note).toContain('3000');
    expect((await withdraw(buyer, account.idx, '20', TRADE_PASSWORD, key)).body.data).toEqual(answer.body.data);
    expect(await balanceOf(app, buyer.idx)).toBe(3_000);
    await expectLedgersBalance(app);
  });

  it('never goes below zero', async () => {
    const buyer = await createPayingBuyer(app, 1_000);
    const account = await addAccount(buyer);
    const body = (await withdraw(buyer, account.idx, '10.01')).body;
    expect(body).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'amount' },
      message: 'Your wallet balance is not enough',
    });
    expect((await withdraw(buyer, account.idx, '10.00')).body.code).toBe(0);
    expect((await withdraw(buyer, account.idx, '0.01')).body.code).toBe(Code.invalidInput);
    expect(await balanceOf(app, buyer.idx)).toBe(0);
  });

  it("refuses someone else's account, bad amounts and a missing trade password", async () => {
    const buyer = await createPayingBuyer(app, 1_000);
    const other = await createPayingBuyer(app);
    const theirs = await addAccount(other);
    expect((await withdraw(buyer, theirs.idx, '1')).body).toMatchObject({
      code: Code.invalidInput,
      data: { field: 'accountIdx' },
      message: 'Please choose a withdrawal account',
    });
    const mine = await addAccount(buyer);
    for (const amount of ['-1', '0', '1.001', 'x']) {
      expect((await withdraw(buyer, mine.idx, amount)).body).toMatchObject({ data: { field: 'amount' } });
    }
    expect((await withdraw(buyer, mine.idx, '1', '12345')).body).toMatchObject({ data: { field: 'tradePassword' } });

    const noPassword = await createBuyer(app);
    const account = await addAccount(noPassword);
    expect((await withdraw(noPassword, account.idx, '1')).body).toEqual({
      code: Code.forbidden,
      message: 'Please set a trade password in your account settings first',
    });
    expect(await balanceOf(app, buyer.idx)).toBe(1_000);
  });
});

describe('trade password', () => {
  it('answers 4002 without message, locks after five wrong ones in a row, and a right one resets the count', async () => {
    const buyer = await createPayingBuyer(app, 1_000);
    const account = await addAccount(buyer);
    for (let n = 1; n < TRADE_PASSWORD_MAX_FAILURES; n++) {
      expect((await withdraw(buyer, account.idx, '1', '000000')).body).toEqual({ code: Code.tradePasswordError });
    }
    // A right one in between starts the count again.
    expect((await withdraw(buyer, account.idx, '1')).body.code).toBe(0);
    for (let n = 1; n < TRADE_PASSWORD_MAX_FAILURES; n++) {
      expect((await withdraw(buyer, account.idx, '1', '000000')).body.code).toBe(Code.tradePasswordError);
    }
    const locking = await withdraw(buyer, account.idx, '1', '000000');
    expect(locking.body).toEqual({
      code: Code.tooManyRequests,
      message: `Too many wrong trade passwords, please try again in ${TRADE_PASSWORD_LOCK_MS / 60_000} min`,
    });
    // Locked: even the right one is refused, and says when to retry, in the caller's language.
    expect((await withdraw(buyer, account.idx, '1')).body.code).toBe(Code.tooManyRequests);
    const french = await app.call(
      'wallet/withdrawal',
      { amount: '1', accountIdx: account.idx, tradePassword: TRADE_PASSWORD, idempotencyKey: randomUUID() },
      { token: buyer.token, lang: 'fr' },
    );
    expect(french.body.message).toBe('Trop de mots de passe de paiement erronés, veuillez réessayer dans 15 min');
    const summary = await ok<WalletView>(app, 'wallet/summary', {}, buyer.token);
    expect(Date.parse(summary.lockedUntil ?? '')).toBeGreaterThan(Date.now() + TRADE_PASSWORD_LOCK_MS - 60_000);
    expect(await balanceOf(app, buyer.idx)).toBe(900);

    // Once the lock has run out, the right password works again and clears it.
    await app.db
      .updateTable('wallets')
      .set({ trade_password_locked_until: new Date(Date.now() - 1000) })
      .where('user_idx', '=', buyer.idx)
      .execute();
    expect((await withdraw(buyer, account.idx, '1')).body.code).toBe(0);
    const wallet = await app.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(wallet).toMatchObject({ trade_password_failures: 0, trade_password_locked_until: null, balance: 800 });
  });

  it('inside a caller’s transaction, counts a failure after the rollback', async () => {
    const buyer = await createPayingBuyer(app, 1_000);
    const attempt = (password: string) =>
      runWithTradePassword(app.db, async (trx) => {
        await trx.updateTable('wallets').set({ balance: 0 }).where('user_idx', '=', buyer.idx).execute();
        await verifyTradePassword(trx, buyer.idx, password);
        return 'paid';
      });
    await expect(attempt('999999')).rejects.toMatchObject({ code: Code.tradePasswordError, messageKey: null });
    const after = await app.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    // The payment's change rolled back; the failure stayed.
    expect(after).toMatchObject({ balance: 1_000, trade_password_failures: 1 });
    await expect(attempt(TRADE_PASSWORD)).resolves.toBe('paid');
    const reset = await app.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_idx', '=', buyer.idx)
      .executeTakeFirstOrThrow();
    expect(reset).toMatchObject({ balance: 0, trade_password_failures: 0 });
  });
});
