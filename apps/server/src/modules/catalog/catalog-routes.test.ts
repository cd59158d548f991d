import path from 'node:path';
import { Code, type GoodsCardView } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';

/**
 * goods/list against the seeded catalog: every answer is checked against what the goods table
 * says should come back, not just against its own shape.
 */

let app: TestApp;
interface Truth {
  idx: number;
  title: string;
  category_idx: number;
  shop_idx: number;
  price: number;
  discount_price: number | null;
  rating: number;
  stock: number;
  sales: number;
  created_at: Date;
}
let goods: Truth[];
const truth = new Map<number, Truth>();

beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
  goods = await app.db
    .selectFrom('goods')
    .select([
      'idx',
      'title',
      'category_idx',
      'shop_idx',
      'price',
      'discount_price',
      'rating',
      'stock',
      'sales',
      'created_at',
    ])
    // What buyers may see: the demo seller's draft and off-shelf products are not on sale.
    .where('status', '=', 'on_sale')
    .execute();
  for (const g of goods) truth.set(g.idx, g);
});
afterAll(async () => app.destroy());

type GoodsPage = Page<GoodsCardView>;

const effective = (g: { price: number; discount_price?: number | null; discountPrice?: number | null }) =>
  g.discountPrice ?? g.discount_price ?? g.price;
const of = (row: GoodsCardView): Truth => truth.get(row.idx) ?? expect.unreachable(`unknown goods ${row.idx}`);
const sortedIdxs = (rows: readonly { idx: number }[]) => rows.map((r) => r.idx).sort((a, b) => a - b);

async function list(payload: Record<string, unknown>): Promise<GoodsPage> {
  const answer = await app.call<GoodsPage>('goods/list', payload);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data as GoodsPage;
}

/** Every page of a listing (60 a page), checking the total and that no product comes twice. */
async function listAll(filters: Record<string, unknown>): Promise<GoodsCardView[]> {
  const rows: GoodsCardView[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await list({ ...filters, page, size: 60 });
    expect(answer.paging).toMatchObject({ current: page, size: 60 });
    rows.push(...answer.rows);
    if (answer.rows.length < 60) {
      expect(rows).toHaveLength(answer.paging.total);
      expect(new Set(rows.map((r) => r.idx)).size).toBe(rows.length);
      return rows;
    }
  }
  throw new Error('listing did not end');
}

/** The idx of every seeded product passing `keep`, sorted. */
const expected = (keep: (g: Truth) => boolean) => sortedIdxs(goods.filter(keep));

function expectOrdered<T>(rows: readonly T[], key: (row: T) => number, direction: 'asc' | 'desc') {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [key(rows[i - 1] as T), key(rows[i] as T)];
    if (direction === 'asc') expect(a).toBeLessThanOrEqual(b);
    else expect(a).toBeGreaterThanOrEqual(b);
  }
}

