import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, findProduct } from '../support/cart.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let page: Page;
let productIdx = 0;

/**
 * Bars pinned to the bottom that the layout makes room for (`.root-layout` pads its end by
 * their height), so they never hide the page's last line: they are checked only once the page
 * is scrolled to its end. The live chat's round button sits right above the tab bar, in that
 * room (issue 19). Anything else that floats is checked at every step.
 */
const RESERVED_BARS = ['.mobile-tab-bar', '.buy-bar', '.live-trigger'];

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

/** Opens `path` and waits for the cart's way in: the tab bar's cart on a phone (issue 19), the edge tab else. */
async function visit(path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const phone = page.viewportSize()!.width < 640;
  await page.getByTestId(phone ? 'tab-bar-cart' : 'cart-float').waitFor({ state: 'attached' });
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

  it('the cart and the live chat are two distinct targets of 44 px or more that cover no product card (issue 19)', async () => {
    await visit('/goods');
    // The live chat's button mounts once the visitor moves (lib/when-settled.ts).
    await page.mouse.move(10, 10);
    const chat = page.getByRole('button', { name: /^Customer service/ });
    const cart = page.getByTestId('tab-bar-cart');
    await chat.waitFor();
    // No edge tab on a phone: the tab bar's cart, with the count, is the way in.
    expect(await page.getByTestId('cart-float').count()).toBe(0);
    expect(await cart.getAttribute('aria-label')).toBe('Cart, 1 item');
    const boxes = { chat: (await chat.boundingBox())!, cart: (await cart.boundingBox())! };
    for (const box of Object.values(boxes)) {
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    // Apart, and each is what a tap at its centre reaches.
    const { chat: a, cart: b } = boxes;
    expect(a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height).toBe(false);
    for (const target of [chat, cart]) {
      expect(
        await target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      ).toBe(true);
    }
    // They look different at a glance: not the same colours.
    const looks = await Promise.all(
      [chat, cart].map((target) =>
        target.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.backgroundColor} ${style.color}`;
        }),
      ),
    );
    expect(looks[0]).not.toBe(looks[1]);
    // Every product card can be seen whole with the page scrolled to it: none ends under either.
    const covered = await page.evaluate(() => {
      const floating = ['.live-trigger', '.mobile-tab-bar'].map((css) => document.querySelector(css)!);
      const found: string[] = [];
      for (const card of Array.from(document.querySelectorAll('main a[href*="/goods/detail"]'))) {
        card.scrollIntoView({ block: 'center' });
        const box = card.getBoundingClientRect();
        for (const float of floating) {
          const f = float.getBoundingClientRect();
          if (f.left < box.right && box.left < f.right && f.top < box.bottom && box.top < f.bottom)
            found.push(`${card.textContent?.trim().slice(0, 30)} under ${float.className}`);
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
    expect(await coveredContent(page, RESERVED_BARS)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await cart.click();
    await page.getByRole('dialog', { name: /^Shopping cart/ }).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
  });
});

describe('at 1440 px the cart tab and the live chat button', () => {
  it('are targets of 44 px or more beside the content, covering none of it (issue 19)', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await visit('/goods');
    await page.mouse.move(10, 10);
    const chat = page.getByRole('button', { name: /^Customer service/ });
    await chat.waitFor();
    const float = page.getByTestId('cart-float');
    const targets = [
      chat,
      float.getByRole('button', { name: /^Cart/ }),
      float.getByRole('button', { name: /cart summary/ }),
    ];
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(await coveredContent(page, [])).toEqual([]);
    await page.setViewportSize(VIEWPORTS.mobile);
  });
});
