// @vitest-environment happy-dom
import type { SiteConfig } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import en from '../../locales/en.json';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { CartFloat } from './cart-float.tsx';
import { FAKE_LABELS } from './cart-fake-summary.tsx';
import { priceAsStored } from './cart-price-stub.test-helpers.ts';
import type { CartItemInput } from './cart-rules.ts';
import { useCartDrawer } from './cart-drawer-store.ts';
import { useCartStore } from './cart-store.ts';

const lamp: CartItemInput = {
  idx: 4,
  sku: { idx: 41, price: 4599, discountPrice: 3999, cost: 2150, stock: 3 },
  title: 'Desk lamp',
  urlCover: '/uploads/lamp-480.webp',
  dimensions: ['Colour', 'Plug'],
  selectedValues: [
    { index: 1, label: 'Black', value: 'black' },
    { index: 0, label: 'EU', value: 'eu' },
  ],
};
const mug: CartItemInput = {
  idx: 9,
  sku: { idx: 90, price: 1250, cost: 400 },
  title: 'Tea mug',
  urlCover: '/uploads/mug-480.webp',
  dimensions: [],
  selectedValues: [],
};

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
  localStorage.clear();
  sessionStorage.clear();
  useCartStore.getState().reset();
  useCartDrawer.setState({ open: false });
  useSessionStore.setState({ user: {}, config: null });
  useMessageStore.setState({ notice: null });
  // The drawer shows the server's prices: here a catalog priced as the test's cart is.
  configureRequest({
    fetch: async (url, init) =>
      String(url).endsWith('/cart/price')
        ? Response.json(priceAsStored(JSON.parse(String(init?.body)) as Record<string, unknown>))
        : Response.json({ code: 4004 }),
  });
});
afterEach(cleanup);

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <CartFloat /> },
      { path: '/checkout', element: <CartFloat /> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, notice: () => useMessageStore.getState().notice };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Cart/ }));
  // The drawer's code loads the first time it opens.
  return within(await screen.findByTestId('cart-drawer'));
}

