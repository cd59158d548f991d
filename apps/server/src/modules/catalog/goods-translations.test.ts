import type {
  CartPriceData,
  GoodsCardView,
  GoodsDetailView,
  OrderDetailView,
  OrderListData,
  SuggestionView,
} from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/app.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import {
  createPayingBuyer,
  createShop,
  line,
  orderIdxOf,
  placedOrder,
  skuOf,
  type Buyer,
  type TestShop,
} from '../../../test/commerce-helpers.ts';
import { createTestApp, TEST_DATABASE_URL, type TestApp } from '../../../test/test-app.ts';
import { stopSearchIndex } from '../search/search-index.ts';
import { suggest } from '../search/search-service.ts';

/**
 * Issue 20, point 2: a buyer sees a product's title in their language where it has one, else the
 * original, on every read that shows it; search finds a product by any of its titles; and
 * point 1's "the search index learns of it without a restart, on every process" and sitemap.
 */

let app: TestApp;
let shop: TestShop;
let goodsIdx: number;
let buyer: Buyer;
const ORIGINAL = 'Harbour Linen Overshirt';
const GERMAN = 'Hafen Leinenüberhemd';
const GERMAN_TEXT = 'Ein leichtes Hemd aus Leinen.';

beforeAll(async () => {
  app = await createTestApp();
  shop = await createShop(app, { price: 2_000, stock: 50 });
  goodsIdx = skuOf(shop).goodsIdx;
  await app.db
    .updateTable('goods')
    .set({ title: ORIGINAL, description: 'A light linen shirt.' })
    .where('idx', '=', goodsIdx)
    .execute();
  await app.db
    .insertInto('goods_translations')
    .values({ goods_idx: goodsIdx, lang: 'de', title: GERMAN, description: GERMAN_TEXT })
    .execute();
  buyer = await createPayingBuyer(app, 100_000);
}, 120_000);
afterAll(async () => app?.destroy());

async function call<T>(path: string, payload: Record<string, unknown>, lang: string, token?: string): Promise<T> {
  const answer = await app.call<T>(path, payload, { lang, ...(token ? { token } : {}) });
  expect(answer.body.code, `${path}: ${JSON.stringify(answer.body).slice(0, 400)}`).toBe(0);
  return answer.body.data as T;
}

/** The titles goods/list shows a caller in `lang`. */
const listed = async (lang: string, filters: Record<string, unknown>) =>
  (await call<Page<GoodsCardView>>('goods/list', { page: 1, size: 20, ...filters }, lang)).rows.map((row) => row.title);

/** The names search/suggestion offers for `kw` (its answer is the same in every language). */
const suggested = async (target: TestApp, kw: string) =>
  (await target.call<SuggestionView[]>('search/suggestion', { kw })).body.data?.map((row) => row.name) ?? [];

describe('a product titled in the buyer’s language (issue 20, point 2)', () => {
  it('goods/list shows the German title to a German caller and the original to a French one', async () => {
    expect(await listed('de', { shopIdx: shop.idx })).toEqual([GERMAN]);
    expect(await listed('fr', { shopIdx: shop.idx })).toEqual([ORIGINAL]);
  });

  it('goods/detail: title and description in German for a German caller, the original for a French one', async () => {
    const de = await call<GoodsDetailView>('goods/detail', { idx: goodsIdx }, 'de');
    expect(de).toMatchObject({ title: GERMAN, description: GERMAN_TEXT });
    const fr = await call<GoodsDetailView>('goods/detail', { idx: goodsIdx }, 'fr');
    expect(fr).toMatchObject({ title: ORIGINAL, description: 'A light linen shirt.' });
  });

  it('cart/price titles the lines in the caller’s language', async () => {
    const lines = [line(skuOf(shop), 1)];
    expect((await call<CartPriceData>('cart/price', { lines }, 'de')).lines[0]?.title).toBe(GERMAN);
    expect((await call<CartPriceData>('cart/price', { lines }, 'fr')).lines[0]?.title).toBe(ORIGINAL);
  });

  it('an order keeps the title it was bought under and shows the buyer’s language’s where there is one', async () => {
    const order = orderIdxOf(await placedOrder(app, buyer, [line(skuOf(shop), 1)]));
    const stored = await app.db.selectFrom('order_items').select('title').where('order_idx', '=', order).execute();
    expect(stored.map((row) => row.title)).toEqual([ORIGINAL]);
    const detail = (lang: string) => call<OrderDetailView>('order/detail', { idx: order }, lang, buyer.token);
    expect((await detail('de')).items.map((item) => item.title)).toEqual([GERMAN]);
    expect((await detail('fr')).items.map((item) => item.title)).toEqual([ORIGINAL]);
    const list = (lang: string) => call<OrderListData>('order/list', { page: 1 }, lang, buyer.token);
    const titles = async (lang: string) =>
      (await list(lang)).rows.filter((row) => row.idx === order).flatMap((row) => row.items.map((i) => i.title));
    expect(await titles('de')).toEqual([GERMAN]);
    expect(await titles('fr')).toEqual([ORIGINAL]);
  });

  it('the product page’s head (title, description, JSON-LD) is in the page’s language', async () => {
    const page = (lang: string) =>
      app.app.inject({ method: 'GET', url: `/goods/detail?idx=${goodsIdx}`, headers: { cookie: `lang=${lang}` } });
    const de = (await page('de')).body;
    expect(de).toContain(`<title>${GERMAN} ·`);
    expect(de).toContain(`"name":"${GERMAN}"`);
    expect(de).toContain(GERMAN_TEXT);
    const fr = (await page('fr')).body;
    expect(fr).toContain(`<title>${ORIGINAL} ·`);
    expect(fr).not.toContain(GERMAN);
  });

  it('search finds the product by its German title, for any caller, each shown their own title', async () => {
    expect(await listed('fr', { kw: 'Leinenüberhemd' })).toEqual([ORIGINAL]);
    expect(await listed('de', { kw: 'leinenüber' })).toEqual([GERMAN]);
    expect(await listed('de', { kw: 'Harbour Linen' })).toEqual([GERMAN]);
    // A typo in the German title still finds it (trigram similarity on the translations too).
    expect(await listed('fr', { kw: 'Leinenuberhemd' })).toEqual([ORIGINAL]);
  });

  it('suggests the German title and the original one to everyone', async () => {
    await expect.poll(() => suggested(app, 'hafen lein'), { timeout: 5_000, interval: 50 }).toContain(GERMAN);
    await expect.poll(() => suggested(app, 'harbour lin'), { timeout: 5_000, interval: 50 }).toContain(ORIGINAL);
  });
});

