import { Code, TRADE_PASSWORD_LOCK_MS, TRADE_PASSWORD_MAX_FAILURES } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { tradePasswordHash } from '../accounts/users-repository.ts';
import { ensureWallet } from './wallet-ledger.ts';

/*
 * The trade password guards every payment and withdrawal. Five wrong ones in a row lock it for
 * TRADE_PASSWORD_LOCK_MS. A wrong one must count even though the payment it came with is
 * refused, so the count is never written in the payment's own (rolled back) transaction.
 */

const lockedFor = (ms: number) =>
  new ApiError(Code.tooManyRequests, 'tradePasswordLocked', { minutes: String(Math.max(1, Math.ceil(ms / 60_000))) });

/** A wrong trade password met inside a caller's transaction: runWithTradePassword records it after the rollback. */
export class TradePasswordMismatch extends ApiError {
  constructor(readonly userIdx: number) {
    super(Code.tradePasswordError, null);
  }
}

/**
 * Checks a user's trade password. Answers 4003 when none is set, 4029 while locked, and 4002 with
 * no message when wrong (4029 on the wrong one that locks it). A right one resets the count.
 *
 * Called with the root `db` (as the wallet and orders services do, before their money
 * transaction), it runs in a short transaction of its own that holds the wallet row, so one
 * user's attempts are checked one at a time and each failure is committed at once. Called with
 * a transaction, run that transaction through runWithTradePassword, which records the failure
 * once the transaction has rolled back.
 */
export async function verifyTradePassword(trx: Db, userIdx: number, password: string): Promise<void> {
  if (trx.isTransaction) return checkTradePassword(trx, userIdx, password, false);
  await ensureWallet(trx, userIdx);
  const refusal = await trx.transaction().execute(async (own) => {
    try {
      await checkTradePassword(own, userIdx, password, true);
      return null;
    } catch (error) {
      // Committed with the failure it recorded; thrown once the transaction is over.
      if (error instanceof ApiError) return error;
      throw error;
    }
  });
  if (refusal) throw refusal;
}

/**
 * Runs a money transaction that may check a trade password inside it; a wrong one is counted
 * after the rollback and answered as 4002 (or 4029 when that failure locks the password).
 */
export async function runWithTradePassword<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(work);
  } catch (error) {
    if (error instanceof TradePasswordMismatch) throw await recordFailure(db, error.userIdx);
    throw error;
  }
}

async function checkTradePassword(trx: Db, userIdx: number, password: string, record: boolean): Promise<void> {
  if (!record) await ensureWallet(trx, userIdx);
  // The wallet row is the lock; the hash is the account's (users), read once the row is held.
  const row = await trx
    .selectFrom('wallets')
    .select([
      'trade_password_failures as failures',
      sql<number | null>`extract(epoch from (trade_password_locked_until - now())) * 1000`.as('lockedMs'),
    ])
    .where('user_idx', '=', userIdx)
    .forUpdate()
    .executeTakeFirst();
  const hash = row ? await tradePasswordHash(trx, userIdx) : undefined;
  if (!row || hash === undefined) throw ApiError.notFound();
  if (!hash) throw new ApiError(Code.forbidden, 'tradePasswordNotSet');
  const lockedMs = row.lockedMs === null ? 0 : Number(row.lockedMs);
  if (lockedMs > 0) throw lockedFor(lockedMs);
  if (await verifyPassword(hash, password)) {
    if (row.failures > 0 || row.lockedMs !== null) {
      await trx
        .updateTable('wallets')
        .set({ trade_password_failures: 0, trade_password_locked_until: null })
        .where('user_idx', '=', userIdx)
        .execute();
    }
    return;
  }
  if (!record) throw new TradePasswordMismatch(userIdx);
  throw await recordFailure(trx, userIdx);
}

/** Counts one wrong trade password; the one that reaches the limit locks it and restarts the count. */
async function recordFailure(db: Db, userIdx: number): Promise<ApiError> {
  const reaches = sql<boolean>`trade_password_failures + 1 >= ${TRADE_PASSWORD_MAX_FAILURES}`;
  const row = await db
    .updateTable('wallets')
    .set({
      trade_password_failures: sql<number>`case when ${reaches} then 0 else trade_password_failures + 1 end`,
      trade_password_locked_until: sql<Date | null>`case when ${reaches}
        then now() + ${TRADE_PASSWORD_LOCK_MS} * interval '1 millisecond' else trade_password_locked_until end`,
    })
    .where('user_idx', '=', userIdx)
    .returning(sql<boolean>`coalesce(trade_password_locked_until > now(), false)`.as('locked'))
    .executeTakeFirst();
  return row?.locked ? lockedFor(TRADE_PASSWORD_LOCK_MS) : ApiError.tradePassword();
}

/** Clears the count and lock of wrong trade passwords (a new one was set), creating the wallet if need be. */
export async function clearTradePasswordLock(trx: Db, userIdx: number): Promise<void> {
  await trx
    .insertInto('wallets')
    .values({ user_idx: userIdx })
    .onConflict((oc) =>
      oc.column('user_idx').doUpdateSet({
        trade_password_failures: 0,
        trade_password_locked_until: null,
        updated_at: sql<Date>`now()`,
      }),
    )
    .execute();
}
