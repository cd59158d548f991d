import type { Browser, Page } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openPage, VIEWPORTS, type WatchedPage } from '../support/browser.ts';
import {
  ask,
  conversationAsking,
  DEMO_STAFF,
  expectLiveUnread,
  liveMessages,
  livePanel,
  liveTrigger,
  openLiveChat,
  sendLive,
  staffSays,
} from '../support/live-chat.ts';
import { readWelcomeNotice, handSessionToPage, signUpThroughApi } from '../support/accounts.ts';
import { socketAs, tokenOf } from '../support/pm.ts';
import { expectTimeOnFocusAndHover, heldMessages, olderKeepsPlace, readLabels, renderedRows } from '../support/chat.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let guest: WatchedPage;
let page: Page;
let staff: Socket;
let subjectIdx = 0;
const opened: WatchedPage[] = [];

const guestToken = () => page.evaluate(() => localStorage.getItem('live_guest'));
/** A PNG the browser uploads as a chat picture (a 2×2 orange square). */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4n8UARAwQCgArhgWlzBRptAAAAABJRU5ErkJggg==',
  'base64',
);
/** Uploads a private picture as an account (the agent), through the real upload call. */
async function uploadAs(token: string): Promise<string> {
  const form = new FormData();
  form.append('visibility', 'private');
  form.append('file', new Blob([PICTURE], { type: 'image/png' }), 'agent.png');
  const response = await fetch(`${inject('baseUrl')}/service/v1/upload`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { data: string } };
  expect(answer.code).toBe(0);
  return answer.data.data;
}
/** Whether every picture of the panel's list has loaded (a private one through its blob URL). */
const picturesShown = () =>
  liveMessages(page)
    .locator('img.chat-picture__img')
    .evaluateAll((images) =>
      images.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );
const focusInside = (selector: string) =>
  page.evaluate((css) => document.querySelector(css)?.contains(document.activeElement) ?? false, selector);
const messageCount = () => heldMessages(liveMessages(page));
/** Lets the browser dispatch what is pending (a scroll event and what it starts): two frames, no fixed wait. */
const twoFrames = () =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

beforeAll(async () => {
  browser = await launchBrowser();
  staff = await socketAs(await tokenOf({ account: DEMO_STAFF.account, password: DEMO_STAFF.password }));
  guest = await openPage(browser, VIEWPORTS.desktop);
  // Chimes (spec 9): every oscillator the page starts (components/chat/chat-sound.ts plays two a message).
  await guest.context.addInitScript(() => {
    const w = window as unknown as { __chimes: number };
    w.__chimes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__chimes += 1;
      return start.apply(this, args);
    };
  });
  opened.push(guest);
  page = guest.page;
});
afterAll(async () => {
  staff?.disconnect();
  for (const watched of opened) expect(watched.errors, 'console errors').toEqual([]);
  await browser?.close();
});

