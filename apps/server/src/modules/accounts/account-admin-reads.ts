import type { AdminAccount, Role, StaffMember } from '@storefront/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';
import { containsPattern } from '../search/keyword.ts';
import { hasAdminRights } from './accounts-policy.ts';

/*
 * The users table as the admin module sees it (issue 20): staff, accounts found by email, name or
 * phone, one account's standing. Each function runs on the database or inside the caller's
 * transaction.
 */

type AccountRow = Pick<
  Selectable<UsersTable>,
  'idx' | 'name' | 'email' | 'phone_e164' | 'role' | 'admin' | 'status' | 'created_at'
>;
const ACCOUNT_COLUMNS = ['idx', 'name', 'email', 'phone_e164', 'role', 'admin', 'status', 'created_at'] as const;

function toAccount(row: AccountRow): AdminAccount {
  return {
    idx: row.idx,
    name: row.name,
    email: row.email,
    phone: row.phone_e164,
    role: row.role as Role,
    admin: hasAdminRights(row),
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** Every staff account, admins first, then by idx. */
export async function staffMembers(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('users')
    .select(['idx', 'name', 'email', 'avatar', 'admin', 'status'])
    .where('role', '=', 'staff')
    .orderBy('admin', 'desc')
    .orderBy('idx')
    .execute();
  return rows.map((row) => ({ ...row, email: row.email }));
}

/** One account as an admin sees it, or null; `lock` holds its row until the transaction ends. */
export async function adminAccount(db: Db, idx: number, lock = false): Promise<AdminAccount | null> {
  let query = db.selectFrom('users').select(ACCOUNT_COLUMNS).where('idx', '=', idx);
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toAccount(row) : null;
}

/** The account of an email (emails are stored lower-cased), or null. */
export async function accountIdxByEmail(db: Db, email: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('idx').where('email', '=', email).executeTakeFirst();
  return row?.idx ?? null;
}

/** Accounts whose email, name or phone holds `kw` (all when empty), newest first. */
export async function searchAccounts(
  db: Db,
  { kw, page, size }: { kw: string; page: number; size: number },
): Promise<{ rows: AdminAccount[]; total: number }> {
  const digits = kw.replace(/[^\d]/g, '');
  const base = db.selectFrom('users').where((eb) => {
    if (kw === '') return eb.lit(true);
    const pattern = containsPattern(kw);
    return eb.or([
      eb('email', 'ilike', pattern),
      eb('name', 'ilike', pattern),
      ...(digits.length >= 3 ? [eb('phone_e164', 'like', containsPattern(digits))] : []),
    ]);
  });
  const [rows, count] = await Promise.all([
    base
      .select(ACCOUNT_COLUMNS)
      .orderBy('idx', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(toAccount), total: Number(count.total) };
}
