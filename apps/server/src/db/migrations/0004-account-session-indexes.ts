import { sql, type Kysely } from 'kysely';

/**
 * A password change signs out a user's other sessions by user, not by family: index the live
 * sessions and refresh tokens by user so that stays one index lookup as the tables grow.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index auth_sessions_user_live on auth_sessions(user_idx) where revoked_at is null`.execute(db);
  await sql`create index refresh_tokens_user_live on refresh_tokens(user_idx) where revoked_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists refresh_tokens_user_live`.execute(db);
  await sql`drop index if exists auth_sessions_user_live`.execute(db);
}
