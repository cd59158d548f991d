import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CATEGORIES, CATEGORY_SLUGS, type CategorySlug } from './categories.ts';
import type { CatalogRefs } from './goods-insert.ts';
import type { MonogramSpec } from './images.ts';
import { seedImageUrl, shopLogoName } from './paths.ts';
import { Rng, cycled } from './prng.ts';
import { SHOPS, initials } from './shops.ts';

/** The logo files for every seed shop; named by shop number, so they can be drawn up front. */
export const SHOP_LOGOS: readonly MonogramSpec[] = SHOPS.map((s) => ({
  folder: 'shops',
  name: shopLogoName(s.n),
  text: initials(s.name),
  colour: s.colour,
  shape: 'square',
}));

const isCategorySlug = (slug: string): slug is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(slug);

/** Inserts the categories and the shops (owned by already-inserted users). */
/** Where the demo shops' warehouses are, by shop number: [city, ISO country code]. */
const WAREHOUSE_PLACES: readonly (readonly [string, string])[] = [
  ['Los Angeles', 'US'],
  ['Shenzhen', 'CN'],
  ['Berlin', 'DE'],
  ['Osaka', 'JP'],
  ['Lyon', 'FR'],
  ['Milan', 'IT'],
  ['Busan', 'KR'],
  ['Istanbul', 'TR'],
  ['Bangkok', 'TH'],
  ['Penang', 'MY'],
  ['Da Nang', 'VN'],
  ['Valencia', 'ES'],
  ['Porto', 'PT'],
  ['Thessaloniki', 'GR'],
  ['Rotterdam', 'NL'],
];

export async function insertCategoriesAndShops(
  db: Kysely<Database>,
  userIdxByEmail: ReadonlyMap<string, number>,
): Promise<CatalogRefs> {
  const categories = await db
    .insertInto('categories')
    .values(
      CATEGORIES.map((c, i) => ({
        slug: c.slug,
        names: JSON.stringify(c.names),
        icon: c.icon,
        sort: (i + 1) * 10,
      })),
    )
    .returning(['idx', 'slug'])
    .execute();

  const shopRows = SHOPS.map((s) => {
    const rng = Rng.for('shop', s.n);
    const ownerIdx = userIdxByEmail.get(s.ownerEmail);
    if (ownerIdx === undefined) throw new Error(`seed: no owner for shop ${s.name}`);
    return {
      owner_idx: ownerIdx,
      name: s.name,
      description: s.description,
      logo: seedImageUrl('shops', shopLogoName(s.n), 192),
      rating: Math.round((3.8 + rng.float() * 1.2) * 100) / 100,
      followers: rng.logInt(150, 250_000),
      // Sales are recomputed from the goods once they exist (refreshShopSales).
      sales: 0,
      // Shops opened one to four years ago, long before their newest products.
      created_at: sql<Date>`now() - make_interval(days => ${rng.int(365, 1460)})`,
    };
  });
  const shops = await db.insertInto('shops').values(shopRows).returning(['idx', 'owner_idx']).execute();
  const nByOwner = new Map(SHOPS.map((s) => [userIdxByEmail.get(s.ownerEmail), s.n] as const));
  // Each new shop got its main warehouse by trigger (migration 0008): say where it is.
  for (const shop of shops) {
    const [city, country] = cycled(WAREHOUSE_PLACES, (nByOwner.get(shop.owner_idx) ?? 1) - 1);
    await db.updateTable('warehouses').set({ city, country }).where('shop_idx', '=', shop.idx).execute();
  }

  return {
    shopIdxByN: new Map(shops.map((s) => [nByOwner.get(s.owner_idx) ?? 0, s.idx] as const)),
    categoryIdxBySlug: new Map(
      categories.filter((c) => isCategorySlug(c.slug)).map((c) => [c.slug as CategorySlug, c.idx] as const),
    ),
  };
}

/** Finds the seed's shops and categories in an already-seeded database (to grow the catalog). */
export async function loadCatalogRefs(db: Kysely<Database>): Promise<CatalogRefs> {
  const [categories, shops] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['idx', 'slug'])
      .where('slug', 'in', [...CATEGORY_SLUGS])
      .execute(),
    db
      .selectFrom('shops')
      .innerJoin('users', 'users.idx', 'shops.owner_idx')
      .select(['shops.idx', 'users.email'])
      .where(
        'users.email',
        'in',
        SHOPS.map((s) => s.ownerEmail),
      )
      .execute(),
  ]);
  const nByEmail = new Map(SHOPS.map((s) => [s.ownerEmail, s.n] as const));
  const refs: CatalogRefs = {
    shopIdxByN: new Map(shops.map((s) => [nByEmail.get(s.email ?? '') ?? 0, s.idx] as const)),
    categoryIdxBySlug: new Map(
      categories.filter((c) => isCategorySlug(c.slug)).map((c) => [c.slug as CategorySlug, c.idx] as const),
    ),
  };
  if (refs.shopIdxByN.size !== SHOPS.length || refs.categoryIdxBySlug.size !== CATEGORY_SLUGS.length) {
    throw new Error('seed: the demo shops or categories are missing; seed an empty database first');
  }
  return refs;
}
