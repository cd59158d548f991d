import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import { openParty, tokenOf, xssRuns, type Party } from '../support/pm.ts';
import { consoleOf, DEMO_STAFF, GuestClient } from '../support/staff-console.ts';
import { expectTimeOnFocusAndHover, heldMessages, olderKeepsPlace, readLabels, renderedRows } from '../support/chat.ts';

/** Elements no sanitized chat content may hold. */
const UNSAFE = 'script, iframe, object, embed, svg, math, form, base, link, meta';

/** Event handlers and script addresses on any element under `root`. */
const riskyAttributes = (root: Locator) =>
  root.evaluate((element) =>
    Array.from(element.querySelectorAll('*')).flatMap((node) =>
      Array.from(node.attributes)
        .filter(
          (attribute) =>
            /^on/i.test(attribute.name) ||
            (/^(href|src|xlink:href|action|formaction)$/i.test(attribute.name) &&
              /^\s*(javascript|data|vbscript):/i.test(attribute.value) &&
              !attribute.value.startsWith('data:image/')),
        )
        .map((attribute) => `${node.tagName} ${attribute.name}=${attribute.value}`),
    ),
  );

let browser: Browser;
let staffToken: string;
const parties: Party[] = [];
const guests: GuestClient[] = [];

async function staffConsole(viewport: { width: number; height: number }): Promise<Party> {
  const opened = await openParty(browser, staffToken, viewport, '/staff');
  parties.push(opened);
  // The console is ready once its snapshot came: the list tabs show.
  await consoleOf(opened.page).tab('Queue').waitFor();
  return opened;
}

async function guestAsking(question: string, page = '/'): Promise<GuestClient> {
  const guest = await GuestClient.connect();
  guests.push(guest);
  await guest.ask(question, page);
  return guest;
}

/** The shopper's name as the queue row shows it (a guest is "Guest" and a short tag). */
async function queuedName(page: Page, question: string): Promise<string> {
  const row = consoleOf(page).queueRow(question);
  await row.waitFor();
  return ((await row.locator('.console-row__name').textContent()) ?? '').trim();
}

async function claim(page: Page, question: string): Promise<string> {
  const c = consoleOf(page);
  await c.tab('Queue').click();
  const name = await queuedName(page, question);
  await c
    .queueRow(question)
    .getByRole('button', { name: `Claim the conversation with ${name}` })
    .click();
  await c.messages(name).getByText(question).waitFor();
  return name;
}

async function reply(page: Page, text: string): Promise<void> {
  const c = consoleOf(page);
  await c.input().click();
  await page.keyboard.type(text);
  await c.send().click();
  await expect.poll(() => c.input().textContent()).toBe('');
}

beforeAll(async () => {
  browser = await launchBrowser();
  staffToken = await tokenOf(DEMO_STAFF);
});
afterAll(async () => {
  for (const guest of guests) guest.close();
  for (const opened of parties) expect(opened.errors, 'console errors').toEqual([]);
  await browser?.close();
});

