import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The anchor pages (issue 4), the calls whose answers the server inlines, and what must not move. */
const PAGES: [path: string, inlined: string, selectors: string[]][] = [
  [
    '/',
    'catalog/home',
    ['.site-header', 'main h1', '.hero', '.hero__image', '.hero__title', '.category-shortcuts', '.goods-row'],
  ],
  [
    '/goods',
    'goods/list',
    ['.site-header', 'main h1', '.listing__toolbar', '.goods-grid li:first-child img', '.goods-grid li:nth-child(4)'],
  ],
  [
    '/goods/detail?idx=1',
    'goods/detail',
    ['.site-header', '.gallery__main img', '.gallery__thumbs', 'main h1', '.price-block'],
  ],
  ['/shop/1', 'shop/detail', ['.site-header', '.shop-header', 'main h1', '.shop-stats', '.shop-tabs']],
];

type Boxes = Record<string, number[] | null>;

const boxesOf = (page: Page, selectors: string[]): Promise<Boxes> =>
  page.evaluate(
    (list) =>
      Object.fromEntries(
        list.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return [selector, null];
          const { x, y, width, height } = element.getBoundingClientRect();
          return [selector, [x, y, width, height].map((value) => Math.round(value))];
        }),
      ),
    selectors,
  );

describe('the first screen the server writes', () => {
  for (const [path, inlined, selectors] of PAGES) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      it(`${path} at ${name} width: paints without scripts, and the app takes over without moving it or refetching`, async () => {
        // Without JavaScript: the page's content and its main image are there, from the HTML alone.
        const bare = await browser.newContext({ viewport, javaScriptEnabled: false });
        const still = await bare.newPage();
        await still.goto(baseUrl + path, { waitUntil: 'load' });
        await expect(still.locator('main h1').first().textContent()).resolves.toMatch(/\S/);
        const main = still.locator('main img[fetchpriority="high"]').first();
        if (path !== '/shop/1') {
          await expect(main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(
            true,
          );
        }
        const before = await boxesOf(still, selectors);
        await bare.close();
        expect(Object.entries(before).filter(([, box]) => box === null)).toEqual([]);

        // With JavaScript: the app renders over it.
        const { page, context, errors } = await openPage(browser, viewport);
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
              if (!entry.hadRecentInput) shifts.push(entry.value);
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const calls: string[] = [];
        page.on('request', (request) => {
          const match = /\/api\/v1\/(.+)$/.exec(request.url());
          if (match) calls.push(match[1]!);
        });
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        // The app's own render: its footer arrives with it (the server does not write one).
        await page.locator('footer').first().waitFor();
        const after = await boxesOf(page, selectors);
        expect(after).toEqual(before);
        const shift = await page.evaluate(() =>
          (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shift).toBeLessThanOrEqual(0.02);
        expect(calls).not.toContain(inlined);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
