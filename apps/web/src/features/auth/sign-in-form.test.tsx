// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import en from '../../locales/en.json';
import { SignInForm } from './sign-in-form.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
afterEach(() => {
  cleanup();
  useSessionStore.setState({ user: {}, config: null });
  localStorage.clear();
});

/** A fetch that answers every call with `body` (and optional headers), recording what was sent. */
function stubFetch(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { headers }));
  configureRequest({ fetch: fetch as typeof globalThis.fetch });
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof stubFetch>, call = 0) =>
  JSON.parse(String(fetch.mock.calls[call]![1]!.body)) as Record<string, unknown>;

function renderForm() {
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <SignInForm onSignedIn={onSignedIn} />
    </MemoryRouter>,
  );
  return { onSignedIn };
}

describe('SignInForm', () => {
  it('shows the translated required errors under the fields and calls nothing', async () => {
    const fetch = stubFetch({ code: 0 });
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const account = screen.getByLabelText('Email or phone number');
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(account);
    expect(document.getElementById(account.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Please enter your email or phone number',
    );
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts account and password, then stores the tokens and the user', async () => {
    const user = { idx: 7, name: 'Demo Buyer', avatar: '', role: 'buyer' };
    const fetch = stubFetch({ code: 0, data: user, user }, { 'x-token': 'tok', 'x-refresh': 'ref' });
    const { onSignedIn } = renderForm();
    await userEvent.type(screen.getByLabelText('Email or phone number'), ' buyer@demo.shop ');
    await userEvent.type(screen.getByLabelText('Password'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/user/sign/in');
    expect(sentBody(fetch)).toMatchObject({ account: 'buyer@demo.shop', password: 'demo1234', context: { biz: 1 } });
    expect(sentBody(fetch)).not.toHaveProperty('countryCallingCode');
    expect(onSignedIn).toHaveBeenCalledWith(user);
    expect(useSessionStore.getState().user).toMatchObject({ idx: 7 });
    expect(localStorage.getItem('x-token')).toBe('tok');
  });

  it('shows a 4000 refusal naming the password under the password field', async () => {
    stubFetch({ code: 4000, message: 'Wrong account or password', data: { field: 'password' } });
    const { onSignedIn } = renderForm();
    await userEvent.type(screen.getByLabelText('Email or phone number'), 'buyer@demo.shop');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const errorId = password.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Wrong account or password');
    expect(screen.getByLabelText('Email or phone number').getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveProperty('disabled', false);
  });

  it('offers a calling code for a national phone number and sends it', async () => {
    useSessionStore.setState({
      config: {
        countries: [
          { iso: 'US', callingCode: '1', name: 'United States' },
          { iso: 'GB', callingCode: '44', name: 'United Kingdom' },
        ],
        locale: { lang: 'en', country: 'US', countryCallingCode: '1' },
      } as never,
    });
    const fetch = stubFetch({ code: 4029, message: 'Too many attempts' });
    renderForm();
    expect(screen.queryByLabelText('Country code')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email or phone number'), '7700 900123');
    const select = screen.getByLabelText('Country code');
    expect((select as HTMLSelectElement).value).toBe('US');
    await userEvent.selectOptions(select, 'GB');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(sentBody(fetch)).toMatchObject({ account: '7700900123', countryCallingCode: '44' });
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts, please wait a while and try again');
  });
});
