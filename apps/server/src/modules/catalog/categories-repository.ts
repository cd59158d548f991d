import type { CategoryView } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/* The categories: the storefront's list, and the checks of a shop application and a product form. */

/** Categories in display order with the name in the caller's language and their goods count. */
export async function listCategories(db: Db, lang: string): Promise<CategoryView[]> {
  const rows = await db
    .selectFrom('categories as c')
    .select([
      'c.idx',
      'c.slug',
      'c.icon',
      sql<string>`coalesce(c.names->>${lang}, c.names->>'en', c.slug)`.as('name'),
      (eb) =>
        eb
          .selectFrom('goods as g')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('g.category_idx', '=', 'c.idx')
          .where('g.status', '=', 'on_sale')
          .as('goods_count'),
    ])
    .orderBy('c.sort')
    .orderBy('c.idx')
    .execute();
  return rows.map((row) => ({
    idx: row.idx,
    slug: row.slug,
    name: row.name,
    icon: row.icon,
    goodsCount: Number(row.goods_count ?? 0),
  }));
}

/** True when a category of this idx exists (a shop application names one). */
export async function categoryExists(db: Db, idx: number): Promise<boolean> {
  const category = await db.selectFrom('categories').select('idx').where('idx', '=', idx).executeTakeFirst();
  return category !== undefined;
}

/** True when the category exists and has no sub-categories (the only kind a product may be filed under). */
export async function isLeafCategory(db: Db, idx: number): Promise<boolean> {
  const category = await db
    .selectFrom('categories as c')
    .select([
      'c.idx',
      (eb) =>
        eb
          .selectFrom('categories as child')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('child.parent_idx', '=', 'c.idx')
          .as('children'),
    ])
    .where('c.idx', '=', idx)
    .executeTakeFirst();
  return category !== undefined && Number(category.children ?? 0) === 0;
}