describe('the staff console answers a guest (issue 13, section 3)', () => {
  it('queue with the first message, claim, replies (text and a canned answer), typing preview, edit, delete, transfer, end, rating', async () => {
    const staff = await staffConsole(VIEWPORTS.desktop);
    const { page } = staff;
    const c = consoleOf(page);
    const question = `Where is my parcel? ${Date.now().toString(36)}`;
    const guest = await guestAsking(question, '/goods/list');

    // The queue shows the guest with their first message and a ticking wait; claim it.
    const name = await claim(page, question);
    await page.getByRole('heading', { name, level: 2 }).waitFor();
    const profile = page.getByRole('complementary', { name: 'Shopper' });
    await profile.getByText('/goods/list').waitFor();
    await profile.getByText('Guest', { exact: true }).waitFor();
    const list = c.messages(name);

    // A text reply reaches the guest; the guest read it at once, so it turns 'read'.
    await reply(page, 'Hello, let me check.');
    await expect
      .poll(() => guest.messages.find((m) => m.staff && m.body.includes('Hello, let me check.')))
      .toBeTruthy();
    const firstIdx = guest.messages.find((m) => m.body.includes('Hello, let me check.'))!.idx;
    const first = list.locator(`li[data-idx="${firstIdx}"]`);
    await first.getByText('read', { exact: true }).waitFor();

    // Canned answers: added in the dialog (a taken shortcut is refused under its field), then
    // found with '/' in the input and put in as text.
    await page.getByRole('button', { name: 'Canned answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canned answers' });
    const shortcut = `wait${Date.now().toString(36)}`;
    for (const attempt of [1, 2]) {
      await dialog.getByRole('button', { name: 'Add a canned answer' }).click();
      await dialog.getByRole('textbox', { name: 'Shortcut' }).fill(shortcut);
      await dialog.getByRole('textbox', { name: 'Answer' }).fill('Thanks for waiting: <b>not bold</b>');
      await dialog.getByRole('button', { name: 'Save' }).click();
      if (attempt === 1) await dialog.getByText(`/${shortcut}`).waitFor();
    }
    await expect
      .poll(() => dialog.getByRole('textbox', { name: 'Shortcut' }).getAttribute('aria-invalid'))
      .toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await c.input().click();
    await page.keyboard.type(`/${shortcut.slice(0, 6)}`);
    await c
      .cannedList()
      .getByRole('option', { name: new RegExp(`/${shortcut}`) })
      .waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => c.input().textContent()).toBe('Thanks for waiting: <b>not bold</b>');
    await c.send().click();
    await expect
      .poll(() => guest.messages.find((m) => m.body.includes('Thanks for waiting'))?.body)
      .toContain('&lt;b&gt;not bold&lt;/b&gt;');
    await list.getByText('Thanks for waiting: <b>not bold</b>').waitFor();
    // Issue 19 (13): 'read'/'unread' under the agent's last message only, no longer under the first.
    const cannedIdx = guest.messages.find((m) => m.body.includes('Thanks for waiting'))!.idx;
    await expect.poll(() => readLabels(list)).toEqual([[String(cannedIdx), 'read']]);

    // The guest's typing shows live under the list, and goes with their message.
    guest.typing('I also wonder about the address');
    await page.getByText('I also wonder about the address').waitFor();
    await guest.send('Can I change the address?');
    await list.getByText('Can I change the address?').waitFor();
    await expect.poll(() => page.getByText('typing:').count()).toBe(0);
    // Each message shows its time on hover and keyboard focus.
    await expectTimeOnFocusAndHover(page, list.locator('li.chat-message--other').last());

    // Edit and delete of one's own messages reach the guest.
    await first.getByRole('button', { name: 'Edit' }).click();
    await first.getByRole('textbox', { name: 'Edit your message' }).fill('Hello, checking <now>.');
    await first.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => guest.edits.find((edit) => edit.idx === firstIdx)?.body)
      .toBe('Hello, checking &lt;now&gt;.');
    await list.getByText('Hello, checking <now>.').waitFor();
    await first.getByText('edited').waitFor();
    const cannedReply = list.locator(`li[data-idx="${cannedIdx}"]`);
    await cannedReply.getByRole('button', { name: 'Delete' }).click();
    await cannedReply
      .getByRole('group', { name: 'Delete this message?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect.poll(() => guest.deletes).toContain(cannedIdx);
    await expect.poll(() => list.getByText('Thanks for waiting').count()).toBe(0);

    // Transfer is offered (to agents who are not offline, with their load).
    await page.getByRole('button', { name: 'Transfer' }).click();
    const transfer = page.getByRole('group', { name: 'Transfer to' });
    await transfer.waitFor();
    await page.getByRole('button', { name: 'Transfer' }).click();
    await transfer.waitFor({ state: 'hidden' });

    expect(await seriousViolations(page)).toEqual([]);

    // End; the guest hears it and rates; the ended list shows the stars and the comment.
    await page.getByRole('button', { name: 'End', exact: true }).click();
    await expect.poll(() => guest.states.some((state) => state.status === 'ended')).toBe(true);
    await guest.rate(4, 'Quick and kind');
    await c.tab('Ended').click();
    const ended = c.ended().getByRole('listitem').filter({ hasText: name }).first();
    await ended.getByRole('img', { name: 'Rated 4 of 5' }).waitFor();
    await ended.getByText('Quick and kind').waitFor();
    await page.getByText('This conversation has ended.').waitFor();
  }, 120_000);

  it('several conversations at once, each with its unread count; the title badge counts what is not shown and clears when shown', async () => {
    const staff = await staffConsole(VIEWPORTS.desktop);
    const { page } = staff;
    const c = consoleOf(page);
    const stamp = Date.now().toString(36);
    const a = await guestAsking(`First shopper ${stamp}`);
    const nameA = await claim(page, `First shopper ${stamp}`);
    await guestAsking(`Second shopper ${stamp}`);
    const nameB = await claim(page, `Second shopper ${stamp}`);

    // B is shown; A's new message counts on its row and in the title.
    await a.send(`Are you there? ${stamp}`);
    await c.tab('Mine').click();
    const rowA = c.mine().getByRole('listitem').filter({ hasText: nameA });
    await rowA.getByText('1 unread message').waitFor();
    await expect.poll(() => page.title()).toMatch(/^\(1\) /);

    // Shown, it is read: the count and the badge go.
    await rowA.getByRole('button').click();
    await c.messages(nameA).getByText(`Are you there? ${stamp}`).waitFor();
    await expect.poll(() => rowA.getByText('1 unread message').count()).toBe(0);
    await expect.poll(() => page.title()).not.toMatch(/^\(\d+\) /);
    // The other conversation stays open beside it.
    await c.mine().getByRole('listitem').filter({ hasText: nameB }).waitFor();
  }, 90_000);

  it('a long conversation: fewer rows in the document than messages, older pages at the top without a jump (issue 19)', async () => {
    // A short window, so that a page of 10 short lines fills the conversation pane of the console's
    // full-height frame: a pane that is not full loads older pages at once, as it should.
    const { page } = await staffConsole({ width: VIEWPORTS.desktop.width, height: 560 });
    const c = consoleOf(page);
    const stamp = Date.now().toString(36);
    const guest = await guestAsking(`Long talk ${stamp}`);
    const name = await claim(page, `Long talk ${stamp}`);
    // 35 messages: pages of 10, 10, 10 and 5, read afresh from the conversation's row.
    for (let n = 2; n <= 35; n++) await guest.send(`Long line ${n} ${stamp}`);
    await page.reload();
    await c.tab('Mine').click();
    await c.mine().getByRole('listitem').filter({ hasText: name }).getByRole('button').click();
    const list = c.messages(name);
    await list.getByText(`Long line 35 ${stamp}`).waitFor();
    await expect.poll(() => heldMessages(list)).toBe(10);
    // The oldest held row stays near the top as older ones come in above it.
    for (const [held, oldest] of [
      [20, 26],
      [30, 16],
    ] as const) {
      const below = await olderKeepsPlace(list, held, `Long line ${oldest} ${stamp}`);
      expect(below).toBeGreaterThanOrEqual(-4);
      expect(below).toBeLessThan(80);
    }
    expect(await renderedRows(list)).toBeLessThan(30);
  }, 60_000);

  it('at 375 px one pane at a time: list, conversation, profile, and back', async () => {
    const question = `On my phone ${Date.now().toString(36)}`;
    await guestAsking(question, '/cart');
    const staff = await staffConsole(VIEWPORTS.mobile);
    const { page } = staff;
    const c = consoleOf(page);
    const name = await claim(page, question);

    // The conversation fills the screen; the list is gone until "back".
    await expect.poll(() => c.tab('Queue').count()).toBe(0);
    // The reply box is on the first screen and nothing (the tab bar) covers its send button.
    const box = (await c.send().boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORTS.mobile.height);
    expect(
      await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'),
        [box.x + box.width / 2, box.y + box.height / 2],
      ),
    ).toBe('Send');
    await reply(page, 'Answered from a phone.');
    await c.messages(name).getByText('Answered from a phone.').waitFor();
    await page.getByRole('button', { name: 'Shopper' }).click();
    await page.getByRole('complementary', { name: 'Shopper' }).getByText('/cart').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the conversation' }).click();
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await c.tab('Mine').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }, 90_000);
});

