import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import {
  call,
  callOk,
  expectMessage,
  handSessionToPage,
  money,
  pageCall,
  paid,
  readWelcomeNotice,
  setTradePassword,
  signUpThroughApi,
  type Sku,
} from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, type GoodsDetail } from '../support/cart.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

const PASSWORD = 'checkout-e2e-1';
const TRADE_PASSWORD = '123456';
/** The fresh buyer's wallet: $2,000.00 from the built-in test payment provider. */
const RECHARGE_CENTS = 200_000;

interface PlacedOrder {
  orderNo: string;
  status: string;
  total: number;
  shop: { idx: number };
}

/**
 * A fresh buyer (the e2e server is shared by every spec, so the demo buyer's orders and trade
 * password failures would make this depend on what ran before): signed up, trade password
 * 123456, $2,000.00 recharged, the welcome notice read, and the session handed to the page.
 */
async function signUpFreshBuyer(page: Page): Promise<string> {
  const { email, token } = await signUpThroughApi('checkout', 'Checkout Tester', PASSWORD);
  await setTradePassword(token, PASSWORD, TRADE_PASSWORD);
  const recharge = await call('wallet/recharge', { amount: '2000', idempotencyKey: `recharge-${email}` }, token);
  expect(recharge.code).toBe(0);
  const cmsIdx = await readWelcomeNotice(token);
  await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'networkidle' });
  await handSessionToPage(page, token, cmsIdx);
  return token;
}

/** Two seeded products of two different shops, each with an in-stock sku under $300. */
async function findTwoShopsProducts(): Promise<{ goods: GoodsDetail; sku: Sku }[]> {
  const found: { goods: GoodsDetail; sku: Sku }[] = [];
  for (let idx = 1; idx <= 200 && found.length < 2; idx++) {
    const { data: goods } = await call<GoodsDetail | null>('goods/detail', { idx });
    if (!goods || found.some((pick) => pick.goods.shop.idx === goods.shop.idx)) continue;
    const sku = goods.skus.find((candidate) => candidate.stock > 5 && paid(candidate) < 30_000);
    if (sku) found.push({ goods, sku });
  }
  if (found.length < 2) throw new Error('no two seeded products of different shops under $300');
  return found;
}

/** Waits for the global notice to say exactly `text`. */

/** Waits until the error line under the field labelled `label` says `text`. */
async function expectFieldError(page: Page, label: string, text: string) {
  const described = await page.getByLabel(label, { exact: true }).getAttribute('aria-describedby');
  await page.waitForFunction(
    ([ids, expected]) => ids.split(' ').some((id) => document.getElementById(id)?.textContent === expected),
    [described ?? '', text] as const,
  );
}

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('shop_cart') ?? '[]') as Record<string, unknown>[]);

