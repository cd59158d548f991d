// @vitest-environment happy-dom
import type { WalletView, WithdrawalAccountView } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { WithdrawalForm } from './withdrawal-form.tsx';

type Payload = Record<string, unknown>;
let calls: { path: string; payload: Payload }[];
let accounts: WithdrawalAccountView[];
let withdrawalAnswer: Payload;

const wallet = (overrides: Partial<WalletView> = {}): WalletView => ({
  balance: 5_000,
  frozen: 0,
  hasTradePassword: true,
  lockedUntil: null,
  rechargeAvailable: true,
  ...overrides,
});

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  calls = [];
  accounts = [
    { idx: 3, kind: 'bank', holder: 'Ana Buyer', accountNo: '****6789', bank: 'First Bank' },
    { idx: 4, kind: 'paypal', holder: 'Ana Buyer', accountNo: '****shop', bank: '' },
  ];
  withdrawalAnswer = { code: 0 };
  useMessageStore.setState({ notice: null, dialog: null });
  configureRequest({
    fetch: async (input, init) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...payload } = JSON.parse(String(init?.body)) as Payload;
      calls.push({ path, payload });
      switch (path) {
        case 'withdrawal-account/list':
          return Response.json({ code: 0, data: accounts });
        case 'withdrawal-account/save': {
          const saved = {
            idx: 9,
            kind: payload.kind,
            holder: payload.holder,
            accountNo: '****4321',
            bank: payload.bank,
          };
          accounts = [...accounts, saved as WithdrawalAccountView];
          return Response.json({ code: 0, data: saved });
        }
        case 'wallet/withdrawal':
          return Response.json(withdrawalAnswer);
        case 'wallet/summary':
          return Response.json({ code: 0, data: wallet() });
        default:
          return Response.json({ code: 4004, message: 'unexpected' });
      }
    },
  });
});
afterEach(cleanup);

