import { LANGUAGES } from '@storefront/contract/constants';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { call, DEMO_BUYER, handSessionToPage, readWelcomeNotice } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, findProduct } from '../support/cart.ts';

/*
 * Issue 19, point 16: every page of the route table at 375 px in every language, looking for text
 * that is cut or runs out of its box: the header's search placeholder, checkout's "add a new
 * address" and the wallet's buttons were cut in German. One context per language, pages visited
 * one after another in it, every check of a page in one evaluate.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let buyerToken = '';
let buyerNotice = '';
let goodsIdx = 1;
let sellerToken = '';
let sellerNotice = '';
/** One of the demo seller's goods, for its edit page. */
let sellerGoodsIdx = 1;
let orderIdx: number | null = null;
/** The demo buyer's cart before this spec gave it a line for /checkout, put back afterwards. */
let originalCart: unknown[] = [];

/** Pages a guest sees (the sign-up and sign-in pages send a signed-in visitor on). */
const GUEST_PAGES = ['/', '/user/sign/up', '/user/sign/in', '/wap/search', '/no/such/page'];

/** Every other page of spec 2.1's table, signed in as the demo buyer. */
const buyerPages = (): string[] => [
  '/',
  '/checkout',
  '/category',
  '/goods',
  `/goods/detail?idx=${goodsIdx}`,
  '/discounted',
  '/shop/1',
  '/shop/1/recommend',
  '/shop/application',
  '/credit',
  '/dashboard',
  '/mine',
  '/mine/wallet',
  '/mine/wallet/recharge',
  '/mine/wallet/withdrawal',
  '/mine/orders',
  ...(orderIdx === null ? [] : [`/mine/order/detail?idx=${orderIdx}`]),
  '/mine/favorites',
  '/mine/following',
  '/mine/settings',
  '/help/privacy',
  '/help/returns',
  '/help/shipping',
  '/help/seller',
  '/search?kw=shirt',
  '/search/shop?kw=store',
  '/wap/search',
  '/realname',
];

/** The seller centre's pages (issue 20: its phone layout at 375 px), signed in as the demo seller. */
const sellerPages = (): string[] => [
  '/seller',
  '/seller/goods',
  '/seller/goods/new',
  `/seller/goods/${sellerGoodsIdx}`,
  '/seller/orders',
  '/seller/earnings',
  '/seller/shipping',
  '/seller/shop',
];

/**
 * Text that is cut on purpose, each with its reason: names and titles people write (products,
 * shops, people) may be any length, so their boxes end them with an ellipsis or a line clamp and
 * the whole text is on their own page. An element may also say so itself with `data-truncate`.
 */
const INTENDED_CUTS: [selector: string, reason: string][] = [
  ['[data-truncate]', 'marked in the markup as cut on purpose'],
  ['.goods-card__title', "a product's title (its seller's words): two lines in a card"],
  ['.order-item__title', "a product's title (its seller's words): two lines in an order's line"],
  ['.goods-card__shop', "a shop's name (its owner's words): one line in a card"],
  ['.seller-layout__shop-name', "a shop's name (its owner's words): one line in the seller centre's bar"],
  ['.shop-card__name', "a shop's name (its owner's words): two lines in a shop card"],
  ['.shop-card__description', "a shop's description (its owner's words): a few lines in a shop card"],
  ['.shop-header__description', "a shop's description (its owner's words): two lines in the shop's header"],
];

interface Finding {
  page: string;
  what: string;
  text: string;
  problem: string;
}

