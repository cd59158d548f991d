// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import { useSessionStore } from '../../../api/session-store.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { PasswordForm } from './password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { TradePasswordForm } from './trade-password-form.tsx';

let sent: Array<{ path: string; body: Record<string, unknown> }>;
let reply: (path: string) => unknown;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  sent = [];
  reply = () => ({ code: 0, data: null });
  useMessageStore.setState({ notice: null, dialog: null });
  configureRequest({
    fetch: async (input, init) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...body } = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ path, body });
      return new Response(JSON.stringify(reply(path)));
    },
  });
});
afterEach(cleanup);

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('PasswordForm', () => {
  const s = en.account.settings.password;

  it('shows every problem under its field, focuses the first and sends nothing', async () => {
    render(<PasswordForm />);
    const user = userEvent.setup();
    await user.type(field(s.new), 'short');
    await user.click(screen.getByRole('button', { name: s.submit }));
    await waitFor(() => expect(errorOf(field(s.old))).toContain(en.account.errors.oldPasswordRequired));
    expect(errorOf(field(s.new))).toContain(en.account.errors.newPasswordTooShort);
    expect(errorOf(field(s.confirm))).toContain(en.account.errors.confirmRequired);
    expect(field(s.old).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(s.old)));
    expect(sent).toEqual([]);
  });

  it('sends the old and new password, reports success and empties the form', async () => {
    render(<PasswordForm />);
    const user = userEvent.setup();
    await user.type(field(s.old), 'old-secret');
    await user.type(field(s.new), 'new-secret-1');
    await user.type(field(s.confirm), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: s.submit }));
    await waitFor(() => expect(field(s.old).value).toBe(''));
    expect(sent).toEqual([
      { path: 'user/password/change', body: { oldPassword: 'old-secret', newPassword: 'new-secret-1' } },
    ]);
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'success', text: en.action.complete });
  });

  it("puts the server's refusal of the current password under that field", async () => {
    reply = () => ({ code: 4000, message: 'Your sign-in password is incorrect', data: { field: 'oldPassword' } });
    render(<PasswordForm />);
    const user = userEvent.setup();
    await user.type(field(s.old), 'wrong-one');
    await user.type(field(s.new), 'new-secret-1');
    await user.type(field(s.confirm), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: s.submit }));
    await waitFor(() => expect(errorOf(field(s.old))).toContain('Your sign-in password is incorrect'));
    // What was typed stays, to be corrected.
    expect(field(s.new).value).toBe('new-secret-1');
  });
});

describe('TradePasswordForm', () => {
  const s = en.account.settings.trade;

  it('keeps only digits, sends the sign-in and trade password, then tells the page', async () => {
    const onChanged = vi.fn();
    render(<TradePasswordForm hasTradePassword={false} onChanged={onChanged} />);
    expect(screen.getByRole('heading', { name: s.setTitle })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field(s.signInPassword), 'my-password');
    await user.type(field(s.tradePassword), '12a34b5678');
    expect(field(s.tradePassword).value).toBe('123456');
    await user.type(field(s.confirm), '123456');
    await user.click(screen.getByRole('button', { name: s.set }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      { path: 'user/trade-password/set', body: { password: 'my-password', tradePassword: '123456' } },
    ]);
  });

  it('reads as a change once one is set, and refuses a short or mismatched one', async () => {
    render(<TradePasswordForm hasTradePassword onChanged={() => undefined} />);
    expect(screen.getByRole('heading', { name: s.changeTitle })).toBeTruthy();
    const user = userEvent.setup();
    await user.type(field(s.signInPassword), 'pw');
    await user.type(field(s.tradePassword), '1234');
    await user.type(field(s.confirm), '9999');
    await user.click(screen.getByRole('button', { name: s.change }));
    await waitFor(() => expect(errorOf(field(s.tradePassword))).toContain(en.account.errors.tradePasswordFormat));
    expect(errorOf(field(s.confirm))).toContain(en.account.errors.tradePasswordMismatch);
    expect(sent).toEqual([]);
  });
});

describe('ProfileForm', () => {
  const s = en.account.settings.profile;
  const USER = { idx: 4, name: 'Ann', avatar: '', role: 'buyer' as const, email: 'ann@example.com' };

  it('refuses an empty name, then saves the trimmed one and merges the answer into the session', async () => {
    useSessionStore.setState({ user: USER });
    reply = () => ({ code: 0, data: { ...USER, name: 'Ann Lee' }, user: { ...USER, name: 'Ann Lee' } });
    render(<ProfileForm user={USER} />);
    const user = userEvent.setup();
    await user.clear(field(s.name));
    await user.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() => expect(errorOf(field(s.name))).toContain(en.account.errors.nameRequired));
    expect(sent).toEqual([]);
    await user.type(field(s.name), '  Ann Lee ');
    await user.click(screen.getByRole('button', { name: s.save }));
    await waitFor(() => expect(useSessionStore.getState().user.name).toBe('Ann Lee'));
    expect(sent).toEqual([{ path: 'user/profile/update', body: { name: 'Ann Lee', avatar: '' } }]);
  });
});
