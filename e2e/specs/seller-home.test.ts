import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { pageCall, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { tabThrough, type TabWalk } from '../support/keyboard.ts';

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

  it('every seller-centre page works with the keyboard alone: Tab reaches each control with a focus ring, Enter or Space does the main action, no trap', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    try {
      await signInThroughForm(page, 'seller@demo.shop', DEMO_PASSWORD, '/seller');
      const problems: Record<string, Pick<TabWalk, 'unreached' | 'noRing' | 'finished' | 'visited'>> = {};
      const note = (where: string, walk: TabWalk) => {
        expect(walk.controls.length, where).toBeGreaterThan(0);
        if (walk.unreached.length > 0 || walk.noRing.length > 0 || !walk.finished) {
          const { unreached, noRing, finished, visited } = walk;
          problems[where] = { unreached, noRing, finished, visited: visited.slice(-12) };
        }
      };
      /** A fresh load (nothing focused), the page ready, then Tab from the top to the end. */
      const walkPage = async (path: string, ready: () => Promise<unknown>) => {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await ready();
        note(path, await tabThrough(page));
      };
      const heading = (name: string) => () => page.getByRole('heading', { level: 1, name }).waitFor();
      const main = page.getByRole('main');

      // /seller: "Open messages" opens the chat, Escape closes it and focus comes back.
      await walkPage('/seller', () => page.getByRole('heading', { name: 'Orders to ship' }).waitFor());
      const openMessages = page.getByRole('button', { name: 'Open messages' });
      await openMessages.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => openMessages.evaluate((el) => el === document.activeElement)).toBe(true);

      // /seller/goods: Enter on a column's header sorts by it.
      await walkPage('/seller/goods', () => main.getByRole('table').waitFor());
      await main.getByRole('button', { name: 'Price' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price');

      // /seller/goods/new: Enter on Save with nothing filled in names what is missing, saves nothing.
      await walkPage('/seller/goods/new', heading('New product'));
      await main.getByRole('button', { name: 'Save', exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => main.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
      expect(new URL(page.url()).pathname).toBe('/seller/goods/new');

      // /seller/goods/:idx: the seeded draft, saved unchanged with Enter.
      const { data: drafts } = await pageCall<{ rows: { idx: number; title: string }[] }>(page, 'seller/goods/list', {
        status: 'draft',
        kw: 'Relaxed Linen Camp Shirt',
      });
      const draft = drafts.rows[0]!;
      await walkPage(`/seller/goods/${draft.idx}`, heading('Edit product'));
      await main.getByRole('button', { name: 'Save', exact: true }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('message').getByText('Product saved', { exact: true }).waitFor();

      // /seller/orders: Enter on a status tab filters; an order's detail opens with Enter, keeps
      // Tab inside while open, and Escape closes it, back on the order.
      await walkPage('/seller/orders', heading('Orders'));
      await page
        .getByRole('navigation', { name: 'Order status' })
        .getByRole('link', { name: /^Completed/ })
        .focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('status') === 'completed');
      const rows = main.locator('tr[data-order-no]');
      await expect
        .poll(async () => (await rows.locator('td:last-child').allInnerTexts()).every((text) => text === 'Completed'))
        .toBe(true);
      const orderButton = rows.first().getByRole('button');
      const orderNo = await orderButton.innerText();
      await orderButton.focus();
      await page.keyboard.press('Enter');
      const details = page.getByRole('dialog', { name: 'Order details' });
      await details.getByTestId('order-carrier').waitFor();
      note('the order details dialog', await tabThrough(page, { scope: 'dialog[open]', modal: true }));
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(orderNo);

      // /seller/earnings: Withdraw is a link Enter follows.
      await walkPage('/seller/earnings', heading('Earnings'));
      await main.getByRole('link', { name: 'Withdraw' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/mine/wallet/withdrawal');

      // /seller/shipping: Enter on Edit opens the option's form, Escape closes it unchanged.
      await walkPage('/seller/shipping', () => page.getByTestId('shipping-row').first().waitFor());
      await page
        .locator('[data-testid="shipping-row"][data-country="US"]')
        .getByRole('button', { name: /^Edit / })
        .focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('shipping-form').waitFor();
      note('the delivery option dialog', await tabThrough(page, { scope: 'dialog[open]', modal: true }));
      await page.keyboard.press('Escape');
      await page.getByTestId('shipping-form').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('Edit United States');

      // /seller/shop: Space ticks and unticks "Closed for holidays"; Enter on Save saves the profile.
      await walkPage('/seller/shop', () => page.getByRole('checkbox', { name: 'Closed for holidays' }).waitFor());
      const holiday = page.getByRole('checkbox', { name: 'Closed for holidays' });
      const wasClosed = await holiday.isChecked();
      await holiday.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => holiday.isChecked()).toBe(!wasClosed);
      await page.keyboard.press('Space');
      await expect.poll(() => holiday.isChecked()).toBe(wasClosed);
      await main.getByRole('button', { name: 'Save', exact: true }).focus();
      const saved = page.waitForResponse((response) => response.url().endsWith('/seller/shop/save'));
      await page.keyboard.press('Enter');
      expect(((await (await saved).json()) as { code: number }).code).toBe(0);

      expect(problems).toEqual({});
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
