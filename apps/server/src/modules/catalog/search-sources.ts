import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The names the header search suggests, as queries the search module's index rebuild copies
 * from (insert ... select), so the names never leave the database. One row per name, compared
 * case-insensitively: the heaviest product or shop of that name stands for it.
 */

/** Goods on sale: one row per title, the best seller's idx, weighted by its sales. */
export function goodsNames(db: Db) {
  return db
    .selectFrom('goods')
    .distinctOn(sql`lower(title)`)
    .select(['idx', 'title as name', 'sales as weight'])
    .where('status', '=', 'on_sale')
    .orderBy(sql`lower(title)`)
    .orderBy('sales', 'desc')
    .orderBy('idx');
}

/** Open shops: one row per name, the most followed one's idx, weighted by its followers. */
export function shopNames(db: Db) {
  return db
    .selectFrom('shops')
    .distinctOn(sql`lower(name)`)
    .select(['idx', 'name', 'followers as weight'])
    .where('status', '=', 'open')
    .orderBy(sql`lower(name)`)
    .orderBy('followers', 'desc')
    .orderBy('idx');
}