describe('the cart float', () => {
  it('shows the sum of quantities and the selected total, live', async () => {
    useCartStore.getState().add({ ...lamp, quantity: 2 });
    setup();
    expect(screen.getByTestId('cart-float-count').textContent).toBe('2');
    expect(screen.getByTestId('cart-float-total').textContent).toBe('$79.98');
    act(() => {
      useCartStore.getState().add(mug);
      useCartStore.getState().toggle(0);
    });
    expect(screen.getByTestId('cart-float-count').textContent).toBe('3');
    expect(screen.getByTestId('cart-float-total').textContent).toBe('$12.50');
    // Named by what it shows, described in full.
    const open = screen.getByRole('button', { name: 'Cart 3 $12.50' });
    expect(open.getAttribute('aria-describedby')).toBe('cart-float-summary');
    expect(document.getElementById('cart-float-summary')!.textContent).toBe('Open the cart: 3 items, $12.50 selected');
  });

  it('collapses to its icon and remembers that for the session', async () => {
    useCartStore.getState().add(lamp);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Hide the cart summary' }));
    expect(screen.queryByTestId('cart-float-total')).toBeNull();
    expect(screen.getByTestId('cart-float').className).toContain('cart-float--collapsed');
    cleanup();
    setup();
    expect(screen.queryByTestId('cart-float-total')).toBeNull();
    const expand = screen.getByRole('button', { name: 'Show the cart summary' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(expand);
    expect(screen.getByTestId('cart-float-total').textContent).toBe('$39.99');
    expect(sessionStorage.length).toBe(0);
  });

  it('is not shown on the checkout page, where the cart is the page', async () => {
    const { router } = setup();
    await act(() => router.navigate('/checkout'));
    expect(screen.queryByTestId('cart-float')).toBeNull();
  });
});

describe('the cart drawer', () => {
  it('lists each line with its chosen values, price and quantity, and edits them', async () => {
    useCartStore.getState().add(lamp);
    useCartStore.getState().add(mug);
    const { user } = setup();
    const drawer = await openDrawer(user);
    expect(screen.getByRole('dialog', { name: 'Shopping cart (2 items)' })).toBeTruthy();
    const [lampLine, mugLine] = drawer.getAllByTestId('cart-line').map((line) => within(line));
    expect(lampLine!.getByRole('link', { name: 'Desk lamp' }).getAttribute('href')).toBe('/goods/detail?idx=4');
    expect(lampLine!.getByText('Colour: Black · Plug: EU')).toBeTruthy();
    expect(lampLine!.getByText('$39.99')).toBeTruthy();
    expect(lampLine!.getByText('$45.99').tagName).toBe('S');
    expect(mugLine!.queryByText(/·/)).toBeNull();

    // The stepper stops at the stock (3) and at the minimum of 1.
    const more = lampLine!.getByRole('button', { name: 'One more Desk lamp' });
    const fewer = lampLine!.getByRole<HTMLButtonElement>('button', { name: 'One fewer Desk lamp' });
    expect(fewer.disabled).toBe(true);
    await user.click(more);
    await user.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(useCartStore.getState().items[0]!.quantity).toBe(3);
    const field = lampLine!.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity of Desk lamp' });
    await user.clear(field);
    await user.type(field, '0');
    expect(useCartStore.getState().items[0]!.quantity).toBe(1);
    expect(drawer.getByTestId('cart-total').textContent).toBe('$52.49');
    expect(screen.getByTestId('cart-float-count').textContent).toBe('2');

    // Select one line, then check-all.
    await user.click(mugLine!.getByRole('checkbox', { name: 'Select Tea mug' }));
    expect(drawer.getByTestId('cart-total').textContent).toBe('$39.99');
    const all = drawer.getByRole<HTMLInputElement>('checkbox', { name: 'Select all' });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    await user.click(all);
    expect(useCartStore.getState().items.every((item) => item.selected)).toBe(true);
    await user.click(all);
    expect(useCartStore.getState().items.some((item) => item.selected)).toBe(false);
    expect(drawer.getByText('0 lines selected')).toBeTruthy();
  });

  it('removes a line, re-indexing the ones after it', async () => {
    useCartStore.getState().add(lamp);
    useCartStore.getState().add(mug);
    const { user } = setup();
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Remove Desk lamp' }));
    expect(useCartStore.getState().items.map((item) => [item.idx, item.index])).toEqual([[9, 0]]);
    expect(drawer.getAllByTestId('cart-line')).toHaveLength(1);
    await user.click(drawer.getByRole('button', { name: 'Remove Tea mug' }));
    expect(drawer.getByTestId('cart-empty')).toBeTruthy();
  });

  it('shows the empty picture and message, and refuses to pay with shopCart.tip1', async () => {
    const { user, router, notice } = setup();
    const drawer = await openDrawer(user);
    expect(drawer.getByTestId('cart-empty').querySelector('svg')).toBeTruthy();
    expect(drawer.getByText('Your cart is empty')).toBeTruthy();
    await user.click(drawer.getByRole('button', { name: 'Go to payment · $0.00' }));
    expect(notice()).toMatchObject({ type: 'error', text: 'Your cart is empty' });
    expect(router.state.location.pathname).toBe('/');
    expect(useCartDrawer.getState().open).toBe(true);
    // Screen readers hear it inside the drawer, where they are while it is open.
    expect(drawer.getByRole('status').textContent).toBe('Your cart is empty');
  });

  it('refuses to pay with shopCart.tip2 when nothing is selected', async () => {
    useCartStore.getState().add(lamp);
    useCartStore.getState().checkAll(false);
    const { user, router, notice } = setup();
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Go to payment · $0.00' }));
    expect(notice()).toMatchObject({ type: 'error', text: 'Please select the items you want to pay for' });
    expect(router.state.location.pathname).toBe('/');
    expect(useCartDrawer.getState().open).toBe(true);
  });

  it('goes to /checkout and closes itself when something is selected', async () => {
    useCartStore.getState().add(lamp);
    const { user, router, notice } = setup();
    const drawer = await openDrawer(user);
    await user.click(drawer.getByRole('button', { name: 'Go to payment · $39.99' }));
    expect(router.state.location.pathname).toBe('/checkout');
    expect(useCartDrawer.getState().open).toBe(false);
    expect(screen.queryByTestId('cart-drawer')).toBeNull();
    expect(notice()).toBeNull();
  });

  it('closes with its labelled close button', async () => {
    const { user } = setup();
    await openDrawer(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useCartDrawer.getState().open).toBe(false);
  });
});

describe('the fake flag block (spec 6)', () => {
  const withFake = (fake: boolean) => useSessionStore.setState({ config: { fake } as SiteConfig });

  it('shows the purchase amount and expected profit, with the Chinese labels, when the flag is on', async () => {
    withFake(true);
    useCartStore.getState().add({ ...lamp, quantity: 2 });
    useCartStore.getState().add(mug);
    const { user } = setup();
    const drawer = await openDrawer(user);
    expect(drawer.getByText(FAKE_LABELS.purchaseAmount)).toBeTruthy();
    expect(drawer.getByText(FAKE_LABELS.expectedProfit)).toBeTruthy();
    expect(drawer.getByTestId('cart-purchase-amount').textContent).toBe('$47.00');
    expect(drawer.getByTestId('cart-expected-profit').textContent).toBe('$45.48');
    await user.click(drawer.getByRole('checkbox', { name: 'Select Desk lamp' }));
    expect(drawer.getByTestId('cart-purchase-amount').textContent).toBe('$4.00');
    expect(drawer.getByTestId('cart-expected-profit').textContent).toBe('$8.50');
  });

  it('shows neither without the flag', async () => {
    withFake(false);
    useCartStore.getState().add(lamp);
    const { user } = setup();
    const drawer = await openDrawer(user);
    expect(drawer.queryByTestId('cart-fake')).toBeNull();
    expect(drawer.queryByText(FAKE_LABELS.purchaseAmount)).toBeNull();
  });
});
