// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '../api/session-store.ts';
import { useCartStore } from '../features/cart/cart-store.ts';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import {
  goodsDetail,
  navigate,
  renderPage,
  setCart,
  setUpCheckoutTests,
  shopDetail,
  stubApi,
  type Answer,
} from './checkout-page.test-helpers.tsx';

setUpCheckoutTests();

describe('checkout: paying', () => {
  const address = {
    idx: 41,
    name: 'Demo Buyer',
    callingCode: '1',
    phone: '4155550100',
    country: 'US',
    area: 'San Francisco, CA',
    address: '500 Market Street',
    isDefault: true,
  };

  it('retries a wrong trade password with the same idempotency key, then empties the cart and shows the orders', async () => {
    useSessionStore.setState({ user: { idx: 7, name: 'Buyer', avatar: '' } });
    setCart();
    const answers: Answer[] = [
      { code: 4002 },
      {
        code: 0,
        data: {
          orders: [
            { idx: 1, orderNo: 'A1', shopIdx: 8, total: 104_796, status: 'paid' },
            { idx: 2, orderNo: 'A2', shopIdx: 3, total: 9_100, status: 'paid' },
          ],
          total: 113_896,
          balance: 386_104,
        },
      },
    ];
    const calls = stubApi({
      'shop/detail': shopDetail,
      'goods/detail': goodsDetail,
      'address/list': () => ({ code: 0, data: [{ ...address, idx: 40, isDefault: false }, address] }),
      'wallet/summary': () => ({
        code: 0,
        data: { balance: 500_000, frozen: 0, hasTradePassword: true, lockedUntil: null },
      }),
      'order/place': () => answers.shift()!,
    });
    renderPage();

    // The default address comes first and is chosen.
    const options = await screen.findAllByTestId('address-option');
    expect(within(options[0]!).getByRole('radio')).toHaveProperty('checked', true);
    expect(within(options[0]!).getByText('Default')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toContain('$5,000.00'));

    const password = screen.getByLabelText('Trade password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('inputmode')).toBe('numeric');
    const pay = screen.getByRole('button', { name: 'Pay $1,138.96' });

    await userEvent.type(password, '12345');
    await userEvent.click(pay);
    expect(screen.getByText('Enter your 6-digit trade password')).toBeTruthy();
    expect(calls.filter((call) => call.path === 'order/place')).toHaveLength(0);

    await userEvent.type(password, '9');
    await userEvent.click(pay);
    await waitFor(() => expect(useMessageStore.getState().notice?.text).toBe('Trade password error'));
    expect(useCartStore.getState().items).toHaveLength(4);
    expect((password as HTMLInputElement).value).toBe('');

    await userEvent.type(password, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,138.96' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/mine/orders'));

    const placed = calls.filter((call) => call.path === 'order/place').map((call) => call.body);
    expect(placed).toHaveLength(2);
    expect(placed[0]).toMatchObject({
      addressIdx: 41,
      tradePassword: '123459',
      lines: [
        { goodsIdx: 1, skuIdx: 11, quantity: 1 },
        { goodsIdx: 2, skuIdx: 21, quantity: 2 },
        { goodsIdx: 5, skuIdx: 51, quantity: 3 },
      ],
    });
    expect(placed[1]).toMatchObject({ tradePassword: '123456' });
    expect(placed[1]!.idempotencyKey).toBe(placed[0]!.idempotencyKey);

    // Only the unselected line stays in the cart; the result dialog names what was paid.
    expect(useCartStore.getState().items.map((item) => [item.idx, item.index])).toEqual([[4, 0]]);
    expect(useMessageStore.getState().dialog).toMatchObject({
      type: 'result',
      title: 'Order placed',
      message: 'Your 2 orders (one per shop) are paid: $1,138.96 was taken from your wallet.',
      okButton: { to: '/mine/orders' },
    });
  });

  it('edits and deletes a saved address from the book', async () => {
    useSessionStore.setState({
      user: { idx: 7, name: 'Buyer', avatar: '' },
      config: { countries: [{ iso: 'US', callingCode: '1', name: 'United States' }] } as never,
    });
    setCart();
    let book = [address, { ...address, idx: 42, name: 'Office', isDefault: false }];
    const calls = stubApi({
      'shop/detail': shopDetail,
      'goods/detail': goodsDetail,
      'address/list': () => ({ code: 0, data: book }),
      'address/save': (body) => ({ code: 0, data: { ...address, ...body } }),
      'address/delete': (body) => {
        book = book.filter((entry) => entry.idx !== body.idx);
        return { code: 0, data: { idx: body.idx } };
      },
      'wallet/summary': () => ({
        code: 0,
        data: { balance: 500_000, frozen: 0, hasTradePassword: true, lockedUntil: null },
      }),
    });
    renderPage();

    await userEvent.click(await screen.findByRole('button', { name: 'Edit the address of Demo Buyer' }));
    const name = await screen.findByLabelText('Recipient name');
    expect((name as HTMLInputElement).value).toBe('Demo Buyer');
    expect((screen.getByLabelText('Receiving area / region') as HTMLInputElement).value).toBe('San Francisco, CA');
    await userEvent.clear(screen.getByLabelText('Receiving area / region'));
    await userEvent.type(screen.getByLabelText('Receiving area / region'), 'Oakland, CA');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByTestId('address-form')).toBeNull());
    expect(calls.find((call) => call.path === 'address/save')?.body).toMatchObject({
      idx: 41,
      area: 'Oakland, CA',
      phone: '4155550100',
      callingCode: '1',
      isDefault: true,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete the address of Office' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('address-option')).toHaveLength(1));
    expect(calls.find((call) => call.path === 'address/delete')?.body).toMatchObject({ idx: 42 });
    expect(useMessageStore.getState().notice?.text).toBe('Operation complete');
  });

  it('blocks paying while the trade password is locked, saying until when', async () => {
    useSessionStore.setState({ user: { idx: 7, name: 'Buyer', avatar: '' } });
    setCart();
    const lockedUntil = new Date(Date.now() + 15 * 60_000);
    let locked = false;
    const calls = stubApi({
      'shop/detail': shopDetail,
      'goods/detail': goodsDetail,
      'address/list': () => ({ code: 0, data: [address] }),
      'wallet/summary': () => ({
        code: 0,
        data: {
          balance: 500_000,
          frozen: 0,
          hasTradePassword: true,
          lockedUntil: locked ? lockedUntil.toISOString() : null,
        },
      }),
      // The fifth wrong trade password locks it (spec: five failures lock it for a while).
      'order/place': () => {
        locked = true;
        return { code: 4029, message: 'Too many wrong trade passwords. Try again after 15 minutes.' };
      },
    });
    renderPage();
    await waitFor(() => expect(screen.getByTestId('wallet-balance').textContent).toContain('$5,000.00'));
    // Paying waits for the delivery of the chosen address to be priced by the server.
    await waitFor(() => expect(screen.getByTestId('pay-button')).toHaveProperty('disabled', false));
    await userEvent.type(screen.getByLabelText('Trade password'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $1,138.96' }));

    await waitFor(() =>
      expect(useMessageStore.getState().notice?.text).toBe(
        'Too many wrong trade passwords. Try again after 15 minutes.',
      ),
    );
    const note = await screen.findByTestId('pay-note');
    await waitFor(() => expect(note.dataset.block).toBe('locked'));
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(note.textContent).toContain(`${pad(lockedUntil.getHours())}:${pad(lockedUntil.getMinutes())}`);
    expect(screen.getByTestId('pay-button')).toHaveProperty('disabled', true);
    expect(screen.getByLabelText('Trade password')).toHaveProperty('disabled', true);
    expect(calls.filter((call) => call.path === 'order/place')).toHaveLength(1);
    expect(useCartStore.getState().items).toHaveLength(4);
  });

  it('explains a missing trade password and a short balance, and will not pay', async () => {
    useSessionStore.setState({ user: { idx: 7, name: 'Buyer', avatar: '' } });
    setCart();
    let wallet = { balance: 100_000, frozen: 0, hasTradePassword: false, lockedUntil: null };
    stubApi({
      'shop/detail': shopDetail,
      'goods/detail': goodsDetail,
      'address/list': () => ({ code: 0, data: [address] }),
      'wallet/summary': () => ({ code: 0, data: wallet }),
    });
    renderPage();
    const note = await screen.findByTestId('pay-note');
    await waitFor(() => expect(note.dataset.block).toBe('noTradePassword'));
    expect(within(note).getByRole('link', { name: 'Set it in settings' }).getAttribute('href')).toBe('/mine/settings');
    expect(screen.getByTestId('pay-button')).toHaveProperty('disabled', true);
    cleanup();

    wallet = { ...wallet, hasTradePassword: true };
    renderPage();
    const short = await screen.findByTestId('pay-note');
    await waitFor(() => expect(short.dataset.block).toBe('insufficient'));
    expect(short.textContent).toContain('$138.96 short');
    expect(within(short).getByRole('link', { name: 'Recharge your wallet' }).getAttribute('href')).toBe(
      '/mine/wallet/recharge',
    );
    expect(screen.getByText('Not enough')).toBeTruthy();
    expect(screen.getByTestId('pay-button')).toHaveProperty('disabled', true);
  });
});
