import { LANGUAGES, type Language } from '@storefront/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it, vi } from 'vitest';
import { call, DEMO_BUYER, handSessionToPage, readWelcomeNotice } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import type { GoodsDetail } from '../support/cart.ts';
import {
  cumulativeShift,
  layoutShifts,
  twoFrames,
  watchLayoutShifts,
  type LayoutShift,
} from '../support/layout-shift.ts';

/*
 * Issue 22, "Tests": the public pages come rendered by the server from the web app's own
 * components, and the browser hydrates them. Here, in a real browser: every such page in every
 * language hydrates without a console message and without moving anything, a signed-in
 * visitor's header swaps in with a small shift, the hydrated page answers input, the page
 * without scripts reads the same as the hydrated one, and a drift between the server's markup
 * and the browser's render is caught.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
/** A product with skus to choose between (its page has the sku picker), its shop and category. */
let product: GoodsDetail & { categoryIdx: number };
let buyerToken = '';
let buyerNotice = '';

/** The most a signed-in visitor's header may move the page as it swaps the guest links for the account's. */
const SIGNED_IN_HEADER_SHIFT_MAX = 0.05;

/** Every page the server renders (apps/web/src/app/page-outlet.tsx isPublicPage), with real idx. */
const publicPages = (): string[] => [
  '/',
  '/goods',
  `/goods?category=${product.categoryIdx}&sort=priceAsc&inStock=1`,
  `/goods/detail?idx=${product.idx}`,
  '/category',
  '/discounted',
  `/shop/${product.shop.idx}`,
  `/shop/${product.shop.idx}/recommend`,
  '/search?kw=shirt',
  '/search/shop?kw=store',
  '/wap/search',
  '/help/privacy',
  '/help/returns',
  '/help/shipping',
  '/help/seller',
  '/credit',
];

/**
 * 16 languages × 16 pages at both widths would be 512 page loads, at about 0.7 s of CPU each (the
 * browser's load and hydration, the server's render): over the four minutes this spec may take on
 * a two-core machine. So 304: every language at the phone's width, where the texts are the
 * tightest, and at the desktop's width English, German (long words) and Thai (its own script).
 */
const DESKTOP_LANGUAGES: readonly Language[] = ['en', 'de', 'th'];

interface Watched {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings and page errors, each with the address it came from. */
  messages: string[];
}

/**
 * Chromium's own note, three seconds after a page's load event, about a preloaded resource no
 * request has taken yet: React writes a preload for every `fetchPriority="high"` image of the
 * server's render, and the page's <img> takes it at once. Seen once in about 300 loads (/shop/1 in
 * Thai at 375 px, on a machine at load average 15, where a page can stay that long before this spec
 * moves on); not reproduced with the CPU throttled up to 20 times, nor with each page held 4.5 s.
 * It says nothing about hydration, and only this message is let through.
 */
const UNUSED_PRELOAD_NOTE =
  /^The resource \S+\.webp was preloaded using link preload but not used within a few seconds/;

