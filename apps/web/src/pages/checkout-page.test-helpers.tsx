import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { createTexts, setTexts } from '../lib/i18n/texts.ts';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureRequest } from '../api/request.ts';
import { useSessionStore } from '../api/session-store.ts';
import en from '../locales/en.json';
import CheckoutPage from './checkout-page.tsx';
import { useCartDrawer } from '../features/cart/cart-drawer-store.ts';
import { priceAsStored } from '../features/cart/cart-price-stub.test-helpers.ts';
import { useCartStore } from '../features/cart/cart-store.ts';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { cartLine, indexed } from '../features/checkout/checkout-data.test-helpers.ts';

/* The checkout page's component tests share this: an API stub, a cart of three shops' lines, the render. */

export type Answer = { code: number; message?: string; data?: unknown };
export type Route = (body: Record<string, unknown>) => Answer;

/** Where the app navigated (the request helper's navigate, as the router would be). */
export const navigate = vi.fn<(to: string) => void>();

/** A fetch that answers each API path with its route, recording every call's path and body. */
export function stubApi(routes: Record<string, Route>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace('/api/v1/', '');
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const route = routes[path] ?? (path === 'cart/price' ? priceAsStored : undefined);
    return Response.json(route ? route(body) : { code: 4004, message: `no route ${path}` });
  });
  configureRequest({ fetch: fetch as typeof globalThis.fetch, navigate });
  return calls;
}

const SHOPS: Record<number, string> = { 3: 'Harbor Outfitters', 8: 'Lumen Electronics' };
export const shopDetail: Route = (body) => ({ code: 0, data: { idx: body.idx, name: SHOPS[body.idx as number] } });
/** goods/detail of product 5 (a line saved without its shopIdx) says it is Lumen's. */
export const goodsDetail: Route = (body) =>
  body.idx === 5 ? { code: 0, data: { idx: 5, shop: { idx: 8, name: 'Lumen Electronics' } } } : { code: 4004 };

/** Lumen: $987.99 + 3 x $19.99 (one line without its shopIdx); Harbor: 2 x $45.50; one unselected line. */
export function setCart() {
  useCartStore.setState({
    items: indexed([
      cartLine({ idx: 1, shopIdx: 8, title: 'Lumen Note 11', price: 98_799, quantity: 1 }),
      cartLine({ idx: 2, shopIdx: 3, title: 'Rain Shell Jacket', price: 4_550, quantity: 2 }),
      cartLine({ idx: 4, shopIdx: 3, title: 'Not this one', selected: false }),
      cartLine({ idx: 5, title: 'Lumen Buds', price: 1_999, quantity: 3 }),
    ]),
  });
}

export function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/checkout']}>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Registers the English pack and puts the stores back between tests. */
export function setUpCheckoutTests() {
  beforeAll(async () => {
    setTexts(createTexts('en', en));
  });
  beforeEach(() => {
    navigate.mockReset();
    useMessageStore.setState({ notice: null, dialog: null, loginPopup: false });
    useCartDrawer.setState({ open: false });
  });
  afterEach(() => {
    cleanup();
    useSessionStore.setState({ user: {}, config: null });
    useCartStore.getState().reset();
    localStorage.clear();
  });
}
