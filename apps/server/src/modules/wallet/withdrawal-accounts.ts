import { Code, type WithdrawalAccountView } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import { holdUser } from '../accounts/users-repository.ts';
import { mayAddWithdrawalAccount, WITHDRAWAL_ACCOUNTS_MAX } from './wallet-policy.ts';

/** All but the last four characters hidden ("••••1234"); a short number shows at most half. */
export function maskAccountNo(accountNo: string): string {
  const visible = Math.min(4, Math.floor(accountNo.length / 2));
  return '*'.repeat(Math.max(4, accountNo.length - visible)) + accountNo.slice(accountNo.length - visible);
}

interface AccountRow {
  idx: number;
  kind: string;
  holder: string;
  account_no: string;
  bank: string;
}

const toView = (row: AccountRow): WithdrawalAccountView => ({
  idx: row.idx,
  kind: row.kind === 'paypal' ? 'paypal' : 'bank',
  holder: row.holder,
  accountNo: maskAccountNo(row.account_no),
  bank: row.bank,
});

/** The places a user's withdrawals go; the full number never leaves the server. */
export class WithdrawalAccountsService {
  constructor(private readonly db: Db) {}

  async list(userIdx: number): Promise<WithdrawalAccountView[]> {
    const rows = await this.db
      .selectFrom('withdrawal_accounts')
      .select(['idx', 'kind', 'holder', 'account_no', 'bank'])
      .where('user_idx', '=', userIdx)
      .orderBy('idx')
      .execute();
    return rows.map(toView);
  }

  async save(
    userIdx: number,
    account: { kind: 'bank' | 'paypal'; holder: string; accountNo: string; bank: string },
  ): Promise<WithdrawalAccountView> {
    const accountNo = account.accountNo.replace(/\s+/g, '');
    if (accountNo.length < 4) throw ApiError.invalid('accountNo', 'tooShort');
    return this.db.transaction().execute(async (trx) => {
      // One user's saves one at a time, so the limit holds under concurrent requests.
      await holdUser(trx, userIdx);
      const count = await trx
        .selectFrom('withdrawal_accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_idx', '=', userIdx)
        .executeTakeFirstOrThrow();
      if (!mayAddWithdrawalAccount(Number(count.n))) {
        throw new ApiError(
          Code.invalidInput,
          'withdrawalAccountLimit',
          { max: String(WITHDRAWAL_ACCOUNTS_MAX) },
          {
            field: 'accountNo',
          },
        );
      }
      const row = await trx
        .insertInto('withdrawal_accounts')
        .values({
          user_idx: userIdx,
          kind: account.kind,
          holder: account.holder,
          account_no: accountNo,
          bank: account.kind === 'bank' ? account.bank : '',
        })
        .returning(['idx', 'kind', 'holder', 'account_no', 'bank'])
        .executeTakeFirstOrThrow();
      return toView(row);
    });
  }

  /** Removes one of the user's accounts; someone else's (or an unknown one) is 4004. */
  async remove(userIdx: number, idx: number): Promise<void> {
    const removed = await this.db
      .deleteFrom('withdrawal_accounts')
      .where('idx', '=', idx)
      .where('user_idx', '=', userIdx)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw ApiError.notFound();
  }
}
