import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
});
afterAll(async () => app.destroy());

const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}

describe('GET the first HTML of a page', () => {
  it('writes a product page title, description, canonical, Open Graph and Product JSON-LD', async () => {
    const goods = await app.db
      .selectFrom('goods')
      .selectAll()
      .where('review_count', '>', 0)
      .where('rating', '>', 0)
      .orderBy('idx')
      .executeTakeFirstOrThrow();
    const response = await get(`/goods/detail?idx=${goods.idx}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(`<title>${goods.title}`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/goods/detail\\?idx=${goods.idx}" />`));
    expect(html).toContain('<meta property="og:type" content="product" />');
    const [product] = structuredData(html) as [
      {
        '@type': string;
        name: string;
        offers: { price: string; priceCurrency: string };
        aggregateRating: { reviewCount: number };
      },
    ];
    expect(product['@type']).toBe('Product');
    expect(product.name).toBe(goods.title);
    expect(product.offers.priceCurrency).toBe('USD');
    expect(product.offers.price).toBe(((goods.discount_price ?? goods.price) / 100).toFixed(2));
    expect(product.aggregateRating.reviewCount).toBe(goods.review_count);
  });

  it('writes an Organization for a shop and answers 404 for an unknown one', async () => {
    const html = (await get('/shop/1')).body;
    expect(structuredData(html)[0]).toMatchObject({ '@type': 'Organization', name: 'Demo Seller Store' });
    expect((await get('/shop/99999')).statusCode).toBe(404);
    expect((await get('/goods/detail?idx=99999')).statusCode).toBe(404);
    expect((await get('/goods/detail?idx=abc')).statusCode).toBe(404);
  });

  it('draws a shop without a logo with an empty box, and names no image for it', async () => {
    const owner = await app.db
      .selectFrom('users')
      .select('idx')
      .where('email', '=', 'staff@demo.shop')
      .executeTakeFirstOrThrow();
    const shop = await app.db
      .insertInto('shops')
      .values({ owner_idx: owner.idx, name: 'Logo-less Loft', description: 'New here' })
      .returning(['idx', 'logo'])
      .executeTakeFirstOrThrow();
    expect(shop.logo).toBe('');
    const html = (await get(`/shop/${shop.idx}`)).body;
    expect(html).not.toMatch(/<img[^>]*src=""/);
    expect(html).toContain('class="image-empty shop-header__logo"');
    expect(html).not.toContain('property="og:image"');
    const organization = structuredData(html)[0]!;
    expect(organization).toMatchObject({ '@type': 'Organization', name: 'Logo-less Loft' });
    expect(organization).not.toHaveProperty('logo');
    await app.db.deleteFrom('warehouses').where('shop_idx', '=', shop.idx).execute();
    await app.db.deleteFrom('shops').where('idx', '=', shop.idx).execute();
  });

  it('writes the home and listing heads in the visitor language, from the cookie first', async () => {
    const de = (await get('/', { 'accept-language': 'de-DE,de;q=0.9' })).body;
    expect(de).toContain('<html lang="de">');
    expect(de).toContain('bei unabhängigen Händlern');
    const ja = (await get('/goods', { 'accept-language': 'de', cookie: 'lang=ja' })).body;
    expect(ja).toContain('<html lang="ja">');
    expect(ja).toContain('すべての商品');
    expect(ja).toMatch(/<noscript><ul><li><a href="[^"]+\/goods\/detail\?idx=\d+">/);
  });

  it('escapes what shops write, so a product title cannot run script', async () => {
    const shop = await app.db.selectFrom('shops').select('idx').executeTakeFirstOrThrow();
    const category = await app.db.selectFrom('categories').select('idx').executeTakeFirstOrThrow();
    const evil = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const goods = await app.db
      .insertInto('goods')
      .values({
        shop_idx: shop.idx,
        category_idx: category.idx,
        title: evil,
        description: evil,
        cover: '/x-480.webp',
        images: '[]',
        dimensions: '[]',
        price: 100,
      })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const html = (await get(`/goods/detail?idx=${goods.idx}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(structuredData(html)[0]).toMatchObject({ name: evil });
  });
});

describe('GET /robots.txt and sitemaps', () => {
  it('points crawlers at the sitemap and away from private pages', async () => {
    const robots = (await get('/robots.txt')).body;
    expect(robots).toContain('Disallow: /mine');
    expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  });

  it('lists every shop and every product', async () => {
    const index = (await get('/sitemap.xml')).body;
    expect(index).toContain('/sitemap-pages.xml');
    expect(index).toContain('/sitemap-goods-1.xml');
    const pages = (await get('/sitemap-pages.xml')).body;
    expect(pages.match(/\/shop\/\d+</g)).toHaveLength(15);
    const goods = (await get('/sitemap-goods-1.xml')).body;
    const count = await app.db
      .selectFrom('goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'on_sale')
      .executeTakeFirstOrThrow();
    expect(goods.match(/<loc>/g)).toHaveLength(Number(count.n));
    expect((await get('/sitemap-goods-99.xml')).statusCode).toBe(404);
  });
});