describe('POST /api/v1/goods/list', () => {
  it('answers the first 20 goods of 400 with the paging of spec 3 and complete cards', async () => {
    const { rows, paging } = await list({});
    expect(paging).toEqual({ current: 1, total: 400, size: 20 });
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      const g = of(row);
      expect(row).toMatchObject({
        title: g.title,
        price: g.price,
        discountPrice: g.discount_price,
        shopIdx: g.shop_idx,
      });
      expect(row.urlCover).toMatch(/^\/uploads\/seed\/goods\/.+-480\.webp$/);
      expect(row.shopName).not.toBe('');
    }
  });

  it('pages through all 400 goods without overlap, and answers an empty page past the end', async () => {
    const [first, second] = await Promise.all([list({ page: 1 }), list({ page: 2 })]);
    const firstIdxs = new Set(first.rows.map((r) => r.idx));
    expect(second.rows).toHaveLength(20);
    expect(second.rows.filter((r) => firstIdxs.has(r.idx))).toEqual([]);
    expect(sortedIdxs(await listAll({}))).toEqual(expected(() => true));
    const past = await list({ page: 21 });
    expect(past).toEqual({ rows: [], paging: { current: 21, total: 400, size: 20 } });
    expect((await list({ page: 7, size: 60 })).rows).toHaveLength(40);
  });

  it('filters by category, shop, effective price range, rating, stock and discount', async () => {
    const category = goods[0]?.category_idx ?? 0;
    const shop = goods[1]?.shop_idx ?? 0;
    const cases: [Record<string, unknown>, (g: Truth) => boolean][] = [
      [{ categoryIdx: category }, (g) => g.category_idx === category],
      [{ shopIdx: shop }, (g) => g.shop_idx === shop],
      [{ priceMin: 2000, priceMax: 5000 }, (g) => effective(g) >= 2000 && effective(g) <= 5000],
      // Bounds are inclusive and apply to the discounted price when there is one.
      [{ priceMin: effective(goods[2] as Truth) }, (g) => effective(g) >= effective(goods[2] as Truth)],
      [{ priceMax: effective(goods[3] as Truth) }, (g) => effective(g) <= effective(goods[3] as Truth)],
      [{ ratingMin: 4.5 }, (g) => g.rating >= 4.5],
      [{ inStock: true }, (g) => g.stock > 0],
      [{ discounted: true }, (g) => g.discount_price !== null],
      [{ inStock: false, discounted: false }, () => true],
    ];
    for (const [filters, keep] of cases) {
      const want = expected(keep);
      expect(want.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(sortedIdxs(await listAll(filters)), JSON.stringify(filters)).toEqual(want);
    }
    expect(expected((g) => g.discount_price !== null && g.discount_price < g.price).length).toBeGreaterThan(50);
    // A priceMax between the discount and the list price finds the discounted product.
    const deal = goods.find((g) => g.discount_price !== null) as Truth;
    const ids = (await listAll({ priceMin: deal.discount_price, priceMax: deal.price - 1 })).map((r) => r.idx);
    expect(ids).toContain(deal.idx);
  });

  it('combines filters, keyword included', async () => {
    const category = goods[0]?.category_idx ?? 0;
    const combined = (g: Truth) =>
      g.category_idx === category && effective(g) <= 20_000 && g.rating >= 4 && g.stock > 0;
    const want = expected(combined);
    expect(want.length).toBeGreaterThan(3);
    const filters = { categoryIdx: category, priceMax: 20_000, ratingMin: 4, inStock: true };
    expect(sortedIdxs(await listAll(filters))).toEqual(want);

    const shop = goods[0]?.shop_idx ?? 0;
    const deals = await listAll({ shopIdx: shop, discounted: true, sort: 'priceAsc' });
    expect(sortedIdxs(deals)).toEqual(expected((g) => g.shop_idx === shop && g.discount_price !== null));
    expectOrdered(deals, effective, 'asc');

    const pillows = await listAll({ kw: 'pillow', priceMax: 5000 });
    expect(pillows.length).toBeGreaterThan(0);
    for (const row of pillows) expect(effective(row)).toBeLessThanOrEqual(5000);
    expect(await list({ categoryIdx: 999_999 })).toEqual({ rows: [], paging: { current: 1, total: 0, size: 20 } });
  });

  it('really orders by every sort', async () => {
    expectOrdered(await listAll({ sort: 'newest' }), (r) => of(r).created_at.getTime(), 'desc');
    expectOrdered(await listAll({ sort: 'priceAsc' }), effective, 'asc');
    expectOrdered(await listAll({ sort: 'priceDesc' }), effective, 'desc');
    expectOrdered(await listAll({ sort: 'sales' }), (r) => r.sales, 'desc');
    // Without a keyword, relevance means best sellers first.
    expectOrdered(await listAll({ sort: 'relevance' }), (r) => r.sales, 'desc');
    const cheapest = Math.min(...goods.map(effective));
    expect(effective((await list({ sort: 'priceAsc' })).rows[0] as GoodsCardView)).toBe(cheapest);
  });

  it('ranks exact title matches first for a keyword', async () => {
    // Titles that also appear inside longer titles: the exact ones must still lead.
    const titles = [...new Set(goods.map((g) => g.title))];
    const contained = titles.filter((t) => titles.some((o) => o !== t && o.toLowerCase().includes(t.toLowerCase())));
    const duplicated = titles.filter((t) => goods.filter((g) => g.title === t).length > 1);
    const probes = [...contained.slice(0, 4), ...duplicated.slice(0, 4)];
    expect(probes.length).toBeGreaterThan(2);
    for (const title of probes) {
      const exact = goods.filter((g) => g.title.toLowerCase() === title.toLowerCase()).length;
      const { rows } = await list({ kw: title, sort: 'relevance' });
      expect(
        rows.slice(0, exact).map((r) => r.title),
        title,
      ).toEqual(Array.from({ length: exact }, () => title));
    }
  });

  it('finds goods despite a typo, and ranks title matches before description matches', async () => {
    const phones = expected((g) => /smartphone/i.test(g.title));
    expect(phones.length).toBeGreaterThan(3);
    const typo = await listAll({ kw: 'smartfone' });
    expect(typo.map((r) => r.idx)).toEqual(expect.arrayContaining(phones));
    expect(sortedIdxs(typo.slice(0, phones.length))).toEqual(phones);

    const linen = await listAll({ kw: 'linen' });
    const titled = expected((g) => /linen/i.test(g.title));
    expect(titled.length).toBeGreaterThan(1);
    expect(sortedIdxs(linen.slice(0, titled.length))).toEqual(titled);
    expect((await listAll({ kw: 'LINEN' })).map((r) => r.idx)).toEqual(linen.map((r) => r.idx));
  });

  it('takes SQL and pattern metacharacters literally', async () => {
    // Keywords without a word to search for match only titles that contain them literally.
    for (const kw of ['%', '_', '.*', '\\', "'", '%%', '%_%', '\\%', '(%)']) {
      const rows = await listAll({ kw });
      expect(rows.length, kw).toBe(goods.filter((g) => g.title.toLowerCase().includes(kw.toLowerCase())).length);
    }
    expect((await listAll({ kw: '%' })).length).toBeLessThan(20);
    // PostgreSQL text cannot hold NUL: it is searched as a space rather than failing the query.
    expect(sortedIdxs(await listAll({ kw: 'linen\u0000' }))).toEqual(sortedIdxs(await listAll({ kw: 'linen' })));
    // A keyword of nothing but NUL is no keyword.
    expect((await list({ kw: '\u0000 ' })).paging.total).toBe(400);
    for (const kw of [
      'a\u0000b',
      'smart\u0000fone',
      'x\ty\nz',
      "'; drop table goods; --",
      'a:* | b',
      '!!',
      "x' or '1'='1",
      '$1',
      '<script>',
      '[a-z]',
      '(70%)',
    ]) {
      const answer = await app.call<GoodsPage>('goods/list', { kw });
      expect(answer.body.code, kw).toBe(0);
      expect(answer.body.data?.paging.total, kw).toBeLessThan(400);
    }
    expect((await list({})).paging.total).toBe(400);
  });

  it('refuses bad input with 4000 naming the field, never with a 5000', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ page: 0 }, 'page'],
      [{ page: -1 }, 'page'],
      [{ page: 1e9 }, 'page'],
      [{ page: 1.5 }, 'page'],
      [{ page: '2' }, 'page'],
      [{ size: 1000 }, 'size'],
      [{ size: 0 }, 'size'],
      [{ priceMin: 5000, priceMax: 100 }, 'priceMax'],
      [{ priceMin: -5 }, 'priceMin'],
      [{ priceMax: 1e15 }, 'priceMax'],
      [{ ratingMin: 9 }, 'ratingMin'],
      [{ ratingMin: -1 }, 'ratingMin'],
      [{ kw: 'x'.repeat(10_000) }, 'kw'],
      [{ kw: 42 }, 'kw'],
      [{ foo: 1 }, 'foo'],
      [{ sort: 'bogus' }, 'sort'],
      [{ categoryIdx: 0 }, 'categoryIdx'],
      [{ categoryIdx: 'phones' }, 'categoryIdx'],
      [{ shopIdx: 2 ** 40 }, 'shopIdx'],
      [{ inStock: 'yes' }, 'inStock'],
      [{ discounted: null }, 'discounted'],
    ];
    for (const [payload, field] of bad) {
      const answer = await app.call('goods/list', payload);
      expect([answer.status, answer.body.code, answer.body.data], JSON.stringify(payload).slice(0, 60)).toEqual([
        200,
        Code.invalidInput,
        expect.objectContaining({ field }),
      ]);
    }
    // Odd but valid values work.
    for (const payload of [{ kw: '   ' }, { kw: '' }, { priceMin: 0, priceMax: 0 }, { ratingMin: 5 }, { page: 500 }]) {
      expect((await app.call('goods/list', payload)).body.code, JSON.stringify(payload)).toBe(0);
    }
  });
});
