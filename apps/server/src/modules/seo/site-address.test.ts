import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';

/*
 * The site's own address in canonical links, Open Graph, JSON-LD, the sitemaps and robots.txt:
 * PUBLIC_URL, else the request's host when ALLOWED_HOSTS lists it. A Host or X-Forwarded-Host
 * an attacker writes must never reach them (a cache or a crawler would keep the poisoned page).
 */

const EVIL = 'evil.example';
const SEO_PATHS = [
  '/',
  '/goods',
  '/shop/1',
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap-pages.xml',
  '/sitemap-goods-1.xml',
];

let seeded: TestApp;
let detailPath: string;
beforeAll(async () => {
  seeded = await createTestApp();
  await seedDemoData(seeded.db, { uploadsDir: path.join(seeded.dataDir, 'uploads') });
  const goods = await seeded.db.selectFrom('goods').select('idx').orderBy('idx').executeTakeFirstOrThrow();
  detailPath = `/goods/detail?idx=${goods.idx}`;
});
afterAll(async () => seeded.destroy());

const get = (app: TestApp, url: string, headers: Record<string, string>) =>
  app.app.inject({ method: 'GET', url, headers });

const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('the site address without PUBLIC_URL', () => {
  it('refuses an unknown Host with 421 on every page, sitemap and robots.txt, and serves localhost on any port', async () => {
    for (const url of [...SEO_PATHS, detailPath]) {
      const response = await get(seeded, url, { host: EVIL });
      expect(response.statusCode, url).toBe(421);
      expect(response.body, url).not.toContain(EVIL);
    }
    const translated = await get(seeded, '/robots.txt', { host: EVIL, 'accept-language': 'de' });
    expect(translated.body).toBe('Diese Website wird unter dieser Adresse nicht angeboten');
    const page = await get(seeded, '/', { host: `${EVIL}:3000`, cookie: 'lang=fr' });
    expect(page.statusCode).toBe(421);
    expect(page.body).toContain('Ce site n’est pas servi à cette adresse');
    // The default allowed hosts, on any port (npm start, the tests, a browser on the machine).
    for (const host of ['localhost', '127.0.0.1:8080', '[::1]:3000', 'LOCALHOST:5173']) {
      const response = await get(seeded, '/robots.txt', { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain(`Sitemap: http://${host.toLowerCase()}/sitemap.xml`);
    }
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto from a client when TRUST_PROXY is off', async () => {
    const forged = { host: 'localhost:3000', 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' };
    for (const url of [...SEO_PATHS, detailPath]) {
      const response = await get(seeded, url, forged);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(EVIL);
    }
    const html = (await get(seeded, detailPath, forged)).body;
    expect(canonical(html)).toBe(`http://localhost:3000${detailPath}`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000${detailPath}"`);
    expect((await get(seeded, '/robots.txt', forged)).body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('the site address with ALLOWED_HOSTS, TRUST_PROXY or PUBLIC_URL', () => {
  it('serves only the listed hosts, and a listed port only', async () => {
    const app = await createTestApp({ ALLOWED_HOSTS: 'shop.example, admin.shop.example:8443' });
    try {
      expect((await get(app, '/robots.txt', { host: 'shop.example:8080' })).body).toContain(
        'Sitemap: http://shop.example:8080/sitemap.xml',
      );
      expect((await get(app, '/', { host: 'admin.shop.example:8443' })).statusCode).toBe(200);
      expect((await get(app, '/', { host: 'admin.shop.example:9000' })).statusCode).toBe(421);
      expect((await get(app, '/', { host: 'localhost:3000' })).statusCode).toBe(421);
      expect((await get(app, '/', { host: 'shop.example.evil.example' })).statusCode).toBe(421);
    } finally {
      await app.destroy();
    }
  });

  it('takes X-Forwarded-Host and -Proto from a trusted proxy within the allowed hosts, and PUBLIC_URL over all', async () => {
    const app = await createTestApp({ ALLOWED_HOSTS: 'shop.example', TRUST_PROXY: '127.0.0.1' });
    try {
      const proxied = await get(app, '/', {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
      });
      expect(proxied.statusCode).toBe(200);
      expect(canonical(proxied.body)).toBe('https://shop.example/');
      const poisoned = await get(app, '/sitemap.xml', { host: 'shop.example', 'x-forwarded-host': EVIL });
      expect(poisoned.statusCode).toBe(421);
      expect(poisoned.body).not.toContain(EVIL);
    } finally {
      await app.destroy();
    }
    // With PUBLIC_URL set, no header changes the address.
    const pinned = await createTestApp({ PUBLIC_URL: 'https://shop.example/', TRUST_PROXY: '127.0.0.1' });
    try {
      for (const url of ['/', '/robots.txt', '/sitemap.xml']) {
        const response = await get(pinned, url, { host: EVIL, 'x-forwarded-host': EVIL });
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).not.toContain(EVIL);
        expect(response.body, url).toContain('https://shop.example/');
      }
    } finally {
      await pinned.destroy();
    }
  });
});
