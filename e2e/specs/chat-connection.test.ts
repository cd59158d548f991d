import type { Browser, Locator } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, DEMO_BUYER } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { backOnline, connectionBanner } from '../support/chat.ts';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from '../support/browser.ts';
import { conversationAsking, DEMO_STAFF, liveMessages, livePanel, openLiveChat } from '../support/live-chat.ts';
import {
  DEMO_SELLER,
  messageList,
  openMessages,
  openParty,
  pmScreen,
  socketAs,
  subjectRow,
  tokenOf,
} from '../support/pm.ts';

/*
 * Issue 19, point 10: each of the three chats says what its connection is doing (spec 4's
 * statuses: connecting, reconnecting, offline) in the pane, with what the user can do, and says
 * nothing once connected again; what was typed meanwhile is kept and goes with the next send.
 */

let browser: Browser;
let staffSocket: Socket;
const opened: WatchedPage[] = [];

/**
 * Holds the browser offline, checks the pane says so (a polite status line), then brings it back
 * and waits for the pane to be connected again ("Retry now" pressed if the socket is still
 * waiting out its back-off). `meanwhile` runs while offline.
 */
async function dropAndRestore(watched: WatchedPage, scope: Locator, meanwhile?: () => Promise<void>): Promise<void> {
  const banner = connectionBanner(scope);
  await watched.context.setOffline(true);
  await banner.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
  if (meanwhile) {
    await scope.getByRole('button', { name: 'Send', exact: true }).and(watched.page.locator(':disabled')).waitFor();
    await meanwhile();
  }
  expect(await seriousViolations(watched.page)).toEqual([]);

  await backOnline(watched, scope);
}

/** Types into a pane's rich-text input (kept while offline). */
async function typeInto(scope: Locator, text: string): Promise<void> {
  await scope.getByRole('textbox', { name: 'Message' }).click();
  await scope.page().keyboard.type(text);
}

beforeAll(async () => {
  browser = await launchBrowser();
  staffSocket = await socketAs(await tokenOf({ account: DEMO_STAFF.account, password: DEMO_STAFF.password }));
});
afterAll(async () => {
  staffSocket?.disconnect();
  for (const watched of opened) expect(watched.errors, 'console errors').toEqual([]);
  await browser?.close();
});

describe('a chat says when its connection is lost, and what to do (issue 19)', () => {
  it('the private messages: offline, then connected again, and the text typed meanwhile is sent', async () => {
    const sellerToken = await tokenOf(DEMO_SELLER);
    const principal = await call<{ shopIdx?: number }>('ba/principal/inquiry', {}, sellerToken);
    const shop = await call<{ name: string }>('shop/detail', { idx: principal.data.shopIdx });
    const buyerToken = await tokenOf(DEMO_BUYER);
    const buyerSocket = await socketAs(buyerToken);
    const asked = (await buyerSocket.emitWithAck('pm.subject.inquiry', { shopIdx: principal.data.shopIdx })) as {
      code: number;
    };
    buyerSocket.close();
    expect(asked.code).toBe(0);

    const buyer = await openParty(browser, buyerToken, VIEWPORTS.desktop);
    const watched = { page: buyer.page, context: buyer.context, errors: buyer.errors };
    opened.push(watched);
    const screen = await openMessages(buyer.page);
    await subjectRow(buyer.page, shop.data.name).click();
    await messageList(buyer.page).waitFor();
    // Connected: the line says nothing.
    expect((await connectionBanner(screen).innerText()).trim()).toBe('');

    const text = `Typed while offline ${Date.now()}`;
    await dropAndRestore(watched, screen, () => typeInto(screen, text));
    await screen.getByRole('button', { name: 'Send', exact: true }).click();
    await messageList(buyer.page).locator('li.chat-message--own', { hasText: text }).waitFor();
    await pmScreen(buyer.page).getByRole('button', { name: 'Close' }).click();
  });

  it('the live chat widget: offline, then connected again, and the text typed meanwhile reaches staff', async () => {
    const guest = await openPage(browser, VIEWPORTS.desktop);
    opened.push(guest);
    await guest.page.goto(`${inject('baseUrl')}/`, { waitUntil: 'networkidle' });
    const panel = await openLiveChat(guest.page);
    await panel.locator('.live-panel__online--on').waitFor();
    expect((await connectionBanner(panel).innerText()).trim()).toBe('');

    const text = `Still there? typed offline ${Date.now()}`;
    await dropAndRestore(guest, panel, () => typeInto(panel, text));
    await panel.getByRole('button', { name: 'Send', exact: true }).click();
    await liveMessages(guest.page).locator('li.chat-message--own', { hasText: text }).waitFor();
    await conversationAsking(staffSocket, text);
    await guest.page.keyboard.press('Escape');
    await livePanel(guest.page).waitFor({ state: 'hidden' });
  });

  it('the staff console: offline, then connected again', async () => {
    const staffToken = await tokenOf({ account: DEMO_STAFF.account, password: DEMO_STAFF.password });
    const party = await openParty(browser, staffToken, VIEWPORTS.desktop, '/staff');
    const watched = { page: party.page, context: party.context, errors: party.errors };
    opened.push(watched);
    await party.page.getByRole('tab', { name: /^Queue/ }).waitFor();
    const pane = party.page.locator('body');
    expect((await connectionBanner(pane).innerText()).trim()).toBe('');
    // Its pane speaks for the whole console (the lists and the reply box all use the one connection).
    await dropAndRestore(watched, pane);
  });
});
