import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium; browser downloads do not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (.ci/run does this)`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

/**
 * The app has started on the page: its first render committed (`<html data-app="ready">`, set by
 * apps/web/src/app/app.tsx), which for a public page is the hydration of the server's markup.
 * Before that the server's markup is on screen but no button answers, as for a visitor whose
 * scripts are still loading. A document without the app's root (a file, an API answer) counts.
 */
export const appReady = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.documentElement.dataset.app === 'ready' || !document.getElementById('root'));

const waiting = new WeakSet<Page>();

/** Every `goto` and `reload` of the page resolves once the app has started (appReady). */
function waitForAppOnLoad(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await appReady(page);
    return response;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await appReady(page);
    return response;
  };
}

/** A fresh context and page that records every console error and page error. */
export async function openPage(browser: Browser, viewport: { width: number; height: number }): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport });
  context.on('page', waitForAppOnLoad);
  const page = await context.newPage();
  waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, context, errors };
}
