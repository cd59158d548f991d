// @vitest-environment happy-dom
import type { LedgerEntryView } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { WalletLedger } from './wallet-ledger.tsx';

type Payload = Record<string, unknown>;
let ledgerCalls: Payload[];
/** How the next ledger calls answer. */
let answer: 'rows' | 'empty' | 'fail';

const entry = (idx: number, kind: LedgerEntryView['kind'], amount: number, balanceAfter: number): LedgerEntryView => ({
  idx,
  kind,
  amount,
  balanceAfter,
  reference: kind === 'payment' ? 'SO-20250102-7' : null,
  note: '',
  createAt: new Date(2025, 0, 2, 9, 5).toISOString(),
});

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  ledgerCalls = [];
  answer = 'rows';
  configureRequest({
    fetch: async (input, init) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...payload } = JSON.parse(String(init?.body)) as Payload;
      if (path !== 'wallet/ledger') return Response.json({ code: 4004, message: 'unexpected' });
      ledgerCalls.push(payload);
      if (answer === 'fail') return Response.json({ code: 5000, message: 'Server fault' });
      const page = Number(payload.page);
      const rows =
        answer === 'empty'
          ? []
          : [entry(page * 10 + 1, 'recharge', 10_050, 10_050), entry(page * 10 + 2, 'payment', -2_000, 8_050)];
      return Response.json({
        code: 0,
        data: { rows, paging: { current: page, total: answer === 'empty' ? 0 : 45, size: 20 } },
      });
    },
  });
});
afterEach(cleanup);

function renderLedger(url: string) {
  const router = createMemoryRouter([{ path: '/mine/wallet', element: <WalletLedger userIdx={7} /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), search: () => router.state.location.search, lastCall: () => ledgerCalls.at(-1) };
}

const filter = () => within(screen.getByRole('navigation', { name: en.wallet.ledger.filterLabel }));
const current = () =>
  filter()
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'true');

describe('WalletLedger', () => {
  it('asks for the kind and page the URL names and marks that filter', async () => {
    const { lastCall } = renderLedger('/mine/wallet?kind=refund&page=2');
    await screen.findByTestId('ledger-rows');
    expect(lastCall()).toEqual({ kind: 'refund', page: 2 });
    expect(current()?.textContent).toBe(en.wallet.ledger.kinds.refund);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('offers all, recharge, withdrawal, payment, refund, income, sale and commission', async () => {
    renderLedger('/mine/wallet');
    await screen.findByTestId('ledger-rows');
    expect(
      filter()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Recharge', 'Withdrawal', 'Payment', 'Refund', 'Income', 'Sale', 'Commission']);
    expect(current()?.textContent).toBe('All');
  });

  it('keeps the filter in the URL: a kind starts on page 1, pages keep the kind, all clears it', async () => {
    const { user, search, lastCall } = renderLedger('/mine/wallet?kind=refund&page=2');
    await screen.findByTestId('ledger-rows');

    await user.click(filter().getByRole('link', { name: 'Payment' }));
    await waitFor(() => expect(search()).toBe('?kind=payment'));
    await waitFor(() => expect(lastCall()).toEqual({ kind: 'payment', page: 1 }));
    expect(current()?.textContent).toBe('Payment');

    await user.click(await screen.findByRole('link', { name: /Next/ }));
    await waitFor(() => expect(search()).toBe('?kind=payment&page=2'));
    await waitFor(() => expect(lastCall()).toEqual({ kind: 'payment', page: 2 }));

    await user.click(await screen.findByRole('link', { name: /Previous/ }));
    await waitFor(() => expect(search()).toBe('?kind=payment'));

    await user.click(filter().getByRole('link', { name: 'All' }));
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() => expect(lastCall()).toEqual({ page: 1 }));
  });

  it('ignores an unknown kind in the URL rather than sending it', async () => {
    const { lastCall } = renderLedger('/mine/wallet?kind=bonus&page=abc');
    await screen.findByTestId('ledger-rows');
    expect(lastCall()).toEqual({ page: 1 });
    expect(current()?.textContent).toBe('All');
  });

  it('shows each row with its date, kind, signed amount, balance after and reference', async () => {
    renderLedger('/mine/wallet');
    const rows = within(await screen.findByTestId('ledger-rows')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [recharge, payment] = rows as [HTMLElement, HTMLElement];
    expect(within(recharge).getByText('Recharge')).toBeTruthy();
    expect(within(recharge).getByText('2025-01-02 09:05')).toBeTruthy();
    const plus = within(recharge).getByText('+$100.50');
    expect(plus.className).toContain('ledger-row__amount--in');
    expect(within(recharge).getByText('Balance $100.50')).toBeTruthy();
    const minus = within(payment).getByText('-$20.00');
    expect(minus.className).toContain('ledger-row__amount--out');
    expect(within(payment).getByText('Balance $80.50')).toBeTruthy();
    expect(within(payment).getByText('Ref. SO-20250102-7')).toBeTruthy();
  });

  it('shows an empty state, with a way back to all for a filtered view', async () => {
    answer = 'empty';
    const { user, search } = renderLedger('/mine/wallet?kind=income');
    expect(await screen.findByText(en.wallet.ledger.emptyKind)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: en.wallet.ledger.showAll }));
    await waitFor(() => expect(search()).toBe(''));
    expect(await screen.findByText(en.wallet.ledger.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: en.wallet.ledger.emptyAction }).getAttribute('href')).toBe(
      '/mine/wallet/recharge',
    );
  });

  it('offers a retry when the ledger cannot be loaded', async () => {
    answer = 'fail';
    const { user } = renderLedger('/mine/wallet');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(en.wallet.ledger.loadFailed)).toBeTruthy();
    answer = 'rows';
    await user.click(within(alert).getByRole('button', { name: en.common.retry }));
    expect(await screen.findByTestId('ledger-rows')).toBeTruthy();
    expect(ledgerCalls).toHaveLength(2);
  });
});