/** The guest ends the conversation: the agent's open count stays under the cap for the journeys after. */
async function finish(guest: GuestClient): Promise<void> {
  await guest.socket.emitWithAck('liveChat.end', { subjectIdx: guest.subjectIdx, finish: true });
}

/** Whether the shop's own parts are on the page: none belongs on the console. */
const shopParts = (page: Page) =>
  page.evaluate(() =>
    Object.entries({
      headerSearch: '.site-header, .header-search',
      topNav: '.top-nav',
      cartTab: '[data-testid="cart-float"], .cart-float',
      tabBar: '.mobile-tab-bar',
      liveChatTrigger: '.live-trigger',
      footer: 'footer, .site-footer',
    }).flatMap(([part, selector]) => (document.querySelector(selector) ? [part] : [])),
  );

/** Whether the box of `locator` lies wholly in the viewport and its centre is its own (nothing covers it). */
async function fullyInView(page: Page, locator: Locator): Promise<void> {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 0.5);
  expect(
    await locator.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && (element === hit || element.contains(hit));
    }),
  ).toBe(true);
}

describe('the console has its own full-height frame (issue 19, point 11)', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`at ${viewport.width} px: no shop header, navigation, cart, tab bar, live chat or footer; the conversation and its composer wholly in view`, async () => {
      const question = `Frame check ${size} ${Date.now().toString(36)}`;
      const guest = await guestAsking(question);
      const staff = await staffConsole(viewport);
      const { page } = staff;
      const c = consoleOf(page);
      // The console's own slim bar: back to the shop, the agent's presence, language, sign out.
      const bar = page.getByRole('banner');
      await bar.getByRole('link', { name: 'Back to the shop' }).waitFor();
      await bar.getByText(/^(Online|Away|Offline)$/).waitFor();
      await bar.locator('.language-switcher__button').waitFor();
      await bar.getByRole('button', { name: 'Log out' }).waitFor();
      const name = await claim(page, question);
      const pane = page.locator('.console-pane--conversation');
      await c.messages(name).getByText(question).waitFor();
      // The lazily mounted overlays had their time: the reply went through the page's whole start.
      await reply(page, `Frame reply ${size}`);
      expect(await shopParts(page)).toEqual([]);
      await fullyInView(page, pane);
      await fullyInView(page, c.input());
      await fullyInView(page, c.send());
      // The console fills the viewport; the page itself does not scroll.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(viewport.height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      if (size === 'desktop') {
        // The lists (issue 19, point 13): the last message in one line and its time; a search by name.
        await c.tab('Mine').click();
        const row = c.mine().getByRole('listitem').filter({ hasText: name });
        await row.locator('.console-row__text').getByText(`Frame reply ${size}`, { exact: true }).waitFor();
        expect(await row.locator('time').textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
        const search = page.getByRole('searchbox', { name: 'Search by name' });
        await search.fill('no shopper has this name');
        await page.getByText('No conversation matches this name.').waitFor();
        await search.fill(name.toUpperCase());
        await row.waitFor();
        await search.fill('');
      }
      expect(await seriousViolations(page)).toEqual([]);
      await finish(guest);
    }, 90_000);
  }

  it('in German at 375 px Edit and Delete of a message each stay on one line, nothing overflowing', async () => {
    const question = `Auf Deutsch ${Date.now().toString(36)}`;
    const guest = await guestAsking(question);
    const staff = await staffConsole(VIEWPORTS.mobile);
    const { page } = staff;
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: /^Warteschlange/ }).waitFor();
    // The agent's own socket claims and answers; the console shows it under "Mine".
    const agent = io(inject('baseUrl'), { path: '/io/', transports: ['websocket'], auth: { token: staffToken } });
    await new Promise<void>((resolve, reject) => {
      agent.once('connect', () => resolve());
      agent.once('connect_error', reject);
    });
    try {
      expect(
        ((await agent.emitWithAck('liveChat.claim', { subjectIdx: guest.subjectIdx })) as { code: number }).code,
      ).toBe(0);
      const sent = (await agent.emitWithAck('liveChat', {
        subjectIdx: guest.subjectIdx,
        body: 'Ja.',
        clientId: crypto.randomUUID(),
      })) as { code: number; idx: number };
      expect(sent.code).toBe(0);
      await page.getByRole('tab', { name: /^Meine/ }).click();
      await page
        .getByRole('list', { name: 'Meine' })
        .getByRole('listitem')
        // The row previews the conversation's last message: the reply.
        .filter({ has: page.locator('.console-row__text', { hasText: /^Ja\.$/ }) })
        .getByRole('button')
        .click();
      const own = page.locator(`li[data-idx="${sent.idx}"]`);
      for (const label of ['Bearbeiten', 'Löschen']) {
        const button = own.getByRole('button', { name: label, exact: true });
        await button.waitFor();
        const shape = await button.evaluate((element) => {
          const style = getComputedStyle(element);
          const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
          const range = document.createRange();
          range.selectNodeContents(element);
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
          return {
            lines,
            oneLine: element.getBoundingClientRect().height < 2 * Math.max(lineHeight, 24),
            overflow: element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
          };
        });
        expect(shape, label).toEqual({ lines: 1, oneLine: true, overflow: false });
      }
      // Side by side on the message's line, inside the conversation pane.
      const edit = (await own.getByRole('button', { name: 'Bearbeiten', exact: true }).boundingBox())!;
      const remove = (await own.getByRole('button', { name: 'Löschen', exact: true }).boundingBox())!;
      expect(Math.abs(edit.y - remove.y)).toBeLessThan(2);
      const pane = (await page.locator('.console-pane--conversation').boundingBox())!;
      expect(remove.x + remove.width).toBeLessThanOrEqual(pane.x + pane.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      agent.close();
      await finish(guest);
    }
  }, 90_000);
});

