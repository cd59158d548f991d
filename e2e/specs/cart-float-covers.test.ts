import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, findProduct } from '../support/cart.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let productIdx = 0;

/**
 * Bars pinned to the bottom that the layout makes room for (`.root-layout` pads its end by
 * their height), so they never hide the page's last line: they are checked only once the page
 * is scrolled to its end. Anything else that floats is checked at every step.
 */
const RESERVED_BARS = ['.mobile-tab-bar', '.buy-bar'];

/**
 * Scrolls the page from top to bottom in steps of half a screen and, at each step, lists every
 * floating (fixed or sticky) element that overlaps a visible title, button, link-button or picture.
 */
function coveredContent(page: Page, reservedBars: string[]): Promise<string[]> {
  return page.evaluate((reserved) => {
    const CONTENT = 'h1, h2, h3, button, [role="button"], a[class*="button"], img';
    const describe = (element: Element): string => {
      const label = (element.getAttribute('alt') ?? element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${label}"`;
    };
    /** The part of the element on screen: cut by the viewport and by every ancestor that clips its overflow. */
    const visible = (element: Element): DOMRect | null => {
      if (getComputedStyle(element).visibility === 'hidden') return null;
      let box = element.getBoundingClientRect();
      const cut = (clip: DOMRect) => {
        const left = Math.max(box.left, clip.left);
        const top = Math.max(box.top, clip.top);
        box = new DOMRect(left, top, Math.min(box.right, clip.right) - left, Math.min(box.bottom, clip.bottom) - top);
      };
      cut(new DOMRect(0, 0, innerWidth, innerHeight));
      for (
        let parent = element.parentElement;
        parent && box.width > 0 && box.height > 0;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflow !== 'visible') cut(parent.getBoundingClientRect());
      }
      return box.width > 0 && box.height > 0 ? box : null;
    };
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

    const found = new Set<string>();
    const end = () => document.documentElement.scrollHeight - innerHeight;
    for (let y = 0, steps = 0; steps < 80; y += Math.round(innerHeight / 2), steps++) {
      window.scrollTo(0, Math.min(y, end()));
      const atEnd = scrollY >= end() - 1;
      const floating = Array.from(document.querySelectorAll('body *')).filter((element) => {
        const { position } = getComputedStyle(element);
        if (position !== 'fixed' && position !== 'sticky') return false;
        return atEnd || !reserved.some((selector) => element.matches(selector));
      });
      const content = Array.from(document.querySelectorAll(CONTENT)).filter(
        (element) => !floating.some((float) => float.contains(element)) && !element.closest('dialog'),
      );
      for (const float of floating) {
        const floatBox = visible(float);
        if (!floatBox) continue;
        for (const element of content) {
          const box = visible(element);
          if (box && overlap(floatBox, box))
            found.add(`${describe(float)} covers ${describe(element)} at y=${scrollY}`);
        }
      }
      if (atEnd) break;
    }
    return [...found];
  }, reservedBars);
}

async function visit(path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByTestId('cart-float').waitFor({ state: 'attached' });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser, VIEWPORTS.mobile));
  // A product in stock, added the way a shopper does: choose its values, press "Add to cart".
  const { goods, sku } = await findProduct((candidate) => candidate.stock > 0);
  productIdx = goods.idx;
  await addFromDetail(page, goods, sku);
});
afterAll(async () => browser?.close());

describe('on a phone (375 px) with an item in the cart, nothing floating covers the page', () => {
  it('on the product page', async () => {
    await visit(`/goods/detail?idx=${productIdx}`);
    expect(await coveredContent(page, RESERVED_BARS)).toEqual([]);
  });

  it('on the listing', async () => {
    await visit('/goods');
    expect(await coveredContent(page, RESERVED_BARS)).toEqual([]);
  });

  it('on the home page', async () => {
    await visit('/');
    expect(await coveredContent(page, RESERVED_BARS)).toEqual([]);
  });

  it('and the cart tab still shows the count and opens the drawer on demand', async () => {
    await visit('/');
    const float = page.getByTestId('cart-float');
    const expand = float.getByRole('button', { name: 'Show the cart summary' });
    await expand.click();
    await expect.poll(() => float.getByTestId('cart-float-count').textContent()).toBe('1');
    await float.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog', { name: /^Shopping cart/ }).waitFor({ state: 'visible' });
  });
});
