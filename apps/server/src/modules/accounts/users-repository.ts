import type { Role } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The users table as other modules see it. Each function runs on the database or inside the
 * caller's transaction (`db` may be either), so a lock taken here lasts as long as the caller's
 * work.
 */

/**
 * Holds the user's row until the transaction ends, so one user's changes of a kind (address
 * book, withdrawal accounts) run one at a time; FOR NO KEY UPDATE, so sign-ins still read it.
 */
export async function holdUser(trx: Db, userIdx: number): Promise<void> {
  await trx.selectFrom('users').select('idx').where('idx', '=', userIdx).forNoKeyUpdate().execute();
}

/** The user's role, the row locked (FOR UPDATE) until the transaction ends; throws for an unknown user. */
export async function lockUserRole(trx: Db, userIdx: number): Promise<Role> {
  const user = await trx
    .selectFrom('users')
    .select(['role'])
    .where('idx', '=', userIdx)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return user.role;
}

export async function setUserRole(trx: Db, userIdx: number, role: Role): Promise<void> {
  await trx
    .updateTable('users')
    .set({ role, updated_at: sql<Date>`now()` })
    .where('idx', '=', userIdx)
    .execute();
}

/** The hash of the user's trade password: null when none is set, undefined for an unknown user. */
export async function tradePasswordHash(db: Db, userIdx: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('trade_password_hash').where('idx', '=', userIdx).executeTakeFirst();
  return row?.trade_password_hash;
}

/** Name and avatar of each user, by idx (reviewers, buyers of a seller's orders). */
export async function userCards(
  db: Db,
  userIdxs: readonly number[],
): Promise<Map<number, { name: string; avatar: string }>> {
  if (userIdxs.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['idx', 'name', 'avatar'])
    .where('idx', 'in', [...new Set(userIdxs)])
    .execute();
  return new Map(rows.map((row) => [row.idx, { name: row.name, avatar: row.avatar }]));
}

/** Every staff member, by idx: the live chat's agents. */
export async function staffCards(db: Db): Promise<Array<{ idx: number; name: string; avatar: string }>> {
  return db.selectFrom('users').select(['idx', 'name', 'avatar']).where('role', '=', 'staff').orderBy('idx').execute();
}

/** What the live chat's console shows of a shopper's account. */
export async function accountProfile(
  db: Db,
  userIdx: number,
): Promise<{ idx: number; name: string; avatar: string; email: string | null; role: Role; createdAt: Date } | null> {
  const row = await db
    .selectFrom('users')
    .select(['idx', 'name', 'avatar', 'email', 'role', 'created_at'])
    .where('idx', '=', userIdx)
    .executeTakeFirst();
  return row
    ? { idx: row.idx, name: row.name, avatar: row.avatar, email: row.email, role: row.role, createdAt: row.created_at }
    : null;
}

/** The idx of every user whose name holds `pattern` (an ILIKE pattern), as a subquery for another module's filter. */
export function userIdxsNamedLike(db: Db, pattern: string) {
  return db.selectFrom('users').select('users.idx').where('users.name', 'ilike', pattern);
}
