import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_VISIT_JS_BUDGET_GZIP, firstVisitJs, scriptUrls } from '../../../../web/bundle/first-visit-js.ts';
import { DEFAULT_WEB_DIST } from '../../app/app.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../app/seed/seed.ts';

// The production build (`npm run build`, which `npm test` runs before this suite) as the server serves it.
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ WEB_DIST: DEFAULT_WEB_DIST });
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
});
afterAll(async () => app.destroy());

describe('the JavaScript of a first visit to /', () => {
  it('counts every script the served HTML asks for and stays under the budget, gzip', async () => {
    const response = await app.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const asked = scriptUrls(html);
    // The page's script, the app's main module, the language pack and the page's chunk, listed for its hydration.
    expect(asked.some((url) => /\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(asked.some((url) => /\/main-[\w-]+\.js$/.test(url))).toBe(true);
    expect(asked.some((url) => /\/en-[\w-]+\.js$/.test(url))).toBe(true);
    expect(asked.some((url) => /\/home-page-[\w-]+\.js$/.test(url))).toBe(true);

    const measured = firstVisitJs(html, DEFAULT_WEB_DIST);
    expect(measured.files.map((f) => f.file)).toEqual(expect.arrayContaining(asked));
    expect(measured.gzip).toBeLessThan(FIRST_VISIT_JS_BUDGET_GZIP);
  });
});
