import { sql, type Kysely } from 'kysely';

/**
 * Issue 20, titles in every language and a search index that learns of a change at once:
 * - `search_changes`: a trigger on goods (a new product, a deleted one, a change of status or
 *   title) and on goods_translations (any change) logs the product's idx; every process reads the
 *   log after the last entry it applied (one indexed query every SEARCH_CHANGES_POLL_MS) and
 *   updates its in-memory suggestion index for those products only (modules/search/search-index.ts).
 *   `search_index_state.change_seq` is the last entry a full rebuild of the terms had seen.
 * - translated titles and descriptions are searched like the product's own: a tsvector and a
 *   trigram index on goods_translations; lower(title) indexes find the products of a name when a
 *   change is applied to the suggestion index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
create table search_changes (
  seq bigint generated always as identity primary key,
  goods_idx integer not null,
  changed_at timestamptz not null default clock_timestamp()
);
create index search_changes_time on search_changes(changed_at);
alter table search_index_state add column change_seq bigint not null default 0;

create function search_goods_changed() returns trigger language plpgsql as $$
begin
  insert into search_changes (goods_idx) values (case when tg_op = 'DELETE' then old.idx else new.idx end);
  return null;
end $$;
create trigger goods_search_added after insert or delete on goods
  for each row execute function search_goods_changed();
create trigger goods_search_changed after update of status, title on goods
  for each row when (old.status is distinct from new.status or old.title is distinct from new.title)
  execute function search_goods_changed();

create function search_translation_changed() returns trigger language plpgsql as $$
begin
  insert into search_changes (goods_idx)
    values (case when tg_op = 'DELETE' then old.goods_idx else new.goods_idx end);
  return null;
end $$;
create trigger goods_translations_search_changed after insert or update or delete on goods_translations
  for each row execute function search_translation_changed();

alter table goods_translations
  add column search tsvector generated always as (to_tsvector('simple', title || ' ' || description)) stored;
create index goods_translations_search on goods_translations using gin (search);
create index goods_translations_title_trgm on goods_translations using gin (title gin_trgm_ops);
create index goods_translations_title_lower on goods_translations (lower(title));
create index goods_title_lower on goods (lower(title)) where status = 'on_sale';
`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
drop index if exists goods_title_lower;
drop index if exists goods_translations_title_lower;
drop index if exists goods_translations_title_trgm;
drop index if exists goods_translations_search;
alter table goods_translations drop column if exists search;
drop trigger if exists goods_translations_search_changed on goods_translations;
drop function if exists search_translation_changed();
drop trigger if exists goods_search_changed on goods;
drop trigger if exists goods_search_added on goods;
drop function if exists search_goods_changed();
alter table search_index_state drop column if exists change_seq;
drop table if exists search_changes;
`.execute(db);
}
