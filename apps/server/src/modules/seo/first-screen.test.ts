import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createShop, ok, type TestShop } from '../../../test/commerce-helpers.ts';
import { seedDemoData } from '../../app/seed/seed.ts';
import { RENDERS_PER_ADDRESS } from './render-budget.ts';
import { startUpScripts } from './html.ts';

/*
 * Public pages rendered on the server by the web app's own components (issue 22), through the
 * real builds: `npm run build` writes the browser's build and the server render (dist/.vite/ssr)
 * that this suite serves, as the test command builds before it runs.
 */
const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const EN = JSON.parse(readFileSync(path.resolve(WEB_DIST, '../src/locales/en.json'), 'utf8')) as Texts;
const DE = JSON.parse(readFileSync(path.resolve(WEB_DIST, '../src/locales/de.json'), 'utf8')) as Texts;
type Texts = { [key: string]: string | Texts };
const text = (pack: Texts, key: string): string =>
  key.split('.').reduce<string | Texts>((at, part) => (at as Texts)[part]!, pack) as string;

const EVIL = `"><script>alert(1)</script><img src=x onerror=alert(2)> $' $& </noscript></style>\u2028`;

let app: TestApp;
let evilGoods: number;
let evilShop: number;
let shop: TestShop;

beforeAll(async () => {
  if (!existsSync(path.join(WEB_DIST, '.vite', 'ssr', 'entry-server.js')))
    throw new Error('the web app is not built: run `npm run build` first (the test command does)');
  app = await createTestApp({ WEB_DIST });
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
  shop = await createShop(app);
  const owner = await app.db
    .selectFrom('users')
    .select('idx')
    .where('idx', 'not in', (eb) => eb.selectFrom('shops').select('owner_idx'))
    .orderBy('idx', 'desc')
    .executeTakeFirstOrThrow();
  const evil = await app.db
    .insertInto('shops')
    .values({ owner_idx: owner.idx, name: EVIL, description: EVIL, logo: `/x.webp?${EVIL}` })
    .returning('idx')
    .executeTakeFirstOrThrow();
  evilShop = evil.idx;
  const category = await app.db.selectFrom('categories').select('idx').orderBy('idx').executeTakeFirstOrThrow();
  const goods = await app.db
    .insertInto('goods')
    .values({
      shop_idx: evil.idx,
      category_idx: category.idx,
      title: EVIL,
      description: `<p>${EVIL}</p><a href="javascript:alert(3)">x</a>`,
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
afterAll(async () => app?.destroy());

const get = (url: string, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url, headers });

interface FirstData {
  lang: string;
  state: { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] };
}

function firstData(html: string): FirstData {
  const match = /<script type="application\/json" id="first-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match![1]!) as FirstData;
}
const answerOf = (data: FirstData, key: unknown[]) =>
  data.state.queries.find((query) => JSON.stringify(query.queryKey) === JSON.stringify(key))?.state.data;

const root = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

/** The document's own structure survived whatever the shops wrote: one root, one body, one end, no script of theirs. */
function expectIntact(html: string) {
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html.match(/<\/body>/g)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<script\b/g)?.length).toBe(
    (html.match(/<script type="module"/g)?.length ?? 0) +
      (html.match(/<script type="application\/(json|ld\+json)"/g)?.length ?? 0),
  );
  expect(html).not.toContain('<script>alert');
  expect(html).not.toContain('<img src=x');
  // The description's link to a script is dropped from the markup (the data keeps the text as stored).
  expect(root(html)).not.toContain('javascript:alert');
}

