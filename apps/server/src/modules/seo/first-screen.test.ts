import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';

const LOCALES = path.resolve(import.meta.dirname, '../../../../web/src/locales');

/** index.html as Vite writes it: entry script, its preloads and the one stylesheet. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Storefront</title>
    <meta name="description" content="Shop goods." />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const page = (name: string, extra: Record<string, unknown> = {}) => ({
  file: `assets/${name}-1.js`,
  isDynamicEntry: true,
  imports: ['_vendor-1.js', '_goods-card-1.js'],
  css: [`assets/${name}-1.css`],
  ...extra,
});

/** A web build as the server reads it: index.html, the manifest, page CSS and the language packs. */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  mkdirSync(path.join(dir, '.vite', 'locales'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor-1.js'], css: ['assets/index-1.css'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_goods-card-1.js': { file: 'assets/goods-card-1.js', imports: ['_vendor-1.js'], css: ['assets/goods-card-1.css'] },
    'src/pages/home-page.tsx': page('home-page'),
    'src/pages/goods-page.tsx': page('goods-page'),
    'src/pages/goods-detail-page.tsx': page('goods-detail-page'),
    'src/pages/shop/shop-layout.tsx': page('shop-layout'),
    'src/pages/shop/shop-goods-page.tsx': page('shop-goods-page'),
    'src/pages/shop/shop-recommend-page.tsx': page('shop-recommend-page'),
    'src/locales/en.json?first-screen': { file: 'assets/en-1.js', isDynamicEntry: true },
    'src/locales/de.json?first-screen': { file: 'assets/de-1.js', isDynamicEntry: true },
    'src/first-screen.ts': { file: 'assets/first-screen-1.js', isEntry: true },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const name of ['home-page', 'goods-page', 'goods-detail-page', 'shop-layout', 'shop-goods-page'])
    writeFileSync(path.join(dir, 'assets', `${name}-1.css`), `.${name}{display:block}`);
  writeFileSync(path.join(dir, 'assets', 'goods-card-1.css'), '.goods-card{display:flex}');
  for (const lang of ['en', 'de'])
    writeFileSync(path.join(dir, '.vite', 'locales', `${lang}.json`), readFileSync(path.join(LOCALES, `${lang}.json`)));
  return dir;
}

const EVIL = `"><script>alert(1)</script><img src=x onerror=alert(2)> $' $& </noscript></style>`;

let app: TestApp;
let dist: string;
let evilGoods: number;
let evilShop: number;

