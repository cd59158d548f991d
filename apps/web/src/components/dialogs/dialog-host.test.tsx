// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import en from '../../locales/en.json';
import { DialogHost, RESULT_DIALOG_DEFAULT_TARGET } from './dialog-host.tsx';
import { useMessageStore } from './message-store.ts';

const navigate = vi.fn<(to: string) => void>();

beforeAll(async () => {
  // happy-dom's <dialog> may lack showModal/close: give it the plain open attribute behaviour.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  navigate.mockReset();
  configureRequest({ navigate });
  useMessageStore.setState({ dialog: null, notice: null, loginPopup: false });
});
afterEach(cleanup);

describe('the result dialog (spec 2.3)', () => {
  it('shows a tick, the title, the message and the service hint; OK goes to /realname by default', async () => {
    render(<DialogHost />);
    act(() =>
      useMessageStore
        .getState()
        .openDialog({ type: 'result', title: 'Welcome aboard!', message: 'Your account is ready.' }),
    );
    const dialog = screen.getByTestId('dialog');
    expect(dialog.querySelector('.result-dialog__tick')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome aboard!' })).toBeTruthy();
    expect(dialog.textContent).toContain('Your account is ready.');
    expect(dialog.textContent).toContain(en.dialog.contactService);
    expect(RESULT_DIALOG_DEFAULT_TARGET).toBe('/realname');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(navigate).toHaveBeenCalledWith('/realname');
    expect(useMessageStore.getState().dialog).toBeNull();
  });

  it('follows okButton.to and its text when given, and calls onClosed', async () => {
    const onClosed = vi.fn();
    render(<DialogHost />);
    act(() =>
      useMessageStore
        .getState()
        .openDialog({ type: 'result', title: 'Paid', okButton: { text: 'See orders', to: '/mine/orders' }, onClosed }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'See orders' }));
    expect(navigate).toHaveBeenCalledWith('/mine/orders');
    expect(onClosed).toHaveBeenCalledOnce();
  });

  it('labels OK with okText, shows body without a message, and draws the result dialog only for type result', async () => {
    render(<DialogHost />);
    act(() => useMessageStore.getState().openDialog({ title: 'Notice', body: 'Plain body', okText: 'Got it' }));
    let dialog = screen.getByTestId('dialog');
    expect(dialog.className).toBe('message-dialog');
    expect(dialog.querySelector('.result-dialog__tick')).toBeNull();
    expect(dialog.textContent).toContain('Plain body');
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(navigate).not.toHaveBeenCalled();

    act(() =>
      useMessageStore
        .getState()
        .openDialog({ type: 'result', title: 'Saved', okText: 'Show me', okButton: { to: '/mine/orders' } }),
    );
    dialog = screen.getByTestId('dialog');
    expect(dialog.className).toBe('result-dialog');
    expect(dialog.querySelector('.result-dialog__tick')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show me' }));
    expect(navigate).toHaveBeenCalledWith('/mine/orders');
  });

  it('a plain message dialog only closes', async () => {
    render(<DialogHost />);
    act(() => useMessageStore.getState().openDialog({ title: 'Notice', message: 'Hello' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(navigate).not.toHaveBeenCalled();
    expect(useMessageStore.getState().dialog).toBeNull();
  });
});
