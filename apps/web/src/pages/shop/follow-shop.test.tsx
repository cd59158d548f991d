// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import en from '../../locales/en.json';
import ShopLayout from './shop-layout.tsx';
import { useMessageStore } from '../../components/dialogs/message-store.ts';

const SHOP = {
  idx: 13,
  name: 'Brightline Appliances',
  logo: '/logo.webp',
  description: 'Kettles and more',
  rating: 4.2,
  followers: 1200,
  sales: 10,
  goodsCount: 3,
  banner: '',
  createAt: '2024-01-01T00:00:00.000Z',
  following: false,
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
let followAnswer: (body: unknown) => void;
const fetchStub = vi.fn((url: RequestInfo | URL, init?: RequestInit) => {
  const path = String(url);
  const body = JSON.parse(String(init?.body)) as { idx?: number };
  if (path.endsWith('shop/detail')) {
    return Promise.resolve(
      json(body.idx === SHOP.idx ? { code: 0, data: SHOP } : { code: 4004, message: 'Not found' }),
    );
  }
  if (path.endsWith('goods/list'))
    return Promise.resolve(json({ code: 0, data: { rows: [], paging: { current: 1, total: 0, size: 20 } } }));
  if (path.endsWith('shop/follow')) {
    expect(body).toMatchObject({ idx: 13, follow: true });
    return new Promise<Response>((resolve) => (followAnswer = (body) => resolve(json(body))));
  }
  return Promise.resolve(json({ code: 4004, message: 'Not found' }));
});

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  fetchStub.mockClear();
  configureRequest({ fetch: fetchStub as typeof fetch });
  useMessageStore.setState({ notice: null, loginPopup: false });
  useSessionStore.setState({ user: { idx: 7, name: 'Demo Buyer', avatar: '', role: 'buyer' } });
});
afterEach(cleanup);

function renderShop(path = '/shop/13') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/shop/:idx', element: <ShopLayout /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const followers = () => screen.getByText('Followers').parentElement!.querySelector('data')!.getAttribute('value');
const followCalls = () => fetchStub.mock.calls.filter(([url]) => String(url).endsWith('shop/follow'));

describe('following a shop', () => {
  it('shows the follow at once, then keeps the server count', async () => {
    renderShop();
    const button = await screen.findByRole('button', { name: 'Follow Brightline Appliances' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('Following');
    expect(followers()).toBe('1201');
    followAnswer({ code: 0, data: { follow: true, followers: 1205 } });
    await waitFor(() => expect(followers()).toBe('1205'));
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('rolls back and says so when the call is refused', async () => {
    renderShop();
    const button = await screen.findByRole('button', { name: 'Follow Brightline Appliances' });
    await userEvent.click(button);
    expect(followers()).toBe('1201');
    followAnswer({ code: 5000, message: 'Server busy' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(followers()).toBe('1200');
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'error', text: 'Server busy' });
  });

  it('asks a guest to sign in instead of calling', async () => {
    useSessionStore.setState({ user: {} });
    renderShop();
    await userEvent.click(await screen.findByRole('button', { name: 'Follow Brightline Appliances' }));
    expect(useMessageStore.getState().loginPopup).toBe(true);
    expect(followCalls()).toHaveLength(0);
  });

  it('shows a translated not-found state for an unknown shop', async () => {
    renderShop('/shop/999');
    await screen.findByRole('heading', { name: 'Shop not found' });
  });
});
