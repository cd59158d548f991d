// @vitest-environment happy-dom
import type { ShopApplicationView } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { ApplicationForm } from './application-form.tsx';
import { StaffApplications } from './staff-applications.tsx';

const CATEGORIES = [
  { idx: 3, slug: 'home', name: 'Home & kitchen', icon: '', goodsCount: 10 },
  { idx: 5, slug: 'fashion', name: 'Fashion', icon: '', goodsCount: 8 },
];
const APPLICATION: ShopApplicationView = {
  idx: 41,
  userIdx: 9,
  shopName: 'Harbour Ceramics',
  contactName: 'Hana',
  contactPhone: '+447700900123',
  email: 'hana@example.com',
  categoryIdx: 3,
  description: 'Hand-thrown mugs and bowls.',
  status: 'pending',
  reason: null,
  createAt: '2026-01-02T10:20:00.000Z',
  reviewedAt: null,
  shopIdx: null,
};

let sent: Array<{ path: string; body: Record<string, unknown> }>;
let reply: (path: string, body: Record<string, unknown>) => unknown;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  sent = [];
  useMessageStore.setState({ notice: null, dialog: null });
  configureRequest({
    fetch: async (input, init) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...body } = JSON.parse(String(init?.body)) as Record<string, unknown>;
      sent.push({ path, body });
      return new Response(JSON.stringify(reply(path, body)));
    },
  });
});
afterEach(cleanup);

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('ApplicationForm', () => {
  const f = en.partnership.form;
  const setup = () => {
    const onSubmitted = vi.fn();
    render(
      <ApplicationForm
        categories={CATEGORIES}
        initial={{ contactName: 'Hana', email: 'hana@example.com' }}
        onSubmitted={onSubmitted}
      />,
    );
    return { user: userEvent.setup(), onSubmitted };
  };

  it('shows the problems under their fields, focuses the first and sends nothing', async () => {
    reply = () => ({ code: 0 });
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: f.submit }));
    const shopName = screen.getByLabelText(f.shopName);
    await waitFor(() => expect(errorOf(shopName)).toContain(en.partnership.errors.shopNameRequired));
    expect(errorOf(screen.getByLabelText(f.category))).toContain(en.partnership.errors.categoryRequired);
    expect(errorOf(screen.getByLabelText(f.contactPhone))).toContain(en.partnership.errors.phoneRequired);
    expect(errorOf(screen.getByLabelText(f.description))).toContain(en.partnership.errors.descriptionRequired);
    // Filled in from the account: no complaint there.
    expect(errorOf(screen.getByLabelText(f.contactName))).not.toContain(en.partnership.errors.contactNameRequired);
    await waitFor(() => expect(document.activeElement).toBe(shopName));
    expect(sent).toEqual([]);
  });

  it('sends the cleaned-up application and hands the filed one to the page', async () => {
    reply = () => ({ code: 0, data: APPLICATION });
    const { user, onSubmitted } = setup();
    await user.type(screen.getByLabelText(f.shopName), ' Harbour Ceramics ');
    await user.selectOptions(screen.getByLabelText(f.category), '3');
    await user.type(screen.getByLabelText(f.contactPhone), '+44 7700 900-123');
    await user.type(screen.getByLabelText(f.description), 'Hand-thrown mugs and bowls, shipped worldwide.');
    await user.click(screen.getByRole('button', { name: f.submit }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(APPLICATION));
    expect(sent).toEqual([
      {
        path: 'shop/application/submit',
        body: {
          shopName: 'Harbour Ceramics',
          contactName: 'Hana',
          contactPhone: '+447700900123',
          email: 'hana@example.com',
          categoryIdx: 3,
          description: 'Hand-thrown mugs and bowls, shipped worldwide.',
        },
      },
    ]);
  });

  it("puts the server's refusal (a taken shop name) under the shop name", async () => {
    reply = () => ({ code: 4000, message: 'A shop with this name already exists', data: { field: 'shopName' } });
    const { user, onSubmitted } = setup();
    await user.type(screen.getByLabelText(f.shopName), 'Taken Name');
    await user.selectOptions(screen.getByLabelText(f.category), '5');
    await user.type(screen.getByLabelText(f.contactPhone), '+447700900123');
    await user.type(screen.getByLabelText(f.description), 'Hand-thrown mugs and bowls, shipped worldwide.');
    await user.click(screen.getByRole('button', { name: f.submit }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText(f.shopName))).toContain('A shop with this name already exists'),
    );
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('StaffApplications', () => {
  const s = en.staff.applications;
  let rows: ShopApplicationView[];

  beforeEach(() => {
    rows = [APPLICATION];
    reply = (path, body) => {
      if (path === 'category/list') return { code: 0, data: CATEGORIES };
      if (path === 'staff/shop/application/list') {
        const shown = rows.filter((row) => !body.status || row.status === body.status);
        return { code: 0, data: { rows: shown, paging: { current: 1, total: shown.length, size: 20 } } };
      }
      if (path === 'staff/shop/application/review') {
        rows = rows.map((row) =>
          row.idx === body.idx
            ? { ...row, status: body.approve ? 'approved' : 'rejected', reason: (body.reason as string) ?? null }
            : row,
        );
        return { code: 0, data: rows[0] };
      }
      return { code: 4004 };
    };
  });

  const renderList = (path = '/staff') => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter([{ path: '/staff', element: <StaffApplications /> }], { initialEntries: [path] });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return userEvent.setup();
  };

  it('lists the waiting applications with their category, and approves one', async () => {
    const user = renderList();
    const card = await screen.findByRole('article', { name: 'Harbour Ceramics' });
    expect(within(card).getByText('Home & kitchen')).toBeTruthy();
    expect(sent.find((call) => call.path === 'staff/shop/application/list')?.body).toEqual({
      status: 'pending',
      page: 1,
    });
    await user.click(within(card).getByRole('button', { name: `${s.approve} Harbour Ceramics` }));
    await screen.findByText(s.empty.pending);
    expect(sent.filter((call) => call.path === 'staff/shop/application/review').map((call) => call.body)).toEqual([
      { idx: 41, approve: true },
    ]);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    const user = renderList();
    const card = await screen.findByRole('article', { name: 'Harbour Ceramics' });
    await user.click(within(card).getByRole('button', { name: `${s.reject} Harbour Ceramics` }));
    const reason = within(card).getByLabelText(s.reason);
    await user.click(within(card).getByRole('button', { name: s.confirmReject }));
    expect(errorOf(reason)).toContain(s.reasonRequired);
    expect(sent.some((call) => call.path === 'staff/shop/application/review')).toBe(false);
    await user.type(reason, 'Please add photos of your products.');
    await user.click(within(card).getByRole('button', { name: s.confirmReject }));
    await screen.findByText(s.empty.pending);
    expect(sent.filter((call) => call.path === 'staff/shop/application/review').map((call) => call.body)).toEqual([
      { idx: 41, approve: false, reason: 'Please add photos of your products.' },
    ]);
  });

  it('shows another status tab from the URL', async () => {
    rows = [{ ...APPLICATION, status: 'rejected', reason: 'No photos' }];
    renderList('/staff?status=rejected');
    const card = await screen.findByRole('article', { name: 'Harbour Ceramics' });
    expect(within(card).getByText('No photos')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByRole('link', { name: s.tabs.rejected }).getAttribute('aria-current')).toBe('page');
  });
});
