import { sql, type Kysely } from 'kysely';

/**
 * Uploads get a visibility: 'private' ones (identity photos, later private-message pictures) are
 * kept apart and served only to their owner and staff (modules/uploads). The sweep of unused
 * uploads reads them oldest first. Shops get the key their name is compared by (cleaned and
 * case-folded, packages/contract display-name.ts), unique, so no two shops can look alike; it is
 * written by the application code (rows without one get it before any comparison).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table uploads add column visibility text not null default 'public'
    constraint uploads_visibility check (visibility in ('public', 'private'))`.execute(db);
  await sql`create index uploads_created on uploads (created_at)`.execute(db);
  await sql`alter table shops add column name_key text`.execute(db);
  await sql`create unique index shops_name_key_unique on shops (name_key) where name_key is not null`.execute(db);
  await sql`create index shops_name_key_missing on shops (idx) where name_key is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists shops_name_key_missing`.execute(db);
  await sql`drop index if exists shops_name_key_unique`.execute(db);
  await sql`alter table shops drop column if exists name_key`.execute(db);
  await sql`drop index if exists uploads_created`.execute(db);
  await sql`alter table uploads drop column if exists visibility`.execute(db);
}
