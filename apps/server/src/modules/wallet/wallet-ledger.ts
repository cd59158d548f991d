import { Code } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { LedgerKind } from '../../db/schema.ts';
import { ApiError } from '../../core/api-error.ts';

/*
 * The one place money moves. Every change of a balance is a ledger row written in the same
 * transaction, so a wallet's ledger always sums to its balance. Callers lock the wallet first
 * (lockWallet) and take locks in the order orders -> wallets -> skus -> goods -> shops.
 */

/** Creates the user's wallet (balance 0) when it does not exist yet. */
export async function ensureWallet(db: Db, userIdx: number): Promise<void> {
  await db
    .insertInto('wallets')
    .values({ user_idx: userIdx })
    .onConflict((oc) => oc.column('user_idx').doNothing())
    .execute();
}

/** Locks the user's wallet row until the transaction ends (creating it first); returns the balance. */
export async function lockWallet(trx: Db, userIdx: number): Promise<number> {
  await ensureWallet(trx, userIdx);
  const row = await trx
    .selectFrom('wallets')
    .select('balance')
    .where('user_idx', '=', userIdx)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** The user's balance in cents, or null when they have no wallet yet. */
export async function walletBalance(db: Db, userIdx: number): Promise<number | null> {
  const row = await db.selectFrom('wallets').select('balance').where('user_idx', '=', userIdx).executeTakeFirst();
  return row ? row.balance : null;
}

export interface LedgerPosting {
  userIdx: number;
  kind: LedgerKind;
  /** Signed cents: positive credits the wallet, negative debits it. */
  amount: number;
  reference?: string | null;
  /** Unique per user: the same key never moves money twice. */
  idempotencyKey?: string | null;
  note?: string;
}

export const insufficientBalance = (field = 'balance') =>
  new ApiError(Code.invalidInput, 'insufficientBalance', { field }, { field });

/**
 * Moves money in or out of a wallet the transaction has locked and writes its ledger row. A debit
 * larger than the balance is refused here (the table's check constraint is only the backstop).
 */
export async function postLedger(trx: Db, posting: LedgerPosting): Promise<{ idx: number; balanceAfter: number }> {
  if (!Number.isSafeInteger(posting.amount) || posting.amount === 0) {
    throw new Error(`ledger: invalid amount ${posting.amount}`);
  }
  const wallet = await trx
    .updateTable('wallets')
    .set({ balance: sql<number>`balance + ${posting.amount}`, updated_at: sql<Date>`now()` })
    .where('user_idx', '=', posting.userIdx)
    .where('balance', '>=', Math.max(0, -posting.amount))
    .returning('balance')
    .executeTakeFirst();
  if (!wallet) throw insufficientBalance();
  const row = await trx
    .insertInto('wallet_ledger')
    .values({
      user_idx: posting.userIdx,
      kind: posting.kind,
      amount: posting.amount,
      balance_after: wallet.balance,
      reference: posting.reference ?? null,
      idempotency_key: posting.idempotencyKey ?? null,
      note: posting.note ?? '',
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  return { idx: row.idx, balanceAfter: wallet.balance };
}
