import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { call, expectMessage, money, paid, signInDemoBuyer, type Sku } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

interface Detail {
  idx: number;
  dimensions: { name: string; values: { label: string }[] }[];
  skus: Sku[];
  favorite: boolean;
}

/**
 * A seeded product with two dimensions of two or more values each, and two in-stock skus of the
 * same first value but a different price (a size 4 and a size 5 ball), so choosing the second
 * value visibly moves the price.
 */
async function findTwoDimensionProduct(): Promise<{ goods: Detail; first: Sku; second: Sku }> {
  for (let idx = 1; idx <= 200; idx++) {
    const { data: goods } = await call<Detail | null>('goods/detail', { idx });
    if (!goods || goods.dimensions.length !== 2 || goods.dimensions.some((d) => d.values.length < 2)) continue;
    const inStock = goods.skus.filter((sku) => sku.stock > 0);
    for (const first of inStock) {
      const second = inStock.find(
        (sku) => sku.dimensionValue.split('_')[0] === first.dimensionValue.split('_')[0] && paid(sku) !== paid(first),
      );
      if (second) return { goods, first, second };
    }
  }
  throw new Error('no seeded product with two dimensions and differently priced skus');
}

/** Checks the radio of each chosen value, dimension by dimension. */
async function chooseSku(page: Page, goods: Detail, sku: Sku) {
  const indexes = sku.dimensionValue.split('_').map(Number);
  for (const [dimension, valueIndex] of indexes.entries()) {
    const group = page.getByRole('group', { name: goods.dimensions[dimension]!.name });
    await group
      .getByRole('radio', { name: goods.dimensions[dimension]!.values[valueIndex]!.label, exact: true })
      .check();
  }
}

const TOGGLE_CALLS = { favorite: 'goods/favorite', follow: 'shop/follow' } as const;

/** Presses a toggle (favorite or follow) and waits for the server's answer and the new state. */
async function toggleTo(page: Page, testId: keyof typeof TOGGLE_CALLS, pressed: boolean) {
  const answered = page.waitForResponse((response) => response.url().endsWith(`/api/v1/${TOGGLE_CALLS[testId]}`));
  await page.getByTestId(testId).click();
  await answered;
  await page.waitForSelector(`[data-testid="${testId}"][aria-pressed="${pressed}"]`);
}

/** Waits for the global notice to say exactly `text`. */
const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('shop_cart') ?? '[]') as Record<string, unknown>[]);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/goods/detail', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`buys, favorites and follows at ${name} width, axe-clean and without console errors`, async () => {
      const { goods, first, second } = await findTwoDimensionProduct();
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/goods/detail?idx=${goods.idx}`, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').innerText()).resolves.not.toBe('');
      expect(await seriousViolations(page)).toEqual([]);

      // Adding before choosing names the first missing dimension.
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectMessage(page, `Please choose ${goods.dimensions[0]!.name}`);

      // The price and stock follow the chosen sku.
      await chooseSku(page, goods, first);
      await expect(page.getByTestId('detail-price').innerText()).resolves.toBe(money(paid(first)));
      await expect(page.getByTestId('detail-stock').innerText()).resolves.toBe(`${first.stock} in stock`);
      await chooseSku(page, goods, second);
      await page.waitForFunction(
        (text) => document.querySelector('[data-testid="detail-price"]')?.textContent === text,
        money(paid(second)),
      );
      await expect(page.getByTestId('detail-stock').innerText()).resolves.toBe(`${second.stock} in stock`);

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectMessage(page, 'Added to your cart');
      const cart = await storedCart(page);
      expect(cart).toHaveLength(1);
      expect(cart[0]).toMatchObject({
        idx: goods.idx,
        sku: { idx: second.idx },
        dimensionValue: second.dimensionValue,
        price: paid(second),
        quantity: 1,
        selected: true,
        index: 0,
      });

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectMessage(page, 'This item is already in your cart');
      expect(await storedCart(page)).toHaveLength(1);

      // After a reload the cart is read back: the same sku is still "already there".
      await page.reload({ waitUntil: 'networkidle' });
      expect(await storedCart(page)).toEqual(cart);
      await chooseSku(page, goods, second);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expectMessage(page, 'This item is already in your cart');

      // A guest's favorite asks to sign in.
      await page.getByTestId('favorite').click();
      await page.getByTestId('login-popup').waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await page.getByTestId('login-popup').waitFor({ state: 'hidden' });

      // Signed in as the demo buyer, the heart stays on after a reload.
      await signInDemoBuyer(page);
      await page.reload({ waitUntil: 'networkidle' });
      const heart = page.getByTestId('favorite');
      const wasFavorite = (await heart.getAttribute('aria-pressed')) === 'true';
      if (wasFavorite) await toggleTo(page, 'favorite', false);
      await toggleTo(page, 'favorite', true);
      await expectMessage(page, 'Added to your favorites');
      await page.reload({ waitUntil: 'networkidle' });
      await expect(heart.getAttribute('aria-pressed')).resolves.toBe('true');

      // Following the shop flips the button and counts the new follower.
      const follow = page.getByTestId('follow');
      const wasFollowing = (await follow.getAttribute('aria-pressed')) === 'true';
      if (wasFollowing) await toggleTo(page, 'follow', false);
      const before = await page.getByTestId('shop-followers').innerText();
      await toggleTo(page, 'follow', true);
      await expect(follow.innerText()).resolves.toContain('Following');
      await expectMessage(page, 'You now follow this shop');
      expect(await page.getByTestId('shop-followers').innerText()).not.toBe(before);
      expect(await seriousViolations(page)).toEqual([]);

      // Leave the buyer as found, so the other viewport's run starts the same way.
      if (!wasFavorite) await toggleTo(page, 'favorite', false);
      if (!wasFollowing) await toggleTo(page, 'follow', false);

      expect(errors).toEqual([]);
      await context.close();
    });

    it(`shows the not-found state for an unknown or invalid idx at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      for (const query of ['?idx=99999999', '?idx=abc', '']) {
        const response = await page.goto(`${baseUrl}/goods/detail${query}`, { waitUntil: 'networkidle' });
        // The server already answers the document of a product it does not know with HTTP 404.
        expect(response?.status()).toBe(404);
        await page.getByTestId('goods-not-found').waitFor();
        await expect(page.locator('main h1').innerText()).resolves.toBe('Product not found');
        await expect(page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).resolves.toBe('/');
      }
      expect(await seriousViolations(page)).toEqual([]);
      // The browser reports each document's own 404 status in the console; nothing else may appear.
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
      expect(errors).toHaveLength(3);
      await context.close();
    });
  }
});
