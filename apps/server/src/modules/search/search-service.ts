import {
  SuggestionFlag,
  type Paging,
  type ShopCardView,
  type ShopSort,
  type SuggestionView,
} from '@storefront/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { shopCardsQuery, toShopCard } from '../catalog/catalog-reads.ts';
import { containsPattern, FUZZY_MIN_CHARS, keywordWords, matchRange, normalizeKeyword } from './keyword.ts';
import { PREFIX_MAX } from './search-index.ts';
import { cachedSuggestions } from './suggestion-cache.ts';

const SHOP_SUGGESTIONS = 3;
const GOODS_SUGGESTIONS = 7;
/** Close spellings looked up in the vocabulary per word, at most. */
const CORRECTIONS = 3;
/** Names read per spelling when the prefix index cannot fill the list. */
const FALLBACK_NAMES = 20;

interface SuggestionRow {
  s_kind: 1 | 2;
  s_name: string;
  s_idx: number;
  s_term: string;
  s_score: number;
  s_weight: number;
}

/**
 * Suggestions for the header search (spec 2.2): shops (flag 1) then goods (flag 2). Answers
 * come from a per-process cache of hot keywords (suggestion-cache.ts) or from one SQL call.
 */
export async function suggest(db: Db, kw: string): Promise<SuggestionView[]> {
  const keyword = normalizeKeyword(kw).toLowerCase();
  const words = keywordWords(keyword).filter((w) => w.length >= 2);
  if (words.length === 0) return [];
  return cachedSuggestions(db, keyword, () => lookUp(db, keyword, words));
}

/**
 * Shops and goods in one round trip, through `search_suggestions()` (migration 0005): the prefix
 * index first (the heaviest names with a word starting with the last word that hold the other
 * words too); only when those cannot fill the list, a bounded typo-tolerant fallback through the
 * vocabulary of name words. So "smartfone" still finds smartphones and "linnen shirt" linen
 * shirts, without comparing the keyword with every name.
 */
async function lookUp(db: Db, keyword: string, words: string[]): Promise<SuggestionView[]> {
  const last = words[words.length - 1]!;
  // The longest word drives the fallback: it has the most trigrams, so the fewest names.
  const driver = words.reduce((best, w, i) => (w.length > words[best]!.length ? i : best), 0);
  // Never for keywords of 2-3 characters, nor when no word has a trigram to look names up by.
  const tolerant = keyword.length >= FUZZY_MIN_CHARS && words[driver]!.length >= 3;
  const { rows } = await sql<SuggestionRow>`
    select * from search_suggestions(
      ${keyword}, ${words}::text[], ${last.slice(0, PREFIX_MAX)}, ${tolerant}, ${driver + 1},
      ${SHOP_SUGGESTIONS + GOODS_SUGGESTIONS}, ${FUZZY_MIN_CHARS}, ${CORRECTIONS}, ${FALLBACK_NAMES}
    )`.execute(db);
  // Prefix matches (score 2) first, then the closest spellings, heaviest first among equals.
  rows.sort(
    (a, b) =>
      a.s_kind - b.s_kind ||
      b.s_score - a.s_score ||
      b.s_weight - a.s_weight ||
      (a.s_term < b.s_term ? -1 : a.s_term > b.s_term ? 1 : 0),
  );
  const seen = new Set<string>();
  const shops: SuggestionView[] = [];
  const goods: SuggestionView[] = [];
  for (const row of rows) {
    const list = row.s_kind === 1 ? shops : goods;
    const key = `${row.s_kind}:${row.s_term}`;
    if (seen.has(key) || list.length >= (row.s_kind === 1 ? SHOP_SUGGESTIONS : GOODS_SUGGESTIONS)) continue;
    seen.add(key);
    list.push({
      flag: row.s_kind === 1 ? SuggestionFlag.shop : SuggestionFlag.goods,
      name: row.s_name,
      idx: row.s_idx,
      match: matchRange(row.s_name, keyword),
    });
  }
  return [...shops, ...goods];
}

/** Shop search results (/search/shop) and the shop directory when there is no keyword. */
export async function searchShops(
  db: Db,
  options: { kw?: string | undefined; sort: ShopSort; page: number; size: number },
): Promise<{ rows: ShopCardView[]; paging: Paging }> {
  const keyword = normalizeKeyword(options.kw);
  const matches = (eb: ExpressionBuilder<Database & { s: Database['shops'] }, 's'>) =>
    eb.or([
      eb('s.name', 'ilike', containsPattern(keyword)),
      eb('s.description', 'ilike', containsPattern(keyword)),
      ...(keyword.length >= FUZZY_MIN_CHARS ? [sql<boolean>`${keyword} <% s.name`] : []),
    ]);
  const base = keyword ? shopCardsQuery(db).where(matches) : shopCardsQuery(db);
  let ordered = base;
  if (options.sort === 'rating') ordered = ordered.orderBy('s.rating', 'desc');
  else if (options.sort === 'followers') ordered = ordered.orderBy('s.followers', 'desc');
  else if (options.sort === 'sales') ordered = ordered.orderBy('s.sales', 'desc');
  else if (keyword) ordered = ordered.orderBy(sql`word_similarity(${keyword}, s.name)`, 'desc');
  else ordered = ordered.orderBy('s.followers', 'desc');
  const countQuery = db
    .selectFrom('shops as s')
    .where('s.status', '=', 'open')
    .select((eb) => eb.fn.countAll<number>().as('total'));
  const filteredCount = keyword ? countQuery.where(matches) : countQuery;
  const [rows, count] = await Promise.all([
    ordered
      .orderBy('s.idx')
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute(),
    filteredCount.executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map(toShopCard),
    paging: { current: options.page, total: Number(count.total), size: options.size },
  };
}
