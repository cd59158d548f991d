import { displayNameKey, type Language } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * A shop's profile as its owner edits it (the seller centre's /seller/shop, issue 20), and the
 * goods the seller home lists as out of stock. The shops and goods tables are the catalog's.
 */

export interface ShopProfile {
  idx: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  lang: string;
  onHoliday: boolean;
}

/** The shop's profile, locked for update when `forUpdate` (inside the caller's transaction). */
export async function shopProfile(db: Db, shopIdx: number, forUpdate = false): Promise<ShopProfile | null> {
  let query = db
    .selectFrom('shops')
    .select(['idx', 'name', 'logo', 'banner', 'description', 'lang', 'on_holiday'])
    .where('idx', '=', shopIdx);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return {
    idx: row.idx,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    description: row.description,
    lang: row.lang,
    onHoliday: row.on_holiday,
  };
}

/**
 * Writes the profile (with the name's key: a look-alike another shop committed meanwhile breaks
 * SHOP_NAME_KEY_INDEX, which the caller turns into the taken-name refusal).
 */
export async function updateShopProfile(
  trx: Db,
  shopIdx: number,
  profile: { name: string; logo: string; banner: string; description: string; lang: Language; onHoliday: boolean },
): Promise<void> {
  await trx
    .updateTable('shops')
    .set({
      name: profile.name,
      name_key: displayNameKey(profile.name),
      logo: profile.logo,
      banner: profile.banner,
      description: profile.description,
      lang: profile.lang,
      on_holiday: profile.onHoliday,
      updated_at: sql<Date>`now()`,
    })
    .where('idx', '=', shopIdx)
    .execute();
}

/** The shop's goods on sale with no stock left in any SKU: how many, and the first `limit` (oldest change first). */
export async function goodsOutOfStock(
  db: Db,
  shopIdx: number,
  limit: number,
): Promise<{ count: number; rows: { idx: number; title: string; cover: string }[] }> {
  const base = db
    .selectFrom('goods as g')
    .where('g.shop_idx', '=', shopIdx)
    .where('g.status', '=', 'on_sale')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb.selectFrom('skus as k').select('k.idx').whereRef('k.goods_idx', '=', 'g.idx').where('k.stock', '>', 0),
        ),
      ),
    );
  const [rows, total] = await Promise.all([
    base.select(['g.idx', 'g.title', 'g.cover']).orderBy('g.updated_at').orderBy('g.idx').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), rows };
}
