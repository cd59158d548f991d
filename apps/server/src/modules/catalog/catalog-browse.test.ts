import path from 'node:path';
import {
  Code,
  type CategoryView,
  type GoodsCardView,
  type ShopCardView,
  type SuggestionView,
} from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';
import type { GoodsDetail } from './catalog-service.ts';

/** The browsing calls around goods/list, on the seeded catalog. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
});
afterAll(async () => app.destroy());

async function ok<T>(apiPath: string, payload: Record<string, unknown> = {}, lang = 'en'): Promise<T> {
  const answer = await app.call<T>(apiPath, payload, { lang });
  expect(answer.body.code, JSON.stringify(answer.body).slice(0, 300)).toBe(0);
  return answer.body.data as T;
}
const suggest = (kw: string) => ok<SuggestionView[]>('search/suggestion', { kw });
// What buyers see: the goods on sale (the demo seller's draft and off-shelf product are not).
const goodsTitles = () =>
  app.db.selectFrom('goods').select(['idx', 'title', 'category_idx']).where('status', '=', 'on_sale').execute();

describe('POST /api/v1/search/suggestion', () => {
  it('suggests nothing below two characters or for punctuation only', async () => {
    for (const kw of ['', 'l', ' l ', '   ', '!!', '%%', '--', "''", '...', '_%\\', '\u0000\u0000', 'l\u0000'])
      expect(await suggest(kw), kw).toEqual([]);
  });

  it('lists matching shops (flag 1) before goods (flag 2), with ranges covering the keyword', async () => {
    const rows = await suggest('lin');
    const flags = rows.map((r) => r.flag);
    expect(flags).toEqual([...flags].sort());
    // Every product name with a word starting with the keyword is offered (there are only a few).
    const linen = (await goodsTitles()).filter((g) => /(^|\s)lin/i.test(g.title)).map((g) => g.title);
    expect(linen.length).toBeGreaterThan(1);
    expect(rows.filter((r) => r.flag === 2).map((r) => r.name)).toEqual(expect.arrayContaining(linen));
    for (const row of rows) {
      expect(row.match, row.name).not.toBeNull();
      const [start, end] = row.match ?? [0, 0];
      expect(row.name.slice(start, end).toLowerCase()).toBe('lin');
    }
    const nordic = await suggest('nor');
    expect(nordic[0]).toMatchObject({ flag: 1, name: 'Nordic Nest Home', match: [0, 3] });
    expect(nordic.some((r) => r.flag === 2)).toBe(true);
  });

  it('keeps every range inside the name and on the keyword, or null', async () => {
    for (const kw of ['LIN', 'pillow', 'linen pillow', 'aurora', 'smartfone', 'Nordic', 'gold ring', 'é']) {
      const rows = await suggest(kw);
      expect(rows.length, kw).toBeLessThanOrEqual(10);
      for (const row of rows) {
        if (row.match === null) continue;
        const covered = row.name.slice(row.match[0], row.match[1]).toLowerCase();
        expect([kw.toLowerCase(), ...kw.toLowerCase().split(' ')], `${kw} in ${row.name}`).toContain(covered);
      }
    }
  });

  it('searches a keyword holding control characters as if they were spaces', async () => {
    expect(await suggest('lin\u0000')).toEqual(await suggest('lin'));
    expect((await suggest('linen\u0000pillow')).length).toBeGreaterThan(0);
  });

  it('tolerates a typo: "smartfone" suggests smartphones first', async () => {
    const goods = (await suggest('smartfone')).filter((r) => r.flag === 2);
    expect(goods.length).toBeGreaterThan(3);
    const phones = (await goodsTitles()).filter((g) => /smartphone/i.test(g.title)).length;
    for (const row of goods.slice(0, Math.min(phones, goods.length))) expect(row.name).toMatch(/smartphone/i);
  });

  it('answers at most 10 suggestions, without repeats', async () => {
    for (const kw of ['ar', 'st', 'pro', 'the', 'smart', 'silk', 'wood', 'orang']) {
      const rows = await suggest(kw);
      expect(rows.length, kw).toBeLessThanOrEqual(10);
      expect(new Set(rows.map((r) => `${r.flag}:${r.idx}`)).size).toBe(rows.length);
    }
    // A keyword matching far more than ten names is cut, not refused.
    const many = (await goodsTitles()).filter((g) => /(^|\s)st/i.test(g.title)).length;
    expect(many).toBeGreaterThan(20);
    expect((await suggest('st')).length).toBeGreaterThanOrEqual(7);
  });

  it('refuses a missing, long or extra field with 4000', async () => {
    for (const [payload, field] of [
      [{}, 'kw'],
      [{ kw: 'x'.repeat(101) }, 'kw'],
      [{ kw: 'lin', page: 1 }, 'page'],
    ] as const) {
      const answer = await app.call('search/suggestion', payload);
      expect([answer.body.code, answer.body.data]).toEqual([Code.invalidInput, expect.objectContaining({ field })]);
    }
  });
});

type ShopPage = Page<ShopCardView>;

describe('POST /api/v1/shop/list', () => {
  it('lists all 15 open shops with their goods counts', async () => {
    const { rows, paging } = await ok<ShopPage>('shop/list');
    expect(paging).toEqual({ current: 1, total: 15, size: 20 });
    const counts = await app.db
      .selectFrom('goods')
      .select(['shop_idx', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'on_sale')
      .groupBy('shop_idx')
      .execute();
    for (const row of rows) {
      expect(row.goodsCount).toBe(Number(counts.find((c) => c.shop_idx === row.idx)?.n));
      expect(row.logo).toMatch(/^\/uploads\/seed\/shops\//);
    }
  });

  it('searches by keyword in name or description, typo-tolerant', async () => {
    const mobile = await ok<ShopPage>('shop/list', { kw: 'mobile' });
    expect(mobile.rows.map((r) => r.name)).toContain('Aurora Mobile');
    expect(mobile.paging.total).toBe(mobile.rows.length);
    const sneakers = await ok<ShopPage>('shop/list', { kw: 'SNEAKERS' });
    for (const row of sneakers.rows) expect(`${row.name} ${row.description}`).toMatch(/sneakers/i);
    expect((await ok<ShopPage>('shop/list', { kw: 'Nordik Nest' })).rows[0]?.name).toBe('Nordic Nest Home');
    expect((await ok<ShopPage>('shop/list', { kw: 'mobile\u0000' })).rows.map((r) => r.name)).toContain(
      'Aurora Mobile',
    );
    expect(await ok<ShopPage>('shop/list', { kw: '%' })).toEqual({
      rows: [],
      paging: { current: 1, total: 0, size: 20 },
    });
  });

  it('orders by rating, followers and sales, and pages without overlap', async () => {
    for (const sort of ['rating', 'followers', 'sales'] as const) {
      const { rows } = await ok<ShopPage>('shop/list', { sort });
      const values = rows.map((r) => r[sort]);
      expect(values, sort).toEqual([...values].sort((a, b) => b - a));
    }
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => ok<ShopPage>('shop/list', { page, size: 4, sort: 'sales' })),
    );
    const idxs = pages.flatMap((p) => p.rows.map((r) => r.idx));
    expect(pages.map((p) => p.rows.length)).toEqual([4, 4, 4, 3]);
    expect(new Set(idxs).size).toBe(15);
    expect(await ok<ShopPage>('shop/list', { page: 5, size: 4 })).toEqual({
      rows: [],
      paging: { current: 5, total: 15, size: 4 },
    });
  });

  it('refuses a bad sort, page or size with 4000', async () => {
    for (const [payload, field] of [
      [{ sort: 'bogus' }, 'sort'],
      [{ page: 0 }, 'page'],
      [{ size: 61 }, 'size'],
      [{ kw: 'x'.repeat(10_000) }, 'kw'],
    ] as const) {
      expect((await app.call('shop/list', payload)).body).toMatchObject({ code: Code.invalidInput, data: { field } });
    }
  });
});

describe('POST /api/v1/shop/detail', () => {
  it("answers a shop's card with banner, date and following false for a guest", async () => {
    const shop = await app.db
      .selectFrom('shops')
      .selectAll()
      .where('name', '=', 'Aurora Mobile')
      .executeTakeFirstOrThrow();
    const detail = await ok<ShopCardView & { following: boolean; createAt: string }>('shop/detail', { idx: shop.idx });
    expect(detail).toMatchObject({ idx: shop.idx, name: 'Aurora Mobile', followers: shop.followers, following: false });
    expect(new Date(detail.createAt).getTime()).toBe(shop.created_at.getTime());
    expect(detail.goodsCount).toBeGreaterThan(20);
  });

  it('answers 4004 for an unknown shop and 4000 for a bad idx', async () => {
    expect((await app.call('shop/detail', { idx: 999_999 })).body.code).toBe(Code.notFound);
    expect((await app.call('shop/detail', { idx: 0 })).body.code).toBe(Code.invalidInput);
  });
});

describe('POST /api/v1/category/list', () => {
  it("answers the 12 categories in order, named in the caller's language, with goods counts", async () => {
    const [en, de] = await Promise.all([
      ok<CategoryView[]>('category/list'),
      ok<CategoryView[]>('category/list', {}, 'de'),
    ]);
    expect(en).toHaveLength(12);
    expect(de.map((c) => c.idx)).toEqual(en.map((c) => c.idx));
    expect(en.find((c) => c.slug === 'fashion')?.name).toBe('Fashion');
    expect(de.find((c) => c.slug === 'fashion')?.name).toBe('Mode');
    expect(de.filter((c, i) => c.name !== en[i]?.name).length).toBeGreaterThan(6);
    expect(en.reduce((sum, c) => sum + c.goodsCount, 0)).toBe(400);
    const goods = await goodsTitles();
    for (const c of en) expect(c.goodsCount).toBe(goods.filter((g) => g.category_idx === c.idx).length);
  });
});

interface Home {
  categories: CategoryView[];
  discounted: GoodsCardView[];
  recommended: GoodsCardView[];
  shops: ShopCardView[];
}

describe('POST /api/v1/catalog/home', () => {
  it('answers categories, deals, recommendations and shops, all filled and sensible', async () => {
    const home = await ok<Home>('catalog/home', {}, 'de');
    expect(home.categories).toHaveLength(12);
    expect(home.categories[0]?.name).toBe('Mode');
    for (const part of [home.discounted, home.recommended, home.shops]) expect(part.length).toBeGreaterThan(0);
    for (const g of home.discounted) {
      expect(g.discountPrice).not.toBeNull();
      expect(g.discountPrice as number).toBeLessThan(g.price);
      expect(g.stock).toBeGreaterThan(0);
    }
    for (const g of home.recommended) expect(g.rating).toBeGreaterThanOrEqual(4);
    const ratings = home.shops.map((s) => s.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe('POST /api/v1/goods/detail', () => {
  it('answers skus that are exactly the combinations of the dimensions', async () => {
    const goods = await app.db.selectFrom('goods').select('idx').orderBy('idx').limit(25).execute();
    for (const { idx } of goods) {
      const detail = await ok<GoodsDetail & { favorite: boolean; following: boolean }>('goods/detail', { idx });
      expect([detail.favorite, detail.following]).toEqual([false, false]);
      const combos = detail.dimensions.reduce((n, d) => n * d.values.length, 1);
      expect(detail.skus).toHaveLength(combos);
      expect(new Set(detail.skus.map((s) => s.dimensionValue)).size).toBe(combos);
      for (const sku of detail.skus) {
        const picks = sku.dimensionValue.split('_').map(Number);
        expect(picks).toHaveLength(detail.dimensions.length);
        picks.forEach((pick, d) => expect(pick).toBeLessThan(detail.dimensions[d]?.values.length ?? 0));
        if (sku.discountPrice !== null) expect(sku.discountPrice).toBeLessThan(sku.price);
      }
      expect(detail.price).toBe(Math.min(...detail.skus.map((s) => s.price)));
      expect(detail.stock).toBe(detail.skus.reduce((sum, s) => sum + s.stock, 0));
      expect(detail.images[0]).toBe(detail.urlCover);
      expect(detail.shop.name).not.toBe('');
    }
  });

  it("names the warehouse it ships from: one of its own shop's, with a place", async () => {
    const goods = await app.db.selectFrom('goods').select(['idx', 'shop_idx']).orderBy('idx').limit(40).execute();
    for (const { idx, shop_idx } of goods) {
      const { warehouse } = await ok<GoodsDetail>('goods/detail', { idx });
      const stored = await app.db
        .selectFrom('warehouses')
        .select(['shop_idx', 'city', 'country'])
        .where('idx', '=', warehouse.idx)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ shop_idx, city: warehouse.city, country: warehouse.country });
      expect(warehouse.city.length).toBeGreaterThan(0);
      expect(warehouse.country).toMatch(/^[A-Z]{2}$/);
    }
    // A shop made later gets its main warehouse, and its new goods ship from it (migration 0008).
    const owner = await app.db
      .selectFrom('users')
      .select('idx')
      .where('email', '=', 'staff@demo.shop')
      .executeTakeFirstOrThrow();
    const shop = await app.db
      .insertInto('shops')
      .values({ owner_idx: owner.idx, name: 'Warehouse Test Shop' })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const main = await app.db
      .selectFrom('warehouses')
      .select(['idx', 'name'])
      .where('shop_idx', '=', shop.idx)
      .executeTakeFirstOrThrow();
    expect(main.name).toBe('Main warehouse');
    const category = await app.db.selectFrom('categories').select('idx').limit(1).executeTakeFirstOrThrow();
    const product = await app.db
      .insertInto('goods')
      .values({
        shop_idx: shop.idx,
        category_idx: category.idx,
        title: 'Warehouse test product',
        cover: '/x.webp',
        images: JSON.stringify([]),
        dimensions: JSON.stringify([]),
        price: 100,
        discount_price: null,
        status: 'off_shelf',
      })
      .returning('warehouse_idx')
      .executeTakeFirstOrThrow();
    expect(product.warehouse_idx).toBe(main.idx);
    await app.db.deleteFrom('goods').where('shop_idx', '=', shop.idx).execute();
    await app.db.deleteFrom('warehouses').where('shop_idx', '=', shop.idx).execute();
    await app.db.deleteFrom('shops').where('idx', '=', shop.idx).execute();
  });

  it('answers 4004 for an unknown product and 4000 for a bad idx', async () => {
    expect((await app.call('goods/detail', { idx: 999_999 })).body.code).toBe(Code.notFound);
    for (const payload of [{}, { idx: -1 }, { idx: 'x' }, { idx: 1, extra: true }]) {
      expect((await app.call('goods/detail', payload)).body.code).toBe(Code.invalidInput);
    }
  });
});

describe('POST /api/v1/goods/related', () => {
  it('answers up to 12 other goods of the same category, best sellers first', async () => {
    const goods = await goodsTitles();
    const product = goods[0] as (typeof goods)[number];
    const related = await ok<GoodsCardView[]>('goods/related', { idx: product.idx });
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(12);
    const category = new Map(goods.map((g) => [g.idx, g.category_idx]));
    for (const g of related) expect(category.get(g.idx)).toBe(product.category_idx);
    expect(related.map((g) => g.idx)).not.toContain(product.idx);
    expect(related.map((g) => g.sales)).toEqual(related.map((g) => g.sales).sort((a, b) => b - a));
    expect(await ok('goods/related', { idx: 999_999 })).toEqual([]);
  });
});
