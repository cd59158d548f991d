import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIRST_VISIT_JS_BUDGET_GZIP } from '../../apps/web/bundle/first-visit-js.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { firstVisitScripts } from '../support/first-visit-scripts.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('a first visit to /', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`downloads under 150 kB of JavaScript (gzip) until the network is idle, at ${name} width`, async () => {
      const measured = await firstVisitScripts(browser, `${baseUrl}/`, viewport);
      // The app took over (the footer is its own), so its chunks and the language pack are counted.
      expect(measured.files.some((f) => /\/en-[\w-]+\.js$/.test(f.file))).toBe(true);
      expect(measured.files.some((f) => /\/home-page-[\w-]+\.js$/.test(f.file))).toBe(true);
      expect(measured.gzip).toBeLessThan(FIRST_VISIT_JS_BUDGET_GZIP);
    });
  }
});
