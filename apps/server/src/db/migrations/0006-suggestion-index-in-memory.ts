import { sql, type Kysely } from 'kysely';

/**
 * Suggestions are answered from an index each server process keeps in memory
 * (modules/search/suggestion-index.ts), built from `search_terms`: the prefix and word tables
 * and the lookup function of migrations 0002 and 0005 go. `search_index_state` records when the
 * terms were last rebuilt, so every process of a scaled-out deployment notices a rebuild made
 * by another one and reloads its index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists search_suggestions`.execute(db);
  await sql`drop table if exists search_prefixes, search_word_names, search_words`.execute(db);
  await sql`
    create table search_index_state (
      id smallint primary key default 1 check (id = 1),
      built_at timestamptz not null
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists search_index_state`.execute(db);
}