async function renderWithdrawal(view: WalletView = wallet()) {
  const router = createMemoryRouter(
    [
      { path: '/mine/wallet/withdrawal', element: <WithdrawalForm userIdx={7} wallet={view} /> },
      { path: '/mine/wallet', element: <p>wallet home</p> },
    ],
    { initialEntries: ['/mine/wallet/withdrawal'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const amount = screen.getByLabelText(en.wallet.amount.label) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: en.wallet.withdrawal.submit }) as HTMLButtonElement;
  return { user, router, amount, submit };
}

const withdrawals = () => calls.filter((call) => call.path === 'wallet/withdrawal').map((call) => call.payload);
const errorOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent;

describe('WithdrawalForm', () => {
  it('lists the saved accounts as radios, masked, the first one chosen', async () => {
    await renderWithdrawal();
    const group = screen.getByRole('group', { name: en.wallet.accounts.title });
    const radios = await within(group).findAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByText('First Bank ****6789')).toBeTruthy();
    expect(within(group).getByText('****shop')).toBeTruthy();
  });

  it.each([
    ['-5', en.wallet.amount.errors.format],
    ['0', en.wallet.amount.errors.zero],
    ['abc', en.wallet.amount.errors.format],
    ['1.234', en.wallet.amount.errors.format],
    ['50.01', 'The amount is more than your available balance of $50.00.'],
  ])('refuses %j with %j under the field', async (text, message) => {
    const { user, amount, submit } = await renderWithdrawal();
    await screen.findAllByRole('radio');
    await user.type(amount, text);
    await user.type(screen.getByLabelText(en.wallet.tradePassword.label), '123456');
    await user.click(submit);
    await waitFor(() => expect(errorOf(amount)).toBe(message));
    expect(withdrawals()).toEqual([]);
  });

  it('asks for a six-digit trade password, masked and digits only', async () => {
    const { user, amount, submit } = await renderWithdrawal();
    await screen.findAllByRole('radio');
    const password = screen.getByLabelText(en.wallet.tradePassword.label) as HTMLInputElement;
    expect(password.type).toBe('password');
    await user.type(amount, '20');
    await user.type(password, '12a34');
    expect(password.value).toBe('1234');
    await user.click(submit);
    await waitFor(() => expect(errorOf(password)).toBe(en.wallet.tradePassword.invalid));
    expect(withdrawals()).toEqual([]);
  });

  it('withdraws to the chosen account with the trade password, then goes back to the wallet', async () => {
    const { user, router, amount, submit } = await renderWithdrawal();
    const radios = await screen.findAllByRole('radio');
    await user.click(radios[1]!);
    await user.type(amount, '20');
    await user.type(screen.getByLabelText(en.wallet.tradePassword.label), '123456');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/wallet'));
    expect(withdrawals()).toEqual([
      { amount: '20', accountIdx: 4, tradePassword: '123456', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
  });

  it("says 'trade password error' for a 4002 and clears the password", async () => {
    const { user, router, amount, submit } = await renderWithdrawal();
    await screen.findAllByRole('radio');
    const password = screen.getByLabelText(en.wallet.tradePassword.label) as HTMLInputElement;
    await user.type(amount, '20');
    await user.type(password, '654321');
    withdrawalAnswer = { code: 4002 };
    await user.click(submit);
    await waitFor(() => expect(errorOf(password)).toBe('Trade password error'));
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'error', text: 'Trade password error' });
    expect(password.value).toBe('');
    expect(router.state.location.pathname).toBe('/mine/wallet/withdrawal');
  });

  it("shows the server's lock message as given", async () => {
    const { user, amount, submit } = await renderWithdrawal();
    await screen.findAllByRole('radio');
    const password = screen.getByLabelText(en.wallet.tradePassword.label);
    await user.type(amount, '20');
    await user.type(password, '654321');
    const lock = 'Too many wrong trade passwords. Try again after 15 minutes.';
    withdrawalAnswer = { code: 4029, message: lock };
    await user.click(submit);
    await waitFor(() => expect(errorOf(password)).toBe(lock));
    expect(useMessageStore.getState().notice).toMatchObject({ text: lock });
  });

  it('sends to settings when no trade password is set', async () => {
    const { submit } = await renderWithdrawal(wallet({ hasTradePassword: false }));
    expect(screen.queryByLabelText(en.wallet.tradePassword.label)).toBeNull();
    expect(screen.getByText(en.wallet.tradePassword.notSet)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.wallet.tradePassword.setLink }).getAttribute('href')).toBe(
      '/mine/settings',
    );
    expect(submit.disabled).toBe(true);
  });

  it('adds an account after checking its fields, and chooses it', async () => {
    const { user } = await renderWithdrawal();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: en.wallet.accounts.add }));
    const form = within(screen.getByRole('group', { name: en.wallet.accountForm.title }));
    await user.click(form.getByRole('button', { name: en.wallet.accountForm.save }));
    expect(form.getByText(en.wallet.accountForm.errors.holder)).toBeTruthy();
    expect(form.getByText(en.wallet.accountForm.errors.accountNo)).toBeTruthy();
    expect(form.getByText(en.wallet.accountForm.errors.bank)).toBeTruthy();
    expect(calls.some((call) => call.path === 'withdrawal-account/save')).toBe(false);

    await user.type(form.getByLabelText(en.wallet.accountForm.holder), 'Ana Buyer');
    await user.type(form.getByLabelText(en.wallet.accountForm.accountNo), 'DE89370400440532014321');
    await user.type(form.getByLabelText(en.wallet.accountForm.bank), 'Second Bank');
    await user.click(form.getByRole('button', { name: en.wallet.accountForm.save }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'withdrawal-account/save')?.payload).toEqual({
        kind: 'bank',
        holder: 'Ana Buyer',
        accountNo: 'DE89370400440532014321',
        bank: 'Second Bank',
      }),
    );
    const added = await screen.findByRole('radio', { name: /Second Bank \*\*\*\*4321/ });
    await waitFor(() => expect((added as HTMLInputElement).checked).toBe(true));
  });

  it('removes an account after confirming', async () => {
    const { user } = await renderWithdrawal();
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Remove ****shop' }));
    await user.click(await screen.findByRole('button', { name: en.wallet.accounts.removeConfirm }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'withdrawal-account/delete')?.payload).toEqual({ idx: 4 }),
    );
  });
});
