import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { expect, inject } from 'vitest';
import { call, handSessionToPage, readWelcomeNotice } from './accounts.ts';
import { openPage } from './browser.ts';

/** The demo seller the seed creates (Demo Seller Store's owner). */
export const DEMO_SELLER = { account: 'seller@demo.shop', password: 'demo1234' } as const;

export interface Party {
  page: Page;
  context: BrowserContext;
  errors: string[];
  token: string;
}

/** Signs an account in through the API and gives its session token. */
export async function tokenOf(account: { account: string; password: string }): Promise<string> {
  const { token } = await call('user/sign/in', account);
  if (!token) throw new Error(`sign-in of ${account.account} gave no token`);
  return token;
}

/**
 * A browser context signed in with `token`, on `path`, with script-execution traps: any alert,
 * confirm or prompt (the XSS payloads' tell) is counted in `window.__xssRuns`, as is any
 * dialog the page opens.
 */
export async function openParty(
  browser: Browser,
  token: string,
  viewport: { width: number; height: number },
  path = '/',
): Promise<Party> {
  const { page, context, errors } = await openPage(browser, viewport);
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__xssRuns = 0;
    const trap = () => {
      w.__xssRuns = Number(w.__xssRuns) + 1;
      return null;
    };
    window.alert = trap;
    window.confirm = () => Boolean(trap());
    window.prompt = trap;
    // Chimes: every oscillator started (pm-sound.ts plays two per new incoming message).
    w.__chimes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      w.__chimes = Number(w.__chimes) + 1;
      return start.apply(this, args);
    };
  });
  page.on('dialog', (dialog) => {
    errors.push(`a script opened a ${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${inject('baseUrl')}/`, { waitUntil: 'domcontentloaded' });
  await handSessionToPage(page, token, await readWelcomeNotice(token));
  await page.goto(`${inject('baseUrl')}${path}`, { waitUntil: 'networkidle' });
  return { page, context, errors, token };
}

export const xssRuns = (page: Page) =>
  page.evaluate(() => Number((window as unknown as { __xssRuns: number }).__xssRuns));
export const chimes = (page: Page) => page.evaluate(() => Number((window as unknown as { __chimes: number }).__chimes));

/** The header's private-message trigger ('Messages', or 'Messages, N unread'). */
export const messagesTrigger = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Messages/ });

/** Waits for the trigger to read `unread` (0: no count). */
export async function expectUnread(page: Page, unread: number): Promise<void> {
  const name = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  await page.getByRole('banner').getByRole('button', { name, exact: true }).waitFor();
}

/** The private-message screen. */
export const pmScreen = (page: Page) => page.getByRole('dialog', { name: 'Messages' });

export async function openMessages(page: Page): Promise<Locator> {
  await messagesTrigger(page).click();
  const screen = pmScreen(page);
  await screen.waitFor();
  return screen;
}

/** The conversation list's row of `name`. */
export const subjectRow = (page: Page, name: string) =>
  pmScreen(page)
    .getByRole('listbox', { name: 'Conversations' })
    .getByRole('option', { name: new RegExp(name) });

/** The messages of the open conversation. */
export const messageList = (page: Page) => pmScreen(page).getByRole('region', { name: /^Messages with / });

/** Types into the rich-text input and sends with the round button. */
export async function sendText(page: Page, text: string): Promise<void> {
  const input = pmScreen(page).getByRole('textbox', { name: 'Message' });
  await input.click();
  await page.keyboard.type(text);
  await pmScreen(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => input.textContent()).toBe('');
}

/** A socket.io client signed in as `token`, as the web's own client connects. */
export async function socketAs(token: string): Promise<Socket> {
  const socket = io(inject('baseUrl'), { path: '/io/', transports: ['websocket'], auth: { token } });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
