import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, VIEWPORTS } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('the server in a real browser', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`serves the web app at ${name} width without console errors`, async () => {
      const { page, context, errors } = await openPage(browser, viewport);
      const response = await page.goto(baseUrl, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await expect(page.locator('#root').innerText()).resolves.not.toBe('');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('reaches the API with the demo buyer from the page', async () => {
    const { page, context } = await openPage(browser, VIEWPORTS.desktop);
    await page.goto(baseUrl);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/v1/user/sign/in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'buyer@demo.shop', password: 'demo1234', context: { lang: 'en', biz: 1 } }),
      });
      return { code: (await response.json()).code as number, token: response.headers.get('x-token') };
    });
    expect(answer.code).toBe(0);
    expect(answer.token).toBeTruthy();
    await context.close();
  });
});
