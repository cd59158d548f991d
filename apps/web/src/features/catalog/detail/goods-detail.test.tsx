// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import { useSessionStore } from '../../../api/session-store.ts';
import en from '../../../locales/en.json';
import { useMessageStore } from '../../../components/dialogs/message-store.ts';
import { GoodsDetail } from './goods-detail.tsx';
import type { GoodsDetailView } from './goods-detail-types.ts';
import type { GoodsCard } from '@storefront/contract';

const kettle: GoodsDetailView = {
  idx: 31,
  title: 'Glass kettle',
  description: 'Boils 1.7 l.',
  urlCover: '/uploads/kettle-480.webp',
  images: [],
  price: 4599,
  discountPrice: 3999,
  rating: 4.6,
  reviewCount: 0,
  sales: 12,
  stock: 8,
  categoryIdx: 2,
  dimensions: [],
  skus: [{ idx: 77, dimensionValue: '', price: 4599, discountPrice: 3999, stock: 8 }],
  shop: { idx: 13, name: 'Brightline Appliances', logo: '', rating: 4.2, followers: 1200 },
  warehouse: { idx: 21, city: '', country: '' },
  favorite: false,
  following: false,
};

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  // Reviews and related goods ask the server: an empty page each.
  configureRequest({
    fetch: async () =>
      Response.json({ code: 0, data: { rows: [], paging: { current: 1, total: 0, size: 10 }, summary: null } }),
  });
  useMessageStore.setState({ notice: null, loginPopup: false, dialog: null });
  chatWithSeller.mockClear();
});
afterEach(cleanup);

/** What the page passes in: the private-message feature's own tests and the browser journeys cover what it does. */
const chatWithSeller = vi.fn<(shopIdx: number, goods: GoodsCard) => void>();

function renderDetail() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/goods/detail',
        element: <GoodsDetail goods={kettle} detailKey={['goods', 31]} chatWithSeller={chatWithSeller} />,
      },
    ],
    { initialEntries: ['/goods/detail?idx=31'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('chat with seller on the product page (spec 3 chat2sbParams, 6)', () => {
  it('asks a guest to sign in and keeps no product for the chat', async () => {
    useSessionStore.setState({ user: {}, principalKnown: true });
    const user = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Chat with seller' }));
    expect(useMessageStore.getState().loginPopup).toBe(true);
    expect(chatWithSeller).not.toHaveBeenCalled();
  });

  it('opens the chat with the shop with the product, at the price shown, for a signed-in buyer', async () => {
    useSessionStore.setState({ user: { idx: 7, name: 'Demo Buyer', avatar: '', role: 'buyer' }, principalKnown: true });
    const user = renderDetail();
    await user.click(screen.getByRole('button', { name: 'Chat with seller' }));
    expect(useMessageStore.getState().loginPopup).toBe(false);
    expect(chatWithSeller).toHaveBeenCalledWith(kettle.shop.idx, {
      idx: 31,
      urlCover: '/uploads/kettle-480.webp',
      price: 3999,
      title: 'Glass kettle',
    });
    // A warehouse whose place is not known is not shown.
    expect(screen.queryByTestId('ships-from')).toBeNull();
  });
});
