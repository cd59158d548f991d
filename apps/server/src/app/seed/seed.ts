import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { hashDemoPasswords, insertAccounts } from './accounts.ts';
import { SHOP_LOGOS, insertCategoriesAndShops, loadCatalogRefs } from './catalog-setup.ts';
import { insertGoodsRange, refreshShopSales } from './goods-insert.ts';
import { ensureGoodsImages, ensureMonograms } from './images.ts';
import { insertDemoConversations } from './conversations.ts';
import { insertNotices } from './notices.ts';
import { insertCannedAnswers } from './canned.ts';
import { rebuildSearchIndex } from '../../modules/search/search-index.ts';
import { hashReviewerPasswords, insertSeedReviews } from './reviews.ts';
import { DEMO_BUYER_EMAIL, USERS, initials } from './shops.ts';
import { avatarName } from './paths.ts';
import { REVIEWERS } from './review-texts.ts';
import { insertSellerExtras } from './seller-goods.ts';
import { insertSellerMonth } from './seller-orders.ts';
import { insertDemoShipping } from './shipping.ts';

export const DEFAULT_GOODS = 400;

export interface SeedOptions {
  /** Images go to `<uploadsDir>/seed/...` and are served as `/uploads/seed/...`. */
  uploadsDir: string;
  /** Catalog size; 400 by default. */
  goods?: number;
  log?: (line: string) => void;
}

const elapsed = (since: number): string => `${((performance.now() - since) / 1000).toFixed(1)}s`;

/**
 * Fills an empty database with the demo marketplace: accounts, categories, shops, goods with
 * skus, notices and their images. Does nothing if the demo buyer already exists, so it is safe
 * to call on every start. Everything but the image files is written in one transaction, so a
 * failed seed leaves no half-seeded database behind (and the next start simply tries again).
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => undefined);
  const goods = options.goods ?? DEFAULT_GOODS;
  const existing = await db.selectFrom('users').select('idx').where('email', '=', DEMO_BUYER_EMAIL).executeTakeFirst();
  if (existing) {
    // Another host seeded the database: this host's DATA_DIR may still lack the pictures.
    const written = await ensureSeedPictures(db, options.uploadsDir);
    log(`seed: demo data already present${written > 0 ? `, ${written} pictures written for this host` : ''}`);
    return { seeded: false };
  }

  let started = performance.now();
  // Files and hashes first: neither needs the database, and doing them outside the transaction
  // keeps PGlite's single connection free meanwhile.
  const [goodsFiles, logoFiles, hashes, reviewerPasswords] = await Promise.all([
    ensureGoodsImages(options.uploadsDir),
    ensureMonograms(options.uploadsDir, SHOP_LOGOS),
    hashDemoPasswords(),
    hashReviewerPasswords(),
  ]);
  log(`seed: ${goodsFiles + logoFiles} images written, passwords hashed (${elapsed(started)})`);

  started = performance.now();
  await db.transaction().execute(async (trx) => {
    const users = await insertAccounts(trx, hashes, options.uploadsDir);
    const refs = await insertCategoriesAndShops(trx, users);
    log(`seed: ${users.size} users, ${refs.categoryIdxBySlug.size} categories, ${refs.shopIdxByN.size} shops`);
    const skus = await insertGoodsRange(trx, refs, 0, goods, { log });
    await refreshShopSales(trx, [...refs.shopIdxByN.values()]);
    await insertNotices(trx);
    await insertCannedAnswers(trx, users.get('staff@demo.shop') ?? null);
    log(`seed: ${goods} goods with ${skus} skus (${elapsed(started)})`);
    const reviewsStarted = performance.now();
    const demoShopIdx = refs.shopIdxByN.get(1) ?? 0;
    await insertDemoShipping(trx, demoShopIdx);
    const reviews = await insertSeedReviews(trx, {
      passwords: reviewerPasswords,
      uploadsDir: options.uploadsDir,
      demoShopIdx,
    });
    log(`seed: ${reviews} reviews with their orders (${elapsed(reviewsStarted)})`);
    const buyerIdx = users.get(DEMO_BUYER_EMAIL) ?? 0;
    const messages = await insertDemoConversations(trx, { buyerIdx, shopIdxByN: refs.shopIdxByN });
    log(`seed: ${messages} private messages in the demo buyer's inbox`);
    await insertSellerExtras(trx, demoShopIdx);
    log('seed: a draft, an off-shelf product and a second warehouse for the demo seller');
    const month = await insertSellerMonth(trx, { buyerIdx, shopIdx: demoShopIdx });
    log(`seed: ${month} orders of the demo seller's month, settled`);
  });
  await rebuildSearchIndex(db);
  return { seeded: true };
}

/**
 * Adds generated goods to an already-seeded database until it holds `target` goods on sale (used to
 * grow the demo catalog to benchmark size). Batches commit one by one, so an interrupted run
 * keeps what it inserted and a rerun continues from there. Returns how many goods were added.
 */
export async function growCatalog(
  db: Kysely<Database>,
  options: { target: number; uploadsDir: string; log?: (line: string) => void },
): Promise<number> {
  const log = options.log ?? (() => undefined);
  // The generated catalog is the goods on sale (the demo seller's draft and off-shelf product
  // are not part of it), so growing continues its numbering.
  const row = await db
    .selectFrom('goods')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'on_sale')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  if (count >= options.target) {
    log(`seed: catalog already holds ${count} goods (target ${options.target})`);
    return 0;
  }
  const refs = await loadCatalogRefs(db);
  // The images are shared by every product; make sure they are there (e.g. a fresh DATA_DIR).
  await ensureGoodsImages(options.uploadsDir);
  const started = performance.now();
  log(`seed: growing catalog from ${count} to ${options.target} goods`);
  // Generation continues from the current count, so goods N..target are the same products a
  // fresh seed of `target` goods would have made.
  const skus = await insertGoodsRange(db, refs, count, options.target, { transactionPerBatch: true, log });
  await refreshShopSales(db, [...refs.shopIdxByN.values()]);
  log(`seed: added ${options.target - count} goods with ${skus} skus (${elapsed(started)})`);
  await rebuildSearchIndex(db);
  return options.target - count;
}

/**
 * The seed's pictures (goods, shop logos, the seeded people's avatars) are files of each host's
 * DATA_DIR, served as /uploads/seed/...: a host that joins a database another host seeded draws
 * the same ones (issue 23). Files already there are left alone, so this costs a few stat calls.
 */
export async function ensureSeedPictures(db: Kysely<Database>, uploadsDir: string): Promise<number> {
  const people = [...USERS, ...REVIEWERS];
  const rows = await db
    .selectFrom('users')
    .select(['idx', 'email'])
    .where(
      'email',
      'in',
      people.map((person) => person.email),
    )
    .execute();
  const idxByEmail = new Map(rows.map((row) => [row.email, row.idx] as const));
  const avatars = people.flatMap((person) => {
    const idx = idxByEmail.get(person.email);
    return idx === undefined
      ? []
      : [
          {
            folder: 'avatars' as const,
            name: avatarName(idx),
            text: initials(person.name),
            colour: person.colour,
            shape: 'circle' as const,
          },
        ];
  });
  const counts = await Promise.all([
    ensureGoodsImages(uploadsDir),
    ensureMonograms(uploadsDir, SHOP_LOGOS),
    ensureMonograms(uploadsDir, avatars),
  ]);
  return counts.reduce((sum, count) => sum + count, 0);
}