/** A page in `lang` (the switcher's cookie and stored choice) that records its layout shifts and console messages. */
async function openInLanguage(lang: Language, viewport: { width: number; height: number }): Promise<Watched> {
  const { page, context } = await openPage(browser, viewport);
  await context.addCookies([{ name: 'lang', value: encodeURIComponent(lang), url: baseUrl }]);
  await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
  await watchLayoutShifts(context);
  const messages: string[] = [];
  const where = () => page.url().replace(baseUrl, '');
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && !UNUSED_PRELOAD_NOTE.test(message.text())))
      messages.push(`${where()} console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`${where()} page error: ${error.message}`));
  return { page, context, messages };
}

/**
 * Loads `path` as a visitor does and waits until the page is whole: hydrated (`openPage` waits
 * for data-app=ready on every goto), its late parts in (the live chat's trigger, mounted on the
 * visitor's first move; the cart float at desktop width) and the network quiet (images, fonts,
 * the pages' later texts), then drawn. Gives whether the server wrote the page's markup, and the
 * page's layout shifts. A pointer's move is no input that excuses a shift (only a press is).
 */
async function loadWhole(page: Page, path: string): Promise<{ prerendered: boolean; shifts: LayoutShift[] }> {
  const response = await page.goto(baseUrl + path, { waitUntil: 'load' });
  const html = (await response?.text()) ?? '';
  const { width, height } = page.viewportSize()!;
  // The trigger listens for the first move from the render after hydration on: a move made
  // before that is not seen, so the pointer moves (to and fro) until the trigger is there.
  let step = 0;
  await vi.waitFor(
    async () => {
      await page.mouse.move(2 + (step++ % 2), height / 2);
      if ((await page.locator('.live-trigger').count()) === 0) throw new Error(`${path}: no live chat trigger`);
    },
    { timeout: 20_000, interval: 50 },
  );
  if (width >= VIEWPORTS.desktop.width) await page.getByTestId('cart-float').waitFor();
  await page.waitForLoadState('networkidle');
  await twoFrames(page);
  return { prerendered: html.includes('id="first-data"'), shifts: await layoutShifts(page) };
}

/** A product whose page lets the shopper choose: a dimension with two values or more, some in stock. */
async function findChoosableProduct(): Promise<GoodsDetail & { categoryIdx: number }> {
  for (let idx = 1; idx <= 300; idx++) {
    const { data } = await call<(GoodsDetail & { categoryIdx: number }) | null>('goods/detail', { idx });
    if (data?.dimensions.some((dimension) => dimension.values.length > 1) && data.skus.some((sku) => sku.stock > 0))
      return data;
  }
  throw new Error('no seeded product has a dimension to choose');
}

/** The first dimension of the product with a choice to make. */
const choiceDimension = () => product.dimensions.findIndex((dimension) => dimension.values.length > 1);

const describeShifts = (shifts: LayoutShift[]) =>
  shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms (${shift.moved.join(', ')})`).join('; ');

beforeAll(async () => {
  browser = await launchBrowser();
  product = await findChoosableProduct();
  const { token } = await call('user/sign/in', DEMO_BUYER);
  buyerToken = token ?? '';
  buyerNotice = await readWelcomeNotice(buyerToken);
});
afterAll(async () => browser?.close());

/** Every test here runs beside four others (vitest's maxConcurrency) on two cores: a minute alone is three in company. */
const IN_COMPANY = { timeout: 180_000 };

const grid = [
  ...LANGUAGES.map((lang) => [lang, VIEWPORTS.mobile] as const),
  ...DESKTOP_LANGUAGES.map((lang) => [lang, VIEWPORTS.desktop] as const),
];

// A context per language and width, its pages loaded one after another; a few side by side
// (vitest's maxConcurrency).
describe.concurrent('every pre-rendered page hydrates', () => {
  for (const [lang, viewport] of grid) {
    it(
      `${lang} at ${viewport.width} px: no console message, no page error, no layout shift`,
      { timeout: 300_000 },
      async ({ expect }) => {
        const { page, context, messages } = await openInLanguage(lang, viewport);
        const findings: string[] = [];
        for (const path of publicPages()) {
          const { prerendered, shifts } = await loadWhole(page, path);
          if (!prerendered) findings.push(`${path}: the server wrote no markup`);
          if (cumulativeShift(shifts) !== 0) findings.push(`${path}: layout shifts ${describeShifts(shifts)}`);
        }
        await context.close();
        expect([...findings, ...messages]).toEqual([]);
      },
    );
  }
});

describe.concurrent('a signed-in visitor', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    it(
      `at ${viewport.width} px: / and a product hydrate, then the header shows the account with a small shift`,
      IN_COMPANY,
      async ({ expect }) => {
        const { page, context, messages } = await openInLanguage('en', viewport);
        await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'domcontentloaded' });
        await handSessionToPage(page, buyerToken, buyerNotice);
        const measured: string[] = [];
        for (const path of ['/', `/goods/detail?idx=${product.idx}`]) {
          await expect(loadWhole(page, path)).resolves.toMatchObject({ prerendered: true });
          await page.locator('.site-header__welcome').waitFor();
          await twoFrames(page);
          const all = await layoutShifts(page);
          measured.push(`${path}: ${cumulativeShift(all).toFixed(4)} [${describeShifts(all)}]`);
          expect(cumulativeShift(all), `${path}: ${describeShifts(all)}`).toBeLessThanOrEqual(
            SIGNED_IN_HEADER_SHIFT_MAX,
          );
        }
        console.info(`signed-in header swap at ${viewport.width} px: ${measured.join(' | ')}`);
        await context.close();
        expect(messages).toEqual([]);
      },
    );
  }
});

