import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { call, callOk, handSessionToPage, money, paid, readWelcomeNotice, type Sku } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, type GoodsDetail } from '../support/cart.ts';

/** Issue 20, shipping: the demo seller edits a delivery option; the buyer sees it and pays it. */

const baseUrl = inject('baseUrl');
let browser: Browser;

interface Option {
  idx: number;
  country: string;
  fee: number;
  freeOver: number | null;
  daysMin: number;
  daysMax: number;
}

async function signIn(page: Page, account: string): Promise<string> {
  const { token } = await call('user/sign/in', { account, password: 'demo1234' });
  if (!token) throw new Error(`no token for ${account}`);
  await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'networkidle' });
  await handSessionToPage(page, token, await readWelcomeNotice(token));
  return token;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/seller/shipping and delivery at checkout', () => {
  it('the demo seller edits the US option; the buyer sees it on the detail page, in the drawer and at checkout, and pays it', async () => {
    // ---- the seller, at 1440 then 375 ----
    const seller = await openPage(browser, VIEWPORTS.desktop);
    const sellerToken = await signIn(seller.page, 'seller@demo.shop');
    await seller.page.goto(`${baseUrl}/seller/shipping`, { waitUntil: 'networkidle' });
    const rows = seller.page.getByTestId('shipping-row');
    await expect.poll(() => rows.count()).toBe(4);
    const us = seller.page.locator('[data-testid="shipping-row"][data-country="US"]');
    await us.getByText('$4.99').waitFor();
    expect(await seriousViolations(seller.page)).toEqual([]);

    // Edit with the keyboard: open, a bad fee is refused by name, then $5.49.
    await us.getByRole('button', { name: /^Edit / }).focus();
    await seller.page.keyboard.press('Enter');
    const form = seller.page.getByTestId('shipping-form');
    await form.waitFor();
    await form.getByLabel('Fee per order').fill('abc');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Please enter a fee such as 4.99 (0 for free)').waitFor();
    await form.getByLabel('Fee per order').fill('5.49');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await us.getByText('$5.49').waitFor();
    expect(await seriousViolations(seller.page)).toEqual([]);
    await seller.page.setViewportSize(VIEWPORTS.mobile);
    await us.getByText('$5.49').waitFor();
    expect(await seriousViolations(seller.page)).toEqual([]);
    expect(seller.errors).toEqual([]);
    await seller.context.close();

    try {
      // ---- the buyer (US default address): a demo-shop product under $50, so $5.49 applies ----
      const { data: list } = await call<{ rows: { idx: number; shopIdx: number }[] }>('goods/list', {
        shopIdx: 1,
        inStock: true,
        sort: 'priceAsc',
        size: 20,
      });
      let pick: { goods: GoodsDetail; sku: Sku } | null = null;
      for (const row of list.rows) {
        const { data: goods } = await call<GoodsDetail>('goods/detail', { idx: row.idx });
        const sku = goods.skus.find((candidate) => candidate.stock > 2 && paid(candidate) < 5_000);
        if (sku) {
          pick = { goods, sku };
          break;
        }
      }
      if (!pick) throw new Error('no demo-shop product under $50');
      const buyer = await openPage(browser, VIEWPORTS.desktop);
      const token = await signIn(buyer.page, 'buyer@demo.shop');
      await callOk('cart/save', { items: [] }, token);
      await buyer.page.evaluate(() => localStorage.removeItem('shop_cart'));

      await buyer.page.goto(`${baseUrl}/goods/detail?idx=${pick.goods.idx}`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => buyer.page.getByTestId('goods-delivery-quote').innerText())
        .toBe('Delivery $5.49, arrives in 3–5 days');
      await addFromDetail(buyer.page, pick.goods, pick.sku);
      const total = paid(pick.sku) + 549;

      await buyer.page
        .getByTestId('cart-float')
        .getByRole('button', { name: /^Cart / })
        .click();
      const drawer = buyer.page.getByTestId('cart-drawer');
      await drawer.getByTestId('delivery-line').getByText('$5.49').waitFor();
      await drawer.getByText('arrives in 3–5 days').waitFor();
      await expect.poll(() => drawer.getByTestId('cart-total').innerText()).toBe(money(total));
      expect(await seriousViolations(buyer.page)).toEqual([]);

      await buyer.page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
      await expect.poll(() => buyer.page.getByTestId('checkout-total').innerText()).toBe(money(total));
      await buyer.page.getByTestId('checkout-delivery').getByText('$5.49').waitFor();
      expect(await seriousViolations(buyer.page)).toEqual([]);
      await buyer.page.getByLabel('Trade password', { exact: true }).fill('123456');
      await buyer.page.getByRole('button', { name: `Pay ${money(total)}` }).click();
      await buyer.page.waitForURL((url) => url.pathname === '/mine/orders');
      const { data: orders } = await call<{ rows: { idx: number; total: number; deliveryFee: number }[] }>(
        'order/list',
        { page: 1 },
        token,
      );
      expect(orders.rows[0]).toMatchObject({ total, deliveryFee: 549 });
      await buyer.page.goto(`${baseUrl}/mine/order/detail?idx=${orders.rows[0]!.idx}`, { waitUntil: 'networkidle' });
      await buyer.page.getByTestId('order-delivery').getByText('$5.49').waitFor();
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
    } finally {
      // The demo seller's US option as the seed has it, for the specs after this one.
      const { data } = await call<{ options: Option[] }>('seller/shipping/list', {}, sellerToken);
      const option = data.options.find((o) => o.country === 'US')!;
      await callOk('seller/shipping/save', { ...option, fee: 499, updateAt: undefined }, sellerToken);
    }
  });
});
