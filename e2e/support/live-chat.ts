import type { Locator, Page } from 'playwright-core';
import type { Socket } from 'socket.io-client';
import { expect } from 'vitest';

/** The demo staff member the seed creates. */
export const DEMO_STAFF = { account: 'staff@demo.shop', password: 'demo1234', name: 'Support Agent' } as const;

/** The live chat's trigger ('Customer service', or 'Customer service, N unread'). */
export const liveTrigger = (page: Page) => page.getByRole('button', { name: /^Customer service/ });

/** Waits for the trigger to read `unread` (0: no count, and no badge). */
export async function expectLiveUnread(page: Page, unread: number): Promise<void> {
  const name = unread > 0 ? `Customer service, ${unread} unread` : 'Customer service';
  await expect.poll(() => liveTrigger(page).getAttribute('aria-label')).toBe(name);
}

/** The panel. */
export const livePanel = (page: Page) => page.getByRole('dialog', { name: 'Customer service' });

/** The panel's messages. */
export const liveMessages = (page: Page) =>
  livePanel(page).getByRole('region', { name: 'Messages with customer service' });

export async function openLiveChat(page: Page): Promise<Locator> {
  await liveTrigger(page).click();
  const panel = livePanel(page);
  await panel.waitFor();
  return panel;
}

/** Types into the panel's input and sends with the round button; resolves once the input emptied. */
export async function sendLive(page: Page, text: string): Promise<void> {
  const input = livePanel(page).getByRole('textbox', { name: 'Message' });
  await input.click();
  await page.keyboard.type(text);
  await livePanel(page).getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => input.textContent()).toBe('');
}

type Ack = { code: number; message?: string } & Record<string, unknown>;

/** An acknowledged emit of a test's socket.io client; throws on a refusal. */
export async function ask<T = Record<string, unknown>>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const answer = (await socket.timeout(10_000).emitWithAck(event, payload)) as Ack;
  if (answer.code !== 0) throw new Error(`${event} refused: ${answer.code} ${answer.message ?? ''}`);
  return answer as unknown as T;
}

interface ConsoleConversation {
  subjectIdx: number;
  status: string;
  firstMessage: string | null;
}

/** Staff: the conversation whose first message is `first`, once the console lists it. */
export async function conversationAsking(staff: Socket, first: string): Promise<ConsoleConversation> {
  let found: ConsoleConversation | undefined;
  await expect
    .poll(
      async () => {
        const { conversations } = await ask<{ conversations: ConsoleConversation[] }>(staff, 'liveChat.console', {});
        found = conversations.find((conversation) => conversation.firstMessage?.includes(first));
        return found?.status;
      },
      { timeout: 15_000 },
    )
    .toBe('queued');
  return found!;
}

/** Staff answers in a conversation; resolves with the stored message's idx. */
export async function staffSays(staff: Socket, subjectIdx: number, body: string): Promise<number> {
  const { idx } = await ask<{ idx: number }>(staff, 'liveChat', { subjectIdx, body, clientId: crypto.randomUUID() });
  expect(idx).toBeGreaterThan(0);
  return idx;
}
