// @vitest-environment jsdom
// jsdom, not happy-dom: the messages go through DOMPurify, which needs a standard DOM.
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../api/session-store.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import {
  BUYER_IDX,
  messageOf,
  pmDataMock,
  pmState,
  renderWithApp,
  setUpScreenTests,
  subjectOf,
} from './pm-data.test-helpers.tsx';
import { usePmScreen } from './pm-data.ts';
import type * as PmData from './pm-data.ts';
import PmScreen from './pm-screen.tsx';
import { usePendingGoodsStore } from './pending-goods-store.ts';

vi.mock('./pm-data.ts', async (original) => {
  const { pmDataMock: mock } = await import('./pm-data.test-helpers.tsx');
  return { ...(await original<typeof PmData>()), ...mock };
});

setUpScreenTests({ subjectIdx: 1, name: 'Bea Buyer' });
beforeEach(() => {
  pmState.subjects.subjects = [subjectOf(1)];
});

const notice = () => useMessageStore.getState().notice;
const own = (idx: number, overrides = {}) => messageOf(idx, { senderIdx: BUYER_IDX, owner: true, ...overrides });

function setup() {
  const result = renderWithApp(<PmScreen />);
  return { ...result, user: userEvent.setup() };
}
const list = () => screen.getByRole('region', { name: 'Messages with Shop 1' });
const items = () => within(list()).getAllByRole('listitem');
const editor = () => screen.getByRole('textbox', { name: 'Message' });

describe('the message list', () => {
  it("puts one's own messages right with read or unread under the last of them, the other side's left without", () => {
    pmState.messages.messages = [messageOf(1), own(2, { readed: true }), own(3, { readed: false })];
    setup();
    const [theirs, mine, unread] = items();
    expect(theirs!.className).toContain('chat-message--other');
    expect(within(theirs!).queryByText(/^(read|unread)$/)).toBeNull();
    expect(mine!.className).toContain('chat-message--own');
    // Issue 19 (13): only one's last own message carries the label.
    expect(within(mine!).queryByText(/^(read|unread)$/)).toBeNull();
    expect(within(unread!).getByText('unread', { exact: true })).toBeTruthy();
  });

  it('decides the side by senderIdx before owner and staff (spec 4)', () => {
    pmState.messages.messages = [messageOf(1, { senderIdx: BUYER_IDX, owner: false, staff: true })];
    setup();
    expect(items()[0]!.className).toContain('chat-message--own');
  });

  it('labels the time above a message 5 minutes or more after the one before', () => {
    const at = (minute: number, second = 0) => new Date(Date.UTC(2026, 0, 2, 10, minute, second)).toISOString();
    pmState.messages.messages = [
      messageOf(1, { createAt: at(0) }),
      messageOf(2, { createAt: at(4, 59) }),
      messageOf(3, { createAt: at(9, 59) }),
    ];
    setup();
    expect(items().map((item) => item.querySelector('.chat-message__time time') !== null)).toEqual([true, false, true]);
  });

  it('shows HTML sanitized, links opening in a new tab, a picture and a goods card', () => {
    pmState.messages.messages = [
      messageOf(1, { body: 'ships <b>today</b><img src=x onerror="alert(1)"><a href="https://example.com">see</a>' }),
      messageOf(2, { flag: 2, body: '/uploads/u/2026/01/photo.webp' }),
      messageOf(3, { flag: 3, body: JSON.stringify({ idx: 42, title: 'Desk lamp', price: 4599, urlCover: '' }) }),
    ];
    setup();
    const [html, picture, goods] = items();
    expect(html!.querySelector('b')!.textContent).toBe('today');
    expect(html!.querySelector('[onerror]')).toBeNull();
    const link = within(html!).getByRole('link', { name: /^see/ });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer nofollow']);
    expect(within(picture!).getByRole('img', { name: 'Picture sent in the conversation' }).getAttribute('src')).toBe(
      '/uploads/u/2026/01/photo.webp',
    );
    const card = within(goods!).getByRole('link', { name: /Desk lamp/ });
    expect(card.getAttribute('href')).toBe('/goods/detail?idx=42');
    expect(card.textContent).toContain('$45.99');
  });

  it('announces a new message of the other side, never the history nor what one sent', () => {
    pmState.messages.messages = [messageOf(1), messageOf(2)];
    setup();
    // The data layer's hooks are read again when the list re-renders (here on a session update).
    const rerender = () => act(() => useSessionStore.setState((state) => ({ user: { ...state.user } })));
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    pmState.messages = { ...pmState.messages, messages: [...pmState.messages.messages, own(3)] };
    rerender();
    expect(live.textContent).toBe('');
    pmState.messages = {
      ...pmState.messages,
      messages: [...pmState.messages.messages, messageOf(4, { body: 'Ships <b>now</b>' })],
    };
    rerender();
    expect(live.textContent).toBe('New message from Shop 1: Ships now');
  });

  it('loads older messages at the top, once while a load is on its way', () => {
    let finish = () => {};
    pmState.messages.messages = [messageOf(1)];
    pmState.messages.hasOlder = true;
    pmState.messages.loadOlder = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    setup();
    const region = list();
    region.scrollTop = 0;
    fireEvent.scroll(region);
    fireEvent.scroll(region);
    expect(pmState.messages.loadOlder).toHaveBeenCalledTimes(1);
    act(() => finish());
  });

  it('offers revoke on own messages younger than 2 minutes, and says why it failed', async () => {
    pmState.messages.messages = [
      own(1, { createAt: new Date(Date.now() - 3 * 60_000).toISOString() }),
      own(2, { createAt: new Date().toISOString() }),
      messageOf(3, { createAt: new Date().toISOString() }),
    ];
    pmDataMock.revokePm.mockResolvedValue({ ok: false, message: 'Too late to revoke' });
    const { user } = setup();
    const revoke = screen.getAllByRole('button', { name: 'Revoke this message' });
    expect(revoke).toHaveLength(1);
    expect(items()[1]!.contains(revoke[0]!)).toBe(true);
    await user.click(revoke[0]!);
    expect(pmDataMock.revokePm).toHaveBeenCalledExactlyOnceWith(2);
    expect(notice()).toMatchObject({ type: 'error', text: 'Too late to revoke' });
  });
});

