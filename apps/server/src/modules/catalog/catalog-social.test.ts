import path from 'node:path';
import { Code, type GoodsCardView, type ShopCardView } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';
import type { ReviewsPage } from '@storefront/contract';

/** Favorites, follows and reviews: what a buyer does around the seeded catalog. */

let app: TestApp;
let goodsIdxs: number[];
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
  goodsIdxs = (await app.db.selectFrom('goods').select('idx').orderBy('idx').execute()).map((g) => g.idx);
});
afterAll(async () => app.destroy());

async function ok<T>(apiPath: string, payload: Record<string, unknown>, token?: string): Promise<T> {
  const answer = await app.call<T>(apiPath, payload, token ? { token } : {});
  expect(answer.body.code, JSON.stringify(answer.body).slice(0, 300)).toBe(0);
  return answer.body.data as T;
}
const goodsAt = (n: number) => goodsIdxs[n] ?? expect.unreachable(`no goods #${n}`);
type Detail = { favorite: boolean; following: boolean; shop: { idx: number; followers: number } };

describe('POST /api/v1/goods/favorite', () => {
  it('refuses a guest with 4012', async () => {
    for (const favorite of [true, false]) {
      expect((await app.call('goods/favorite', { idx: goodsAt(0), favorite })).body.code).toBe(Code.notSignedIn);
    }
    expect((await app.call('goods/favorites', {})).body.code).toBe(Code.notSignedIn);
  });

  it('favorites and unfavorites a product, as goods/detail and goods/favorites then show', async () => {
    const buyer = await createBuyer(app);
    const idx = goodsAt(5);
    expect(await ok('goods/favorite', { idx, favorite: true }, buyer.token)).toEqual({ favorite: true });
    // Twice is still once.
    expect(await ok('goods/favorite', { idx, favorite: true }, buyer.token)).toEqual({ favorite: true });
    expect((await ok<Detail>('goods/detail', { idx }, buyer.token)).favorite).toBe(true);
    expect((await ok<Detail>('goods/detail', { idx })).favorite).toBe(false);
    const listed = await ok<Page<GoodsCardView>>('goods/favorites', {}, buyer.token);
    expect(listed.rows.map((g) => g.idx)).toEqual([idx]);
    expect(listed.paging).toEqual({ current: 1, total: 1, size: 20 });
    // Someone else's favorites are their own.
    const other = await createBuyer(app);
    expect((await ok<Page<GoodsCardView>>('goods/favorites', {}, other.token)).paging.total).toBe(0);
    expect((await ok<Detail>('goods/detail', { idx }, other.token)).favorite).toBe(false);

    expect(await ok('goods/favorite', { idx, favorite: false }, buyer.token)).toEqual({ favorite: false });
    expect(await ok('goods/favorite', { idx, favorite: false }, buyer.token)).toEqual({ favorite: false });
    expect((await ok<Detail>('goods/detail', { idx }, buyer.token)).favorite).toBe(false);
    expect(await ok('goods/favorites', {}, buyer.token)).toEqual({
      rows: [],
      paging: { current: 1, total: 0, size: 20 },
    });
  });

  it('answers 4004 for an unknown product and 4000 for a bad payload', async () => {
    const buyer = await createBuyer(app);
    const unknown = await app.call('goods/favorite', { idx: 999_999, favorite: true }, { token: buyer.token });
    expect(unknown.body.code).toBe(Code.notFound);
    for (const payload of [{ idx: goodsAt(0) }, { idx: 0, favorite: true }, { idx: goodsAt(0), favorite: 'yes' }]) {
      expect((await app.call('goods/favorite', payload, { token: buyer.token })).body.code).toBe(Code.invalidInput);
    }
  });
});

describe('POST /api/v1/goods/favorites', () => {
  it('lists favorites newest first, 20 a page', async () => {
    const buyer = await createBuyer(app);
    const picked = goodsIdxs.slice(30, 55);
    for (const idx of picked) await ok('goods/favorite', { idx, favorite: true }, buyer.token);
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map((page) => ok<Page<GoodsCardView>>('goods/favorites', { page }, buyer.token)),
    );
    expect(first?.paging).toEqual({ current: 1, total: 25, size: 20 });
    expect([...(first?.rows ?? []), ...(second?.rows ?? [])].map((g) => g.idx)).toEqual([...picked].reverse());
    expect(third?.rows).toEqual([]);
    expect((await app.call('goods/favorites', { page: 0 }, { token: buyer.token })).body.code).toBe(Code.invalidInput);
  });
});

