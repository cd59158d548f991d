import type { Db } from '../../db/database.ts';
import { localTitle } from './goods-titles.ts';

/* What the sitemaps and the pages written for crawlers list (the seo module): idxs and titles only. */

export async function goodsOnSaleCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'on_sale')
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** A slice of the goods on sale in idx order. */
export async function goodsOnSaleIdxs(db: Db, limit: number, offset: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods')
    .select('idx')
    .where('status', '=', 'on_sale')
    .orderBy('idx')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.idx);
}

export async function openShopIdxs(db: Db): Promise<number[]> {
  const shops = await db.selectFrom('shops').select('idx').where('status', '=', 'open').orderBy('idx').execute();
  return shops.map((shop) => shop.idx);
}

/** The best sellers on sale, for links crawlers follow, titled in the page's language where translated. */
export function bestSellerTitles(db: Db, limit: number, lang: string): Promise<{ idx: number; title: string }[]> {
  return db
    .selectFrom('goods')
    .select(['idx', localTitle('goods.idx', 'goods.title', lang).as('title')])
    .where('status', '=', 'on_sale')
    .orderBy('sales', 'desc')
    .limit(limit)
    .execute();
}