describe("public pages are rendered by the web app's components", () => {
  it('GET / draws the frame and the home page from the catalog/home answer it hands over', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const markup = root(response.body);
    expect(markup).toContain('<header class="site-header">');
    expect(markup).toContain(`>${text(EN, 'auth.signIn')}</a>`);
    expect(markup).toContain('class="hero');
    expect(markup).toContain('<footer');
    const data = firstData(response.body);
    expect(data.lang).toBe('en');
    const answer = await app.call('catalog/home');
    expect(answerOf(data, ['catalog/home', {}])).toEqual(answer.body.data);
    // The page's own chunk and the language pack are in the start-up list; its styles are inlined.
    const chunks = startUpScripts(response.body)?.chunks ?? [];
    expect(chunks.some((url) => /^\/assets\/home-page-[\w-]+\.js$/.test(url))).toBe(true);
    expect(chunks.some((url) => /^\/assets\/en-[\w-]+\.js$/.test(url))).toBe(true);
    expect(response.body).toMatch(/<style>[^<]*\.hero/);
    // The start-up's stylesheet (the frame's and the global styles) stays linked, not inlined again.
    expect(response.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/app-[\w-]+\.css">/);
    expect(/<style>([^<]*)<\/style>/.exec(response.body)?.[1]).not.toContain('--brand:');
  });

  it('renders in the stored language (the switcher cookie), the head in the browser language', async () => {
    const german = (await get('/goods', { cookie: 'lang=de' })).body;
    expect(root(german)).toContain(`>${text(DE, 'auth.signIn')}</a>`);
    expect(firstData(german).lang).toBe('de');
    expect(startUpScripts(german)?.chunks.some((url) => /^\/assets\/de-[\w-]+\.js$/.test(url))).toBe(true);
    const browserOnly = (await get('/goods', { 'accept-language': 'de-DE' })).body;
    expect(browserOnly).toContain('<html lang="de">');
    expect(root(browserOnly)).toContain(`>${text(EN, 'auth.signIn')}</a>`);
  });

  it('renders every public page, each with the answers its queries asked for', async () => {
    const goods = await app.db
      .selectFrom('goods')
      .select('idx')
      .where('status', '=', 'on_sale')
      .orderBy('idx')
      .executeTakeFirstOrThrow();
    const pages = [
      '/goods',
      '/goods?sort=priceAsc&page=2',
      `/goods/detail?idx=${goods.idx}`,
      '/category',
      '/discounted',
      `/shop/${shop.idx}`,
      `/shop/${shop.idx}/recommend`,
      '/search?kw=shirt',
      '/search/shop?kw=shop',
      '/wap/search',
      '/help/privacy',
      '/credit',
    ];
    for (const url of pages) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(root(response.body).length, url).toBeGreaterThan(1000);
      const data = firstData(response.body);
      expect(
        data.state.queries.every((query) => query.state.status === 'success'),
        url,
      ).toBe(true);
    }
    const detail = firstData((await get(`/goods/detail?idx=${goods.idx}`)).body);
    expect(answerOf(detail, ['goods/detail', { idx: goods.idx }, 0])).toEqual(
      (await app.call('goods/detail', { idx: goods.idx })).body.data,
    );
  });

  it('keeps what shops write inert in the markup and in the data, which reads back exactly', async () => {
    for (const url of ['/', `/goods/detail?idx=${evilGoods}`, `/shop/${evilShop}`]) {
      const html = (await get(url)).body;
      expectIntact(html);
      // Raw U+2028 is text in HTML, but it would end a line in a script: the data escapes it.
      expect(/id="first-data">([^<]*)/.exec(html)?.[1]).not.toContain('\u2028');
    }
    const detail = (await get(`/goods/detail?idx=${evilGoods}`)).body;
    expect(root(detail)).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const data = answerOf(firstData(detail), ['goods/detail', { idx: evilGoods }, 0]) as { title: string };
    expect(data.title).toBe(EVIL);
    const shopPage = (await get(`/shop/${evilShop}`)).body;
    expect(root(shopPage)).toContain('&quot;&gt;&lt;script&gt;');
  });

  it('gives an unknown product its 404 page without a first screen, and leaves private pages to the browser', async () => {
    const missing = await get('/goods/detail?idx=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain('id="first-data"');
    for (const url of ['/checkout', '/mine', '/mine/wallet', '/user/sign/in', '/seller', '/staff', '/realname']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<div id="root"></div>');
      expect(html, url).not.toContain('id="first-data"');
    }
  });
});

describe('the page cache', () => {
  it('answers a repeated page from the cache (Server-Timing says hit or miss), per language', async () => {
    const url = `/goods?page=1&fresh=${Date.now()}`;
    const first = await get(url);
    expect(first.headers['server-timing']).toMatch(/^render;desc=miss;dur=\d+(\.\d+)?$/);
    const again = await get(url);
    expect(again.headers['server-timing']).toMatch(/^render;desc=hit;dur=/);
    expect(again.body).toBe(first.body);
    const german = await get(url, { cookie: 'lang=de' });
    expect(german.headers['server-timing']).toMatch(/desc=miss/);
    expect(firstData(german.body).lang).toBe('de');
  });

  it("forgets every page when a seller's write succeeds: the next render shows the change", async () => {
    const url = `/shop/${shop.idx}`;
    const title = `Test Shirt`;
    expect(root((await get(url)).body)).toContain(title);
    expect((await get(url)).headers['server-timing']).toMatch(/desc=hit/);
    await ok(app, 'seller/goods/status', { idxs: [shop.skus[0]!.goodsIdx], status: 'off_shelf' }, shop.owner.token);
    const after = await get(url);
    expect(after.headers['server-timing']).toMatch(/desc=miss/);
    expect(root(after.body)).not.toContain(title);
  });

  it('serves a page without its first screen once an address has spent its render budget', async () => {
    const spent = '203.0.113.9';
    for (let n = 0; n < RENDERS_PER_ADDRESS; n += 1) app.services.renders.take(spent);
    const refused = await app.app.inject({ method: 'GET', url: '/goods?budget=1', remoteAddress: spent });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('<div id="root"></div>');
    expect(refused.body).toContain('<link rel="canonical"');
    // Not cached: another address gets the rendered page.
    const other = await app.app.inject({ method: 'GET', url: '/goods?budget=1', remoteAddress: '203.0.113.10' });
    expect(root(other.body)).toContain('<header class="site-header">');
  });

  it('sends a cached page compressed, made once per encoding', async () => {
    const plain = await get('/discounted');
    const packed = await get('/discounted', { 'accept-encoding': 'gzip, deflate, br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(packed.rawPayload).toString()).toBe(plain.body);
    const again = await get('/discounted', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(packed.rawPayload)).toBe(true);
    const refused = await get('/discounted', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });
});