describe('the send box', () => {
  it('refuses an empty or blank message with plsInputMsg', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(notice()).toMatchObject({ type: 'error', text: 'Please enter a message' });
    editor().innerHTML = '&nbsp; <br>';
    fireEvent.input(editor());
    fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(pmDataMock.sendPm).not.toHaveBeenCalled();
  });

  it('sends with Enter and clears the editor once the server took it; Shift+Enter does not send', async () => {
    setup();
    editor().innerHTML = 'hello <img src="/emoji/001.png" alt="">';
    fireEvent.input(editor());
    fireEvent.keyDown(editor(), { key: 'Enter', shiftKey: true });
    expect(pmDataMock.sendPm).not.toHaveBeenCalled();
    fireEvent.keyDown(editor(), { key: 'Enter' });
    await vi.waitFor(() => expect(editor().innerHTML).toBe(''));
    expect(pmDataMock.sendPm).toHaveBeenCalledExactlyOnceWith(1, { body: 'hello <img src="/emoji/001.png" alt="">' });
  });

  it('keeps the text and says why when the send fails', async () => {
    pmDataMock.sendPm.mockResolvedValue({ ok: false, message: 'Not connected' });
    const { user } = setup();
    editor().textContent = 'keep me';
    fireEvent.input(editor());
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(notice()).toMatchObject({ type: 'error', text: 'Not connected' });
    expect(editor().textContent).toBe('keep me');
  });

  it('disables the send box with no conversation chosen, saying why instead of a toast on send', () => {
    usePmScreen.setState({ subjectIdx: null });
    setup();
    for (const name of ['Send', 'Send a picture', 'Emoji', 'Send a product'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
    expect(editor().getAttribute('contenteditable')).toBe('false');
    expect(editor().getAttribute('aria-disabled')).toBe('true');
    expect(editor().getAttribute('aria-placeholder')).toBe('Choose a conversation first');
    fireEvent.keyDown(editor(), { key: 'Enter' });
    expect(notice()).toBeNull();
    expect(pmDataMock.sendPm).not.toHaveBeenCalled();
  });

  it("shows the pending product of 'chat with seller' above the send box: sent as a card only on Send product, or removed", async () => {
    const goods = { idx: 31, title: 'Glass kettle', price: 3999, urlCover: '/uploads/kettle.webp' };
    usePendingGoodsStore.getState().setPending(2, goods);
    const { user, unmount } = setup();
    // Another conversation's pending product is not shown here.
    expect(screen.queryByRole('region', { name: 'Product to send' })).toBeNull();
    unmount();
    usePendingGoodsStore.getState().setPending(1, goods);
    setup();
    const card = screen.getByRole('region', { name: 'Product to send' });
    expect(card.textContent).toContain('Glass kettle');
    expect(pmDataMock.sendPm).not.toHaveBeenCalled();
    await user.click(within(card).getByRole('button', { name: 'Send product' }));
    expect(pmDataMock.sendPm).toHaveBeenCalledExactlyOnceWith(1, { flag: 3, body: goods });
    await user.click(within(card).getByRole('button', { name: 'Remove the product' }));
    expect(usePendingGoodsStore.getState().pending).toBeNull();
    expect(document.activeElement).toBe(editor());
    expect(screen.queryByRole('region', { name: 'Product to send' })).toBeNull();
  });

  it('disables every send control while sending is not allowed', () => {
    pmState.canSend = false;
    setup();
    for (const name of ['Send', 'Send a picture', 'Emoji', 'Send a product'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled, name).toBe(true);
  });

  it('opens 80 named emoji and puts the chosen one into the input', async () => {
    const { user } = setup();
    const toggle = screen.getByRole('button', { name: 'Emoji' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const buttons = within(panel).getAllByRole('button');
    expect(buttons).toHaveLength(80);
    expect([buttons[0]!.getAttribute('aria-label'), buttons[79]!.getAttribute('aria-label')]).toEqual([
      'emoji 1',
      'emoji 80',
    ]);
    await user.click(within(panel).getByRole('button', { name: 'emoji 12' }));
    expect(editor().innerHTML).toBe('<img src="/emoji/012.png" alt="">');
    await user.click(toggle);
    expect(panel.hidden).toBe(true);
  });

  it('refuses a file that is not an image with plsChoiceImage', () => {
    setup();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(notice()).toMatchObject({ type: 'error', text: 'Please choose an image file' });
    expect(pmDataMock.sendPm).not.toHaveBeenCalled();
  });
});