describe.concurrent('the hydrated page answers', () => {
  for (const viewport of Object.values(VIEWPORTS)) {
    it(
      `at ${viewport.width} px: the header search takes typing and suggests; the sku picker takes a click`,
      IN_COMPANY,
      async ({ expect }) => {
        const { page, context, messages } = await openInLanguage('en', viewport);
        // Right after hydration: no wait for the network to be quiet.
        await page.goto(baseUrl, { waitUntil: 'commit' });
        const search = page.locator('header').getByRole('combobox');
        await search.click();
        await search.pressSequentially('nordic');
        await expect.poll(() => search.inputValue()).toBe('nordic');
        await page.locator('header [role="option"]').first().waitFor();
        await expect(search.getAttribute('aria-expanded')).resolves.toBe('true');

        await page.goto(`${baseUrl}/goods/detail?idx=${product.idx}`, { waitUntil: 'commit' });
        const group = page.getByRole('group', { name: product.dimensions[choiceDimension()]!.name });
        // A value the page has not chosen (it chooses a dimension's only value itself), not sold out.
        const chip = group
          .locator('.chip:not([data-disabled])')
          .filter({ hasNot: page.locator('input:checked') })
          .first();
        const label = await chip.locator('.chip__label').innerText();
        const value = group.getByRole('radio', { name: label, exact: true });
        await chip.click();
        await expect.poll(() => value.isChecked()).toBe(true);
        await expect(group.locator('.sku-picker__chosen').innerText()).resolves.toBe(`: ${label}`);
        await context.close();
        expect(messages).toEqual([]);
      },
    );
  }
});

/**
 * What the hydrated page draws on purpose after the server's markup, left out of the comparison:
 * the product page's delivery select lists its countries from the site's config, which the
 * browser asks for (components/form/use-countries.ts): without scripts it holds its "Choose a
 * country" placeholder only.
 */
const DRAWN_AFTER_HYDRATION = ['[data-testid="goods-delivery-country"] option:not([value=""])'];

/** The visible text of `main`, whitespace normalised, without the parts the browser alone draws. */
const mainText = (page: Page): Promise<string> =>
  page.evaluate((left) => {
    for (const element of Array.from(document.querySelectorAll(left.join(',')))) element.remove();
    return (document.querySelector('main') as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
  }, DRAWN_AFTER_HYDRATION);

describe.concurrent('without JavaScript', () => {
  for (const lang of DESKTOP_LANGUAGES) {
    it(
      `${lang}: /, /goods and a product read the same in main as the hydrated pages`,
      IN_COMPANY,
      async ({ expect }) => {
        const bare = await browser.newContext({ viewport: VIEWPORTS.desktop, javaScriptEnabled: false });
        await bare.addCookies([{ name: 'lang', value: encodeURIComponent(lang), url: baseUrl }]);
        const still = await bare.newPage();
        const { page, context, messages } = await openInLanguage(lang, VIEWPORTS.desktop);
        for (const path of ['/', '/goods', `/goods/detail?idx=${product.idx}`]) {
          await still.goto(baseUrl + path, { waitUntil: 'load' });
          const served = await mainText(still);
          await loadWhole(page, path);
          expect(served.length, path).toBeGreaterThan(100);
          expect(await mainText(page), path).toBe(served);
        }
        await bare.close();
        await context.close();
        expect(messages).toEqual([]);
      },
    );
  }
});

describe.concurrent('a drift between the server and the browser', () => {
  it(
    "is reported: one word of the server's markup changed on the way makes React report a hydration error",
    IN_COMPANY,
    async ({ expect }) => {
      const { page, context, messages } = await openInLanguage('en', VIEWPORTS.mobile);
      let changed = false;
      await page.route(`${baseUrl}/goods`, async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        // The first word of the page's heading, inside #root (the data beside it stays as it was).
        const drifted = html.replace(/(<div id="root">[\s\S]*?<h1[^>]*>)[^<\s]+/, '$1Drifted');
        changed = drifted !== html;
        const headers = { ...response.headers() };
        delete headers['content-encoding'];
        delete headers['content-length'];
        await route.fulfill({ response, headers, body: drifted });
      });
      await page.goto(`${baseUrl}/goods`, { waitUntil: 'load' });
      expect(changed).toBe(true);
      // React reports the mismatch (#418: the server's text differs), gives up the server's markup
      // and renders the page itself: its own word is back.
      await expect.poll(() => messages.join('\n'), { timeout: 30_000 }).toMatch(/Minified React error #418/);
      await expect.poll(() => page.locator('main h1').innerText(), { timeout: 30_000 }).not.toMatch(/Drifted/);
      await context.close();
    },
  );
});
