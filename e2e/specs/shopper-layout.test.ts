import { LANGUAGES } from '@storefront/contract/constants';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { handSessionToPage, readWelcomeNotice, signUpThroughApi } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';
import { addFromDetail, findProduct } from '../support/cart.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The shopper's cart drawer, opened the way a person on that screen would. */
async function openDrawer(page: Page, phone: boolean): Promise<Locator> {
  if (phone) await page.getByTestId('tab-bar-cart').click();
  else await page.getByTestId('cart-float').getByRole('button', { name: /^Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /^Shopping cart/ });
  await drawer.waitFor({ state: 'visible' });
  return drawer;
}

describe('the cart drawer lines', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`put the quantity stepper at the same place on a discounted and a plain line at ${name} width`, async () => {
      const discounted = await findProduct((sku) => sku.stock > 1 && sku.discountPrice !== null);
      const plain = await findProduct((sku) => sku.stock > 1 && sku.discountPrice === null);
      const { page, context, errors } = await openPage(browser, viewport);
      await addFromDetail(page, discounted.goods, discounted.sku);
      await addFromDetail(page, plain.goods, plain.sku);
      const drawer = await openDrawer(page, name === 'mobile');
      const lines = drawer.getByTestId('cart-line');
      await expect(lines.count()).resolves.toBe(2);
      await lines.first().locator('.cart-line__was').waitFor();
      await expect(lines.nth(1).locator('.cart-line__was').count()).resolves.toBe(0);

      // Where the stepper sits in its line: its distance from the line's right and bottom edges,
      // read in one frame once the drawer has slid in.
      await drawer.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const offsets = await lines.evaluateAll((elements) =>
        elements.map((line) => {
          const outer = line.getBoundingClientRect();
          const stepper = line.querySelector('.cart-quantity')!.getBoundingClientRect();
          return { right: outer.right - stepper.right, bottom: outer.bottom - stepper.bottom };
        }),
      );
      for (const offset of offsets) expect(offset.right).toBeGreaterThanOrEqual(0);
      const [first, second] = offsets as [{ right: number; bottom: number }, { right: number; bottom: number }];
      expect(Math.abs(first.right - second.right)).toBeLessThanOrEqual(1);
      // 1 px apart at most: the last line has no bottom border.
      expect(Math.abs(first.bottom - second.bottom)).toBeLessThanOrEqual(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe("the checkout's pay bar on a phone", () => {
  it('labels the trade password with a visible label', async () => {
    const { goods, sku } = await findProduct((candidate) => candidate.stock > 1);
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const { token } = await signUpThroughApi('paybar', 'Pay Bar Tester', 'pay-bar-e2e-1');
    const cmsIdx = await readWelcomeNotice(token);
    await page.goto(`${baseUrl}/help/privacy`, { waitUntil: 'networkidle' });
    await handSessionToPage(page, token, cmsIdx);
    await addFromDetail(page, goods, sku);
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle' });

    const input = page.getByTestId('checkout-summary').locator('input[type="password"]');
    await input.waitFor({ state: 'visible' });
    const label = await input.evaluate((element: HTMLInputElement) => {
      const [own] = Array.from(element.labels ?? []);
      if (!own) return null;
      const box = own.getBoundingClientRect();
      // The label itself is what a person sees at its middle: not clipped away or covered.
      const seen = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return {
        tag: own.localName,
        text: own.textContent,
        width: box.width,
        height: box.height,
        seen: seen !== null && own.contains(seen),
      };
    });
    expect(label).toMatchObject({ tag: 'label', text: 'Trade password', seen: true });
    expect(label!.width).toBeGreaterThan(40);
    expect(label!.height).toBeGreaterThan(10);
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('/wap/search on a phone', () => {
  it('shows its whole placeholder in every language', async () => {
    const { page, context, errors } = await openPage(browser, VIEWPORTS.mobile);
    const cut: string[] = [];
    await page.goto(`${baseUrl}/wap/search`, { waitUntil: 'domcontentloaded' });
    for (const lang of LANGUAGES) {
      // As the language switcher leaves it: the stored choice and the cookie, then a reload.
      await context.addCookies([{ name: 'lang', value: encodeURIComponent(lang), url: baseUrl }]);
      await page.evaluate((code) => localStorage.setItem('lang', code), lang);
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getAttribute('html', 'lang')).resolves.toBe(lang === 'zh-tw' ? 'zh-TW' : lang);
      const input = page.locator('dialog.wap-search input[type="search"]');
      await input.waitFor({ state: 'visible' });
      // The placeholder's width in the input's own font, against the room inside its padding.
      const fit = await input.evaluate((element: HTMLInputElement) => {
        const style = getComputedStyle(element);
        const context2d = document.createElement('canvas').getContext('2d')!;
        context2d.font = style.font;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: element.placeholder, text: context2d.measureText(element.placeholder).width, room };
      });
      expect(fit.placeholder).not.toBe('');
      if (fit.text > fit.room) cut.push(`${lang}: "${fit.placeholder}" ${Math.ceil(fit.text)} px in ${fit.room} px`);
    }
    expect(cut).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
