import { displayNameKey, type Language, type Paging, type ShopCardView, type ShopSort } from '@storefront/contract';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { containsPattern, FUZZY_MIN_CHARS, normalizeKeyword } from '../search/keyword.ts';

/*
 * The shops table: as other modules see it (accounts, orders, partnership), as buyers see it (shop
 * cards, search, a shop's page), as its owner edits it, and its names. Each function runs on the
 * database or inside the caller's transaction (`db` may be either).
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

/** The shop the user owns, with the language its goods are written in, or null. */
export async function ownedShop(db: Db, ownerIdx: number): Promise<{ idx: number; lang: string } | null> {
  const shop = await db
    .selectFrom('shops')
    .select(['idx', 'lang'])
    .where('owner_idx', '=', ownerIdx)
    .executeTakeFirst();
  return shop ?? null;
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
 * whose key another shop has breaks the unique index SHOP_NAME_KEY_INDEX (below).
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

/* Shop cards: the shop directory, search, follows, a shop page. */

export function shopCardsQuery(db: Db) {
  return db
    .selectFrom('shops as s')
    .where('s.status', '=', 'open')
    .select([
      's.idx',
      's.name',
      's.logo',
      's.description',
      's.rating',
      's.followers',
      's.sales',
      (eb) =>
        eb
          .selectFrom('goods as g')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('g.shop_idx', '=', 's.idx')
          .where('g.status', '=', 'on_sale')
          .as('goods_count'),
    ]);
}

export function toShopCard(row: {
  idx: number;
  name: string;
  logo: string;
  description: string;
  rating: number;
  followers: number;
  sales: number;
  goods_count: number | null;
}): ShopCardView {
  return {
    idx: row.idx,
    name: row.name,
    logo: row.logo,
    description: row.description,
    rating: row.rating,
    followers: row.followers,
    sales: row.sales,
    goodsCount: Number(row.goods_count ?? 0),
  };
}

export async function featuredShops(db: Db, limit: number): Promise<ShopCardView[]> {
  const rows = await shopCardsQuery(db)
    .orderBy('s.rating', 'desc')
    .orderBy('s.followers', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toShopCard);
}

/** An open shop's card with its banner, opening date and holiday flag, or undefined. */
export function shopPageRow(db: Db, shopIdx: number) {
  return shopCardsQuery(db)
    .select(['s.banner', 's.created_at', 's.on_holiday'])
    .where('s.idx', '=', shopIdx)
    .executeTakeFirst();
}

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

/* A shop's profile as its owner edits it (the seller centre's /seller/shop, issue 20). */

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

/* What the sitemaps and the search index copy. */

export async function openShopIdxs(db: Db): Promise<number[]> {
  const shops = await db.selectFrom('shops').select('idx').where('status', '=', 'open').orderBy('idx').execute();
  return shops.map((shop) => shop.idx);
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