describe('the live chat widget, as a guest (spec 2.5, 4; issue 13)', () => {
  it('a guest asks from a page; staff claim, read and answer; typing shows; the badge counts while closed', async () => {
    const sockets: string[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(`${baseUrl}/goods`, { waitUntil: 'networkidle' });
    await liveTrigger(page).waitFor();
    // A guest with no conversation has no token and no connection until they open the panel.
    expect(await guestToken()).toBeNull();
    expect(sockets).toEqual([]);
    await expectLiveUnread(page, 0);

    const panel = await openLiveChat(page);
    await panel.getByRole('heading', { name: 'Hi! How can we help?' }).waitFor();
    await panel.getByText('Ask us anything about products, orders or delivery').waitFor();
    expect(await focusInside('dialog.live-panel')).toBe(true);
    await expect.poll(guestToken).not.toBeNull();
    // Spec 2.5 / 9: 420 px wide on a large screen; the online indicator says staff are online.
    expect((await panel.boundingBox())?.width).toBe(420);
    await panel.locator('.live-panel__online--on', { hasText: 'Online' }).waitFor();

    // Spec 4: typing emits inputing with the flag and the text; staff hear it as it is typed.
    const typed = new Promise<{ inputing: boolean; text: string }>((resolve) => {
      const listener = (event: { inputing: boolean; text: string }) => {
        if (event.text !== 'Where') return;
        staff.off('inputing', listener);
        resolve(event);
      };
      staff.on('inputing', listener);
    });
    await panel.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.type('Where');
    expect(await typed).toMatchObject({ inputing: true, text: 'Where' });
    for (let i = 0; i < 'Where'.length; i++) await page.keyboard.press('Backspace');

    const question = `Where is my parcel? ${Date.now()}`;
    await sendLive(page, question);
    const own = liveMessages(page).locator('li.chat-message--own', { hasText: question });
    await own.getByText('unread', { exact: true }).waitFor();

    // Staff find it in the queue and claim it: the guest is told who answers.
    const conversation = await conversationAsking(staff, question);
    subjectIdx = conversation.subjectIdx;
    await ask(staff, 'liveChat.claim', { subjectIdx });
    await panel.getByText(`${DEMO_STAFF.name} is answering.`).waitFor();
    await ask(staff, 'liveChat.readed', { subjectIdx });
    await own.getByText('read', { exact: true }).waitFor();
    // Issue 19 (13): 'read'/'unread' under the last own message only.
    const again = `And the invoice? ${Date.now()}`;
    await sendLive(page, again);
    const againIdx = await liveMessages(page)
      .locator('li.chat-message--own', { hasText: again })
      .getAttribute('data-idx');
    await expect.poll(() => readLabels(liveMessages(page))).toEqual([[againIdx, 'unread']]);
    await ask(staff, 'liveChat.readed', { subjectIdx });
    await expect.poll(() => readLabels(liveMessages(page))).toEqual([[againIdx, 'read']]);

    // The agent types, then answers; the open panel reads it at once and the agent hears so.
    staff.emit('inputing', { subjectIdx, inputing: true, text: 'Let me check' });
    await panel.getByText('typing…').waitFor();
    const readByShopper = new Promise<{ reader: string }>((resolve) => staff.once('liveChat.readed', resolve));
    await staffSays(staff, subjectIdx, 'It left our warehouse this morning.');
    const answer = liveMessages(page).locator('li.chat-message--staff', { hasText: 'It left our warehouse' });
    await answer.waitFor();
    // Spec 6: staff show with the one fixed staff avatar; spec 9: a sound for the new message.
    await answer.locator('.user-avatar--initials svg').waitFor();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __chimes: number }).__chimes))
      .toBeGreaterThan(0);
    await panel.getByText('typing…').waitFor({ state: 'hidden' });
    expect((await readByShopper).reader).toBe('shopper');
    // Issue 19 (13): each message shows its time on hover and on keyboard focus.
    await expectTimeOnFocusAndHover(page, answer);
    expect(await seriousViolations(page)).toEqual([]);

    // Escape closes the panel (spec 4: the chat ends on the shopper's side: staff see them gone)
    // and gives focus back to the trigger.
    const left = new Promise<void>((resolve) => {
      const listener = (row: { subjectIdx: number; shopperPresent: boolean }) => {
        if (row.subjectIdx !== subjectIdx || row.shopperPresent) return;
        staff.off('liveChat.conversation', listener);
        resolve();
      };
      staff.on('liveChat.conversation', listener);
    });
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await left;
    await expect.poll(() => liveTrigger(page).evaluate((trigger) => trigger === document.activeElement)).toBe(true);

    // Closed: new answers are counted on the badge; opening clears it.
    await staffSays(staff, subjectIdx, 'Tracking: it is in your city now.');
    await staffSays(staff, subjectIdx, 'It should arrive tomorrow.');
    await expectLiveUnread(page, 2);
    // Spec 2.5: the badge itself shows the count while it is above 0.
    await liveTrigger(page).locator('.live-trigger__badge', { hasText: '2' }).waitFor();
    await openLiveChat(page);
    await liveMessages(page).getByText('It should arrive tomorrow.').waitFor();
    await expectLiveUnread(page, 0);
    expect(await liveTrigger(page).locator('.live-trigger__badge').count()).toBe(0);
    await page.keyboard.press('Escape');
    await livePanel(page).waitFor({ state: 'hidden' });
  });

  it('at 1440 px the panel is not modal: the shop stays usable, Tab leaves it, it stays open from page to page (issue 19)', async () => {
    await page.goto(`${baseUrl}/goods`, { waitUntil: 'networkidle' });
    const panel = await openLiveChat(page);
    await liveMessages(page).getByText('It should arrive tomorrow.').waitFor();
    expect(await panel.getAttribute('aria-modal')).toBe('false');
    expect(await focusInside('dialog.live-panel')).toBe(true);
    // No backdrop: what is beside the panel is the page's own.
    const product = page.locator('main a[href*="/goods/detail"]').first();
    const box = (await product.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe(await product.getAttribute('href'));
    // Tab moves on out of the panel, into the page (focus is not trapped).
    await panel.getByRole('button', { name: 'Close' }).focus();
    let left = false;
    for (let presses = 0; presses < 40 && !left; presses++) {
      await page.keyboard.press('Tab');
      left = await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && active !== document.body && !document.querySelector('dialog.live-panel')?.contains(active);
      });
    }
    expect(left).toBe(true);
    // The shopper follows a product link: the page changes, the panel stays open with its messages.
    await product.click({ timeout: 5000 });
    await page.waitForURL(/\/goods\/detail/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await liveMessages(page).getByText('It should arrive tomorrow.').waitFor();
    expect(await panel.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    // Its close button closes it, and focus goes back to the trigger; Escape inside it does too.
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => liveTrigger(page).evaluate((trigger) => trigger === document.activeElement)).toBe(true);
    await openLiveChat(page);
    await liveMessages(page).getByText('It should arrive tomorrow.').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => liveTrigger(page).evaluate((trigger) => trigger === document.activeElement)).toBe(true);
  });

  it('older pages load at the top without a jump, 10 at a time, and stop at a shorter page', async () => {
    // 5 messages so far; 22 more make 27: pages of 10, 10 and 7.
    for (let n = 1; n <= 22; n++) await staffSays(staff, subjectIdx, `Update number ${n}`);
    await expectLiveUnread(page, 22);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/live/chat/message/list')) listCalls.push(request.postData() ?? '');
    });
    await openLiveChat(page);
    await liveMessages(page).getByText('Update number 22').waitFor();
    await expect.poll(messageCount).toBe(10);

    // Opening shows the newest at the bottom (spec 2.5).
    const list = liveMessages(page);
    await expect
      .poll(() => list.evaluate((element) => element.scrollHeight - element.scrollTop - element.clientHeight))
      .toBeLessThan(2);
    // To the top: the next 10 come in above, and what the reader looked at (the oldest held row,
    // at the top) stays where it was; then the last 7.
    for (const [held, oldest] of [
      [20, 'Update number 13'],
      [27, 'Update number 3'],
    ] as const) {
      const below = await olderKeepsPlace(list, held, oldest);
      // Within the old journey's 48 px (a jump puts it a screen away, or out of the document).
      expect(below).toBeGreaterThan(-48);
      expect(below).toBeLessThan(80);
    }
    // Issue 19 (15): virtualized, the list holds fewer rows in the document than it has messages.
    expect(await renderedRows(list)).toBeLessThan(27);
    // The page of 7 was the last: scrolling to the top again asks for nothing.
    await list.evaluate((element) => (element.scrollTop = 0));
    await list.getByText(/^Where is my parcel\?/).waitFor();
    await twoFrames();
    expect(listCalls).toHaveLength(2);
    await page.keyboard.press('Escape');
    await livePanel(page).waitFor({ state: 'hidden' });
  });

  it('a reload keeps the conversation (the guest token), and the panel is full screen at 375 px', async () => {
    const token = await guestToken();
    await page.reload({ waitUntil: 'networkidle' });
    await openLiveChat(page);
    await liveMessages(page).getByText('Update number 22').waitFor();
    expect(await guestToken()).toBe(token);
    await page.keyboard.press('Escape');
    await livePanel(page).waitFor({ state: 'hidden' });

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.reload({ waitUntil: 'networkidle' });
    const panel = await openLiveChat(page);
    await liveMessages(page).getByText('Update number 22').waitFor();
    await expect.poll(() => panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.setViewportSize(VIEWPORTS.desktop);
  });

  it("a guest sends a picture with its token and sees the agent's; only they and staff can open them", async () => {
    await openLiveChat(page);
    const atStaff = new Promise<{ body: string; flag?: number }>((resolve) =>
      staff.on('liveChat', (message: { subjectIdx: number; body: string; flag?: number }) => {
        if (message.subjectIdx === subjectIdx && message.flag === 2) resolve(message);
      }),
    );
    await livePanel(page)
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PICTURE });
    const sent = await atStaff;
    expect(sent.body).toMatch(/^\/service\/v1\/upload\/private\//);
    const agentPicture = await uploadAs(await tokenOf({ account: DEMO_STAFF.account, password: DEMO_STAFF.password }));
    await ask(staff, 'liveChat', { subjectIdx, flag: 2, body: agentPicture, clientId: crypto.randomUUID() });
    // Private pictures come through a fetch with the guest's token, then a blob: give them time.
    await expect.poll(picturesShown, { timeout: 15_000 }).toEqual([true, true]);
    // Nobody else: without the guest's token (or staff's) the pictures are not served.
    for (const address of [sent.body, agentPicture]) {
      expect((await fetch(`${inject('baseUrl')}${address}`)).status).toBe(404);
    }
    await page.keyboard.press('Escape');
    await livePanel(page).waitFor({ state: 'hidden' });
  });

  it('at 375 px the trigger leaves every product picture clickable', async () => {
    const phone = await openPage(browser, VIEWPORTS.mobile);
    opened.push(phone);
    await phone.page.goto(`${baseUrl}/goods`, { waitUntil: 'networkidle' });
    await liveTrigger(phone.page).waitFor();
    const hidden = await phone.page.evaluate(async () => {
      const trigger = document.querySelector('.live-trigger');
      if (!trigger) return ['no trigger'];
      const found: string[] = [];
      const images = Array.from(document.querySelectorAll<HTMLImageElement>('main img'));
      for (const image of images) {
        image.scrollIntoView({ block: 'center' });
        await new Promise((done) => requestAnimationFrame(done));
        const box = image.getBoundingClientRect();
        const card = image.closest('a, button') ?? image;
        // The centre and the four corners (2 px in) reach the picture's own link.
        const points = [
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.left + 2, box.top + 2],
          [box.right - 2, box.top + 2],
          [box.left + 2, box.bottom - 2],
          [box.right - 2, box.bottom - 2],
        ];
        for (const [x, y] of points) {
          if (x === undefined || y === undefined || y < 0 || y > innerHeight) continue;
          const hit = document.elementFromPoint(x, y);
          if (hit && !card.contains(hit) && trigger.contains(hit)) found.push(`${image.alt} at ${x},${y}`);
        }
        // Wherever the page stops, the trigger never overlaps a picture.
        const t = trigger.getBoundingClientRect();
        if (t.left < box.right && box.left < t.right && t.top < box.bottom && box.top < t.bottom)
          found.push(`${image.alt} under the trigger`);
      }
      return found.length > 0 ? found : images.length > 0 ? [] : ['no product pictures'];
    });
    expect(hidden).toEqual([]);
  });

  it('ending the chat asks for a rating; staff see it; a new question starts a new conversation', async () => {
    const panel = await openLiveChat(page);
    await panel.getByRole('button', { name: 'End chat' }).click();
    await panel.getByText('End this chat? You can rate it afterwards.').waitFor();
    await panel.getByRole('group', { name: 'End chat' }).getByRole('button', { name: 'End chat' }).click();
    await panel.getByRole('heading', { name: 'How did we do?' }).waitFor();
    await panel.getByText('This chat has ended.').waitFor();
    // Sending without a choice asks for one.
    await panel.getByRole('button', { name: 'Send rating' }).click();
    await panel.getByText('Please choose a rating.').waitFor();
    // The stars are the radios' labels: a click on the fourth chooses 4.
    const four = panel.getByRole('radio', { name: '4 of 5 stars' });
    await panel.locator('label', { has: page.getByRole('radio', { name: '4 of 5 stars' }) }).click();
    expect(await four.isChecked()).toBe(true);
    await panel.getByLabel('Comment (optional)').fill('Quick and kind.');
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Send rating' }).click();
    await panel.getByText('Thank you! Your feedback helps us get better.').waitFor();

    const { conversations } = await ask<{
      conversations: { subjectIdx: number; rating: number | null; ratingComment: string | null }[];
    }>(staff, 'liveChat.console', {});
    expect(conversations.find((c) => c.subjectIdx === subjectIdx)).toMatchObject({
      rating: 4,
      ratingComment: 'Quick and kind.',
    });

    await panel.getByRole('button', { name: 'Ask a new question' }).click();
    await panel.getByRole('textbox', { name: 'Message' }).waitFor();
    await expect.poll(messageCount).toBe(0);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  });

  it("signing in carries the guest's conversation to the account (that browser's only)", async () => {
    await openLiveChat(page);
    const note = `Signing in now, keep this for me ${Date.now()}`;
    await sendLive(page, note);
    await page.keyboard.press('Escape');
    await livePanel(page).waitFor({ state: 'hidden' });

    const { token } = await signUpThroughApi('live-guest', 'Gus Guest', 'demo1234');
    await handSessionToPage(page, token, await readWelcomeNotice(token));
    await page.reload({ waitUntil: 'networkidle' });
    await openLiveChat(page);
    await liveMessages(page).getByText(note).waitFor();
    // The account holds it now: the guest token has done its work.
    await expect.poll(guestToken).toBeNull();
    const { conversations } = await ask<{
      conversations: { firstMessage: string | null; shopper: { kind: string; name: string } }[];
    }>(staff, 'liveChat.console', {});
    expect(conversations.find((c) => c.firstMessage?.includes(note))?.shopper).toMatchObject({
      kind: 'account',
      name: 'Gus Guest',
    });
    await page.keyboard.press('Escape');
    await livePanel(page).waitFor({ state: 'hidden' });
  });
});
