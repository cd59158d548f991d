import { sql, type Kysely } from 'kysely';

/**
 * Suggestions in one round trip whatever the keyword (modules/search/search-service.ts):
 *
 * - `search_word_names`: every word of every shop and product name with that name's term and
 *   weight, all in the primary key (binary collation, so a range of it is a word prefix): the
 *   names holding a word are one index-only range away, however large the catalog.
 * - `search_words`: the distinct words (a few hundred to a few thousand however large the
 *   catalog) with a trigram index: a word with a typo is matched against this vocabulary, not
 *   against every name. Both filled by the search index rebuild.
 * - `search_suggestions()`: the lookup, in PL/pgSQL so that each connection plans its queries
 *   once and reuses the plans (planning them cost more than running them), and runs each step
 *   only when the steps before it could not fill the list (`fill` names):
 *   1. the prefix index: the names with a word starting with the last word that hold the
 *      other words too (score 2);
 *   2. only when `tolerant`: each word, and for a word of `fuzzy_min`+ characters that starts
 *      no word of any name its `corrections` closest spellings in the vocabulary; then for
 *      each spelling of the `driver` word, the heaviest `per_spelling` names with a word
 *      starting with it that hold a spelling of every other word;
 *   3. for several words, the heaviest `per_spelling / 2` names with a word starting with a
 *      spelling of any one of them, if close to the whole keyword (pg_trgm word similarity).
 *   Steps 2 and 3 score their names by that similarity, as the lookup did before the prefix
 *   index existed, so the closest come first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table search_word_names (
      word text collate "C" not null,
      kind smallint not null,
      weight bigint not null,
      term text not null,
      primary key (word, kind, weight, term)
    )`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`create index search_words_trgm on search_words using gin (word gin_trgm_ops)`.execute(db);
  await sql
    .raw(
      `
create function search_suggestions(
  keyword text, words text[], prefix text, tolerant boolean, driver integer,
  fill integer, fuzzy_min integer, corrections integer, per_spelling integer
) returns table (s_kind smallint, s_name text, s_idx integer, s_term text, s_score real, s_weight bigint)
language plpgsql stable
-- Planned once per connection: planning these small queries for each keyword cost more than
-- running them, and their generic plans are the same index lookups.
set plan_cache_mode = force_generic_plan
as $$
#variable_conflict use_column
declare
  last_word text := words[cardinality(words)];
  found_count integer;
  batch integer;
  spelt_words text[];
  spelt_ords integer[];
  others_like text[];
  others_regex text[];
  close_words text[];
begin
  -- 1. The prefix index.
  return query
    select t.kind, t.name, t.ref_idx, t.term, 2::real, t.weight
    from search_prefixes p
    join search_terms t on t.kind = p.kind and t.term = p.term
    where p.prefix = search_suggestions.prefix and strpos(t.term, last_word) > 0
      and not exists (
        select 1 from unnest(words[1:cardinality(words) - 1]) as o(word) where strpos(t.term, o.word) = 0);
  get diagnostics found_count = row_count;
  if not tolerant or found_count >= fill then
    return;
  end if;

  -- Each word, and close spellings of a word of fuzzy_min+ characters that starts no word; for
  -- each word but the driver, a pattern matching its spellings (LIKE for the word as typed, a
  -- regular expression for several: words hold letters and digits only, so no escaping).
  spelt_words := words;
  spelt_ords := array(select generate_series(1, cardinality(words)));
  others_like := '{}';
  others_regex := '{}';
  for i in 1 .. cardinality(words) loop
    close_words := '{}';
    if length(words[i]) >= fuzzy_min and not exists (
      select 1 from search_word_names k
      where k.word >= words[i] collate "C" and k.word < (words[i] || chr(1114111)) collate "C"
    ) then
      close_words := array(
        select v.word from search_words v
        where words[i] <% v.word and v.word <> words[i]
        order by strict_word_similarity(words[i], v.word) desc, v.word
        limit corrections);
      spelt_words := spelt_words || close_words;
      spelt_ords := spelt_ords || array_fill(i, array[cardinality(close_words)]);
    end if;
    if i <> driver then
      if cardinality(close_words) = 0 then
        others_like := others_like || ('%' || words[i] || '%');
      else
        others_regex := others_regex || array_to_string(words[i] || close_words, '|');
      end if;
    end if;
  end loop;

  -- 2. The heaviest names with a word starting with a spelling of the driver word that hold a
  -- spelling of every other word.
  return query
    select t.kind, t.name, t.ref_idx, t.term, strict_word_similarity(keyword, t.term), t.weight
    from unnest(spelt_words, spelt_ords) as s(word, ord)
    cross join lateral (
      select distinct on (n.weight, n.term, n.kind) n.kind, n.term, n.weight
      from search_word_names n
      where n.word >= s.word collate "C" and n.word < (s.word || chr(1114111)) collate "C"
        and n.term like all (others_like) and n.term ~ all (others_regex)
      order by n.weight desc, n.term, n.kind
      limit per_spelling
    ) n
    join search_terms t on t.kind = n.kind and t.term = n.term
    where s.ord = driver;
  get diagnostics batch = row_count;
  if found_count + batch >= fill or cardinality(words) = 1 then
    return;
  end if;

  -- 3. Several words: the heaviest names with a word starting with a spelling of any of them,
  -- when close enough to the whole keyword, so "ceramic floor lamp" offers floor lamps too.
  return query
    select n.kind, n.name, n.ref_idx, n.term, strict_word_similarity(keyword, n.term), n.weight
    from unnest(spelt_words) as s(word)
    cross join lateral (
      select t.kind, t.name, t.ref_idx, t.term, t.weight
      from (
        select distinct on (n.weight, n.term, n.kind) n.kind, n.term, n.weight
        from search_word_names n
        where n.word >= s.word collate "C" and n.word < (s.word || chr(1114111)) collate "C"
        order by n.weight desc, n.term, n.kind
        limit per_spelling / 2
      ) k
      join search_terms t on t.kind = k.kind and t.term = k.term
      -- A limit the similarity test below cannot be pushed under: it must see these names only.
      limit per_spelling
    ) n
    where length(s.word) >= 3 and keyword <% n.term;
end
$$`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists search_suggestions`.execute(db);
  await sql`drop table if exists search_words, search_word_names`.execute(db);
}