beforeAll(async () => {
  dist = webBuild();
  app = await createTestApp({ WEB_DIST: dist });
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
  const owner = await app.db.selectFrom('users').select('idx').orderBy('idx', 'desc').executeTakeFirstOrThrow();
  const freeOwner = await app.db
    .selectFrom('users')
    .select('idx')
    .where('idx', 'not in', (eb) => eb.selectFrom('shops').select('owner_idx'))
    .executeTakeFirst();
  const shop = await app.db
    .insertInto('shops')
    .values({ owner_idx: (freeOwner ?? owner).idx, name: EVIL, description: EVIL, logo: `/x.webp?${EVIL}` })
    .returning('idx')
    .executeTakeFirstOrThrow();
  evilShop = shop.idx;
  const category = await app.db.selectFrom('categories').select('idx').orderBy('idx').executeTakeFirstOrThrow();
  // The deepest discount of the catalog: first of the home page's deals and of its hero.
  const goods = await app.db
    .insertInto('goods')
    .values({
      shop_idx: shop.idx,
      category_idx: category.idx,
      title: EVIL,
      description: EVIL,
      cover: `/uploads/${EVIL}-480.webp`,
      images: '[]',
      dimensions: '[]',
      price: 1_000_000,
      discount_price: 1,
      stock: 5,
      rating: 5,
      sales: 1,
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  evilGoods = goods.idx;
});
afterAll(async () => {
  await app.destroy();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

function firstData(html: string): { key: unknown[]; data: unknown }[] {
  const match = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as { key: unknown[]; data: unknown }[];
}

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

/** The document's own structure survived whatever the shops wrote: one root, one body, one end. */
function expectIntact(html: string) {
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html.match(/<\/body>/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<script type="module"/g)).toHaveLength(2);
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<img src=x');
}

describe('GET / writes the first screen', () => {
  it('draws the header and the home page from the catalog/home answer it inlines', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const markup = root(html);
    expect(markup).toContain('<header class="site-header">');
    expect(markup).toContain('<a class="site-header__link" href="/user/sign/in">Sign in</a>');
    expect(markup).toContain('<section class="hero"');
    expect(markup).toContain('<h2 id="first-categories" class="home-section__title">Shop by category</h2>');
    const [home] = firstData(html);
    const answer = await app.call('catalog/home');
    expect(home).toEqual({ key: ['catalog/home', {}], data: answer.body.data });
  });

  it('preloads the hero image first, with its srcset, and loads the scripts after it', async () => {
    const html = (await get('/')).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload =
      /<link rel="preload" as="image" href="([^"]+)" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high" \/>/.exec(
        head,
      );
    expect(preload).not.toBeNull();
    // Right after the charset, before the stylesheet and any script.
    expect(head.indexOf(preload![0])).toBeLessThan(head.indexOf('<meta name="viewport"'));
    expect(head.indexOf(preload![0])).toBeLessThan(head.indexOf('<script'));
    const hero =
      /<img class="image hero__image" src="([^"]+)" srcset="([^"]+)" sizes="([^"]+)"[^>]*fetchpriority="high"/.exec(
        root(html),
      );
    expect(hero?.slice(1)).toEqual(preload!.slice(1));
    // The app's scripts wait in a template until the first screen has painted (apps/web/src/first-screen.ts).
    expect(head).not.toContain('/assets/index-1.js');
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<script type="module" crossorigin src="/assets/first-screen-1.js"></script>');
  });

  it("parks the app's scripts with the page's chunks and language pack, and inlines the page's CSS in cascade order", async () => {
    const html = (await get('/')).body;
    const parked = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html)![1]!;
    expect(parked).toBe(
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">' +
        // The entry's own chunks are not listed twice.
        '<link rel="modulepreload" crossorigin href="/assets/en-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/goods-card-1.js">',
    );
    expect(html).toContain('<style>.goods-card{display:flex}.home-page{display:block}</style>');
  });

  it('escapes what shops write: markup, attributes and inlined data stay inert', async () => {
    const html = (await get('/')).body;
    expectIntact(html);
    const markup = root(html);
    // The hostile product leads the deals band and the hero (its image alt), all as text.
    expect(markup).toContain(`<h3 class="goods-card__title">&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;`);
    expect(markup).toContain(`href="/goods/detail?idx=${evilGoods}"`);
    expect(markup).not.toMatch(/<\/noscript>|<\/style>/);
    const [home] = firstData(html) as unknown as [{ data: { discounted: { title: string; shopName: string }[] } }];
    expect(home.data.discounted[0]).toMatchObject({ title: EVIL, shopName: EVIL });
    const preload = /<link rel="preload" as="image" href="([^"]+)"/.exec(html)![1]!;
    expect(preload).toContain('&#34;&#62;&#60;script&#62;');
  });
});

