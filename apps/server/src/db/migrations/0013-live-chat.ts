import { sql, type Kysely } from 'kysely';

/**
 * Live customer-service chat (issue 13). A conversation goes open -> queued (the shopper's first
 * message) -> assigned (claimed, or routed automatically) -> ended; the queue is read by
 * `queued_at`. A shopper (an account, or a guest by their signed guest id) has at most one
 * conversation that has not ended: two partial unique indexes make concurrent begins find one.
 * `live_canned` holds the staff's canned answers; `live_settings` the guest-token secret when no
 * GUEST_TOKEN_SECRET is configured, so every process sharing the database signs alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table live_subjects drop constraint if exists live_subjects_status_check`.execute(db);
  await sql`alter table live_subjects
    add constraint live_subjects_status_check check (status in ('open', 'queued', 'assigned', 'ended')),
    add column queued_at timestamptz,
    add column assigned_at timestamptz,
    add column rating smallint check (rating between 1 and 5),
    add column rating_comment text,
    add column page text,
    add column referer text,
    add column lang text,
    add column shopper_present boolean not null default false`.execute(db);
  await sql`create unique index live_subjects_user_current on live_subjects (user_idx)
    where status <> 'ended' and user_idx is not null`.execute(db);
  await sql`create unique index live_subjects_guest_current on live_subjects (guest_id)
    where status <> 'ended' and guest_id is not null`.execute(db);
  await sql`create index live_subjects_queue on live_subjects (queued_at, idx) where status = 'queued'`.execute(db);
  await sql`create index live_subjects_agent on live_subjects (staff_idx) where status = 'assigned'`.execute(db);
  await sql`create index live_subjects_ended on live_subjects (ended_at desc, idx desc) where status = 'ended'`.execute(
    db,
  );
  await sql`create table live_canned (
    idx integer generated always as identity primary key,
    shortcut text not null unique,
    body text not null,
    created_by integer references users(idx) on delete set null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table live_settings (
    key text primary key,
    value text not null
  )`.execute(db);
  // A guest's live-chat picture: a private upload owned by the guest's id (no account).
  await sql`alter table uploads add column guest_id text`.execute(db);
  await sql`create index uploads_guest on uploads(guest_id) where guest_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists uploads_guest`.execute(db);
  await sql`alter table uploads drop column if exists guest_id`.execute(db);
  await sql`drop table if exists live_settings`.execute(db);
  await sql`drop table if exists live_canned`.execute(db);
  for (const index of [
    'live_subjects_ended',
    'live_subjects_agent',
    'live_subjects_queue',
    'live_subjects_guest_current',
    'live_subjects_user_current',
  ])
    await sql`drop index if exists ${sql.ref(index)}`.execute(db);
  await sql`alter table live_subjects
    drop column shopper_present, drop column lang, drop column referer, drop column page,
    drop column rating_comment, drop column rating, drop column assigned_at, drop column queued_at,
    drop constraint live_subjects_status_check`.execute(db);
  await sql`update live_subjects set status = 'open' where status in ('queued', 'assigned')`.execute(db);
  await sql`alter table live_subjects add constraint live_subjects_status_check check (status in ('open', 'ended'))`.execute(
    db,
  );
}
