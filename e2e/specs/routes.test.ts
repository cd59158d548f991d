import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/**
 * Every route of spec 2.1 (plus /realname) with the heading a guest sees: the account area asks a
 * guest to sign in, under the 'My account' heading.
 */
const ROUTES: [path: string, heading: RegExp][] = [
  ['/', /./],
  ['/checkout', /checkout/i],
  ['/category', /categor/i],
  ['/goods', /product/i],
  ['/goods/detail?idx=1', /./],
  ['/discounted', /discount/i],
  ['/shop/1', /./],
  ['/shop/1/recommend', /./],
  ['/shop/application', /shop/i],
  ['/credit', /credit/i],
  ['/user/sign/up', /sign up/i],
  ['/user/sign/in', /sign in/i],
  ['/dashboard', /account/i],
  ['/mine', /account/i],
  ['/mine/wallet', /account/i],
  ['/mine/wallet/recharge', /account/i],
  ['/mine/wallet/withdrawal', /account/i],
  ['/mine/orders', /account/i],
  ['/mine/order/detail?idx=1', /account/i],
  ['/mine/order/review?idx=1', /account/i],
  ['/mine/favorites', /account/i],
  ['/mine/following', /account/i],
  ['/mine/settings', /account/i],
  ['/help/privacy', /privacy|help/i],
  ['/help/returns', /return|help/i],
  ['/help/shipping', /shipping|help/i],
  ['/help/seller', /seller|help/i],
  ['/search?kw=shirt', /search/i],
  ['/search/shop?kw=store', /search|shop/i],
  ['/wap/search', /search/i],
  ['/realname', /identity|verif/i],
];

describe('every route renders', () => {
  for (const [path, heading] of ROUTES) {
    it(`${path} renders its page at 375 px and 1440 px, axe-clean and without console errors`, async () => {
      for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
        const { page, context, errors } = await openPage(browser, viewport);
        const response = await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await expect(page.locator('main h1').first().innerText()).resolves.toMatch(heading);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('answers an unknown path with the translated page-not-found page', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    const response = await page.goto(`${baseUrl}/no/such/page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('main h1').innerText()).resolves.toBe('Page not found');
    const shop = await page.goto(`${baseUrl}/shop/abc`, { waitUntil: 'networkidle' });
    expect(shop?.status()).toBe(404);
    await expect(page.locator('main h1').innerText()).resolves.toBe('Page not found');
    // The browser reports the document's own 404 status in the console; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    expect(errors).toHaveLength(2);
    await context.close();
  });
});
