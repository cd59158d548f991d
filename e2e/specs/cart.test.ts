import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import {
  callOk,
  expectMessage,
  handSessionToPage,
  money,
  paid,
  readWelcomeNotice,
  type Sku,
} from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, type GoodsDetail } from '../support/cart.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

interface Product {
  goods: GoodsDetail;
  sku: Sku;
}
interface StoredLine {
  idx: number;
  sku: { idx: number };
  quantity: number;
  selected: boolean;
  index: number;
}

/** The first `count` seeded products with an in-stock sku, and that sku. */
async function inStockProducts(count: number): Promise<Product[]> {
  const found: Product[] = [];
  for (let idx = 1; idx <= 200 && found.length < count; idx++) {
    const goods = await callOk<GoodsDetail>('goods/detail', { idx }).then(
      (answer) => answer.data,
      () => null,
    );
    const sku = goods?.skus.find((candidate) => candidate.stock > 1);
    if (goods && sku) found.push({ goods, sku });
  }
  if (found.length < count) throw new Error(`fewer than ${count} seeded products in stock`);
  return found;
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('shop_cart') ?? '[]') as StoredLine[]);
const lineKeys = (lines: StoredLine[]) => lines.map((line) => `${line.idx}:${line.sku.idx}`).sort();
const drawer = (page: Page) => page.getByRole('dialog', { name: /^Shopping cart/ });