describe('GET /goods, /goods/detail and /shop/{idx} write their first screens', () => {
  it('/goods: the toolbar and the first grid of cards, from the goods/list answer', async () => {
    const html = (await get('/goods')).body;
    const [list, categories] = firstData(html);
    const answer = await app.call<{ rows: { idx: number }[]; paging: { total: number } }>('goods/list', {
      sort: 'relevance',
      page: 1,
      size: 20,
    });
    expect(list).toEqual({ key: ['goods/list', { sort: 'relevance', page: 1, size: 20 }], data: answer.body.data });
    expect(categories!.key).toEqual(['category/list', {}]);
    const markup = root(html);
    expect(markup).toContain('<h1 class="page-frame__title">Products</h1>');
    expect(markup).toContain(`Products found: ${answer.body.data!.paging.total.toLocaleString('en')}`);
    const cards = [
      ...markup.matchAll(/<article class="goods-card"><a class="goods-card__link" href="\/goods\/detail\?idx=(\d+)">/g),
    ];
    expect(cards.map((m) => Number(m[1]))).toEqual(answer.body.data!.rows.map((r) => r.idx));
    // The first row of a phone's grid is fetched first; the rest lazily.
    expect(markup.match(/fetchpriority="high"/g)).toHaveLength(2);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/goods-page-1.js">');
  });

  it('/goods with filters leaves the listing to the app', async () => {
    const html = (await get('/goods?sort=newest')).body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="first-data"');
  });

  it('/goods/detail: gallery image, title and price, from the guest goods/detail answer', async () => {
    const rows = await app.db.selectFrom('goods').select(['idx', 'title', 'images']).orderBy('idx').limit(50).execute();
    const goods = rows.find((row) => (typeof row.images === 'string' ? row.images !== '[]' : row.images.length > 0))!;
    const html = (await get(`/goods/detail?idx=${goods.idx}`)).body;
    const [detail] = firstData(html);
    const answer = await app.call<{ images: string[]; price: number; discountPrice: number | null; skus: unknown[] }>(
      'goods/detail',
      { idx: goods.idx },
    );
    expect(detail).toEqual({ key: ['goods/detail', { idx: goods.idx }, 0], data: answer.body.data });
    const markup = root(html);
    expect(markup).toContain(`<h1 id="goods-title" class="buy-box__title">${goods.title}</h1>`);
    expect(markup).toMatch(/<span class="price price-block__current[^"]*">\$[\d,]+\.\d\d/);
    const first = answer.body.data!.images[0]!;
    expect(markup).toContain(`<img class="image" src="${first}"`);
    expect(html).toContain(`<link rel="preload" as="image" href="${first}"`);
  });

  it('/goods/detail of a hostile product stays inert, and an unknown one gets no first screen', async () => {
    const html = (await get(`/goods/detail?idx=${evilGoods}`)).body;
    expectIntact(html);
    expect(root(html)).toContain('<h1 id="goods-title" class="buy-box__title">&#34;&#62;&#60;script&#62;');
    expect((firstData(html)[0]!.data as { title: string }).title).toBe(EVIL);
    const missing = await get('/goods/detail?idx=99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
  });

  it('/shop/{idx}: the shop header and its tabs, from the guest shop/detail answer', async () => {
    const html = (await get('/shop/1/recommend')).body;
    const [shop] = firstData(html);
    const answer = await app.call('shop/detail', { idx: 1 });
    expect(shop).toEqual({ key: ['shop/detail', { idx: 1 }, 0], data: answer.body.data });
    const markup = root(html);
    expect(markup).toContain('<h1 class="shop-header__name">Demo Seller Store</h1>');
    expect(markup).toContain('<a class="tabs__link tabs__link--current" aria-current="page" href="/shop/1/recommend">');
    expect(html).toContain('href="/assets/shop-recommend-page-1.js"');
    const evil = (await get(`/shop/${evilShop}`)).body;
    expectIntact(evil);
    expect(root(evil)).toContain('<h1 class="shop-header__name">&#34;&#62;&#60;script&#62;');
  });
});

describe('the first screen and the visitor', () => {
  it("is written in the app's language: the switcher's cookie, else English (the head follows Accept-Language)", async () => {
    const german = (await get('/', { cookie: 'lang=de' })).body;
    expect(root(german)).toContain('<a class="site-header__link" href="/user/sign/in">Anmelden</a>');
    expect(german).toContain('href="/assets/de-1.js"');
    const browserOnly = (await get('/', { 'accept-language': 'de-DE' })).body;
    expect(browserOnly).toContain('<html lang="de">');
    expect(root(browserOnly)).toContain('>Sign in</a>');
    expect(browserOnly).toContain('href="/assets/en-1.js"');
  });

  it('is left out for the pages the app draws alone', async () => {
    for (const url of ['/checkout', '/mine', '/search?kw=shirt']) {
      const html = (await get(url)).body;
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain('rel="preload" as="image"');
      expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    }
  });

  it('is sent compressed to a browser that takes brotli', async () => {
    const plain = await get('/');
    const packed = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const refused = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
