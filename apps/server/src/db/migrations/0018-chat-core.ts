import { sql, type Kysely } from 'kysely';

/**
 * One chat core for both chats (issue 21). The per-party change log of private messages
 * (pm_positions, pm_changes of migration 0012) becomes the log of every chat kind:
 * - `chat_positions`: the last position handed to each party, keyed `<kind>:<party>`
 *   (`pm:<user idx>`; live chat's `live:u:<user idx>`, `live:g:<guest id>` and each conversation's staff side `live:c:<subject idx>`);
 *   the row is locked while a change is written, so a party's positions follow commit order.
 * - `chat_changes`: one change of a conversation for each party under that party's position:
 *   a message, a removal (pm's revoke, live chat's delete), an edit, a read.
 * Private messages keep their positions (the rows move under `pm:`), so a client that reconnects
 * after the upgrade catches up from where it was. pm_messages gains `edited_at`, as live_messages
 * has, so both kinds' messages share one shape in the core.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table chat_positions (
    party text primary key,
    position bigint not null default 0
  )`.execute(db);
  // Written only in the statement or transaction that makes its change, for rows never deleted: no
  // foreign keys (their checks would cost every send a lookup per party).
  await sql`create table chat_changes (
    party text not null,
    position bigint not null,
    subject_idx integer not null,
    kind text not null constraint chat_changes_kind check (kind in ('message', 'remove', 'edit', 'read')),
    message_idx integer not null,
    reader_idx integer,
    created_at timestamptz not null default now(),
    primary key (party, position)
  )`.execute(db);
  await sql`insert into chat_positions (party, position) select 'pm:' || user_idx, position from pm_positions`.execute(
    db,
  );
  await sql`insert into chat_changes (party, position, subject_idx, kind, message_idx, reader_idx, created_at)
    select 'pm:' || user_idx, position, subject_idx, case kind when 'revoke' then 'remove' else kind end,
      message_idx, reader_idx, created_at
    from pm_changes`.execute(db);
  await sql`drop table pm_changes`.execute(db);
  await sql`drop table pm_positions`.execute(db);
  await sql`alter table pm_messages add column edited_at timestamptz`.execute(db);
  // Live chat's read marks and removals find a conversation's unread messages as pm's do.
  await sql`create index live_messages_unread on live_messages (subject_idx) where not readed`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists live_messages_unread`.execute(db);
  await sql`alter table pm_messages drop column if exists edited_at`.execute(db);
  await sql`create table pm_positions (
    user_idx integer primary key references users(idx) on delete cascade,
    position bigint not null default 0
  )`.execute(db);
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
  await sql`insert into pm_positions (user_idx, position)
    select substr(party, 4)::integer, position from chat_positions where party like 'pm:%'`.execute(db);
  await sql`insert into pm_changes (user_idx, position, subject_idx, kind, message_idx, reader_idx, created_at)
    select substr(party, 4)::integer, position, subject_idx, case kind when 'remove' then 'revoke' else kind end,
      message_idx, reader_idx, created_at
    from chat_changes where party like 'pm:%' and kind <> 'edit'`.execute(db);
  await sql`drop table chat_changes`.execute(db);
  await sql`drop table chat_positions`.execute(db);
}
