import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { pageCall, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

/*
 * Issue 20, orders and money, in a browser: the demo seller ships a paid order with a carrier and
 * tracking number and cancels another with a reason at /seller/orders; the buyer sees the refund
 * and the reason on their order; the seller's /seller/earnings shows its figures and the chart of
 * the seeded month. Axe-clean at both widths.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
const DEMO_PASSWORD = 'demo1234';
const DEMO_SHOP = 1;

interface GoodsRow {
  idx: number;
}
interface Sku {
  idx: number;
  stock: number;
}

/** Two paid orders of the demo shop, one cheap line each, placed by the demo buyer from the page. */
async function placeTwo(page: Page) {
  const { data } = await pageCall<{ rows: GoodsRow[] }>(page, 'goods/list', {
    shopIdx: DEMO_SHOP,
    inStock: true,
    sort: 'priceAsc',
    size: 20,
  });
  let line: { goodsIdx: number; skuIdx: number; quantity: number } | undefined;
  for (const goods of data.rows) {
    const { data: detail } = await pageCall<{ skus: Sku[] } | null>(page, 'goods/detail', { idx: goods.idx });
    const sku = detail?.skus.find((candidate) => candidate.stock > 2);
    if (sku) {
      line = { goodsIdx: goods.idx, skuIdx: sku.idx, quantity: 1 };
      break;
    }
  }
  if (!line) throw new Error('no goods in stock in the demo shop');
  const { data: addresses } = await pageCall<{ idx: number; isDefault: boolean }[]>(page, 'address/list');
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0]!;
  const orders = [];
  for (let n = 0; n < 2; n++) {
    const { data: priced } = await pageCall<{ total: number }>(page, 'cart/price', { lines: [line] });
    const placed = await pageCall<{ orders: { idx: number; orderNo: string; total: number }[] }>(page, 'order/place', {
      lines: [line],
      total: priced.total,
      addressIdx: address.idx,
      idempotencyKey: `seller-orders-e2e-${Date.now()}-${n}-${Math.random().toString(36).slice(2, 10)}`,
      tradePassword: '123456',
    });
    expect(placed.code, placed.message).toBe(0);
    orders.push(placed.data.orders[0]!);
  }
  return orders as [{ idx: number; orderNo: string; total: number }, { idx: number; orderNo: string; total: number }];
}

async function balanceOf(page: Page): Promise<number> {
  return (await pageCall<{ balance: number }>(page, 'wallet/summary', {})).data.balance;
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the seller centre: orders and earnings', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`ships with a carrier, cancels with a reason the buyer reads, and shows the earnings at ${name} width`, async () => {
      const buyer = await openPage(browser, viewport);
      await signInThroughForm(buyer.page, 'buyer@demo.shop', DEMO_PASSWORD, '/mine/orders');
      const [toShip, toCancel] = await placeTwo(buyer.page);
      const afterPaying = await balanceOf(buyer.page);

      const seller = await openPage(browser, viewport);
      await signInThroughForm(seller.page, 'seller@demo.shop', DEMO_PASSWORD, '/seller/orders');
      await seller.page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
      const tabs = seller.page.getByRole('navigation', { name: 'Order status' });
      await tabs.getByRole('link', { name: /^Paid/ }).click();
      await seller.page.waitForURL((url) => url.search === '?status=paid');
      const shipRow = seller.page.locator(`tr[data-order-no="${toShip.orderNo}"]`);
      await shipRow.waitFor();
      expect(await seriousViolations(seller.page)).toEqual([]);

      // Ship: the detail shows the buyer's address (the order is paid), then the ship dialog.
      await shipRow.getByRole('button', { name: toShip.orderNo }).click();
      const details = seller.page.getByRole('dialog', { name: 'Order details' });
      await details.getByText('Demo Buyer').first().waitFor();
      await details.getByRole('button', { name: 'Ship order' }).click();
      const shipDialog = seller.page.getByRole('dialog', { name: `Ship order ${toShip.orderNo}` });
      await shipDialog.getByLabel('Carrier', { exact: true }).selectOption('other');
      await shipDialog.getByLabel('Tracking number').fill('LP123456789');
      await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await shipDialog.getByText("Enter the carrier's name").waitFor();
      await shipDialog.getByLabel('Carrier name').fill('La Poste');
      expect(await seriousViolations(seller.page)).toEqual([]);
      await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await expect.poll(() => details.getByTestId('order-carrier').textContent()).toBe('La Poste');
      await seller.page.keyboard.press('Escape');

      // Cancel the other with a reason: required.
      const cancelRow = seller.page.locator(`tr[data-order-no="${toCancel.orderNo}"]`);
      await cancelRow.getByRole('button', { name: toCancel.orderNo }).click();
      await details.getByRole('button', { name: 'Cancel order' }).click();
      const cancelDialog = seller.page.getByRole('dialog', { name: `Cancel order ${toCancel.orderNo}` });
      await cancelDialog.getByRole('button', { name: 'Cancel the order' }).click();
      await cancelDialog.getByText('Give a reason of 3 to 300 characters').waitFor();
      await cancelDialog.getByLabel('Reason').fill('Sold out in this colour');
      await cancelDialog.getByRole('button', { name: 'Cancel the order' }).click();
      await expect.poll(() => details.getByTestId('order-cancel-reason').textContent()).toBe('Sold out in this colour');
      await seller.page.keyboard.press('Escape');
      expect(seller.errors).toEqual([]);

      // The buyer: refunded, and told why.
      await expect.poll(() => balanceOf(buyer.page)).toBe(afterPaying + toCancel.total);
      await buyer.page.goto(`${baseUrl}/mine/order/detail?idx=${toCancel.idx}`, { waitUntil: 'networkidle' });
      await expect
        .poll(() => buyer.page.getByTestId('order-cancel-reason').textContent())
        .toBe('Sold out in this colour');
      expect(await seriousViolations(buyer.page)).toEqual([]);
      expect(buyer.errors).toEqual([]);
      await buyer.context.close();

      // Earnings: the figures, the chart of the seeded month, the ledger, the way to withdraw.
      await seller.page
        .getByRole('navigation', { name: 'Seller centre sections' })
        .getByRole('link', { name: 'Earnings' })
        .click();
      await seller.page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
      await seller.page.getByTestId('earnings-chart').waitFor();
      await expect
        .poll(() => seller.page.locator('.earnings__bar[height]:not([height="0"])').count())
        .toBeGreaterThan(10);
      await seller.page.getByRole('table', { name: 'Sales in the last 30 days' }).waitFor({ state: 'attached' });
      await seller.page.locator('[data-testid="earnings-rows"] li[data-kind="commission"]').first().waitFor();
      await expect(seller.page.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).resolves.toBe(
        '/mine/wallet/withdrawal',
      );
      expect(await seriousViolations(seller.page)).toEqual([]);
      expect(seller.errors).toEqual([]);
      await seller.context.close();
    }, 240_000);
  }
});
