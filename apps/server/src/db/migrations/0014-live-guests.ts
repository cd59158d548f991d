import { sql, type Kysely } from 'kysely';

/**
 * Live-chat guest tokens' use (issue 19): a token unused for LIVE_GUEST_TOKEN_IDLE_DAYS is refused,
 * and one whose conversations moved to an account on sign-in is retired (refused from then on).
 * A token signed before this table existed gets its row on first use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table live_guests (
    guest_id text primary key,
    last_used_at timestamptz not null default now(),
    retired_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists live_guests`.execute(db);
}
