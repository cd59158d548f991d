// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useCartDrawer } from '../features/cart/cart-drawer-store.ts';
import { useCartStore } from '../features/cart/cart-store.ts';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { cartLine, indexed } from '../features/checkout/checkout-data.test-helpers.ts';
import {
  goodsDetail,
  renderPage,
  setCart,
  setUpCheckoutTests,
  shopDetail,
  stubApi,
} from './checkout-page.test-helpers.tsx';

setUpCheckoutTests();

describe('checkout: lines grouped by shop', () => {
  it('shows the selected lines under their shops, a line without shopIdx under the shop goods/detail names', async () => {
    setCart();
    const calls = stubApi({ 'shop/detail': shopDetail, 'goods/detail': goodsDetail });
    renderPage();

    const lumen = await screen.findByRole('region', { name: 'Lumen Electronics' });
    const harbor = await screen.findByRole('region', { name: 'Harbor Outfitters' });
    const titles = (region: HTMLElement) =>
      within(region)
        .getAllByTestId('checkout-line')
        .map((line) => within(line).getByRole('link').textContent);
    expect(titles(lumen)).toEqual(['Lumen Note 11', 'Lumen Buds']);
    expect(titles(harbor)).toEqual(['Rain Shell Jacket']);
    expect(screen.queryByText('Not this one')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Other items' })).toBeNull();

    // Subtotals per shop and the total, in the money format (spec 9).
    expect(within(lumen).getByTestId('shop-subtotal').textContent).toBe('$1,047.96');
    expect(within(harbor).getByTestId('shop-subtotal').textContent).toBe('$91.00');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$1,138.96');
    expect(screen.getByRole('heading', { name: '6 items', level: 2 })).toBeTruthy();
    expect(within(lumen).getAllByText('Colour: Red')).toHaveLength(2);
    expect(within(lumen).getAllByText('× 3')).toHaveLength(1);

    // Editing the cart opens the cart drawer over the checkout.
    await userEvent.click(screen.getByRole('button', { name: 'Edit cart' }));
    expect(useCartDrawer.getState().open).toBe(true);

    // goods/detail is asked only for the line that lacks its shop.
    expect(calls.filter((call) => call.path === 'goods/detail').map((call) => call.body.idx)).toEqual([5]);
  });

  it("puts a line whose shop cannot be found in an 'other' group", async () => {
    useCartStore.setState({ items: indexed([cartLine({ idx: 6, title: 'Mystery box' })]) });
    stubApi({ 'goods/detail': goodsDetail });
    renderPage();
    const other = await screen.findByRole('region', { name: 'Other items' });
    expect(within(other).getByText('Mystery box')).toBeTruthy();
  });

  it('shows the empty state with a way to the goods when nothing is selected', () => {
    stubApi({});
    renderPage();
    expect(screen.getByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/goods');
  });

  it('sends a guest to the login popup instead of the address book and paying', async () => {
    setCart();
    const calls = stubApi({ 'shop/detail': shopDetail, 'goods/detail': goodsDetail });
    renderPage();
    expect(screen.queryByTestId('address-book')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to pay' }));
    expect(useMessageStore.getState().loginPopup).toBe(true);
    expect(calls.map((call) => call.path)).not.toContain('address/list');
    expect(calls.map((call) => call.path)).not.toContain('order/place');
  });
});