/** Every check on the page as it stands, in the page: the cut and overflowing texts it finds. */
function findCutText(intended: string[]): Omit<Finding, 'page'>[] {
  const found: Omit<Finding, 'page'>[] = [];
  const width = document.documentElement.clientWidth;
  const name = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const test = element.getAttribute('data-testid');
    const classes = Array.from(element.classList)
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    return `${element.localName}${id}${classes}${test ? `[data-testid=${test}]` : ''}`;
  };
  const isIntended = (element: Element): boolean => intended.some((selector) => element.closest(selector) !== null);
  const seen = new Set<string>();
  const report = (element: Element, text: string, problem: string) => {
    // The first problem of a text is enough to know it.
    const key = `${name(element)}|${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ what: name(element), text: text.trim().replace(/\s+/g, ' ').slice(0, 80), problem });
  };
  /** Boxes the user cannot scroll to see the rest of: overflow hidden or clip (not auto or scroll). */
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  /** Hidden for the eye but read aloud (the visually-hidden pattern): a box of a pixel or none. */
  const tiny = (rect: DOMRect) => rect.width <= 2 || rect.height <= 2;

  /**
   * What is drawn over a text: looked for at both ends and the middle of each of its lines on
   * the first screen. A floating layer that does not hold the text (a fixed tab bar, a sticky
   * header over content scrolled under it) is left out: content scrolls clear of it.
   */
  const coveredBy = (element: Element, lines: DOMRect[]): Element | null => {
    for (const line of lines) {
      const y = line.top + line.height / 2;
      if (y < 0 || y > window.innerHeight) continue;
      for (const x of [line.left + 2, line.left + line.width / 2, line.right - 2]) {
        if (x < 0 || x > width) continue;
        const hit = document.elementFromPoint(x, y);
        if (!hit || hit === element || element.contains(hit) || hit.contains(element)) continue;
        let floating: Element | null = null;
        for (let box: Element | null = hit; box && !floating; box = box.parentElement) {
          const position = getComputedStyle(box).position;
          if (position === 'fixed' || position === 'sticky') floating = box;
        }
        if (floating && !floating.contains(element)) continue;
        return hit;
      }
    }
    return null;
  };

  // The page as a whole must not scroll sideways.
  if (document.documentElement.scrollWidth > width + 1) {
    report(document.documentElement, '', `page is ${document.documentElement.scrollWidth}px wide`);
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const element = node.parentElement;
    if (!element || element.closest('script, style, noscript, template, svg')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    if (isIntended(element)) continue;
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0);
    if (rects.length === 0) continue;
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    const top = Math.min(...rects.map((rect) => rect.top));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));

    let insideScroller = false;
    let hiddenAway = false;
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      const rect = box.getBoundingClientRect();
      if (tiny(rect) && clips(style.overflowX)) {
        hiddenAway = true;
        break;
      }
      const inner = {
        left: rect.left + box.clientLeft,
        right: rect.left + box.clientLeft + box.clientWidth,
        top: rect.top + box.clientTop,
        bottom: rect.top + box.clientTop + box.clientHeight,
      };
      // Wholly outside a box that clips it: a slide of a carousel, a drawer put away; not cut text.
      const outside =
        right <= inner.left + 1 || left >= inner.right - 1 || bottom <= inner.top + 1 || top >= inner.bottom - 1;
      if ((clips(style.overflowX) || clips(style.overflowY)) && outside) {
        hiddenAway = true;
        break;
      }
      if (scrolls(style.overflowX)) insideScroller = true;
      else if (clips(style.overflowX) && (left < inner.left - 1 || right > inner.right + 1)) {
        report(element, text, `cut at the side by ${name(box)}`);
      }
      if (!scrolls(style.overflowY) && clips(style.overflowY) && (top < inner.top - 1 || bottom > inner.bottom + 1)) {
        report(element, text, `cut at the top or bottom by ${name(box)}`);
      }
      if (style.textOverflow === 'ellipsis' && box.scrollWidth > box.clientWidth + 1) {
        report(element, text, `ended with an ellipsis by ${name(box)}`);
      }
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      if (clamp && clamp !== 'none' && box.scrollHeight > box.clientHeight + 1) {
        report(element, text, `line-clamped by ${name(box)}`);
      }
    }
    if (hiddenAway) continue;
    // Covered by something drawn over it (a flag over the shop's name), where it is on screen.
    // (A text the pointer passes through, such as a badge over a picture, is not found by pointer.)
    const cover = getComputedStyle(element).pointerEvents === 'none' ? null : coveredBy(element, rects);
    if (cover) report(element, text, `covered by ${name(cover)}`);
    // Wholly off the screen is put away (a skip link until focused); partly off it is cut.
    if (right <= 0 || left >= width) continue;
    if (!insideScroller && (right > width + 1 || left < -1)) {
      report(element, text, `runs out of the ${width}px screen (${Math.round(left)}–${Math.round(right)}px)`);
    }
    // Text wider than its own box spills over what is next to it.
    const own = element.getBoundingClientRect();
    if (getComputedStyle(element).display !== 'inline' && (right > own.right + 1 || left < own.left - 1)) {
      report(element, text, `spills out of its box (${Math.round(own.width)}px for ${Math.round(right - left)}px)`);
    }
  }

  /** Whether the page's style sheets take a search field's clear button away while it is empty. */
  const clearButtonGone = (input: Element): boolean =>
    Array.from(document.styleSheets).some((sheet) =>
      Array.from(sheet.cssRules).some(
        (rule) =>
          rule instanceof CSSStyleRule &&
          rule.style.display === 'none' &&
          rule.selectorText.split(',').some((selector) => {
            const field = /^(.*)::-webkit-search-cancel-button$/.exec(selector.trim());
            return field !== null && input.matches(field[1]!);
          }),
      ),
    );
  // Placeholders: the text must fit the input's text area as the browser lays it out (an empty
  // search field keeps room for its hidden clear button unless the style sheet takes it away).
  // Measured on a copy of the input beside it, the same width, holding the placeholder as its
  // value; the page's own input is not touched.
  for (const input of Array.from(
    document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]'),
  )) {
    if (!input.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || input.value !== '') continue;
    if (isIntended(input)) continue;
    const rect = input.getBoundingClientRect();
    if (input.localName === 'input') {
      const copy = input.cloneNode(false) as HTMLInputElement;
      copy.removeAttribute('id');
      if (copy.type === 'search' && clearButtonGone(input)) copy.type = 'text';
      Object.assign(copy.style, {
        position: 'absolute',
        visibility: 'hidden',
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        flex: 'none',
      });
      copy.value = input.placeholder;
      input.after(copy);
      const needed = copy.scrollWidth;
      const room = copy.clientWidth;
      copy.remove();
      if (needed > room + 1) {
        report(input, input.placeholder, `placeholder needs ${needed}px, has ${room}px (padding included)`);
      }
    }
    if (rect.right > width + 1) {
      report(input, input.placeholder, `input runs out of the screen (${Math.round(rect.right)}px)`);
    }
  }
  // Buttons and links whose box runs out of the screen, text or not.
  for (const control of Array.from(document.querySelectorAll('button, a[href], input, select, label'))) {
    if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || isIntended(control)) continue;
    const rect = control.getBoundingClientRect();
    // Wholly off the screen is put away (a carousel's next slide) or makes the page wider (above).
    if (tiny(rect) || rect.right <= width + 1 || rect.left >= width) continue;
    let scroller = false;
    for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
      if (scrolls(getComputedStyle(box).overflowX)) scroller = true;
    }
    if (!scroller)
      report(control, control.textContent ?? '', `box runs out of the screen (${Math.round(rect.right)}px)`);
  }
  return found;
}

/** The page drawn by the app in this language, its lists loaded and its fonts in. */
async function settled(page: Page, lang: string, path: string, routed: boolean): Promise<void> {
  await page.waitForFunction(
    ([code, wanted, moved]) => {
      return (
        location.pathname + location.search === wanted &&
        // After a move by the router: the new address is drawn (see `visit`).
        (!moved || (window as { textFitCommits?: number }).textFitCommits! > 0) &&
        document.documentElement.lang === (code === 'zh-tw' ? 'zh-TW' : code) &&
        // The shop's frame ends with its footer; the seller centre's frame has none.
        document.querySelector('footer, .seller-layout') !== null &&
        document.querySelector('main h1') !== null &&
        document.querySelector('.skeleton, [aria-busy="true"]') === null &&
        document.fonts.status === 'loaded'
      );
    },
    [lang, path, routed] as const,
    { polling: 'raf' },
  );
  // Two frames: whatever the last answer changed is laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Shows `path` and checks it. `load`: a full page load (the first page, and after the session
 * changed); otherwise the app's own router moves on, as a link does, which costs no reload of
 * the scripts and the language pack. The router draws a new address with its scroll position
 * (app/scroll-restoration.tsx calls scrollTo as that address commits): counted by `countCommits`,
 * so the wait ends on the new page, never on the last one still shown while the next loads.
 */
async function visit(page: Page, lang: string, path: string, findings: Finding[], load: boolean): Promise<void> {
  if (load) await page.goto(baseUrl + path, { waitUntil: 'domcontentloaded' });
  else {
    await page.evaluate((next) => {
      (window as { textFitCommits?: number }).textFitCommits = 0;
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', next);
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
    }, path);
  }
  await settled(page, lang, path, !load);
  const selectors = INTENDED_CUTS.map(([selector]) => selector);
  for (const finding of await page.evaluate(findCutText, selectors)) findings.push({ page: path, ...finding });
  // A text the pack lacks shows as its key (fallbackLng is off): dotted words whose first part
  // names a section of the packs, so domain names and e-mail addresses are not taken for one.
  const shown = await page.evaluate(() => document.body.innerText);
  for (const [key] of shown.matchAll(/\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+\b/g)) {
    if (PACK_SECTIONS.has(key.split('.')[0]!))
      findings.push({ page: path, what: 'text', text: key, problem: 'shows a raw key' });
  }
}

const PACK_SECTIONS = new Set(Object.keys(en));

/** In the page: counts the scroll restorations, one per address the router draws. */
function countCommits(): void {
  const scrollTo = window.scrollTo.bind(window) as (x: number, y: number) => void;
  const counted = window as { textFitCommits?: number };
  window.scrollTo = ((x: number, y: number) => {
    counted.textFitCommits = (counted.textFitCommits ?? 0) + 1;
    scrollTo(x, y);
  }) as typeof window.scrollTo;
}

async function languageContext(lang: string): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const watched = await openPage(browser, VIEWPORTS.mobile);
  await watched.context.addCookies([{ name: 'lang', value: encodeURIComponent(lang), url: baseUrl }]);
  await watched.context.addInitScript((code) => localStorage.setItem('lang', code), lang);
  await watched.context.addInitScript(countCommits);
  return watched;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await call('user/sign/in', DEMO_BUYER);
  buyerToken = token ?? '';
  buyerNotice = await readWelcomeNotice(buyerToken);
  const seller = await call('user/sign/in', { account: 'seller@demo.shop', password: 'demo1234' });
  sellerToken = seller.token ?? '';
  sellerNotice = await readWelcomeNotice(sellerToken);
  const sellerGoods = await call<{ rows: { idx: number }[] }>('seller/goods/list', {}, sellerToken);
  sellerGoodsIdx = sellerGoods.data.rows[0]?.idx ?? 1;
  const orders = await call<{ list: { idx: number }[] }>('order/list', { page: 1 }, buyerToken);
  orderIdx = orders.data?.list?.[0]?.idx ?? null;
  // /checkout shows its address and paying parts only with a line in the cart.
  originalCart = (await call<{ items: unknown[] }>('cart/get', {}, buyerToken)).data.items;
  const { goods, sku } = await findProduct((candidate) => candidate.stock > 0);
  goodsIdx = goods.idx;
  const { page, context } = await openPage(browser, VIEWPORTS.mobile);
  await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'domcontentloaded' });
  await handSessionToPage(page, buyerToken, buyerNotice);
  await addFromDetail(page, goods, sku);
  // The cart reaches the account after a pause in the shopper's changes (cart sync).
  await vi.waitFor(
    async () => {
      const { data } = await call<{ items: unknown[] }>('cart/get', {}, buyerToken);
      if (data.items.length === 0) throw new Error('the cart has not reached the account');
    },
    { timeout: 20_000, interval: 100 },
  );
  await context.close();
});
afterAll(async () => {
  if (buyerToken) await call('cart/save', { items: originalCart }, buyerToken);
  await browser?.close();
});

// Languages side by side, a few at a time (vitest's maxConcurrency): one context each.
describe.concurrent('text fits at 375 px', () => {
  for (const lang of LANGUAGES) {
    // Five languages share two cores (vitest's maxConcurrency): each takes 10 s alone, up to 45 s
    // in company on a loaded machine.
    it(`${lang}: no page cuts a text or runs out of the screen`, { timeout: 180_000 }, async () => {
      const { page, context, errors } = await languageContext(lang);
      const findings: Finding[] = [];
      for (const [n, path] of GUEST_PAGES.entries()) await visit(page, lang, path, findings, n === 0);
      await handSessionToPage(page, buyerToken, buyerNotice);
      for (const [n, path] of buyerPages().entries()) await visit(page, lang, path, findings, n === 0);
      await handSessionToPage(page, sellerToken, sellerNotice);
      for (const [n, path] of sellerPages().entries()) await visit(page, lang, path, findings, n === 0);
      await context.close();
      expect(
        findings.map((finding) => `${finding.page} ${finding.what} "${finding.text}": ${finding.problem}`),
      ).toEqual([]);
      expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
    });
  }
});