describe('POST /api/v1/shop/follow', () => {
  const followers = async (idx: number) =>
    (await app.db.selectFrom('shops').select('followers').where('idx', '=', idx).executeTakeFirstOrThrow()).followers;

  it('refuses a guest with 4012', async () => {
    expect((await app.call('shop/follow', { idx: 1, follow: true })).body.code).toBe(Code.notSignedIn);
    expect((await app.call('shop/following', {})).body.code).toBe(Code.notSignedIn);
  });

  it('raises the follower count by exactly one however often the follow is repeated', async () => {
    const buyer = await createBuyer(app);
    const product = goodsAt(7);
    const shopIdx = (await ok<Detail>('goods/detail', { idx: product })).shop.idx;
    const before = await followers(shopIdx);

    expect(await ok('shop/follow', { idx: shopIdx, follow: true }, buyer.token)).toEqual({
      follow: true,
      followers: before + 1,
    });
    expect(await ok('shop/follow', { idx: shopIdx, follow: true }, buyer.token)).toEqual({
      follow: true,
      followers: before + 1,
    });
    // Even when the repeats race each other.
    await Promise.all(Array.from({ length: 5 }, () => ok('shop/follow', { idx: shopIdx, follow: true }, buyer.token)));
    expect(await followers(shopIdx)).toBe(before + 1);

    const shop = await ok<ShopCardView & { following: boolean }>('shop/detail', { idx: shopIdx }, buyer.token);
    expect([shop.following, shop.followers]).toEqual([true, before + 1]);
    expect((await ok<Detail>('goods/detail', { idx: product }, buyer.token)).following).toBe(true);
    expect((await ok<ShopCardView & { following: boolean }>('shop/detail', { idx: shopIdx })).following).toBe(false);
    const following = await ok<Page<ShopCardView>>('shop/following', {}, buyer.token);
    expect(following.rows.map((s) => [s.idx, s.followers])).toEqual([[shopIdx, before + 1]]);
    expect(following.paging).toEqual({ current: 1, total: 1, size: 20 });

    expect(await ok('shop/follow', { idx: shopIdx, follow: false }, buyer.token)).toEqual({
      follow: false,
      followers: before,
    });
    await Promise.all(Array.from({ length: 3 }, () => ok('shop/follow', { idx: shopIdx, follow: false }, buyer.token)));
    expect(await followers(shopIdx)).toBe(before);
    expect((await ok<Detail>('goods/detail', { idx: product }, buyer.token)).following).toBe(false);
    expect((await ok<Page<ShopCardView>>('shop/following', {}, buyer.token)).rows).toEqual([]);
  });

  it('counts each follower once', async () => {
    const [a, b] = await Promise.all([createBuyer(app), createBuyer(app)]);
    const shops = (await app.db.selectFrom('shops').select('idx').orderBy('idx').execute()).map((s) => s.idx);
    const [first, second] = shops as [number, number];
    const before = await followers(first);
    await Promise.all([a, b].map((buyer) => ok('shop/follow', { idx: first, follow: true }, buyer.token)));
    expect(await followers(first)).toBe(before + 2);
    await ok('shop/follow', { idx: second, follow: true }, a.token);
    const listed = await ok<Page<ShopCardView>>('shop/following', {}, a.token);
    expect(listed.rows.map((s) => s.idx)).toEqual([second, first]);
    await ok('shop/follow', { idx: first, follow: false }, b.token);
    expect(await followers(first)).toBe(before + 1);
  });

  it('answers 4004 for an unknown shop and 4000 for a bad payload', async () => {
    const buyer = await createBuyer(app);
    expect((await app.call('shop/follow', { idx: 999_999, follow: true }, { token: buyer.token })).body.code).toBe(
      Code.notFound,
    );
    expect((await app.call('shop/follow', { idx: 1 }, { token: buyer.token })).body.code).toBe(Code.invalidInput);
  });
});

