import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * The names the header search suggests, as queries the search module's index rebuild copies
 * from (insert ... select), so the names never leave the database. One row per name, compared
 * case-insensitively: the heaviest product or shop of that name stands for it. A product's
 * names are its own title and its titles in other languages (goods_translations): every one is
 * suggested to everyone, whatever their language, so a German title typed on an English page
 * still finds the product.
 */

/** Every title of the goods on sale (own and translated), with the product's idx and sales. */
function goodsTitles(db: Db, filter: { idxs?: readonly number[]; terms?: readonly string[] } = {}) {
  const own = db
    .selectFrom('goods as g')
    .select(['g.idx', 'g.title as name', 'g.sales as weight'])
    .where('g.status', '=', 'on_sale');
  const translated = db
    .selectFrom('goods_translations as t')
    .innerJoin('goods as g', 'g.idx', 't.goods_idx')
    .select(['g.idx', 't.title as name', 'g.sales as weight'])
    .where('g.status', '=', 'on_sale');
  if (filter.idxs) {
    const idxs = [...filter.idxs];
    return own.where('g.idx', 'in', idxs).unionAll(translated.where('g.idx', 'in', idxs));
  }
  if (filter.terms) {
    const terms = [...filter.terms];
    return own.where(sql`lower(g.title)`, 'in', terms).unionAll(translated.where(sql`lower(t.title)`, 'in', terms));
  }
  return own.unionAll(translated);
}

/** Goods on sale: one row per title (own or translated), the best seller's idx, weighted by its sales. */
export function goodsNames(db: Db, filter?: { terms: readonly string[] }) {
  return db
    .selectFrom(goodsTitles(db, filter).as('n'))
    .distinctOn(sql`lower(n.name)`)
    .select(['n.idx', 'n.name', 'n.weight'])
    .orderBy(sql`lower(n.name)`)
    .orderBy('n.weight', 'desc')
    .orderBy('n.idx');
}

/** The titles (own and translated) of those of `idxs` now on sale. */
export function titlesOfGoods(db: Db, idxs: readonly number[]) {
  return db.selectFrom(goodsTitles(db, { idxs }).as('n')).select(['n.idx', 'n.name', 'n.weight']);
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
