import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalidateSuggestions } from './suggestion-cache.ts';

/** Suggestions kept per prefix and kind; the longest prefix indexed. */
export const PREFIX_TOP = 10;
export const PREFIX_MAX = 12;

/**
 * Rebuilds the suggestion index from the catalog in one transaction: readers see the old index
 * until the new one is complete. Run after seeding and at server start; cheap next to the
 * catalog itself (names are de-duplicated before prefixes are cut). Ends by vacuuming the
 * search tables and emptying this process's suggestion cache.
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from search_prefixes`.execute(trx);
    await sql`delete from search_words`.execute(trx);
    await sql`delete from search_word_names`.execute(trx);
    await sql`delete from search_terms`.execute(trx);
    await sql`
      insert into search_terms (kind, term, name, ref_idx, weight)
      select distinct on (lower(title)) 2, lower(title), title, idx, sales
      from goods where status = 'on_sale'
      order by lower(title), sales desc, idx`.execute(trx);
    await sql`
      insert into search_terms (kind, term, name, ref_idx, weight)
      select distinct on (lower(name)) 1, lower(name), name, idx, followers
      from shops where status = 'open'
      order by lower(name), followers desc, idx`.execute(trx);
    await sql`
      insert into search_prefixes (prefix, kind, rank, term)
      select prefix, kind, rank, term from (
        select p.prefix, t.kind, t.term,
               row_number() over (partition by p.prefix, t.kind order by t.weight desc, t.term) as rank
        from search_terms t
        cross join lateral (
          select distinct left(w, n) as prefix
          from regexp_split_to_table(t.term, '[^[:alnum:]]+') as w,
               generate_series(2, least(${sql.lit(PREFIX_MAX)}, length(w))) as n
          where length(w) >= 2
        ) p
      ) ranked
      where rank <= ${sql.lit(PREFIX_TOP)}`.execute(trx);
    await sql`
      insert into search_word_names (word, kind, weight, term)
      select distinct w, t.kind, t.weight, t.term
      from search_terms t, regexp_split_to_table(t.term, '[^[:alnum:]]+') as w
      where length(w) >= 2`.execute(trx);
    await sql`insert into search_words (word) select distinct word from search_word_names`.execute(trx);
  });
  // Outside the transaction (VACUUM cannot run in one): drops the rows the rebuild replaced and
  // marks the pages all-visible, so the word index answers without reading the table, and
  // refreshes the planner's statistics. PGlite has no autovacuum to do either.
  await sql`vacuum (analyze) search_terms, search_prefixes, search_word_names, search_words`.execute(db);
  invalidateSuggestions();
}