const ordersOf = async (token: string) =>
  (await call<{ rows: PlacedOrder[] }>('order/list', { page: 1 }, token)).data.rows;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('/checkout', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`buys from two shops with a new address and the trade password at ${name} width, axe-clean and without console errors`, async () => {
      const picks = await findTwoShopsProducts();
      const { page, context, errors } = await openPage(browser, viewport);
      const token = await signUpFreshBuyer(page);
      for (const { goods, sku } of picks) await addFromDetail(page, goods, sku);
      let total = picks.reduce((sum, { sku }) => sum + paid(sku), 0);

      await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
      await expect(page.locator('main h1').innerText()).resolves.toBe('Checkout');

      // One block per shop, named after it, holding its line.
      const shops = page.getByTestId('checkout-shop');
      await expect(shops.count()).resolves.toBe(2);
      for (const [position, { goods }] of picks.entries()) {
        const block = shops.nth(position);
        await block.getByRole('heading', { name: goods.shop.name }).waitFor();
        await block.getByRole('link', { name: goods.title }).waitFor();
      }
      await expect(page.getByTestId('checkout-total').innerText()).resolves.toBe(money(total));
      await page.getByText('You have no saved addresses yet. Add one to continue.').waitFor();
      await expect(page.getByTestId('pay-note').getAttribute('data-block')).resolves.toBe('noAddress');
      expect(await seriousViolations(page)).toEqual([]);

      // The address form: an empty save shows the spec's four messages under their fields.
      await page.getByRole('button', { name: 'Add a new address' }).click();
      const form = page.getByTestId('address-form');
      await form.waitFor();
      await form.getByRole('button', { name: 'Save address' }).click();
      await expectFieldError(page, 'Recipient name', 'Please fill in the name');
      await expectFieldError(page, 'Phone number', 'Malformed phone number');
      await expectFieldError(page, 'Receiving area / region', 'Please select a receiving area');
      await expectFieldError(page, 'Address', 'Address can not be empty');
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByLabel('Recipient name', { exact: true }).fill('Checkout Tester');
      await page.getByLabel('Country / region', { exact: true }).selectOption('US');
      await page.getByLabel('Phone number', { exact: true }).fill('415 555 0100');
      await page.getByLabel('Receiving area / region', { exact: true }).fill('San Francisco, CA');
      await page.getByLabel('Address', { exact: true }).fill('500 Market Street, Apt 12');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/v1/address/save'));
      await form.getByRole('button', { name: 'Save address' }).click();
      await saved;
      await form.waitFor({ state: 'detached' });
      const option = page.getByTestId('address-option');
      await option.getByText('Checkout Tester').waitFor();
      await expect(option.getByRole('radio').isChecked()).resolves.toBe(true);
      await option.getByText('+1 4155550100').waitFor();
      // Issue 20: with the address chosen, each shop's delivery to the US joins the total (the
      // demo seller's shop charges $4.99 under $50; shops without options deliver free).
      const lines = picks.map(({ goods, sku }) => ({ goodsIdx: goods.idx, skuIdx: sku.idx, quantity: 1 }));
      const priced = await call<{ total: number; deliveryTotal: number }>('cart/price', { lines }, token);
      expect(priced.data.total).toBe(total + priced.data.deliveryTotal);
      total = priced.data.total;
      await expect.poll(() => page.getByTestId('checkout-total').innerText()).toBe(money(total));
      await expect(page.getByTestId('checkout-delivery').count()).resolves.toBe(2);

      // A wrong trade password: 'trade password error', and nothing is ordered.
      const password = page.getByLabel('Trade password', { exact: true });
      const pay = page.getByRole('button', { name: `Pay ${money(total)}` });
      await password.fill('654321');
      await pay.click();
      await expectMessage(page, 'Trade password error');
      expect(await ordersOf(token)).toEqual([]);
      expect(await storedCart(page)).toHaveLength(2);
      await expect(password.inputValue()).resolves.toBe('');

      // The right one: the orders are placed and paid, the cart emptied, the orders page shown.
      await password.fill(TRADE_PASSWORD);
      await pay.click();
      await page.waitForURL((url) => url.pathname === '/mine/orders');
      const dialog = page.getByTestId('dialog');
      await dialog.getByText('Order placed').waitFor();
      await dialog
        .getByText(`Your 2 orders (one per shop) are paid: ${money(total)} was taken from your wallet.`)
        .waitFor();
      expect(await storedCart(page)).toEqual([]);

      const orders = await ordersOf(token);
      expect(orders).toHaveLength(2);
      expect(orders.map((order) => order.status)).toEqual(['paid', 'paid']);
      const byIdx = (a: number, b: number) => a - b;
      expect(orders.map((order) => order.shop.idx).sort(byIdx)).toEqual(
        picks.map(({ goods }) => goods.shop.idx).sort(byIdx),
      );
      expect(orders.reduce((sum, order) => sum + order.total, 0)).toBe(total);
      const { data: wallet } = await call<{ balance: number }>('wallet/summary', {}, token);
      expect(wallet.balance).toBe(RECHARGE_CENTS - total);
      expect(await seriousViolations(page)).toEqual([]);

      await dialog.getByRole('button', { name: 'View my orders' }).click();
      await dialog.waitFor({ state: 'hidden' });
      for (const order of orders) await page.getByText(order.orderNo).first().waitFor();

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('shows a guest the lines and sends them to sign in instead of the address book', async () => {
    const { goods, sku } = (await findTwoShopsProducts())[0]!;
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    await addFromDetail(page, goods, sku);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await page.getByTestId('checkout-shop').getByRole('heading', { name: goods.shop.name }).waitFor();
    await page.getByText('Sign in to choose where your order is delivered.').waitFor();
    await expect(page.getByTestId('address-book').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Sign in to pay' }).click();
    await page.getByTestId('login-popup').waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/checkout and the cart drawer show the server prices', () => {
  it('shows the catalog price for a shop_cart line tampered to $0.01, at checkout and in the drawer', async () => {
    const { goods, sku } = (await findTwoShopsProducts())[0]!;
    const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
    await signUpFreshBuyer(page);
    await addFromDetail(page, goods, sku);
    // Both copies of the cart are the shopper's to edit: the browser's shop_cart and the server's cart sync.
    const tamper = async () => {
      // A page whose cart sync has settled, so no pending save of the untampered cart follows.
      await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'networkidle' });
      const cart = await page.evaluate(() => {
        const lines = JSON.parse(localStorage.getItem('shop_cart') ?? '[]') as {
          price: number;
          sku: { price: number; discountPrice: number | null };
        }[];
        for (const line of lines)
          Object.assign(line, { price: 1, sku: { ...line.sku, price: 1, discountPrice: null } });
        localStorage.setItem('shop_cart', JSON.stringify(lines));
        return lines;
      });
      expect((await pageCall(page, 'cart/save', { items: cart })).code).toBe(0);
    };
    const real = money(paid(sku));

    await tamper();
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('checkout-total').innerText()).resolves.toBe(real);
    await page.getByTestId('checkout-line').getByText(real, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Pay ${real}` }).waitFor();
    await expect(page.getByText('$0.01').count()).resolves.toBe(0);

    await tamper();
    await page.reload({ waitUntil: 'networkidle' });
    await page
      .getByTestId('cart-float')
      .getByRole('button', { name: /^Cart / })
      .click();
    const drawer = page.getByTestId('cart-drawer');
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="cart-total"]')?.textContent === expected,
      real,
    );
    await drawer.getByRole('button', { name: `Go to payment · ${real}` }).waitFor();
    await drawer.getByTestId('cart-line').getByText(real, { exact: true }).waitFor();
    // The server's figures are written back: the stored cart no longer says $0.01.
    expect((await storedCart(page))[0]).toMatchObject({ price: paid(sku) });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('charges nothing when the price changed between showing and paying, says so with the new total, then pays it', async () => {
    // A shop without delivery options (free delivery): the total is the goods' alone.
    const picks = await findTwoShopsProducts();
    const freeDelivery = async ({ goods }: { goods: GoodsDetail }) =>
      (await call<{ quote: { baseFee: number } }>('goods/delivery', { goodsIdx: goods.idx, country: 'US' })).data.quote
        .baseFee === 0;
    const { goods, sku } = (await freeDelivery(picks[0]!)) ? picks[0]! : picks[1]!;
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const token = await signUpFreshBuyer(page);
    await callOk(
      'address/save',
      {
        name: 'Price Watcher',
        callingCode: '1',
        phone: '4155550100',
        country: 'US',
        area: 'San Francisco, CA',
        address: '1 Market Street',
      },
      token,
    );
    await addFromDetail(page, goods, sku);
    const real = paid(sku);
    const shown = real - 100;

    // The page is shown the price as it was a moment ago ($1.00 less); the catalog has moved on since.
    // (The page asks cart/price for the lines and again for their delivery to the address: both are stale.)
    await page.route('**/api/v1/cart/price', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { lines: { price: number }[]; total: number; goodsTotal: number };
      };
      for (const line of body.data.lines) line.price -= 100;
      body.data.total -= 100;
      body.data.goodsTotal -= 100;
      await route.fulfill({ response, json: body });
    });
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('checkout-total').innerText()).resolves.toBe(money(shown));
    // The stale answer is served: later calls reach the server as they are (and none is left
    // in flight in the handler when the context closes).
    await page.unrouteAll({ behavior: 'wait' });

    const readGoods = async () => (await call<GoodsDetail>('goods/detail', { idx: goods.idx })).data;
    const before = await readGoods();
    await page.getByLabel('Trade password', { exact: true }).fill(TRADE_PASSWORD);
    await page.getByRole('button', { name: `Pay ${money(shown)}` }).click();
    const alert = page.getByTestId('prices-changed');
    await alert
      .getByText(
        `Prices have changed since you opened this page: the new total is ${money(real)}. Nothing was charged; check your order and pay again.`,
      )
      .waitFor();
    // The total follows the prices asked again after the refusal (a moment after the alert).
    await expect.poll(() => page.getByTestId('checkout-total').innerText()).toBe(money(real));
    expect(await ordersOf(token)).toEqual([]);
    const { data: wallet } = await call<{ balance: number }>('wallet/summary', {}, token);
    expect(wallet.balance).toBe(RECHARGE_CENTS);
    const after = await readGoods();
    expect(after.skus.find((candidate) => candidate.idx === sku.idx)!.stock).toBe(
      before.skus.find((candidate) => candidate.idx === sku.idx)!.stock,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Paying the total now shown goes through at the catalog price.
    await page.getByLabel('Trade password', { exact: true }).fill(TRADE_PASSWORD);
    await page.getByRole('button', { name: `Pay ${money(real)}` }).click();
    await page.waitForURL((url) => url.pathname === '/mine/orders');
    const orders = await ordersOf(token);
    expect(orders.map((order) => [order.status, order.total])).toEqual([['paid', real]]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
