import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { WatchedPage } from './browser.ts';

/** The message rows the virtualized list has in the document (far fewer than a long conversation). */
export const renderedRows = (list: Locator) => list.locator('li.chat-message').count();

/** How many messages the list holds (loaded pages), drawn or not. */
export const heldMessages = (list: Locator) =>
  list.evaluate((element) => Number(element.querySelector('ol.chat-messages__list')?.getAttribute('data-count') ?? 0));

/** The read/unread labels in a list's drawn rows, as [message idx, label] pairs. */
export const readLabels = (list: Locator) =>
  list
    .locator('li.chat-message')
    .evaluateAll((items) =>
      items.flatMap((item) =>
        Array.from(item.querySelectorAll('.chat-message__read, .chat-message__unread')).map((mark) => [
          item.getAttribute('data-idx'),
          mark.textContent,
        ]),
      ),
    );

const stampOpacity = (item: Locator) =>
  item.locator('.chat-message__stamp').evaluate((stamp) => getComputedStyle(stamp).opacity);

/**
 * Issue 19 (13): a message is focusable; its time (YYYY-MM-DD HH:mm, also its description) is
 * hidden until the message is focused or hovered.
 */
export async function expectTimeOnFocusAndHover(page: Page, item: Locator): Promise<void> {
  await page.mouse.move(0, 0);
  await item.evaluate((element) => (element as HTMLElement).blur());
  expect(await stampOpacity(item)).toBe('0');
  expect(await item.getAttribute('tabindex')).toBe('0');
  await item.focus();
  await expect.poll(() => stampOpacity(item)).toBe('1');
  const description = await item.evaluate(
    (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
  );
  expect(description).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  await item.evaluate((element) => (element as HTMLElement).blur());
  await expect.poll(() => stampOpacity(item)).toBe('0');
  await item.hover();
  await expect.poll(() => stampOpacity(item)).toBe('1');
  await page.mouse.move(0, 0);
}

/**
 * Scrolls the list to its top (where the row with `oldest` is, the oldest held) and waits for
 * `held` messages: returns how far that row's top then is below the view's top, px. Kept in
 * place it is where it was (a few px); a jump puts it a screen away or out of the document (NaN).
 */
export async function olderKeepsPlace(list: Locator, held: number, oldest: string): Promise<number> {
  await list.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect.poll(() => heldMessages(list), { timeout: 10_000 }).toBe(held);
  await list.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return list.evaluate((element, text) => {
    const row = Array.from(element.querySelectorAll('li.chat-message')).find((li) => li.textContent?.includes(text));
    return row ? row.getBoundingClientRect().top - element.getBoundingClientRect().top : Number.NaN;
  }, oldest);
}

/** A chat pane's connection banner (empty while connected). */
export const connectionBanner = (scope: Locator) => scope.getByTestId('chat-connection');

/**
 * Brings a page the test held offline back online and waits until its chat pane (`scope`) is
 * connected again, clicking "Retry now" while the socket waits out its back-off. What the browser
 * could not load meanwhile it reports as console errors: the test's doing, so they are dropped.
 */
export async function backOnline(watched: WatchedPage, scope: Locator): Promise<void> {
  const banner = connectionBanner(scope);
  await watched.context.setOffline(false);
  const retry = banner.getByRole('button', { name: 'Retry now' });
  await expect
    .poll(
      async () => {
        if (await retry.isVisible()) await retry.click({ timeout: 1000 }).catch(() => undefined);
        return (await banner.innerText()).trim();
      },
      { timeout: 20_000 },
    )
    .toBe('');
  const offline = (error: string) => error.includes('net::ERR_INTERNET_DISCONNECTED');
  watched.errors.splice(0, watched.errors.length, ...watched.errors.filter((error) => !offline(error)));
}