// The repository's copy of ../shared/security/xss-payloads.json, so a clone without shared/ runs it too.
describe('script in live-chat messages and canned answers runs nowhere (xss-payloads.json)', () => {
  const payloads = (
    JSON.parse(readFileSync(new URL('../../apps/server/test/fixtures/xss-payloads.json', import.meta.url), 'utf8')) as {
      payload: string;
    }[]
  ).map((entry) => entry.payload);

  it('every payload, sent by the guest and by the agent and saved as a canned answer, runs no script in the console', async () => {
    const stamp = Date.now().toString(36);
    const question = `Here come the probes ${stamp}`;
    const guest = await guestAsking(question);
    const staff = await staffConsole(VIEWPORTS.desktop);
    const { page } = staff;
    const name = await claim(page, question);

    // The agent's own socket (a second tab) sends half of them.
    const agent = io(inject('baseUrl'), { path: '/io/', transports: ['websocket'], auth: { token: staffToken } });
    await new Promise<void>((resolve, reject) => {
      agent.once('connect', () => resolve());
      agent.once('connect_error', reject);
    });
    const savedShortcuts: string[] = [];
    for (const [n, payload] of payloads.entries()) {
      const ack =
        n % 2 === 0
          ? ((await guest.socket.emitWithAck('liveChat', { subjectIdx: guest.subjectIdx, body: payload })) as {
              code: number;
            })
          : ((await agent.emitWithAck('liveChat', { subjectIdx: guest.subjectIdx, body: payload })) as {
              code: number;
            });
      // Refused only for being too long for a message; anything else is stored (sanitized).
      expect([0, 4000]).toContain(ack.code);
      const saved = await call(
        'live/canned/save',
        { shortcut: `xss${stamp}${n}`, body: payload.slice(0, 2000).trim() || 'empty' },
        staffToken,
      );
      expect([0, 4000]).toContain(saved.code);
      if (saved.code === 0) savedShortcuts.push(`xss${stamp}${n}`);
    }
    agent.close();
    await guest.send(`Probes done ${stamp}`);
    const list = consoleOf(page).messages(name);
    await list.getByText(`Probes done ${stamp}`).waitFor();
    expect(await list.locator('.chat-html').locator(UNSAFE).count()).toBe(0);
    expect(await riskyAttributes(list)).toEqual([]);

    // The canned answers as the dialog lists them and as '/' offers them.
    await page.getByRole('button', { name: 'Canned answers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Canned answers' });
    expect(savedShortcuts.length).toBeGreaterThan(payloads.length / 2);
    await dialog.getByText(`/${savedShortcuts.at(-1)}`, { exact: true }).waitFor();
    expect(await dialog.locator('.console-canned__text').locator(`${UNSAFE}, img`).count()).toBe(0);
    expect(await riskyAttributes(dialog)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    const c = consoleOf(page);
    await c.input().click();
    await page.keyboard.type(`/xss${stamp}`);
    await c.cannedList().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await c.input().locator('*').count()).toBe(0);

    expect(await xssRuns(page)).toBe(0);
    expect(staff.errors.filter((error) => error.includes('dialog'))).toEqual([]);
  }, 180_000);
});
