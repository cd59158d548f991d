import type { Paging, ShopCardView, ShopSort } from '@storefront/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, FUZZY_MIN_CHARS, normalizeKeyword } from '../search/keyword.ts';
import { shopCardsQuery, toShopCard } from './catalog-reads.ts';

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
