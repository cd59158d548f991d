import { LANGUAGES } from '@storefront/contract/constants';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import en from '../../apps/web/src/locales/en.json' with { type: 'json' };
import { call, DEMO_BUYER, handSessionToPage, readWelcomeNotice } from '../support/accounts.ts';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let buyerToken = '';
let buyerNotice = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const { token } = await call('user/sign/in', DEMO_BUYER);
  buyerToken = token ?? '';
  buyerNotice = await readWelcomeNotice(buyerToken);
});
afterAll(async () => browser?.close());

const PATHS = ['/', '/goods', '/user/sign/in'];

/**
 * A translation key shown as such: dotted words whose first part names a section of the packs
 * (`layout.header.brand`, `auth.signIn`), so domain names, e-mail addresses and prices are not taken for one.
 */
const SECTIONS = new Set(Object.keys(en));
const DOTTED = /\b[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+\b/g;
const keysIn = (text: string): string[] =>
  [...text.matchAll(DOTTED)].map(([token]) => token).filter((token) => SECTIONS.has(token.split('.')[0]!));

/** The visible text of the page and the texts people and screen readers meet in attributes. */
const textsOnScreen = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const shown = Array.from(document.body.querySelectorAll('*')).filter((element) => element.checkVisibility());
    const labels = shown.flatMap((element) =>
      attributes.flatMap((name) => {
        const value = element.getAttribute(name);
        return value ? [`${element.localName}[${name}]: ${value}`] : [];
      }),
    );
    return [document.title, document.body.innerText, ...labels];
  });

// Languages side by side in one browser: 48 page loads stay well under a minute.
describe.concurrent('every language pack reaches the screen', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: home, all goods and sign-in show no raw translation key`, async ({ expect }) => {
      const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
      // As the language switcher leaves it (changeLanguage): the stored choice and the cookie.
      await context.addCookies([{ name: 'lang', value: encodeURIComponent(lang), url: baseUrl }]);
      await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
      const found: string[] = [];
      for (const path of PATHS) {
        await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
        // The app's own render (the server's first screen has no footer), in this language.
        await page.locator('footer').first().waitFor();
        await expect(page.getAttribute('html', 'lang')).resolves.toBe(lang === 'zh-tw' ? 'zh-TW' : lang);
        for (const text of await textsOnScreen(page)) {
          for (const key of keysIn(text)) found.push(`${path} ${key}`);
        }
      }
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

// The private-message screen, signed in as the demo buyer, in every language (issue 12).
describe.concurrent('every language pack reaches the private-message screen', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: the conversations and a conversation show no raw translation key`, async ({ expect }) => {
      const { page, context, errors } = await openPage(browser, VIEWPORTS.desktop);
      await context.addCookies([{ name: 'lang', value: encodeURIComponent(lang), url: baseUrl }]);
      await context.addInitScript((code) => localStorage.setItem('lang', code), lang);
      await page.goto(`${baseUrl}/`, { waitUntil: 'domcontentloaded' });
      await handSessionToPage(page, buyerToken, buyerNotice);
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
      await page.locator('footer').first().waitFor();
      // The header's message button is the one that opens a dialog.
      await page.getByRole('banner').locator('button[aria-haspopup="dialog"]').click();
      const screen = page.getByRole('dialog');
      // A conversation the seed left without unread messages, so opening it changes nothing.
      await screen.getByRole('option', { name: /Aurora Mobile/ }).click();
      await screen.getByRole('region').locator('li').first().waitFor();
      const found: string[] = [];
      for (const text of await textsOnScreen(page)) found.push(...keysIn(text));
      expect(found).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
