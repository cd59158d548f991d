import { randomUUID } from 'node:crypto';
import {
  Code,
  LEDGER_PAGE_SIZE,
  parseMoneyInput,
  type LedgerEntryView,
  type LedgerKind,
  type Paging,
  type WalletView,
} from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { ApiError } from '../../core/api-error.ts';
import { tradePasswordHash } from '../accounts/users-repository.ts';
import { verifyTradePassword } from './trade-password.ts';
import { balanceCovers, mayRecharge, ownsWithdrawalAccount } from './wallet-policy.ts';
import { ensureWallet, insufficientBalance, lockWallet, postLedger } from './wallet-ledger.ts';
import { maskAccountNo } from './withdrawal-accounts.ts';

/** What a recharge or withdrawal answers: the wallet balance after it and its ledger row. */
export interface MoneyMoveData {
  balance: number;
  entry: LedgerEntryView;
}

export const TEST_PROVIDER_NOTE = 'Test payment provider: no real money was charged';

interface LedgerRow {
  idx: number;
  kind: LedgerKind;
  amount: number;
  balance_after: number;
  reference: string | null;
  note: string;
  created_at: Date;
}

const toEntry = (row: LedgerRow): LedgerEntryView => ({
  idx: row.idx,
  kind: row.kind,
  amount: row.amount,
  balanceAfter: row.balance_after,
  reference: row.reference,
  note: row.note,
  createAt: row.created_at.toISOString(),
});

const LEDGER_COLUMNS = ['idx', 'kind', 'amount', 'balance_after', 'reference', 'note', 'created_at'] as const;

/** A typed amount the contract's schema already accepted, in cents. */
function centsOf(amount: string): number {
  const parsed = parseMoneyInput(amount);
  if (!('cents' in parsed)) throw ApiError.invalid('amount', 'amountInvalid');
  return parsed.cents;
}

/** The wallet: balance, ledger, recharge through the built-in test provider, withdrawal. */
export class WalletService {
  constructor(
    private readonly db: Db,
    /** PAYMENT_TEST_PROVIDER: without it no payment provider is configured and recharge is refused. */
    private readonly testProvider: boolean,
  ) {}

  async summary(userIdx: number): Promise<WalletView> {
    await ensureWallet(this.db, userIdx);
    const [row, hash] = await Promise.all([
      this.db
        .selectFrom('wallets')
        .select([
          'balance',
          'frozen',
          'trade_password_locked_until as lockedUntil',
          sql<boolean>`coalesce(trade_password_locked_until > now(), false)`.as('locked'),
        ])
        .where('user_idx', '=', userIdx)
        .executeTakeFirstOrThrow(),
      tradePasswordHash(this.db, userIdx),
    ]);
    return {
      balance: row.balance,
      frozen: row.frozen,
      hasTradePassword: hash !== null && hash !== undefined,
      lockedUntil: row.locked && row.lockedUntil ? row.lockedUntil.toISOString() : null,
      rechargeAvailable: this.testProvider,
    };
  }

  /** The user's ledger, newest first, optionally of one kind. */
  async ledger(
    userIdx: number,
    kind: LedgerKind | undefined,
    page: number,
  ): Promise<{ rows: LedgerEntryView[]; paging: Paging }> {
    let query = this.db.selectFrom('wallet_ledger').where('user_idx', '=', userIdx);
    if (kind) query = query.where('kind', '=', kind);
    const [rows, count] = await Promise.all([
      query
        .select(LEDGER_COLUMNS)
        .orderBy('idx', 'desc')
        .limit(LEDGER_PAGE_SIZE)
        .offset((page - 1) * LEDGER_PAGE_SIZE)
        .execute(),
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(toEntry), paging: { current: page, total: Number(count.total), size: LEDGER_PAGE_SIZE } };
  }

  /**
   * Credits the wallet at once through the built-in TEST payment provider (no real money moves).
   * The same idempotency key answers the first recharge again instead of charging twice.
   */
  async recharge(userIdx: number, amount: string, idempotencyKey: string): Promise<MoneyMoveData> {
    if (!mayRecharge(this.testProvider)) throw new ApiError(Code.forbidden, 'paymentProviderOff');
    const cents = centsOf(amount);
    const key = `recharge:${idempotencyKey}`;
    return this.once(userIdx, key, async (trx) => {
      await postLedger(trx, {
        userIdx,
        kind: 'recharge',
        amount: cents,
        // The test provider's own payment id, as a real provider's would be.
        reference: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`,
        idempotencyKey: key,
        note: TEST_PROVIDER_NOTE,
      });
    });
  }

  /**
   * Pays out to one of the caller's saved accounts after checking the trade password; never below
   * zero. The same idempotency key answers the first withdrawal again.
   */
  async withdraw(
    userIdx: number,
    payload: { amount: string; accountIdx: number; tradePassword: string; idempotencyKey: string },
  ): Promise<MoneyMoveData> {
    const cents = centsOf(payload.amount);
    const key = `withdrawal:${payload.idempotencyKey}`;
    const done = await this.findMove(this.db, userIdx, key);
    if (done) return done;
    const account = await this.db
      .selectFrom('withdrawal_accounts')
      .select(['user_idx', 'kind', 'account_no', 'bank'])
      .where('idx', '=', payload.accountIdx)
      .executeTakeFirst();
    if (!account || !ownsWithdrawalAccount(userIdx, account))
      throw ApiError.invalid('accountIdx', 'chooseWithdrawalAccount');
    await verifyTradePassword(this.db, userIdx, payload.tradePassword);
    return this.once(userIdx, key, async (trx, balance) => {
      if (!balanceCovers(balance, cents)) throw insufficientBalance('amount');
      const where = account.kind === 'paypal' ? 'PayPal' : account.bank || 'bank';
      await postLedger(trx, {
        userIdx,
        kind: 'withdrawal',
        amount: -cents,
        reference: `${account.kind}:${maskAccountNo(account.account_no)}`,
        idempotencyKey: key,
        note: `Withdrawal to ${where} ${maskAccountNo(account.account_no)}`,
      });
    });
  }

  /**
   * Runs one keyed money movement: the wallet is locked first, so a concurrent retry with the same
   * key waits and then finds the first one's ledger row; a unique violation (the backstop) does too.
   */
  private async once(
    userIdx: number,
    key: string,
    move: (trx: Db, balance: number) => Promise<void>,
  ): Promise<MoneyMoveData> {
    try {
      return await this.db.transaction().execute(async (trx) => {
        const balance = await lockWallet(trx, userIdx);
        const done = await this.findMove(trx, userIdx, key);
        if (done) return done;
        await move(trx, balance);
        const moved = await this.findMove(trx, userIdx, key);
        // Read in the transaction that wrote it: missing, the move wrote no row under its key.
        if (!moved) throw new Error(`wallet: the money movement just made is not found by its key`);
        return moved;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const done = await this.findMove(this.db, userIdx, key);
      if (!done) throw error;
      return done;
    }
  }

  private async findMove(db: Db, userIdx: number, key: string): Promise<MoneyMoveData | null> {
    const row = await db
      .selectFrom('wallet_ledger')
      .select(LEDGER_COLUMNS)
      .where('user_idx', '=', userIdx)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const wallet = await db
      .selectFrom('wallets')
      .select('balance')
      .where('user_idx', '=', userIdx)
      .executeTakeFirstOrThrow();
    return { balance: wallet.balance, entry: toEntry(row) };
  }
}
