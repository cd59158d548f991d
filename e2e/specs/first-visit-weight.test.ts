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
    it(`downloads under 140 kB of JavaScript (gzip) until the network is idle, at ${name} width`, async () => {
      const measured = await firstVisitScripts(browser, `${baseUrl}/`, viewport);
      // The app took over (the footer is its own), so its chunks and the language pack are counted.
      expect(measured.files.some((f) => /\/en-[\w-]+\.js$/.test(f.file))).toBe(true);
      expect(measured.files.some((f) => /\/home-page-[\w-]+\.js$/.test(f.file))).toBe(true);
      expect(measured.gzip).toBeLessThan(FIRST_VISIT_JS_BUDGET_GZIP);
    });

    it(`loads no chat code (issue 12), at ${name} width`, async () => {
      const measured = await firstVisitScripts(browser, `${baseUrl}/`, viewport);
      // The chats' code loads later; only their wiring is here: the header's trigger opening the
      // private messages and reading the live count, and the live chat's deferred trigger mount (on
      // the first move or a few quiet seconds: lib/when-settled.ts) with the guest token's header.
      expect(measured.files.filter((file) => file.chat).map((file) => file.file)).toEqual([]);
    });
  }
});
