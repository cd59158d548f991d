// @vitest-environment happy-dom
import type { AccountOverview, CurrentUser } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { AccountHome } from './account-home.tsx';

const BUYER: CurrentUser = { idx: 7, name: 'Demo Buyer', avatar: '', role: 'buyer', email: 'buyer@demo.shop' };
const OVERVIEW: AccountOverview = {
  balance: 123_450,
  orderCounts: { pending: 2, paid: 0, shipped: 1, completed: 140, cancelled: 0 },
  favorites: 3,
  following: 1,
  hasTradePassword: false,
  application: null,
};
let overview: AccountOverview;

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  overview = OVERVIEW;
  configureRequest({
    fetch: async (input) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      if (path === 'mine/overview') return new Response(JSON.stringify({ code: 0, data: overview }));
      if (path === 'user/realname/inquiry') return new Response(JSON.stringify({ code: 0, data: { status: 'none' } }));
      return new Response(JSON.stringify({ code: 4004 }));
    },
  });
});
afterEach(cleanup);

function renderHome(user: CurrentUser = BUYER) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/mine', element: <AccountHome user={user} /> }], {
    initialEntries: ['/mine'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const h = en.account.home;

describe('AccountHome', () => {
  it('shows the balance, order shortcuts with counts, lists and the way to verify and to apply', async () => {
    renderHome();
    const balance = await screen.findByTestId('account-balance');
    expect(balance.textContent).toContain('$1,234.50');
    expect(balance.getAttribute('href')).toBe('/mine/wallet');
    const toPay = screen.getByRole('link', { name: `${h.orders.status.pending} 2 orders` });
    expect(toPay.getAttribute('href')).toBe('/mine/orders?status=pending');
    expect(within(toPay).getByText('2')).toBeTruthy();
    const completed = screen.getByRole('link', { name: `${h.orders.status.completed} 140 orders` });
    expect(within(completed).getByText('99+')).toBeTruthy();
    expect(screen.getByRole('link', { name: /3\s*Favorites/ }).getAttribute('href')).toBe('/mine/favorites');
    expect(screen.getByRole('link', { name: /1\s*Shop followed/ }).getAttribute('href')).toBe('/mine/following');
    expect(screen.getByRole('link', { name: h.setTradePassword }).getAttribute('href')).toBe(
      '/mine/settings#trade-password',
    );
    const realname = screen.getByRole('region', { name: h.realname.title });
    expect(within(realname).getByRole('link').getAttribute('href')).toBe('/realname');
    expect(await within(realname).findByText(en.realname.status.none)).toBeTruthy();
    const partnership = screen.getByRole('region', { name: h.partnership.title });
    expect(within(partnership).getByText(h.partnership.none)).toBeTruthy();
    expect(within(partnership).getByRole('link').getAttribute('href')).toBe('/shop/application');
  });

  it('follows a pending or rejected application', async () => {
    overview = {
      ...OVERVIEW,
      hasTradePassword: true,
      application: {
        idx: 1,
        userIdx: 7,
        shopName: 'Blue Pottery',
        contactName: 'Ann',
        contactPhone: '+4412345',
        email: 'ann@example.com',
        categoryIdx: 2,
        description: 'x'.repeat(20),
        status: 'rejected',
        reason: 'No photos',
        createAt: '2026-01-01T00:00:00Z',
        reviewedAt: '2026-01-02T00:00:00Z',
        shopIdx: null,
      },
    };
    renderHome();
    const partnership = await screen.findByRole('region', { name: h.partnership.title });
    expect(within(partnership).getByTestId('account-partnership-status').textContent).toBe(
      'Your application for “Blue Pottery” was not approved.',
    );
    expect(within(partnership).getByRole('link', { name: h.partnership.applyAgain })).toBeTruthy();
    expect(screen.queryByRole('link', { name: h.setTradePassword })).toBeNull();
  });

  it('links a seller to their shop and to the seller centre', async () => {
    renderHome({ ...BUYER, role: 'seller', shopIdx: 12 });
    const partnership = await screen.findByRole('region', { name: h.partnership.title });
    expect(within(partnership).getByRole('link', { name: h.partnership.myShop }).getAttribute('href')).toBe('/shop/12');
    expect(within(partnership).getByRole('link', { name: en.layout.header.sellerCentre }).getAttribute('href')).toBe(
      '/seller',
    );
    expect(screen.getByText(en.account.roles.seller)).toBeTruthy();
  });
});