describe('POST /api/v1/goods/reviews', () => {
  const reviews = (goodsIdx: number, page = 1) => ok<ReviewsPage>('goods/reviews', { goodsIdx, page });

  /** A completed order with one line of the product per rating, each line reviewed. */
  async function addReviews(goodsIdx: number, ratings: number[]) {
    const buyer = await createBuyer(app);
    const sku = await app.db
      .selectFrom('skus')
      .innerJoin('goods', 'goods.idx', 'skus.goods_idx')
      .select(['skus.idx', 'skus.price', 'goods.shop_idx'])
      .where('goods_idx', '=', goodsIdx)
      .executeTakeFirstOrThrow();
    const order = await app.db
      .insertInto('orders')
      .values({
        order_no: `T${Date.now()}`,
        user_idx: buyer.idx,
        shop_idx: sku.shop_idx,
        status: 'completed',
        total: 0,
        address: '{}',
      })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const items = await app.db
      .insertInto('order_items')
      .values(
        ratings.map(() => ({
          order_idx: order.idx,
          goods_idx: goodsIdx,
          sku_idx: sku.idx,
          title: 't',
          cover: 'c',
          price: sku.price,
          quantity: 1,
          reviewed: true,
        })),
      )
      .returning('idx')
      .execute();
    await app.db
      .insertInto('reviews')
      .values(
        items.map((item, i) => ({
          order_item_idx: item.idx,
          goods_idx: goodsIdx,
          user_idx: buyer.idx,
          rating: ratings[i] ?? 5,
          body: `Review ${i}`,
          photos: '[]',
        })),
      )
      .execute();
  }

  it("answers a product's seeded reviews with masked names and a summary that adds up", async () => {
    const reviewed = await app.db
      .selectFrom('reviews as r')
      .innerJoin('users as u', 'u.idx', 'r.user_idx')
      .select(['r.goods_idx', 'r.rating', 'u.name'])
      .where('r.goods_idx', '=', goodsAt(0))
      .execute();
    expect(reviewed.length).toBeGreaterThan(0);
    const { rows, paging, summary } = await reviews(goodsAt(0));
    expect(paging).toEqual({ current: 1, total: reviewed.length, size: 10 });
    expect(rows).toHaveLength(reviewed.length);
    for (const row of rows) {
      expect(row.user.name).toMatch(/^\S\*\*\*\S$/);
      expect(reviewed.map((r) => `${r.name.charAt(0)}***${r.name.at(-1)}`)).toContain(row.user.name);
      expect(row.user.avatar).toMatch(/^\/uploads\/seed\/avatars\/user-\d+-96\.webp$/);
      expect(row.body.length).toBeGreaterThan(10);
      expect(row.rating).toBeGreaterThanOrEqual(1);
    }
    for (const r of reviewed) expect(JSON.stringify(rows)).not.toContain(r.name);
    const times = rows.map((r) => Date.parse(r.createAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(summary.count).toBe(reviewed.length);
    expect(summary.stars.reduce((a, b) => a + b, 0)).toBe(summary.count);
    expect(summary.stars).toEqual([5, 4, 3, 2, 1].map((star) => reviewed.filter((r) => r.rating === star).length));
    const mean = reviewed.reduce((sum, r) => sum + r.rating, 0) / reviewed.length;
    expect(summary.average).toBeCloseTo(mean, 1);
  });

  it('pages 10 at a time, newest first, without overlap', async () => {
    const idx = goodsAt(3);
    const seeded = (await reviews(idx)).summary.count;
    const ratings = [5, 5, 4, 3, 1, 2, 5, 4, 4, 5, 5, 3];
    await addReviews(idx, ratings);
    const [first, second, third] = await Promise.all([reviews(idx, 1), reviews(idx, 2), reviews(idx, 3)]);
    const total = seeded + ratings.length;
    expect(first?.paging).toEqual({ current: 1, total, size: 10 });
    expect(first?.rows).toHaveLength(10);
    expect(second?.rows).toHaveLength(total - 10);
    expect(third?.rows).toEqual([]);
    // The twelve just written are the newest.
    expect(first?.rows.map((r) => r.body)).toEqual(ratings.slice(2).map((_, i) => `Review ${11 - i}`));
    const idxs = [...(first?.rows ?? []), ...(second?.rows ?? [])].map((r) => r.idx);
    expect(new Set(idxs).size).toBe(total);
    expect(first?.summary.stars.reduce((a, b) => a + b, 0)).toBe(total);
    expect(first?.rows[0]?.user.name).toBe('T***r');
  });

  it('answers an empty page for a product without reviews, and 4000 for bad input', async () => {
    const unreviewed = await app.db
      .selectFrom('goods')
      .select('idx')
      .where('idx', 'not in', (eb) => eb.selectFrom('reviews').select('goods_idx'))
      .executeTakeFirstOrThrow();
    expect(await reviews(unreviewed.idx)).toEqual({
      rows: [],
      paging: { current: 1, total: 0, size: 10 },
      summary: { average: 0, count: 0, stars: [0, 0, 0, 0, 0] },
    });
    for (const payload of [{}, { goodsIdx: 1, page: 0 }, { goodsIdx: 'x' }, { goodsIdx: 1, size: 50 }]) {
      expect((await app.call('goods/reviews', payload)).body.code).toBe(Code.invalidInput);
    }
  });
});
