import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The message rows the virtualized list has in the document (far fewer than a long conversation). */
export const renderedRows = (list: Locator) => list.locator('li.chat-message').count();

/** How many messages the list holds (loaded pages), drawn or not. */
export const heldMessages = (list: Locator) =>
  list.evaluate((element) => Number(element.querySelector('ol.chat-messages__list')?.getAttribute('data-count') ?? 0));

/** The read/unread labels in a list, as [message text, label] pairs. */
export const readLabels = (list: Locator) =>
  list
    .locator('li.chat-message')
    .evaluateAll((items) =>
      items.flatMap((item) =>
        Array.from(item.querySelectorAll('.chat-message__read, .chat-message__unread')).map((mark) => [
          item.querySelector('.chat-bubble')?.textContent?.trim() ?? '',
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
