import { displayNameKey } from '@storefront/contract';
import type { Db } from '../../db/database.ts';

/*
 * Shop names are compared by their key (packages/contract display-name.ts: invisible and bidi
 * characters removed, NFKC, case-folded), stored in shops.name_key under a unique index, so
 * "Demo Seller Store" with a zero-width space, in other case or in fullwidth letters is taken.
 */

/**
 * Writes the key of shops that have none: those made by paths that do not know it (the demo
 * seed, bulk loads, shops older than the column). Cheap when there are none (a partial index).
 */
export async function fillMissingNameKeys(db: Db): Promise<void> {
  const missing = await db.selectFrom('shops').select(['idx', 'name']).where('name_key', 'is', null).execute();
  for (const shop of missing) {
    await db
      .updateTable('shops')
      .set({ name_key: displayNameKey(shop.name) })
      .where('idx', '=', shop.idx)
      .where('name_key', 'is', null)
      .execute();
  }
}

/**
 * True when a shop's name has the same key as `name`: it is that name, or looks the same.
 * `exceptShopIdx`: a shop renaming itself does not clash with its own name.
 */
export async function isShopNameTaken(db: Db, name: string, exceptShopIdx?: number): Promise<boolean> {
  await fillMissingNameKeys(db);
  let query = db.selectFrom('shops').select('idx').where('name_key', '=', displayNameKey(name));
  if (exceptShopIdx !== undefined) query = query.where('idx', '<>', exceptShopIdx);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The unique index a concurrent approval of a look-alike name breaks. */
export const SHOP_NAME_KEY_INDEX = 'shops_name_key_unique';
