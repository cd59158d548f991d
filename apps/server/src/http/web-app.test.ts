import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMOJI_COUNT, emojiUrl } from '@storefront/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const WEB_PUBLIC = path.resolve(import.meta.dirname, '../../../web/public');
const YEAR = 'public, max-age=31536000, immutable';

let app: TestApp;
let dist: string;

beforeAll(async () => {
  // A web build as Vite writes it: apps/web/public copied as it is, index.html, hashed assets.
  dist = mkdtempSync(path.join(tmpdir(), 'storefront-web-'));
  cpSync(WEB_PUBLIC, dist, { recursive: true });
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-1a2b3c.js'), 'console.log(1);');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>S</title></head></html>');
  app = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await app.destroy();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.app.inject({ method: 'GET', url });

describe("the chat's emoji", () => {
  it('serves 001.png to 080.png as 80×80 PNGs (40 px at 2×), cached for a year', async () => {
    for (const url of [emojiUrl(1), emojiUrl(EMOJI_COUNT)]) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['cache-control']).toBe(YEAR);
    }
    expect(emojiUrl(EMOJI_COUNT)).toBe('/emoji/080.png');
    for (let n = 1; n <= EMOJI_COUNT; n++) {
      const served = await get(emojiUrl(n));
      expect(served.statusCode, emojiUrl(n)).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], emojiUrl(n)).toEqual(['png', 80, 80]);
    }
  });

  it('answers a number past the last, or a misspelt one, with a plain 404 and no image', async () => {
    for (const url of [emojiUrl(EMOJI_COUNT + 1), '/emoji/1.png', '/emoji/000.png', '/emoji/']) {
      const served = await get(url);
      expect(served.statusCode, url).toBe(404);
      expect(String(served.headers['content-type'])).not.toMatch(/^image\//);
      expect(String(served.headers['content-type'])).not.toMatch(/html/);
    }
  });
});

describe('the built files', () => {
  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await get('/assets/index-1a2b3c.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(YEAR);
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
