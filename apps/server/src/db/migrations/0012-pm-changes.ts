import { sql, type Kysely } from 'kysely';

/**
 * Private messages (issue 12). Every change of a conversation (a message, a revoke, a read) is
 * written for each party with a position numbered per user, 1, 2, 3…, taken from the user's row
 * in `pm_positions` in the same transaction: the row lock makes a user's positions follow commit
 * order, so a client that reconnects asks "after position N" and gets exactly what it missed, by
 * the primary key. Two partial indexes serve the read marks (unread messages of a subject) and the
 * check that a private picture was sent in a conversation (picture messages by address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table pm_positions (
    user_idx integer primary key references users(idx) on delete cascade,
    position bigint not null default 0
  )`.execute(db);
  // A log written only in the statement or transaction that makes its change, for rows that are
  // never deleted: no foreign keys, whose checks would cost every send eight lookups.
  await sql`create table pm_changes (
    user_idx integer not null,
    position bigint not null,
    subject_idx integer not null,
    kind text not null constraint pm_changes_kind check (kind in ('message', 'revoke', 'read')),
    message_idx integer not null,
    reader_idx integer,
    created_at timestamptz not null default now(),
    primary key (user_idx, position)
  )`.execute(db);
  await sql`create index pm_messages_unread on pm_messages (subject_idx) where not readed`.execute(db);
  await sql`create index pm_messages_picture on pm_messages (body) where flag = 2`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pm_messages_picture`.execute(db);
  await sql`drop index if exists pm_messages_unread`.execute(db);
  await sql`drop table if exists pm_changes`.execute(db);
  await sql`drop table if exists pm_positions`.execute(db);
}
