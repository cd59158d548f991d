import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { pageCall, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
const DEMO_PASSWORD = 'demo1234';

interface SellerShop {
  idx: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  lang: string;
  onHoliday: boolean;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The section row is whole: every link can be scrolled into the viewport, none cut off for good. */
async function expectSectionsReachable(page: Page, width: number) {
  const links = page.getByRole('navigation', { name: 'Seller centre sections' }).getByRole('link');
  expect(await links.count()).toBe(6);
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  // Nothing wider than the screen outside the row.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('/seller (seller home and shop profile)', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`the demo seller opens the centre, sees the home's figures, closes and reopens the shop, at ${name} width`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      try {
        await signInThroughForm(page, 'seller@demo.shop', DEMO_PASSWORD, '/mine');
        if (name === 'desktop') {
          await page.getByRole('banner').getByRole('link', { name: 'Seller centre' }).click();
        } else {
          // On a phone the account page (/mine) leads there.
          await page.getByRole('main').getByRole('link', { name: 'Seller centre' }).click();
        }
        await page.waitForURL((url) => url.pathname === '/seller');
        const home = await pageCall<{ toShip: { count: number }; unreadMessages: number; sales: { total: number } }>(
          page,
          'seller/home',
        );
        await expect
          .poll(() => page.getByRole('heading', { name: 'Orders to ship' }).isVisible(), { timeout: 10_000 })
          .toBe(true);
        const toShipCard = page.locator('.seller-card').filter({ hasText: 'Orders to ship' });
        await expect
          .poll(() => toShipCard.locator('.seller-card__figure').textContent())
          .toBe(String(home.data.toShip.count));
        const messagesCard = page.locator('.seller-card').filter({ hasText: 'Buyer messages' });
        expect(await messagesCard.locator('.seller-card__figure').textContent()).toBe(String(home.data.unreadMessages));
        // The current section is marked, the bar names the shop.
        const nav = page.getByRole('navigation', { name: 'Seller centre sections' });
        expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
        const shop = await pageCall<SellerShop>(page, 'seller/shop/detail');
        expect(await page.getByRole('banner').getByText(shop.data.name).isVisible()).toBe(true);
        await expectSectionsReachable(page, viewport.width);
        expect(await seriousViolations(page)).toEqual([]);
        // The chat is one click away.
        await messagesCard.getByRole('button', { name: 'Open messages' }).click();
        await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBeGreaterThan(0);
        await page.keyboard.press('Escape');

        // The shop profile: closed for holidays, the shop page says so, then open again.
        await nav.getByRole('link', { name: 'Shop profile' }).click();
        await page.waitForURL((url) => url.pathname === '/seller/shop');
        const holiday = page.getByRole('checkbox', { name: 'Closed for holidays' });
        await holiday.waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await expectSectionsReachable(page, viewport.width);
        if (await holiday.isChecked()) await holiday.uncheck();
        await holiday.check();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(async () => (await pageCall<SellerShop>(page, 'seller/shop/detail')).data.onHoliday, {
            timeout: 10_000,
          })
          .toBe(true);
        await page.goto(`${baseUrl}/shop/${shop.data.idx}`, { waitUntil: 'networkidle' });
        await expect
          .poll(() => page.getByText('This shop is closed for holidays', { exact: false }).isVisible(), {
            timeout: 10_000,
          })
          .toBe(true);
        await page.goto(`${baseUrl}/seller/shop`, { waitUntil: 'networkidle' });
        await holiday.waitFor();
        await holiday.uncheck();
        await page.getByRole('button', { name: 'Save' }).click();
        await expect
          .poll(async () => (await pageCall<SellerShop>(page, 'seller/shop/detail')).data.onHoliday, {
            timeout: 10_000,
          })
          .toBe(false);
        await page.goto(`${baseUrl}/shop/${shop.data.idx}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { name: shop.data.name }).waitFor();
        expect(await page.getByText('This shop is closed for holidays', { exact: false }).count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('a buyer opening /seller gets the apply prompt, a guest the sign-in prompt', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    try {
      await page.goto(`${baseUrl}/seller`, { waitUntil: 'networkidle' });
      await page.getByText('Sign in to open your seller centre').waitFor();
      await signInThroughForm(page, 'buyer@demo.shop', DEMO_PASSWORD, '/seller');
      await page.getByText("You don't have a shop yet").waitFor();
      expect(await page.getByRole('link', { name: 'Apply to open a shop' }).getAttribute('href')).toBe(
        '/shop/application',
      );
      expect(await page.getByRole('navigation', { name: 'Seller centre sections' }).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
