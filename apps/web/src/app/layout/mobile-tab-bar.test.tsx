// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useCartDrawer } from '../../features/cart/cart-drawer-store.ts';
import { useCartStore } from '../../features/cart/cart-store.ts';
import en from '../../locales/en.json';
import { MobileTabBar } from './mobile-tab-bar.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  localStorage.clear();
  useCartStore.getState().reset();
  useCartDrawer.setState({ open: false });
});
afterEach(cleanup);

describe('MobileTabBar (spec 2.7)', () => {
  it('has the tabs home, product, cart and my, in that order', async () => {
    const router = createMemoryRouter([{ path: '*', element: <MobileTabBar /> }], { initialEntries: ['/goods'] });
    render(<RouterProvider router={router} />);
    const items = within(screen.getByRole('navigation', { name: 'Quick navigation' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Products', 'Cart', 'My']);

    const [home, goods, cart, mine] = items.map((item) => within(item));
    expect(home!.getByRole('link').getAttribute('href')).toBe('/');
    expect(goods!.getByRole('link').getAttribute('href')).toBe('/goods');
    expect(mine!.getByRole('link').getAttribute('href')).toBe('/dashboard');
    // The cart tab opens the cart drawer (settled reading), it is no link.
    await userEvent.click(cart!.getByRole('button', { name: /^Cart/ }));
    expect(useCartDrawer.getState().open).toBe(true);
    await userEvent.click(home!.getByRole('link'));
    expect(router.state.location.pathname).toBe('/');
  });
});
