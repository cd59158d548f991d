import { sql, type Kysely } from 'kysely';

/**
 * Suggestion lookups that stay fast on a large catalog: distinct shop and product names
 * (`search_terms`) and, for every word prefix of 2 to 12 characters, the ten heaviest names that
 * have a word starting with it (`search_prefixes`), so a suggestion is one index lookup.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
create table search_terms (
  kind smallint not null,
  term text not null,
  name text not null,
  ref_idx integer not null,
  weight bigint not null,
  primary key (kind, term)
);
create index search_terms_trgm on search_terms using gin (term gin_trgm_ops);

create table search_prefixes (
  prefix text not null,
  kind smallint not null,
  rank smallint not null,
  term text not null,
  primary key (prefix, kind, rank)
);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists search_prefixes, search_terms').execute(db);
}
