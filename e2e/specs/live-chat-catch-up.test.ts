import type { Browser, Locator, Page } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backOnline, connectionBanner } from '../support/chat.ts';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from '../support/browser.ts';
import {
  ask,
  conversationAsking,
  DEMO_STAFF,
  liveMessages,
  openLiveChat,
  sendLive,
  staffSays,
} from '../support/live-chat.ts';
import { openParty, socketAs, tokenOf } from '../support/pm.ts';
import { consoleOf, GuestClient } from '../support/staff-console.ts';

/*
 * Issue 21: the live chat catches up exactly after a lost connection, as the private messages do.
 * While the shopper's widget (or the agent's console) is offline, the other side sends, edits,
 * deletes and reads; back online the client asks for what it missed (`liveChat.since`) and shows
 * exactly that, without loading the conversation again (`liveChat.history`).
 */

let browser: Browser;
let staffSocket: Socket;
const opened: WatchedPage[] = [];
const guests: GuestClient[] = [];

/** The events a page sent over its socket, in order. */
function sentEvents(page: Page): string[] {
  const sent: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      // socket.io's event frames: 42, an ack id, then ["event", …].
      const event = /^42\d*\["([^"]+)"/.exec(String(payload))?.[1];
      if (event) sent.push(event);
    }),
  );
  return sent;
}

/** Holds the browser offline until `scope` says so, runs `meanwhile`, then brings it back and waits to be connected. */
async function offlineWhile(watched: WatchedPage, scope: Locator, meanwhile: () => Promise<void>): Promise<void> {
  const banner = connectionBanner(scope);
  await watched.context.setOffline(true);
  await banner.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor();
  await meanwhile();
  await backOnline(watched, scope);
}

beforeAll(async () => {
  browser = await launchBrowser();
  staffSocket = await socketAs(await tokenOf({ account: DEMO_STAFF.account, password: DEMO_STAFF.password }));
});
afterAll(async () => {
  staffSocket?.disconnect();
  for (const guest of guests) guest.close();
  for (const watched of opened) expect(watched.errors, 'console errors').toEqual([]);
  await browser?.close();
});

describe('the live chat catches up exactly after a lost connection (issue 21)', () => {
  it("the widget: the agent's new answer, an edit and a delete made while the shopper was offline", async () => {
    const guest = await openPage(browser, VIEWPORTS.desktop);
    opened.push(guest);
    const sent = sentEvents(guest.page);
    await guest.page.goto(`${inject('baseUrl')}/`, { waitUntil: 'networkidle' });
    const panel = await openLiveChat(guest.page);
    const question = `Is the parcel on its way? ${Date.now()}`;
    await sendLive(guest.page, question);
    const { subjectIdx } = await conversationAsking(staffSocket, question);
    await ask(staffSocket, 'liveChat.claim', { subjectIdx });
    const first = await staffSays(staffSocket, subjectIdx, 'It left the warehouse today.');
    const messages = liveMessages(guest.page);
    await messages.getByText('It left the warehouse today.').waitFor();

    let before = 0;
    await offlineWhile(guest, panel, async () => {
      await ask(staffSocket, 'liveChat.edit', { idx: first, body: 'It left the warehouse this morning.' });
      await staffSays(staffSocket, subjectIdx, 'The tracking number follows by email.');
      const wrong = await staffSays(staffSocket, subjectIdx, 'Sorry, that was meant for someone else.');
      await ask(staffSocket, 'liveChat.delete', { idx: wrong });
      before = sent.length;
    });

    await messages.getByText('It left the warehouse this morning.').waitFor();
    await messages.getByText('The tracking number follows by email.').waitFor();
    expect(await messages.getByText('Sorry, that was meant for someone else.').count()).toBe(0);
    expect(await messages.getByText('It left the warehouse today.').count()).toBe(0);
    const after = sent.slice(before);
    expect(after).toContain('liveChat.since');
    expect(after).not.toContain('liveChat.history');
  });

  it("the console: the shopper's messages and a read made while the agent was offline, in the open conversation", async () => {
    const staffToken = await tokenOf({ account: DEMO_STAFF.account, password: DEMO_STAFF.password });
    const agent = await openParty(browser, staffToken, VIEWPORTS.desktop, '/staff');
    const watched = { page: agent.page, context: agent.context, errors: agent.errors };
    opened.push(watched);
    const sent = sentEvents(agent.page);
    const c = consoleOf(agent.page);
    await c.tab('Queue').waitFor();

    const guest = await GuestClient.connect();
    guests.push(guest);
    const question = `Do you ship abroad? ${Date.now()}`;
    await guest.ask(question);
    // Claimed from the agent's other tab, it is theirs in the console's list.
    await ask(staffSocket, 'liveChat.claim', { subjectIdx: guest.subjectIdx });
    await c.tab('Mine').click();
    const row = c.mine().getByRole('listitem').filter({ hasText: question });
    const name = ((await row.locator('.console-row__name').textContent()) ?? '').trim();
    await row.getByRole('button').first().click();
    const messages = c.messages(name);
    await messages.getByText(question).waitFor();

    let before = 0;
    await offlineWhile(watched, agent.page.locator('body'), async () => {
      await guest.send('To Norway, for instance?');
      // The agent answers from another tab; the shopper's open panel reads it at once.
      const answer = await staffSays(staffSocket, guest.subjectIdx, 'Yes, to every country in Europe.');
      await expect.poll(() => guest.messages.some((m) => m.idx === answer)).toBe(true);
      before = sent.length;
    });

    await messages.getByText('To Norway, for instance?').waitFor();
    await messages
      .locator('li.chat-message', { hasText: 'Yes, to every country in Europe.' })
      .getByText('read', { exact: true })
      .waitFor();
    const after = sent.slice(before);
    expect(after).toContain('liveChat.since');
    expect(after).not.toContain('liveChat.history');
  });
});
