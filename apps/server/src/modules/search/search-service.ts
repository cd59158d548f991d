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

const SHOP_SUGGESTIONS = 3;
const GOODS_SUGGESTIONS = 7;

interface Candidate {
  name: string;
  idx: number;
  term: string;
}

/**
 * Names of one kind with a word starting with the keyword's last word, heaviest first, through
 * the prefix index (one index lookup); the keyword's other words must appear in the name too.
 */
async function prefixCandidates(db: Db, kind: 1 | 2, words: string[], limit: number): Promise<Candidate[]> {
  const last = words[words.length - 1]!;
  const others = words.slice(0, -1);
  const rows = await db
    .selectFrom('search_prefixes as p')
    .innerJoin('search_terms as t', (join) => join.onRef('t.kind', '=', 'p.kind').onRef('t.term', '=', 'p.term'))
    .select(['t.name', 't.ref_idx as idx', 't.term'])
    .where('p.prefix', '=', last.slice(0, PREFIX_MAX))
    .where('p.kind', '=', kind)
    .orderBy('p.rank')
    .execute();
  return rows
    .filter(
      (row) => (last.length <= PREFIX_MAX || row.term.includes(last)) && others.every((w) => row.term.includes(w)),
    )
    .slice(0, limit);
}

/** Close spellings of the whole keyword among the names of one kind (trigram word similarity). */
async function fuzzyCandidates(db: Db, kind: 1 | 2, keyword: string, limit: number): Promise<Candidate[]> {
  return (
    db
      .selectFrom('search_terms')
      .select(['name', 'ref_idx as idx', 'term'])
      .where('kind', '=', kind)
      .where(sql<boolean>`${keyword} <% term`)
      // Whole-word similarity first, so "smartfone" ranks "smartphone" above names with "smart".
      .orderBy(sql`strict_word_similarity(${keyword}, term)`, 'desc')
      .orderBy('weight', 'desc')
      .limit(limit)
      .execute()
  );
}

/** Suggestions for the header search (spec 2.2): shops (flag 1) then goods (flag 2). */
export async function suggest(db: Db, kw: string): Promise<SuggestionView[]> {
  const keyword = normalizeKeyword(kw).toLowerCase();
  const words = keywordWords(keyword).filter((w) => w.length >= 2);
  if (words.length === 0) return [];
  const pick = async (kind: 1 | 2, limit: number) => {
    const found = await prefixCandidates(db, kind, words, limit);
    // Close spellings only when prefixes find too little: "smartfone" still finds smartphones.
    if (found.length >= limit || keyword.length < FUZZY_MIN_CHARS) return found;
    const seen = new Set(found.map((c) => c.term));
    const fuzzy = await fuzzyCandidates(db, kind, keyword, limit);
    return [...found, ...fuzzy.filter((c) => !seen.has(c.term))].slice(0, limit);
  };
  const [shops, goods] = await Promise.all([pick(1, SHOP_SUGGESTIONS), pick(2, GOODS_SUGGESTIONS)]);
  return [
    ...shops.map((shop) => ({
      flag: SuggestionFlag.shop as 1,
      name: shop.name,
      idx: shop.idx,
      match: matchRange(shop.name, kw),
    })),
    ...goods.map((row) => ({
      flag: SuggestionFlag.goods as 2,
      name: row.name,
      idx: row.idx,
      match: matchRange(row.name, kw),
    })),
  ];
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
