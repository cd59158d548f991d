// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { useCartStore } from '../../cart/public.ts';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { BuyBox } from './buy-box.tsx';
import type { GoodsDetailView } from './goods-detail-types.ts';
import { usePurchase } from './use-purchase.ts';

const ball: GoodsDetailView = {
  idx: 6,
  title: 'Match ball',
  description: '',
  urlCover: '/uploads/ball-480.webp',
  images: [],
  price: 1799,
  discountPrice: null,
  rating: 4.5,
  reviewCount: 12,
  sales: 40,
  stock: 419,
  categoryIdx: 1,
  dimensions: [
    {
      name: 'Colour',
      values: [
        { label: 'Blue', value: 'blue' },
        { label: 'Yellow', value: 'yellow' },
      ],
    },
    {
      name: 'Size',
      values: [
        { label: 'Size 4', value: 'size-4' },
        { label: 'Size 5', value: 'size-5' },
      ],
    },
  ],
  skus: [
    { idx: 24, dimensionValue: '0_0', price: 1799, discountPrice: null, stock: 196 },
    { idx: 25, dimensionValue: '0_1', price: 1999, discountPrice: 1499, stock: 3 },
    { idx: 26, dimensionValue: '1_0', price: 1799, discountPrice: null, stock: 144 },
    { idx: 27, dimensionValue: '1_1', price: 1999, discountPrice: null, stock: 0 },
  ],
  shop: { idx: 2, name: 'Ball shop', logo: '', rating: 4, followers: 10 },
  warehouse: { idx: 5, city: 'Porto', country: 'PT' },
  favorite: false,
  following: false,
};

function Harness({ goods }: { goods: GoodsDetailView }) {
  const purchase = usePurchase(goods);
  return <BuyBox goods={goods} purchase={purchase} onFavorite={() => {}} />;
}

function setup(goods: GoodsDetailView = ball) {
  const router = createMemoryRouter(
    [
      { path: '/goods/detail', element: <Harness goods={goods} /> },
      { path: '/checkout', element: <p>checkout page</p> },
    ],
    { initialEntries: ['/goods/detail?idx=6'] },
  );
  render(<RouterProvider router={router} />);
  const group = (name: string) => within(screen.getByRole('group', { name: new RegExp(`^${name}`) }));
  return { user: userEvent.setup(), router, group, notice: () => useMessageStore.getState().notice?.text };
}

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  localStorage.clear();
  useCartStore.getState().reset();
  useMessageStore.setState({ notice: null });
});
afterEach(cleanup);

describe('BuyBox', () => {
  it('shows the price range, then the chosen sku price, discount and stock', async () => {
    const { user, group } = setup();
    expect(screen.getByTestId('detail-price').textContent).toBe('$14.99 – $17.99');
    await user.click(group('Colour').getByRole('radio', { name: 'Blue' }));
    await user.click(group('Size').getByRole('radio', { name: 'Size 5' }));
    expect(screen.getByTestId('detail-price').textContent).toBe('$14.99');
    expect(screen.getByText('-25%')).toBeTruthy();
    expect(screen.getByTestId('detail-stock').textContent).toBe('3 in stock');
  });

  it('says where the product ships from, the country in the reader language', () => {
    setup();
    expect(screen.getByTestId('ships-from').textContent).toBe('Ships from Porto, Portugal');
  });

  it('disables a value that is sold out given the other choice', async () => {
    const { user, group } = setup();
    expect(group('Size').getByRole<HTMLInputElement>('radio', { name: /Size 5/ }).disabled).toBe(false);
    await user.click(group('Colour').getByRole('radio', { name: 'Yellow' }));
    expect(group('Size').getByRole<HTMLInputElement>('radio', { name: /Size 5/ }).disabled).toBe(true);
  });

  it('names the missing dimension instead of adding', async () => {
    const { user, group } = setup();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useMessageStore.getState().notice?.text).toBe('Please choose Colour');
    await user.click(group('Colour').getByRole('radio', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useMessageStore.getState().notice?.text).toBe('Please choose Size');
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('adds the chosen sku with its quantity, then says it is already there', async () => {
    const { user, group, notice } = setup();
    await user.click(group('Colour').getByRole('radio', { name: 'Yellow' }));
    await user.click(group('Size').getByRole('radio', { name: 'Size 4' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(notice()).toBe('Added to your cart');
    expect(useCartStore.getState().items).toEqual([
      expect.objectContaining({
        idx: 6,
        sku: { idx: 26, price: 1799, discountPrice: null, stock: 144 },
        dimensionValue: '1_0',
        selectedValues: [
          { index: 1, label: 'Yellow', value: 'yellow' },
          { index: 0, label: 'Size 4', value: 'size-4' },
        ],
        quantity: 2,
        price: 1799,
        shopIdx: 2,
        // Spec 3 cart item: the warehouse the product ships from.
        warehouseIdx: 5,
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(notice()).toBe('This item is already in your cart');
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('clamps a typed quantity to the sku stock and never below 1', async () => {
    const { user, group } = setup();
    await user.click(group('Colour').getByRole('radio', { name: 'Blue' }));
    await user.click(group('Size').getByRole('radio', { name: 'Size 5' }));
    const input = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '40');
    expect(input.value).toBe('3');
    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input.value).toBe('1');
  });

  it('passes the sku cost on to the cart line when the detail carries it (fake flag)', async () => {
    const costed = { ...ball, skus: ball.skus.map((sku) => ({ ...sku, cost: sku.price - 700 })) };
    const { user, group } = setup(costed);
    await user.click(group('Colour').getByRole('radio', { name: 'Blue' }));
    await user.click(group('Size').getByRole('radio', { name: 'Size 5' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(useCartStore.getState().items[0]!.sku).toEqual({
      idx: 25,
      price: 1999,
      discountPrice: 1499,
      stock: 3,
      cost: 1299,
    });
  });

  it('buy now adds the item and goes to checkout', async () => {
    const { user, group, router } = setup();
    await user.click(group('Colour').getByRole('radio', { name: 'Blue' }));
    await user.click(group('Size').getByRole('radio', { name: 'Size 4' }));
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
