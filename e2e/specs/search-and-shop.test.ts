import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { signInDemoBuyer } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Signs the demo buyer in through the API, with the welcome notice already read so no dialog covers the page. */
async function signInBuyer(page: Page): Promise<string> {
  await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'domcontentloaded' });
  return signInDemoBuyer(page);
}

const headerSearch = (page: Page) => page.locator('header').getByRole('combobox');
const path = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Types into the header search and waits for a suggestion of that kind. */
async function typeForSuggestions(page: Page, text: string, kind: 'shop' | 'goods') {
  const input = headerSearch(page);
  await input.click();
  await input.fill('');
  await input.pressSequentially(text, { delay: 30 });
  await page.locator(`header [role="option"][data-kind="${kind}"]`).first().waitFor();
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`search and shops at ${name} width`, () => {
    it('suggests shops first, opens a product, and keeps searches on their results route', async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(baseUrl, { waitUntil: 'networkidle' });

      // Shops come before goods (with the prefix index, 'lin' finds goods only; 'nordic' finds both).
      await typeForSuggestions(page, 'lin', 'goods');
      const kinds = await page
        .locator('header [role="option"]')
        .evaluateAll((options) => options.map((o) => o.getAttribute('data-kind')));
      expect(kinds.lastIndexOf('shop')).toBeLessThan(kinds.indexOf('goods'));
      await expect(page.locator('header [role="option"] mark').first().innerText()).resolves.toMatch(/^lin$/i);
      expect(await headerSearch(page).getAttribute('aria-expanded')).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);

      // A product suggestion (kind 2) opens that product.
      const product = page.locator('header [role="option"][data-kind="goods"]').first();
      const title = await product.innerText();
      await product.click();
      await page.waitForURL(/\/goods\/detail\?idx=\d+$/);
      await page.locator('main h1', { hasText: title.trim() }).first().waitFor();

      // A typed keyword and Enter search goods.
      await headerSearch(page).fill('lamp');
      await headerSearch(page).press('Enter');
      await page.waitForURL(/\/search\?kw=lamp$/);

      // From the shop results, a new search stays on the shop results.
      await page.goto(`${baseUrl}/search/shop?kw=store`, { waitUntil: 'networkidle' });
      expect(await headerSearch(page).inputValue()).toBe('store');
      await headerSearch(page).fill('nordic');
      await headerSearch(page).press('Enter');
      await page.waitForURL(/\/search\/shop\?kw=nordic$/);
      await page.getByRole('link', { name: 'Nordic Nest Home', exact: true }).waitFor();

      // An empty search is refused.
      await headerSearch(page).fill('   ');
      await page.locator('header').getByRole('button', { name: 'Search' }).click();
      await page.getByTestId('message').filter({ hasText: 'Please enter keywords' }).waitFor();
      expect(path(page)).toBe('/search/shop?kw=nordic');

      // The history lists the last keywords, newest first, and can be cleared.
      await headerSearch(page).fill('');
      const history = page.getByRole('listbox', { name: 'Recent searches' });
      await history.waitFor();
      expect((await history.getByRole('option').allInnerTexts()).slice(0, 2)).toEqual(['nordic', 'lamp']);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Clear history' }).click();
      await history.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => localStorage.getItem('search_history'))).toBeNull();

      expect(errors).toEqual([]);
      await context.close();
    });

    it('goes from a shop suggestion to the shop, follows it as the demo buyer, and shows its best sellers', async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await signInBuyer(page);
      await page.goto(baseUrl, { waitUntil: 'networkidle' });

      await typeForSuggestions(page, 'nordic', 'shop');
      const kinds = await page
        .locator('header [role="option"]')
        .evaluateAll((options) => options.map((o) => o.getAttribute('data-kind')));
      expect(kinds[0]).toBe('shop');
      expect(kinds).toContain('goods');
      expect(kinds.lastIndexOf('shop')).toBeLessThan(kinds.indexOf('goods'));
      const shop = page.locator('header [role="option"][data-kind="shop"]').first();
      const shopName = (await shop.locator('.search-box__option-text').innerText()).trim();
      await shop.click();
      await page.waitForURL((url) => url.pathname === '/search/shop' && url.searchParams.get('kw') === shopName);
      // The shop's own card (goods of the shop, listed beside it, link its name too).
      await page.locator('.shop-results').getByRole('link', { name: shopName, exact: true }).click();
      await page.waitForURL(/\/shop\/\d+$/);
      await page.locator('main').getByRole('heading', { level: 1, name: shopName, exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      const follow = page.locator('main').getByRole('button', { name: new RegExp(`^(Follow|Following) ${shopName}$`) });
      const followers = page.locator('.shop-stats__item', { hasText: 'Followers' }).locator('data');
      if ((await follow.getAttribute('aria-pressed')) === 'true') {
        await follow.click();
        await page.waitForFunction(() => !document.querySelector('.follow-button[aria-busy]'));
      }
      const before = Number(await followers.getAttribute('value'));
      await follow.click();
      expect(await follow.getAttribute('aria-pressed')).toBe('true');
      expect(Number(await followers.getAttribute('value'))).toBe(before + 1);
      await page.waitForFunction(() => !document.querySelector('.follow-button[aria-busy]'));
      await page.reload({ waitUntil: 'networkidle' });
      expect(await follow.getAttribute('aria-pressed')).toBe('true');
      expect(Number(await followers.getAttribute('value'))).toBe(before + 1);
      // Unfollowing puts the count back, so the other viewport starts from the same state.
      await follow.click();
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      expect(Number(await followers.getAttribute('value'))).toBe(before);
      await page.waitForFunction(() => !document.querySelector('.follow-button[aria-busy]'));

      await page.getByRole('link', { name: 'Best sellers' }).click();
      await page.waitForURL(/\/shop\/\d+\/recommend$/);
      // The address changes as the navigation starts; the shop's goods stay on screen until the
      // best sellers' page has loaded (a transition), so its cards are counted in its own section.
      const cards = page.locator('main section[aria-labelledby="shop-recommend-heading"] .goods-grid > li');
      await cards.first().waitFor();
      expect(await cards.count()).toBeLessThanOrEqual(10);
      await expect(cards.first().locator('.ranked-card__badge').innerText()).resolves.toBe('#1');
      expect(await seriousViolations(page)).toEqual([]);

      expect(errors).toEqual([]);
      await context.close();
    });

    it('searches from the full-screen search page', async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/wap/search`, { waitUntil: 'networkidle' });
      const dialog = page.locator('dialog.wap-search');
      const input = dialog.getByRole('combobox');
      await expect(input.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
      await input.pressSequentially('lin', { delay: 30 });
      await dialog.locator('[role="option"][data-kind="goods"]').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await input.fill('');
      await dialog.getByRole('button', { name: 'Search' }).click();
      await dialog.getByRole('alert').filter({ hasText: 'Please enter keywords' }).waitFor();

      await input.fill('lamp');
      await input.press('Enter');
      await page.waitForURL(/\/search\?kw=lamp$/);

      await page.goto(`${baseUrl}/wap/search`, { waitUntil: 'networkidle' });
      const history = dialog.getByRole('listbox', { name: 'Recent searches' });
      await expect(history.getByRole('option').first().innerText()).resolves.toBe('lamp');
      await dialog.getByRole('button', { name: 'Clear history' }).click();
      await history.waitFor({ state: 'detached' });
      await dialog.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === '/');

      expect(errors).toEqual([]);
      await context.close();
    });
  });
}
