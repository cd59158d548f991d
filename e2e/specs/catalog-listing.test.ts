import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const GRID = '[data-testid="listing-grid"]';

/** `$1,234.50` as cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

/**
 * Runs an action that changes the listing and waits for goods/list to answer and the grid to
 * show the new page (the previous page stays on screen, aria-busy, while it loads).
 */
async function settle(page: Page, action: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/goods/list'));
  await action();
  await answered;
  await page.waitForFunction((grid) => document.querySelector(grid)?.getAttribute('aria-busy') === 'false', GRID);
}

const shownPrices = async (page: Page) =>
  (await page.locator(`${GRID} .goods-card__price .price`).allInnerTexts()).map(cents);
const shownTitles = (page: Page) => page.locator(`${GRID} .goods-card__title`).allInnerTexts();

/** The filter panel: the sidebar on a large screen, the drawer (opened here) on a phone. */
async function filterPanel(page: Page): Promise<Locator> {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (!(await toggle.isVisible())) return page.locator('aside.listing__sidebar');
  await toggle.click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.waitFor();
  return drawer;
}

describe('catalog listing journey', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: home → category → price and stock filters → price sort → page 2 → product`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl, { waitUntil: 'networkidle' });
      expect(await seriousViolations(page)).toEqual([]);

      // Home → the first category shortcut.
      const shortcut = page.locator('.category-shortcuts__link').first();
      const categoryName = (await shortcut.innerText()).trim();
      await settle(page, () => shortcut.click());
      expect(page.url()).toMatch(/\/category\?idx=\d+$/);
      await expect(page.locator('main h2.listing__heading').innerText()).resolves.toBe(categoryName);

      // Price $10–$100 and in stock only; each change is a new page-1 view in the URL.
      const panel = await filterPanel(page);
      await panel.getByLabel('Min').fill('10');
      await panel.getByLabel('Max').fill('100');
      await settle(page, () => panel.getByRole('button', { name: 'Apply' }).click());
      await settle(page, () => panel.getByLabel('In stock only').click());
      if (name === 'mobile') await panel.getByRole('button', { name: /Show results/ }).click();
      expect(new URL(page.url()).search).toMatch(/min=10&max=100&inStock=1$/);

      await settle(page, () => page.getByLabel('Sort by').selectOption('priceAsc'));
      const firstPrices = await shownPrices(page);
      expect(firstPrices.length).toBe(20);
      expect(firstPrices).toEqual([...firstPrices].sort((a, b) => a - b));
      expect(firstPrices.every((price) => price >= 1000 && price <= 10000)).toBe(true);
      const firstTitles = await shownTitles(page);
      await expect(page.locator('.pagination__info').innerText()).resolves.toMatch(/^Showing 1–20 of \d+$/);

      // Page 2: other products, still ascending after page 1's last price.
      await settle(page, () => page.getByRole('link', { name: 'Page 2' }).click());
      expect(page.url()).toMatch(/\/category\?idx=\d+&min=10&max=100&inStock=1&sort=priceAsc&page=2$/);
      await expect(page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).resolves.toBe('page');
      const secondTitles = await shownTitles(page);
      const secondPrices = await shownPrices(page);
      expect(secondTitles.length).toBeGreaterThan(0);
      expect(secondTitles.filter((title) => firstTitles.includes(title))).toEqual([]);
      expect(secondPrices).toEqual([...secondPrices].sort((a, b) => a - b));
      expect(secondPrices[0]).toBeGreaterThanOrEqual(firstPrices.at(-1)!);
      await expect(page.locator('.pagination__info').innerText()).resolves.toMatch(/^Showing 21–\d+ of \d+$/);
      expect(await seriousViolations(page)).toEqual([]);

      // The URL alone reproduces the view.
      const url = page.url();
      await page.reload({ waitUntil: 'networkidle' });
      await page.locator(`${GRID}[aria-busy="false"]`).waitFor();
      expect(page.url()).toBe(url);
      await expect(shownTitles(page)).resolves.toEqual(secondTitles);
      await page.getByRole('button', { name: 'Remove filter: $10.00 – $100.00' }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: 'Remove filter: In stock only' }).waitFor({ state: 'visible' });
      await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('priceAsc');

      // A product card opens the product.
      await page.locator(`${GRID} .goods-card__link`).first().click();
      await page.waitForURL(/\/goods\/detail\?idx=\d+$/);

      expect(errors).toEqual([]);
      await context.close();
    });

    it(`at ${viewport.width} px: /discounted shows only discounted prices`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/discounted`, { waitUntil: 'networkidle' });
      await page.locator(`${GRID}[aria-busy="false"]`).waitFor();
      await expect(page.locator('main h1').innerText()).resolves.toBe('Discounts');
      const cards = page.locator(`${GRID} .goods-card`);
      const count = await cards.count();
      expect(count).toBe(20);
      await expect(page.locator(`${GRID} .goods-card__price .price--sale`).count()).resolves.toBe(count);
      await expect(page.locator(`${GRID} .goods-card__was`).count()).resolves.toBe(count);
      for (const card of await cards.all()) {
        const now = cents(await card.locator('.price--sale').innerText());
        const was = cents((await card.locator('.goods-card__was').innerText()).replace(/^\D*(?=\$)/, ''));
        expect(now).toBeLessThan(was);
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
