import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { expectMessage, pageCall, signInThroughForm } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

const DEMO_PASSWORD = 'demo1234';
const TRADE_PASSWORD = '123456';
const DEMO_SHOP = 1;

interface GoodsRow {
  idx: number;
  shopIdx: number;
  stock: number;
}
interface Sku {
  idx: number;
  stock: number;
}
interface PlacedOrder {
  idx: number;
  orderNo: string;
  shopIdx: number;
  total: number;
  status: string;
}

/**
 * One in-stock line of a shop's cheapest goods, quantity 1: the demo buyer's wallet is shared by
 * every browser journey, so each one spends as little of it as it can.
 */
async function lineFrom(page: Page, shopIdx: number) {
  const { data } = await pageCall<{ rows: GoodsRow[] }>(page, 'goods/list', {
    shopIdx,
    inStock: true,
    sort: 'priceAsc',
    size: 20,
  });
  for (const goods of data.rows) {
    const { data: detail } = await pageCall<{ skus: Sku[] } | null>(page, 'goods/detail', { idx: goods.idx });
    const sku = detail?.skus.find((candidate) => candidate.stock > 0);
    if (sku) return { goodsIdx: goods.idx, skuIdx: sku.idx, quantity: 1 };
  }
  throw new Error(`no goods in stock in shop ${shopIdx}`);
}

/** Places two paid orders (one per shop) from the page, with the default address and the trade password. */
async function placeTwoOrders(page: Page) {
  const shop1Line = await lineFrom(page, DEMO_SHOP);
  const { data: goods } = await pageCall<{ rows: GoodsRow[] }>(page, 'goods/list', {
    inStock: true,
    sort: 'priceAsc',
    size: 60,
  });
  const otherShop = goods.rows.find((row) => row.shopIdx !== DEMO_SHOP)!.shopIdx;
  const otherLine = await lineFrom(page, otherShop);
  const { data: addresses } = await pageCall<{ idx: number; isDefault: boolean }[]>(page, 'address/list');
  const address = addresses.find((candidate) => candidate.isDefault) ?? addresses[0]!;
  const lines = [shop1Line, otherLine];
  // The total a shopper is shown (cart/price): order/place refuses any other.
  const { data: priced } = await pageCall<{ total: number }>(page, 'cart/price', { lines });
  const placed = await pageCall<{ orders: PlacedOrder[] }>(page, 'order/place', {
    lines,
    total: priced.total,
    addressIdx: address.idx,
    idempotencyKey: `orders-e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`,
    tradePassword: TRADE_PASSWORD,
  });
  expect(placed.code, placed.message).toBe(0);
  expect(placed.data.orders.map((order) => order.status)).toEqual(['paid', 'paid']);
  const fromDemoShop = placed.data.orders.find((order) => order.shopIdx === DEMO_SHOP)!;
  const other = placed.data.orders.find((order) => order.shopIdx !== DEMO_SHOP)!;
  return { fromDemoShop, other };
}

