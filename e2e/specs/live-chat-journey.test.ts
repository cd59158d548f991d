import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readWelcomeNotice, signInThroughForm, signUpThroughApi } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from '../support/browser.ts';
import { expectLiveUnread, liveMessages, liveTrigger, openLiveChat, sendLive } from '../support/live-chat.ts';
import { consoleOf, DEMO_STAFF } from '../support/staff-console.ts';

/*
 * Issue 13, "Done when": a newcomer holds a support conversation end to end in one browser with
 * two contexts, a guest on the storefront and the demo staff in /staff, each through the UI only.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let guest: WatchedPage;
let staff: WatchedPage;

beforeAll(async () => {
  browser = await launchBrowser();
  guest = await openPage(browser, VIEWPORTS.desktop);
  staff = await openPage(browser, VIEWPORTS.desktop);
});
afterAll(async () => {
  expect(guest?.errors, "the guest's console errors").toEqual([]);
  expect(staff?.errors, "the staff's console errors").toEqual([]);
  await browser?.close();
});

const guestToken = (page: Page) => page.evaluate(() => localStorage.getItem('live_guest'));

/** Types into the console's reply box and sends; resolves once the box emptied. */
async function staffReplies(page: Page, text: string): Promise<void> {
  const c = consoleOf(page);
  await c.input().click();
  await page.keyboard.type(text);
  await c.send().click();
  await expect.poll(() => c.input().textContent()).toBe('');
}

describe('live chat, the newcomer journey (issue 13, Done when)', () => {
  it('a guest asks, staff claim and answer in /staff, the guest signs in and keeps the conversation, then rates it', async () => {
    const { page } = guest;
    const stamp = Date.now().toString(36);
    const question = `Can I return shoes that were worn once? ${stamp}`;

    // The guest opens the storefront and the widget, and asks.
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const panel = await openLiveChat(page);
    await panel.getByRole('heading', { name: 'Hi! How can we help?' }).waitFor();
    await sendLive(page, question);
    const own = liveMessages(page).locator('li.chat-message--own', { hasText: question });
    await own.getByText('unread', { exact: true }).waitFor();
    // Spec 4: the first message of the list carries its time label.
    await own.locator('.chat-message__time time').waitFor();

    // The demo staff sign in through the form and open the console: the question waits in the queue.
    const s = staff.page;
    await signInThroughForm(s, DEMO_STAFF.account, DEMO_STAFF.password, '/staff');
    const c = consoleOf(s);
    const row = c.queueRow(question);
    await row.waitFor();
    await row.getByText(question).waitFor();
    const name = ((await row.locator('.console-row__name').textContent()) ?? '').trim();
    expect(name).toMatch(/^Guest/);
    await row.getByRole('button', { name: `Claim the conversation with ${name}` }).click();
    const staffList = c.messages(name);
    await staffList.getByText(question).waitFor();

    // Claimed and shown, the question is read: the guest sees 'read' under it and who answers.
    await own.getByText('read', { exact: true }).waitFor();
    await panel.getByText('Support Agent is answering.').waitFor();

    // Staff type: the guest sees 'typing…'; the answer comes with the staff avatar.
    await c.input().click();
    await s.keyboard.type('Yes, within 30 days');
    await panel.getByText('typing…').waitFor();
    await s.keyboard.type(' if the soles are clean.');
    await c.send().click();
    await expect.poll(() => c.input().textContent()).toBe('');
    const answer = liveMessages(page).locator('li.chat-message--staff', {
      hasText: 'Yes, within 30 days if the soles are clean.',
    });
    await answer.waitFor();
    await answer.locator('.chat-message__row > .user-avatar svg.lucide-headset').waitFor();
    await panel.getByText('typing…').waitFor({ state: 'hidden' });
    // The open panel read it: staff see 'read' under their answer.
    await staffList
      .locator('li.chat-message', { hasText: 'Yes, within 30 days' })
      .getByText('read', { exact: true })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The guest closes the panel; the next answer counts on the trigger's badge; opening clears it.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await staffReplies(s, 'Bring the receipt, please.');
    await expectLiveUnread(page, 1);
    expect(await liveTrigger(page).locator('.live-trigger__badge').textContent()).toBe('1');
    await openLiveChat(page);
    await liveMessages(page).getByText('Bring the receipt, please.').waitFor();
    await expectLiveUnread(page, 0);
    expect(await liveTrigger(page).locator('.live-trigger__badge').count()).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // The guest signs in, in this same context, through the header's link and the form, with a fresh account.
    const password = 'demo1234';
    const { email, token } = await signUpThroughApi('live-journey', 'Jo Journey', password);
    const cms = await readWelcomeNotice(token);
    await page.evaluate((idx) => idx && localStorage.setItem('cmsLatestIdx', idx), cms);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).first().click();
    await page.waitForURL((url) => url.pathname === '/user/sign/in');
    await page.getByLabel('Email or phone number', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/user/sign/in');

    // The conversation is still there, now the account's: its earlier messages show in the widget.
    await openLiveChat(page);
    const messages = liveMessages(page);
    await messages.getByText(question).waitFor();
    await messages.getByText('Yes, within 30 days if the soles are clean.').waitFor();
    await messages.getByText('Bring the receipt, please.').waitFor();
    // The server moved it to the account (staff see the account's name on it), so the guest token
    // has done its work, and a reload finds the conversation through the account alone.
    await s.getByRole('heading', { name: 'Jo Journey', level: 2 }).waitFor();
    await expect.poll(() => guestToken(page)).toBeNull();
    await page.reload({ waitUntil: 'networkidle' });
    await openLiveChat(page);
    await liveMessages(page).getByText(question).waitFor();

    // Staff end it; the guest rates it; the console's ended list shows the rating.
    await s.getByRole('button', { name: 'End', exact: true }).click();
    await panel.getByRole('heading', { name: 'How did we do?' }).waitFor();
    await panel.locator('label', { has: page.getByRole('radio', { name: '5 of 5 stars' }) }).click();
    await panel.getByLabel('Comment (optional)').fill('Clear and fast.');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Send rating' }).click();
    await panel.getByText('Thank you! Your feedback helps us get better.').waitFor();

    await c.tab('Ended').click();
    const ended = c.ended().getByRole('listitem').filter({ hasText: 'Jo Journey' }).first();
    await ended.getByRole('img', { name: 'Rated 5 of 5' }).waitFor();
    await ended.getByText('Clear and fast.').waitFor();
  }, 90_000);
});
