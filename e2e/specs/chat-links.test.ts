import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signUpThroughApi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import {
  DEMO_SELLER,
  messageList,
  openMessages,
  openParty,
  socketAs,
  subjectRow,
  tokenOf,
  type Party,
} from '../support/pm.ts';

/*
 * Issue 19 point 6: a message cannot pass for the genuine goods card and send the reader to pay
 * elsewhere. Pictures come only from the site; a link to another site names its host and opens
 * only after a warning. The internet is never reached: the "other site" is a stub routed here.
 */

const baseUrl = inject('baseUrl');
const PAY_PAGE = 'https://pay.example/checkout?order=1';
let browser: Browser;
let party: Party | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  expect(party?.errors ?? [], 'console errors').toEqual([]);
  await browser?.close();
});

describe('links and pictures from elsewhere in a chat message (issue 19 point 6)', () => {
  it('shows no outside picture, names the link host, and warns before leaving: Cancel stays, Continue opens it, the warning fits a phone', async () => {
    const sellerToken = await tokenOf(DEMO_SELLER);
    const { data: principal } = await call<{ shopIdx?: number }>('ba/principal/inquiry', {}, sellerToken);
    const { data: shop } = await call<{ name: string }>('shop/detail', { idx: principal.shopIdx });
    const { token: buyerToken } = await signUpThroughApi('pm-links', 'Lena Linkwise', 'demo1234');
    const buyerSocket = await socketAs(buyerToken);
    const sellerSocket = await socketAs(sellerToken);
    const opened = (await buyerSocket.emitWithAck('pm.subject.inquiry', { shopIdx: principal.shopIdx })) as {
      subject: { idx: number };
    };
    const subjectIdx = opened.subject.idx;
    await buyerSocket.emitWithAck('pm', { subjectIdx, body: 'Is the shirt still available?', clientId: 'links-1' });
    // What a fake seller might send: a real-looking card with a cheaper price and a pay link elsewhere.
    const ack = (await sellerSocket.emitWithAck('pm', {
      subjectIdx,
      clientId: 'links-2',
      body:
        '<div class="chat-goods"><img class="chat-goods__cover" src="https://pictures.example/shirt.webp" alt="shirt">' +
        '<b>Same shirt, half price</b> <a class="chat-goods__price" href="' +
        PAY_PAGE +
        '">pay here</a> or <a href="/help">our help centre</a></div>',
    })) as { code: number };
    expect(ack.code).toBe(0);
    buyerSocket.close();
    sellerSocket.close();

    // Every request that leaves the site is recorded; only the stub of the pay page is answered.
    const { context } = (party = await openParty(browser, buyerToken, VIEWPORTS.desktop));
    const page = party.page;
    const outside: string[] = [];
    const leaves = (request: Request) => !request.url().startsWith(baseUrl);
    context.on('request', (request) => {
      if (leaves(request)) outside.push(request.url());
    });
    await context.route(
      (url) => !url.href.startsWith(baseUrl),
      (route) =>
        route.request().url() === PAY_PAGE
          ? route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Pay</title><p>stub</p>' })
          : route.abort(),
    );

    await openMessages(page);
    await subjectRow(page, shop.name).click();
    const list = messageList(page);
    await list.getByText('Same shirt, half price').waitFor();
    // The avatars are the site's; the message shows no picture at all.
    const pictures = await list.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
    expect(pictures.filter((src) => !src.startsWith('/uploads/'))).toEqual([]);
    expect(await list.locator('.chat-html img').count()).toBe(0);
    expect(await list.locator('.chat-goods, [class*="chat-goods__"]').count()).toBe(0);

    const payLink = list.getByRole('link', { name: /pay here/ });
    expect(await payLink.textContent()).toBe('pay here pay.example ↗');
    expect(await list.getByRole('link', { name: 'our help centre' }).textContent()).toBe('our help centre');

    await payLink.click();
    const warning = page.getByRole('dialog', { name: 'Leaving the site' });
    await warning.waitFor();
    expect(await warning.getByText(/^You are leaving/).textContent()).toBe(
      'You are leaving Storefront for pay.example. Never pay outside the site.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await warning.waitFor({ state: 'hidden' });
    expect(context.pages()).toHaveLength(1);
    expect(page.url().startsWith(baseUrl)).toBe(true);
    // The keyboard is back on the link, and Enter asks again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('pay here pay.example ↗');
    await page.keyboard.press('Enter');
    await warning.waitFor();

    const [payPage] = await Promise.all([
      context.waitForEvent('page'),
      warning.getByRole('button', { name: 'Continue' }).click(),
    ]);
    await payPage.waitForLoadState('domcontentloaded');
    expect(payPage.url()).toBe(PAY_PAGE);
    await warning.waitFor({ state: 'hidden' });
    expect(outside).toEqual([PAY_PAGE]);
    await payPage.close();

    // On a phone the warning fits the screen, its buttons in view; Escape closes it.
    await page.setViewportSize(VIEWPORTS.mobile);
    await payLink.click();
    await warning.waitFor();
    for (const part of [warning, ...(await warning.getByRole('button').all())]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
    }
    await page.keyboard.press('Escape');
    await warning.waitFor({ state: 'hidden' });
  });
});