const orderCard = (page: Page, orderNo: string) => page.getByRole('article', { name: `Order ${orderNo}` });
const statusOf = (scope: Page | Locator, text: string) =>
  scope
    .getByTestId('order-status')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor();
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Order status' }).getByRole('link', { name: new RegExp(`^${name}`) });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/mine/orders', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`lists, ships, confirms, reviews and cancels orders at ${name} width, axe-clean and without console errors`, async () => {
      const buyer = await openPage(browser, viewport);
      await signInThroughForm(buyer.page, 'buyer@demo.shop', DEMO_PASSWORD, '/mine/orders');
      const { fromDemoShop, other } = await placeTwoOrders(buyer.page);

      // Both orders are under the paid tab, which keeps its state in the URL.
      await buyer.page.reload({ waitUntil: 'networkidle' });
      await tab(buyer.page, 'Paid').click();
      await buyer.page.waitForURL((url) => url.search === '?status=paid');
      await orderCard(buyer.page, fromDemoShop.orderNo).waitFor();
      await orderCard(buyer.page, other.orderNo).waitFor();
      // Polled: the URL changes a moment before the tab strip draws its new current tab.
      await expect.poll(() => tab(buyer.page, 'Paid').getAttribute('aria-current')).toBe('page');
      const shop1Card = orderCard(buyer.page, fromDemoShop.orderNo);
      await statusOf(shop1Card, 'Paid');
      await expect(shop1Card.getByRole('button').allInnerTexts()).resolves.toEqual(['Cancel order']);
      expect(await seriousViolations(buyer.page)).toEqual([]);

      // The demo seller ships the order of their shop from the seller centre's orders.
      const seller = await openPage(browser, viewport);
      await signInThroughForm(seller.page, 'seller@demo.shop', DEMO_PASSWORD, '/mine/orders');
      await seller.page.getByRole('link', { name: "My shop's orders" }).click();
      await seller.page.waitForURL((url) => url.pathname === '/seller/orders');
      const search = seller.page.getByRole('search');
      await search.getByRole('searchbox').fill(fromDemoShop.orderNo);
      await search.getByRole('button', { name: 'Search' }).click();
      const sold = seller.page.locator(`tr[data-order-no="${fromDemoShop.orderNo}"]`);
      await sold.waitFor();
      await expect(seller.page.locator(`tr[data-order-no="${other.orderNo}"]`).count()).resolves.toBe(0);
      await sold.getByRole('button', { name: fromDemoShop.orderNo }).click();
      const details = seller.page.getByRole('dialog', { name: 'Order details' });
      await details.getByRole('button', { name: 'Ship order' }).click();
      const shipDialog = seller.page.getByRole('dialog', { name: `Ship order ${fromDemoShop.orderNo}` });
      await shipDialog.getByLabel('Tracking number').fill('x');
      await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await shipDialog.getByText('Enter a tracking number of 3 to 40 characters').waitFor();
      const trackingNo = `SF${Date.now()}`;
      await shipDialog.getByLabel('Carrier', { exact: true }).selectOption('DHL');
      await shipDialog.getByLabel('Tracking number').fill(trackingNo);
      // The seller centre with its shipping dialog open.
      expect(await seriousViolations(seller.page)).toEqual([]);
      await shipDialog.getByRole('button', { name: 'Mark as shipped' }).click();
      await statusOf(sold, 'Shipped');
      await expect.poll(() => details.getByTestId('order-carrier').textContent()).toBe('DHL');
      await expect.poll(() => details.getByTestId('order-tracking').textContent()).toBe(trackingNo);
      expect(seller.errors).toEqual([]);
      await seller.context.close();

      // The buyer confirms receipt after a confirmation dialog.
      await buyer.page.goto(`${baseUrl}/mine/orders?status=shipped`, { waitUntil: 'networkidle' });
      await statusOf(shop1Card, 'Shipped');
      await shop1Card.getByRole('button', { name: 'Confirm receipt' }).click();
      const confirmDialog = buyer.page.getByRole('dialog', { name: 'Confirm receipt?' });
      await confirmDialog.getByRole('button', { name: 'Yes, I received it' }).click();
      await expectMessage(buyer.page, 'Operation complete');
      // Completed, it leaves the shipped tab; under "completed" it offers its review.
      await shop1Card.waitFor({ state: 'detached' });
      await tab(buyer.page, 'Completed').click();
      await statusOf(shop1Card, 'Completed');
      await shop1Card.getByRole('link', { name: 'Write a review' }).click();

      // The review: 4 stars chosen with the keyboard, and a text.
      await buyer.page.waitForURL((url) => url.pathname === '/mine/order/review');
      await buyer.page.getByRole('heading', { level: 1, name: 'Review your order' }).waitFor();
      expect(await seriousViolations(buyer.page)).toEqual([]);
      await buyer.page.getByRole('radio', { name: '1 star', exact: true }).focus();
      for (let i = 0; i < 3; i++) await buyer.page.keyboard.press('ArrowRight');
      await expect(buyer.page.getByRole('radio', { name: '4 stars' }).isChecked()).resolves.toBe(true);
      await buyer.page.getByLabel('Your review').fill('Bright, sturdy and well packed.');
      await buyer.page.getByRole('button', { name: 'Submit review' }).click();
      await buyer.page.waitForURL(
        (url) => url.pathname === '/mine/order/detail' && url.search === `?idx=${fromDemoShop.idx}`,
      );
      await buyer.page.getByText('Reviewed', { exact: true }).first().waitFor();
      await expect(buyer.page.getByTestId('order-tracking').innerText()).resolves.toBe(trackingNo);
      await expect(buyer.page.getByRole('link', { name: 'Write a review' }).count()).resolves.toBe(0);
      const timeline = buyer.page.getByTestId('order-timeline');
      for (const step of ['Order placed', 'Payment received', 'Shipped by the shop', 'Receipt confirmed']) {
        await timeline.getByText(step, { exact: true }).waitFor();
      }
      expect(await seriousViolations(buyer.page)).toEqual([]);

      // Cancelling the other, paid order refunds its total to the wallet.
      const { data: before } = await pageCall<{ balance: number }>(buyer.page, 'wallet/summary');
      await buyer.page.goto(`${baseUrl}/mine/order/detail?idx=${other.idx}`, { waitUntil: 'networkidle' });
      await statusOf(buyer.page, 'Paid');
      await buyer.page.getByRole('button', { name: 'Cancel order' }).click();
      const cancelDialog = buyer.page.getByRole('dialog', { name: 'Cancel this order?' });
      await cancelDialog.getByText('refunded to your wallet', { exact: false }).waitFor();
      await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
      await statusOf(buyer.page, 'Cancelled');
      await buyer.page.getByText('The amount paid was refunded to your wallet').waitFor();
      const { data: after } = await pageCall<{ balance: number }>(buyer.page, 'wallet/summary');
      expect(after.balance - before.balance).toBe(other.total);

      expect(buyer.errors).toEqual([]);
      await buyer.context.close();
      // Two accounts, four accessibility scans and a dozen round trips: longer than one page's journey.
    }, 180_000);
  }
});
