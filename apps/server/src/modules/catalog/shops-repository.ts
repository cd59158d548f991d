import { displayNameKey } from '@storefront/contract';
import type { Db } from '../../db/database.ts';

/*
 * The shops table as other modules see it (accounts, orders, partnership). Each function runs on
 * the database or inside the caller's transaction (`db` may be either).
 */

/** The shop the user owns (a user owns at most one), or null. */
export async function shopIdxOfOwner(db: Db, ownerIdx: number): Promise<number | null> {
  const shop = await db.selectFrom('shops').select('idx').where('owner_idx', '=', ownerIdx).executeTakeFirst();
  return shop?.idx ?? null;
}

/** The shop each of these users owns, by owner idx; users without a shop are left out. */
export async function shopIdxsOfOwners(db: Db, ownerIdxs: readonly number[]): Promise<Map<number, number>> {
  if (ownerIdxs.length === 0) return new Map();
  const rows = await db
    .selectFrom('shops')
    .select(['idx', 'owner_idx'])
    .where('owner_idx', 'in', [...new Set(ownerIdxs)])
    .execute();
  return new Map(rows.map((row) => [row.owner_idx, row.idx]));
}

/** The owner of a shop; throws for an unknown shop. */
export async function shopOwnerOf(db: Db, shopIdx: number): Promise<number> {
  const shop = await db.selectFrom('shops').select('owner_idx').where('idx', '=', shopIdx).executeTakeFirstOrThrow();
  return shop.owner_idx;
}

export interface ShopHead {
  idx: number;
  name: string;
  logo: string;
  ownerIdx: number;
}

/** Name, logo and owner of each shop, by idx (the shop line of an order). */
export async function shopHeads(db: Db, shopIdxs: readonly number[]): Promise<Map<number, ShopHead>> {
  if (shopIdxs.length === 0) return new Map();
  const rows = await db
    .selectFrom('shops')
    .select(['idx', 'name', 'logo', 'owner_idx'])
    .where('idx', 'in', [...new Set(shopIdxs)])
    .execute();
  return new Map(
    rows.map((row) => [row.idx, { idx: row.idx, name: row.name, logo: row.logo, ownerIdx: row.owner_idx }]),
  );
}

/**
 * Opens a shop for its owner (an approved application) with the name's key filled in. A name
 * whose key another shop has breaks the unique index SHOP_NAME_KEY_INDEX (shop-names.ts).
 */
export async function createShop(
  trx: Db,
  shop: { ownerIdx: number; name: string; description: string },
): Promise<number> {
  const created = await trx
    .insertInto('shops')
    .values({
      owner_idx: shop.ownerIdx,
      name: shop.name,
      name_key: displayNameKey(shop.name),
      description: shop.description,
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  return created.idx;
}

/** An open shop's head, or null when it is closed or unknown (whom a buyer may write to). */
export async function openShopHead(db: Db, shopIdx: number): Promise<ShopHead | null> {
  const row = await db
    .selectFrom('shops')
    .select(['idx', 'name', 'logo', 'owner_idx'])
    .where('idx', '=', shopIdx)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row ? { idx: row.idx, name: row.name, logo: row.logo, ownerIdx: row.owner_idx } : null;
}

/** A product on sale as its card shows it now (the discount price when there is one), with its shop. */
export async function goodsCardOnSale(
  db: Db,
  goodsIdx: number,
): Promise<{ idx: number; shopIdx: number; title: string; price: number; urlCover: string } | null> {
  const row = await db
    .selectFrom('goods')
    .select(['idx', 'shop_idx', 'title', 'cover', 'price', 'discount_price'])
    .where('idx', '=', goodsIdx)
    .where('status', '=', 'on_sale')
    .executeTakeFirst();
  if (!row) return null;
  return {
    idx: row.idx,
    shopIdx: row.shop_idx,
    title: row.title,
    price: Number(row.discount_price ?? row.price),
    urlCover: row.cover,
  };
}

/** The idx of every shop whose name holds `pattern` (an ILIKE pattern), as a subquery for another module's filter. */
export function shopIdxsNamedLike(db: Db, pattern: string) {
  return db.selectFrom('shops').select('shops.idx').where('shops.name', 'ilike', pattern);
}
