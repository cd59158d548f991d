// @vitest-environment happy-dom
import type { CurrentUser } from '@storefront/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { installTestApi, testItem, testOrder } from '../order-api.test-helpers.ts';
import { renderRoutes, setUpOrderTests, TEST_BUYER, TEST_SELLER } from '../order-setup.test-helpers.tsx';
import { OrdersBoard } from './orders-board.tsx';

const buyer = TEST_BUYER;
const seller = TEST_SELLER;

setUpOrderTests();

function renderBoard(url: string, user: CurrentUser = buyer) {
  return renderRoutes(
    [
      { path: '/mine/orders', element: <OrdersBoard user={user} /> },
      { path: '/mine/order/review', element: <p>review page</p> },
    ],
    url,
  );
}

const card = (orderNo: string) => screen.getByRole('article', { name: `Order ${orderNo}` });
const tab = (name: RegExp) => screen.getByRole('link', { name });
const notice = () => useMessageStore.getState().notice?.text;

describe('the status tabs', () => {
  it('keep the tab and the page in the URL and ask for exactly that', async () => {
    const paid = Array.from({ length: 12 }, (_, i) => testOrder(i + 1, 'paid'));
    const api = installTestApi([...paid, testOrder(20, 'shipped'), testOrder(21, 'pending')]);
    const { user, location } = renderBoard('/mine/orders?status=paid&page=2');

    // Page 2 holds the 11th and 12th paid orders.
    expect(await screen.findByRole('article', { name: 'Order 202503040011' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(api.callsTo('order/list')).toEqual([{ status: 'paid', page: 2 }]);
    expect(tab(/^Paid/).getAttribute('aria-current')).toBe('page');
    // Counts per status, and their sum on "All".
    expect(tab(/^Paid/).textContent).toBe('Paid(12)');
    expect(tab(/^All/).textContent).toBe('All(14)');
    expect(tab(/^Cancelled/).textContent).toBe('Cancelled');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();

    await user.click(tab(/^Shipped/));
    await waitFor(() => expect(location().search).toBe('?status=shipped'));
    expect(await screen.findByRole('article', { name: 'Order 202503040020' })).toBeTruthy();
    expect(api.callsTo('order/list').at(-1)).toEqual({ status: 'shipped', page: 1 });
    expect(tab(/^Shipped/).getAttribute('aria-current')).toBe('page');
    expect(tab(/^Paid/).getAttribute('aria-current')).toBeNull();

    await user.click(tab(/^All/));
    await waitFor(() => expect(location().search).toBe(''));
    await waitFor(() => expect(api.callsTo('order/list').at(-1)).toEqual({ page: 1 }));
    await user.click(await screen.findByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await waitFor(() => expect(api.callsTo('order/list').at(-1)).toEqual({ page: 2 }));
  });

  it('shows an empty tab with a way to the products', async () => {
    installTestApi([testOrder(1, 'paid')]);
    renderBoard('/mine/orders?status=cancelled');
    expect(await screen.findByText('No orders here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/goods');
  });
});

describe('an order card', () => {
  it('shows the shop, number, status, lines, total and date', async () => {
    const order = testOrder(1, 'paid', { items: [testItem(1, { quantity: 2 }), testItem(2, { price: 100 })] });
    installTestApi([order]);
    renderBoard('/mine/orders');
    const article = await screen.findByRole('article', { name: 'Order 20250304001' });
    const inCard = within(article);
    expect(inCard.getByRole('link', { name: 'Lamp House' }).getAttribute('href')).toBe('/shop/1');
    expect(inCard.getByTestId('order-status').textContent).toBe('Paid');
    expect(inCard.getByRole('link', { name: 'Desk lamp 1' }).getAttribute('href')).toBe('/goods/detail?idx=101');
    expect(inCard.getAllByText('Colour: Red')).toHaveLength(2);
    expect(inCard.getByText('× 2')).toBeTruthy();
    expect(inCard.getByText('$25.99')).toBeTruthy();
    expect(inCard.getByTestId('order-total').textContent).toBe('$52.98');
    expect(inCard.getByText('Total (3 items):')).toBeTruthy();
    expect(article.querySelector('time')?.textContent).toMatch(/^2025-03-0[45] \d\d:\d\d$/);
  });

  it('offers the actions its status allows', async () => {
    installTestApi([
      testOrder(1, 'pending'),
      testOrder(2, 'paid'),
      testOrder(3, 'shipped'),
      testOrder(4, 'completed'),
      testOrder(5, 'completed', { items: [testItem(50, { reviewed: true })] }),
      testOrder(6, 'cancelled'),
    ]);
    renderBoard('/mine/orders');
    await screen.findByRole('article', { name: 'Order 20250304001' });
    const actions = (n: number) =>
      within(card(`2025030400${n}`))
        .queryAllByRole('button')
        .concat(within(card(`2025030400${n}`)).queryAllByRole('link', { name: 'Write a review' }))
        .map((element) => element.textContent);
    expect(actions(1)).toEqual(['Pay now', 'Cancel order']);
    expect(actions(2)).toEqual(['Cancel order']);
    expect(actions(3)).toEqual(['Confirm receipt']);
    expect(actions(4)).toEqual(['Write a review']);
    expect(actions(5)).toEqual([]);
    expect(actions(6)).toEqual([]);
    expect(within(card('20250304004')).getByRole('link', { name: 'Write a review' }).getAttribute('href')).toBe(
      '/mine/order/review?idx=4',
    );
  });

  it('asks before cancelling, and after "keep order" nothing is sent', async () => {
    const api = installTestApi([testOrder(2, 'paid')]);
    const { user } = renderBoard('/mine/orders');
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('refunded to your wallet');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('order/cancel')).toEqual([]);

    await user.click(within(screen.getByRole('article')).getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(within(screen.getByRole('article')).getByTestId('order-status').textContent).toBe('Cancelled'),
    );
    expect(api.callsTo('order/cancel')).toEqual([{ idx: 2 }]);
    expect(notice()).toBe('Operation complete');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('article')).queryAllByRole('button')).toEqual([]);
  });

  it('confirms receipt only after the confirmation', async () => {
    const api = installTestApi([testOrder(3, 'shipped')]);
    const { user } = renderBoard('/mine/orders');
    await user.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    expect(api.callsTo('order/confirm')).toEqual([]);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm receipt?' })).getByRole('button', {
        name: 'Yes, I received it',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Completed'));
    expect(api.callsTo('order/confirm')).toEqual([{ idx: 3 }]);
    expect(screen.getByRole('link', { name: 'Write a review' })).toBeTruthy();
  });

  it('pays with the trade password: six digits, a wrong one keeps the prompt open', async () => {
    const api = installTestApi([testOrder(1, 'pending')]);
    const { user } = renderBoard('/mine/orders');
    // A pending order shows its payment deadline (ORDER_PAY_WINDOW_MINUTES after placing).
    expect((await screen.findByTestId('pay-by')).textContent).toMatch(/^Pay by .+ to keep this order$/);
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay order 20250304001' });
    const field = within(dialog).getByLabelText('Trade password') as HTMLInputElement;
    expect(field.type).toBe('password');
    expect(field.inputMode).toBe('numeric');

    await user.type(field, '12a');
    expect(field.value).toBe('12');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $25.99' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter your 6-digit trade password');
    expect(api.callsTo('order/pay')).toEqual([]);

    await user.clear(field);
    await user.type(field, '000000{Enter}');
    await waitFor(() => expect(notice()).toBe('Trade password error'));
    expect(api.callsTo('order/pay')).toEqual([{ idx: 1, tradePassword: '000000' }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(field.value).toBe('');

    await user.type(field, '123456{Enter}');
    await waitFor(() => expect(screen.getByTestId('order-status').textContent).toBe('Paid'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('pay-by')).toBeNull();
    expect(notice()).toBe('Operation complete');
  });
});

describe("a shop's orders", () => {
  it('are in the seller centre: a seller gets a link there, and ?view=seller still shows their purchases', async () => {
    const api = installTestApi(
      [testOrder(1, 'completed', { items: [testItem(10, { reviewed: true })] })],
      [testOrder(2, 'paid', { buyer: { idx: 7, name: 'Ann Lee' } })],
    );
    renderBoard('/mine/orders?view=seller', seller);
    await screen.findByRole('article', { name: 'Order 20250304001' });
    expect(screen.getByRole('link', { name: "My shop's orders" }).getAttribute('href')).toBe('/seller/orders');
    expect(api.callsTo('seller/order/list')).toEqual([]);
  });

  it('are not offered to a buyer', async () => {
    const api = installTestApi([testOrder(1, 'paid')], [testOrder(2, 'paid')]);
    renderBoard('/mine/orders?view=seller');
    await screen.findByRole('article', { name: 'Order 20250304001' });
    expect(screen.queryByRole('link', { name: "My shop's orders" })).toBeNull();
    expect(api.callsTo('seller/order/list')).toEqual([]);
  });
});