/** Another server process on the same database: on PostgreSQL a second app with its own pool; on PGlite (one process by nature) a second handle with an index of its own. */
async function otherProcess(): Promise<{ names(kw: string): Promise<string[]>; close(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const db: Db = app.db.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => args.result,
    });
    return {
      names: async (kw) => (await suggest(db, kw)).map((row) => row.name),
      close: async () => stopSearchIndex(db),
    };
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(app.db);
  const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema: rows[0]!.schema, poolSize: 4 });
  const built = await buildApp({ env: app.env, db: handle.db, logger: false });
  return {
    names: async (kw) => {
      const response = await built.app.inject({
        method: 'POST',
        url: '/api/v1/search/suggestion',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ kw, context: { lang: 'en', biz: 1, path: '/', utc: 0 } }),
      });
      return (response.json<{ data: SuggestionView[] }>().data ?? []).map((row) => row.name);
    },
    close: async () => {
      await built.close();
      await handle.close();
    },
  };
}

describe('publishing reaches every process’s suggestions without a restart (issue 20, point 1)', () => {
  const setStatus = (idx: number, status: 'draft' | 'on_sale' | 'off_shelf') =>
    app.db.updateTable('goods').set({ status }).where('idx', '=', idx).execute();
  const poll = { timeout: 2_000, interval: 50 };

  it('a product published on one process is suggested by another within 2 s; unpublished, it goes', async () => {
    const other = await otherProcess();
    try {
      const draft = skuOf(await createShop(app)).goodsIdx;
      await app.db
        .updateTable('goods')
        .set({ title: 'Quillback Ceramic Teapot', status: 'draft' })
        .where('idx', '=', draft)
        .execute();
      // Both processes have their index loaded before the product is published.
      expect(await other.names('quillback')).toEqual([]);
      expect(await suggested(app, 'quillback')).toEqual([]);
      await setStatus(draft, 'on_sale');
      await expect.poll(() => other.names('quillback'), poll).toEqual(['Quillback Ceramic Teapot']);
      await expect.poll(() => suggested(app, 'quillback'), poll).toEqual(['Quillback Ceramic Teapot']);
      // A translation added later is suggested too, by its own words.
      await app.db
        .insertInto('goods_translations')
        .values({ goods_idx: draft, lang: 'de', title: 'Quillback Keramik-Teekanne' })
        .execute();
      await expect.poll(() => other.names('keramik-teek'), poll).toEqual(['Quillback Keramik-Teekanne']);
      // An edited title replaces the old one.
      await app.db.updateTable('goods').set({ title: 'Quillback Stoneware Teapot' }).where('idx', '=', draft).execute();
      await expect
        .poll(async () => (await other.names('quillback')).sort(), poll)
        .toEqual(['Quillback Keramik-Teekanne', 'Quillback Stoneware Teapot']);
      await setStatus(draft, 'off_shelf');
      await expect.poll(() => other.names('quillback'), poll).toEqual([]);
      await expect.poll(() => suggested(app, 'quillback'), poll).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('a name two products share stays while one of them is on sale', async () => {
    const other = await otherProcess();
    try {
      const first = skuOf(await createShop(app)).goodsIdx;
      const second = skuOf(await createShop(app)).goodsIdx;
      await app.db
        .updateTable('goods')
        .set({ title: 'Marrowby Wool Scarf' })
        .where('idx', 'in', [first, second])
        .execute();
      await expect.poll(() => other.names('marrowby'), poll).toEqual(['Marrowby Wool Scarf']);
      await setStatus(first, 'off_shelf');
      await expect
        .poll(async () => (await other.names('marrowby')).length === 1 && (await other.names('marrowby'))[0], poll)
        .toBe('Marrowby Wool Scarf');
      await setStatus(second, 'draft');
      await expect.poll(() => other.names('marrowby'), poll).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('the sitemap lists the goods on sale only', () => {
  it('a published product appears in it, an unpublished one leaves', async () => {
    const idx = skuOf(await createShop(app)).goodsIdx;
    const sitemap = async () => (await app.app.inject({ method: 'GET', url: '/sitemap-goods-1.xml' })).body;
    const entry = `/goods/detail?idx=${idx}<`;
    expect(await sitemap()).toContain(entry);
    await app.db.updateTable('goods').set({ status: 'draft' }).where('idx', '=', idx).execute();
    expect(await sitemap()).not.toContain(entry);
    await app.db.updateTable('goods').set({ status: 'on_sale' }).where('idx', '=', idx).execute();
    expect(await sitemap()).toContain(entry);
    await app.db.updateTable('goods').set({ status: 'off_shelf' }).where('idx', '=', idx).execute();
    expect(await sitemap()).not.toContain(entry);
  });
});
