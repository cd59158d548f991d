// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify needs a standard DOM (see chat-html.test.ts).
import { MessageFlag } from '@storefront/contract/constants';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en.json';
import { ChatMessageBody } from './message-body.tsx';

beforeAll(async () => {
  // jsdom's <dialog> lacks showModal/close: the plain open attribute stands for them.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  setTexts(createTexts('en', en));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const show = (flag: number | undefined, body: unknown) =>
  render(
    <MemoryRouter>
      <ChatMessageBody message={{ flag, body: body as string }} />
    </MemoryRouter>,
  );

const CARD_LIKE =
  '<a class="chat-goods" href="https://pay.example/checkout"><img class="chat-goods__cover" src="https://pictures.example/a.webp">' +
  '<span class="chat-goods__title">Classic shirt</span><span class="chat-goods__price price">$1.00</span></a>' +
  ' or <a href="/help">help</a>';

describe('ChatMessageBody: look-alike cards and links elsewhere (issue 19 point 6)', () => {
  it('draws a text message dressed as a card as plain text, and only flag 3 as the card', () => {
    const text = show(MessageFlag.text, CARD_LIKE);
    expect(text.container.querySelector('.chat-goods, [class*="chat-goods__"], .price, img')).toBeNull();
    text.unmount();
    const card = show(MessageFlag.goods, { idx: 3, title: 'Classic shirt', price: 2_500, urlCover: '/uploads/a.webp' });
    expect(card.container.querySelector('a.chat-goods')?.getAttribute('href')).toBe('/goods/detail?idx=3');
  });

  it('opens a link elsewhere only after the warning: Cancel stays, Continue opens it in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    show(undefined, CARD_LIKE);
    const link = screen.getByRole('link', { name: /Classic shirt/ });
    expect(link.textContent).toBe('Classic shirt$1.00 pay.example ↗');
    await userEvent.click(link);
    const warning = screen.getByRole('dialog', { name: 'Leaving the site' });
    expect(warning.textContent).toContain('You are leaving Storefront for pay.example. Never pay outside the site.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(link);

    // A middle click asks too, and Continue opens the address in a tab that learns nothing of this one.
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledExactlyOnceWith('https://pay.example/checkout', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a link of the site open as it is', () => {
    show(undefined, CARD_LIKE);
    const own = screen.getByRole('link', { name: 'help' });
    expect(own.textContent).toBe('help');
    // Not prevented: the browser follows it (jsdom does not navigate).
    expect(fireEvent.click(own)).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
