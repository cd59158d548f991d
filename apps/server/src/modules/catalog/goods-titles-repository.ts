import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * A product's title and description in the buyer's language (issue 20, point 2): its translation
 * into `lang` (goods_translations, keyed by goods and language) where it has one, else its own.
 * One correlated look-up by the translations' primary key per row read, so a list of cards, a
 * cart or an order costs the statements it did. Other modules (cart, orders, pm) put these in
 * their own selects with the columns holding the product's idx and the text to fall back on.
 */

/** The title of the product `goodsIdx` (a column reference, e.g. 'g.idx') in `lang`, else `fallback`. */
export function localTitle(goodsIdx: string, fallback: string, lang: string): RawBuilder<string> {
  return sql<string>`coalesce((select gt.title from goods_translations gt where gt.goods_idx = ${sql.ref(goodsIdx)} and gt.lang = ${lang}), ${sql.ref(fallback)})`;
}

/** The description of the product `goodsIdx` in `lang` (a translation's empty one too), else `fallback`. */
export function localDescription(goodsIdx: string, fallback: string, lang: string): RawBuilder<string> {
  return sql<string>`coalesce((select gt.description from goods_translations gt where gt.goods_idx = ${sql.ref(goodsIdx)} and gt.lang = ${lang} and gt.description <> ''), ${sql.ref(fallback)})`;
}

/**
 * The titles in `lang` of those of `goodsIdxs` that have a translation into it, by product, in
 * one statement: for texts stored elsewhere (a chat's goods card keeps its title inside its body).
 */
export async function translatedTitles(
  db: Db,
  goodsIdxs: readonly number[],
  lang: string,
): Promise<Map<number, string>> {
  if (goodsIdxs.length === 0) return new Map();
  const rows = await db
    .selectFrom('goods_translations')
    .select(['goods_idx', 'title'])
    .where('goods_idx', 'in', [...new Set(goodsIdxs)])
    .where('lang', '=', lang)
    .execute();
  return new Map(rows.map((row) => [row.goods_idx, row.title]));
}

/**
 * Every translation's title of the product `goodsIdx`, by language, in one statement on the
 * translations' primary key: for a text stored elsewhere that is pushed to readers of several
 * languages at once (a chat goods card sent live).
 */
export async function titlesByLanguage(db: Db, goodsIdx: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('goods_translations')
    .select(['lang', 'title'])
    .where('goods_idx', '=', goodsIdx)
    .execute();
  return new Map(rows.map((row) => [row.lang, row.title]));
}

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
