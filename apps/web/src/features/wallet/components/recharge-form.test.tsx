// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { RechargeForm } from './recharge-form.tsx';

type Payload = Record<string, unknown>;
let recharges: Payload[];
/** How the next recharge answers: an envelope, or null for a request that never arrives. */
let nextAnswer: Payload | null;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  recharges = [];
  nextAnswer = { code: 0, data: { balance: 10_050 } };
  useMessageStore.setState({ notice: null, dialog: null });
  configureRequest({
    fetch: async (input, init) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...payload } = JSON.parse(String(init?.body)) as Payload;
      if (path !== 'wallet/recharge') return Response.json({ code: 4004, message: 'unexpected' });
      recharges.push(payload);
      if (nextAnswer === null) throw new TypeError('Failed to fetch');
      return Response.json(nextAnswer);
    },
  });
});
afterEach(cleanup);

function renderRecharge() {
  const router = createMemoryRouter(
    [
      { path: '/mine/wallet/recharge', element: <RechargeForm /> },
      { path: '/mine/wallet', element: <p>wallet home</p> },
    ],
    { initialEntries: ['/mine/wallet/recharge'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const amount = screen.getByLabelText(en.wallet.amount.label) as HTMLInputElement;
  const submit = screen.getByRole('button', { name: en.wallet.recharge.submit });
  return { user: userEvent.setup(), router, amount, submit };
}

const errors = en.wallet.amount.errors;

describe('RechargeForm', () => {
  it.each([
    ['', errors.empty],
    ['-5', errors.format],
    ['abc', errors.format],
    ['1.234', errors.format],
    ['0', errors.zero],
    ['1000000.01', 'The amount can be at most $1,000,000.00.'],
  ])('refuses %j under the field with %j and sends nothing', async (text, message) => {
    const { user, amount, submit } = renderRecharge();
    if (text) await user.type(amount, text);
    await user.click(submit);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent).toBe(message);
    expect(recharges).toEqual([]);
  });

  it('checks the amount when the field is left, and clears the error once it is fixed', async () => {
    const { user, amount } = renderRecharge();
    await user.type(amount, '1.234');
    await user.tab();
    expect(screen.getByText(errors.format)).toBeTruthy();
    await user.type(amount, '{Backspace}');
    await waitFor(() => expect(screen.queryByText(errors.format)).toBeNull());
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('clearly labels the test payment provider and its test card', () => {
    renderRecharge();
    expect(screen.getByRole('heading', { name: 'Test payment provider — no real money moves' })).toBeTruthy();
    expect(screen.getByText('4242 4242 4242 4242')).toBeTruthy();
  });

  it('fills an amount from a quick pick', async () => {
    const { user, amount } = renderRecharge();
    for (const name of ['$50.00', '$100.00', '$500.00']) expect(screen.getByRole('button', { name })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '$500.00' }));
    expect(amount.value).toBe('500.00');
    expect(screen.getByRole('button', { name: '$500.00' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('$500.00 will be added to your wallet.')).toBeTruthy();
  });

  it('recharges the typed amount with an idempotency key, then goes back to the wallet', async () => {
    const { user, router, amount, submit } = renderRecharge();
    await user.type(amount, '100.50');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/wallet'));
    expect(recharges).toEqual([{ amount: '100.50', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'success', text: en.action.complete });
  });

  it('retries an unanswered attempt with the same key, and makes a new key for a new attempt', async () => {
    const { user, router, amount, submit } = renderRecharge();
    await user.type(amount, '50');
    nextAnswer = null;
    await user.click(submit);
    await waitFor(() => expect(useMessageStore.getState().notice?.text).toBe(en.action.failed));
    nextAnswer = { code: 4029, message: 'Too many recharges, try again later' };
    await user.click(submit);
    await waitFor(() => expect(recharges).toHaveLength(2));
    expect(recharges[1]!.idempotencyKey).toBe(recharges[0]!.idempotencyKey);
    // The server's message, as given.
    await waitFor(() => expect(useMessageStore.getState().notice?.text).toBe('Too many recharges, try again later'));
    expect(router.state.location.pathname).toBe('/mine/wallet/recharge');

    nextAnswer = { code: 0 };
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine/wallet'));
    expect(recharges[2]!.idempotencyKey).not.toBe(recharges[1]!.idempotencyKey);
  });

  it("shows the server's refusal of the amount under the field", async () => {
    const { user, amount, submit } = renderRecharge();
    await user.type(amount, '20');
    nextAnswer = { code: 4000, message: 'Amount is not accepted', data: { field: 'amount' } };
    await user.click(submit);
    await waitFor(() =>
      expect(document.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[1]!)?.textContent).toBe(
        'Amount is not accepted',
      ),
    );
  });
});
