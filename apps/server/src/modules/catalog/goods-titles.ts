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