/** Opens the drawer the way a person on that screen would: the tab bar on a phone, the float tab on a desktop. */
async function openDrawer(page: Page, phone: boolean) {
  if (phone) await page.getByTestId('tab-bar-cart').click();
  else await page.getByTestId('cart-float').getByRole('button', { name: /^Cart/ }).click();
  await drawer(page).waitFor({ state: 'visible' });
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the cart float and drawer', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    const phone = name === 'mobile';
    it(`adds, keeps, shows and pays at ${name} width, axe-clean and without console errors`, async () => {
      const [product] = await inStockProducts(1);
      const { page, context, errors } = await openPage(browser, viewport);
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });

      // The float tab sits on the right edge of the screen (spec 2.6); on a phone, where it would
      // cover the page, the tab bar's cart takes its place (issue 19).
      if (phone) {
        await page.getByTestId('tab-bar-cart').waitFor();
        expect(await page.getByTestId('cart-float').count()).toBe(0);
      } else {
        const tab = await page.getByTestId('cart-float').boundingBox();
        expect(tab!.width).toBeGreaterThan(0);
        expect(Math.round(tab!.x + tab!.width)).toBe(viewport.width);
      }

      // An empty cart: the picture and the message, and go-to-payment refused with tip1.
      await openDrawer(page, phone);
      const box = await drawer(page).boundingBox();
      expect(Math.round(box!.width)).toBe(phone ? viewport.width : 400);
      await drawer(page).getByTestId('cart-empty').locator('svg').waitFor();
      await drawer(page).getByText('Your cart is empty', { exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await drawer(page).getByRole('button', { name: 'Go to payment · $0.00' }).click();
      await expectMessage(page, 'Your cart is empty');
      expect(await seriousViolations(page)).toEqual([]);
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(drawer(page).isVisible()).resolves.toBe(true);
      // Escape closes it.
      await page.keyboard.press('Escape');
      await drawer(page).waitFor({ state: 'hidden' });

      // Added from the detail page, the line survives a reload.
      await addFromDetail(page, product!.goods, product!.sku);
      const added = await storedCart(page);
      expect(added).toMatchObject([{ idx: product!.goods.idx, sku: { idx: product!.sku.idx }, quantity: 1 }]);
      await page.reload({ waitUntil: 'networkidle' });
      expect(await storedCart(page)).toEqual(added);
      if (phone) await expect(page.getByTestId('tab-bar-cart').innerText()).resolves.toContain('1');
      else await expect(page.getByTestId('cart-float-count').innerText()).resolves.toBe('1');
      expect(await seriousViolations(page)).toEqual([]);

      // The drawer lists it; one more raises the count and the total.
      await openDrawer(page, phone);
      const line = drawer(page).getByTestId('cart-line');
      await expect(line.count()).resolves.toBe(1);
      await line.getByRole('link', { name: product!.goods.title }).waitFor();
      await line.getByRole('button', { name: `One more ${product!.goods.title}` }).click();
      const total = money(paid(product!.sku) * 2);
      // The total reads "…" (aria-busy) while the server prices the new quantity.
      await expect.poll(() => drawer(page).getByTestId('cart-total').innerText()).toBe(total);
      expect(await seriousViolations(page)).toEqual([]);

      // Nothing selected: tip2, no navigation.
      await drawer(page).getByRole('checkbox', { name: 'Select all' }).uncheck();
      await drawer(page).getByRole('button', { name: 'Go to payment · $0.00' }).click();
      await expectMessage(page, 'Please select the items you want to pay for');
      expect(new URL(page.url()).pathname).toBe('/goods/detail');
      await expect(drawer(page).isVisible()).resolves.toBe(true);

      // Selected again: off to /checkout, and the drawer closes.
      await drawer(page).getByRole('checkbox', { name: 'Select all' }).check();
      await drawer(page)
        .getByRole('button', { name: `Go to payment · ${total}` })
        .click();
      await page.waitForURL((url) => url.pathname === '/checkout');
      await drawer(page).waitFor({ state: 'hidden' });
      expect((await storedCart(page))[0]).toMatchObject({ quantity: 2, selected: true });

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('collapses the float tab to an icon for the rest of the session', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(`${baseUrl}/goods`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Hide the cart summary' }).click();
    await page.getByTestId('cart-float-total').waitFor({ state: 'detached' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Show the cart summary' }).waitFor();
    await expect(page.getByTestId('cart-float-total').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in cart on two devices', () => {
  it('follows the buyer to a second device, merged once at sign-in: both items there once', async () => {
    const [first, second] = await inStockProducts(2);
    const email = `cart${Date.now().toString(36)}@e2e.shop`;
    const password = 'cart-e2e-pass-1';
    const { token } = await callOk('user/sign/up', { method: 'email', email, name: 'Cart Tester', password });
    const cmsIdx = await readWelcomeNotice(token!);

    // Device A, signed in: the first item is saved to the account.
    const a = await openPage(browser, VIEWPORTS.desktop);
    await a.page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await handSessionToPage(a.page, token!, cmsIdx);
    const saved = a.page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/save'));
    await addFromDetail(a.page, first!.goods, first!.sku);
    await saved;
    const afterA = await callOk<{ items: StoredLine[] }>('cart/get', {}, token!);
    expect(lineKeys(afterA.data.items)).toEqual([`${first!.goods.idx}:${first!.sku.idx}`]);

    // Device B, a guest with another item, signs in through the form.
    const b = await openPage(browser, VIEWPORTS.mobile);
    await addFromDetail(b.page, second!.goods, second!.sku);
    await b.page.goto(`${baseUrl}/user/sign/in?redirect=%2F`, { waitUntil: 'networkidle' });
    await b.page.evaluate((cms) => cms && localStorage.setItem('cmsLatestIdx', cms), cmsIdx);
    await b.page.getByLabel('Email or phone number', { exact: true }).fill(email);
    await b.page.getByLabel('Password', { exact: true }).fill(password);
    const merged = b.page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/merge'));
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await merged;
    await b.page.waitForURL((url) => url.pathname === '/');
    const both = [`${first!.goods.idx}:${first!.sku.idx}`, `${second!.goods.idx}:${second!.sku.idx}`].sort();
    await b.page.waitForFunction(() => JSON.parse(localStorage.getItem('shop_cart') ?? '[]').length === 2);
    const onB = await storedCart(b.page);
    expect(lineKeys(onB)).toEqual(both);
    expect(onB.map((line) => [line.index, line.quantity])).toEqual([
      [0, 1],
      [1, 1],
    ]);
    await openDrawer(b.page, true);
    await expect(drawer(b.page).getByTestId('cart-line').count()).resolves.toBe(2);
    expect(await seriousViolations(b.page)).toEqual([]);

    // The account holds both, once; device A gets them too at its next load, still once each:
    // its cart is the account's saved mirror, so it takes the stored cart rather than merging.
    expect(lineKeys((await callOk<{ items: StoredLine[] }>('cart/get', {}, token!)).data.items)).toEqual(both);
    const loaded = a.page.waitForResponse((response) => response.url().endsWith('/api/v1/cart/get'));
    await a.page.reload({ waitUntil: 'networkidle' });
    await loaded;
    await a.page.waitForFunction(() => JSON.parse(localStorage.getItem('shop_cart') ?? '[]').length === 2);
    expect(lineKeys(await storedCart(a.page))).toEqual(both);
    await expect(a.page.getByTestId('cart-float-count').innerText()).resolves.toBe('2');
    expect(lineKeys((await callOk<{ items: StoredLine[] }>('cart/get', {}, token!)).data.items)).toEqual(both);

    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
