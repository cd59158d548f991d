// @vitest-environment happy-dom
import type { GoodsCardView } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest } from '../../../api/request.ts';
import en from '../../../locales/en.json';
import { GoodsListing } from './goods-listing.tsx';
import type { ListingScope } from './listing-params.ts';

type Payload = Record<string, unknown>;
let calls: { path: string; payload: Payload }[];

const card = (idx: number): GoodsCardView => ({
  idx,
  title: `Product ${idx}`,
  urlCover: `/uploads/p${idx}-480.webp`,
  price: 1000 + idx,
  discountPrice: null,
  categoryIdx: 1,
  rating: 4.5,
  reviewCount: 3,
  sales: 10,
  stock: 5,
  shopIdx: 7,
  shopName: 'Lamp House',
});

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  calls = [];
  configureRequest({
    fetch: async (input, init) => {
      const path = String(input).replace(/^.*\/api\/v1\//, '');
      const { context: _context, ...payload } = JSON.parse(String(init?.body)) as Payload;
      calls.push({ path, payload });
      if (path === 'category/list') {
        return Response.json({
          code: 0,
          data: [{ idx: 2, slug: 'home', name: 'Home & Living', icon: 'sofa', goodsCount: 3 }],
        });
      }
      const page = Number(payload.page);
      const rows = [1, 2, 3].map((n) => card(page * 100 + n));
      return Response.json({ code: 0, data: { rows, paging: { current: page, total: 45, size: 20 } } });
    },
  });
});
afterEach(cleanup);

function renderListing(url: string, scope?: ListingScope) {
  const router = createMemoryRouter([{ path: '*', element: <GoodsListing scope={scope} /> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  const lastList = () => calls.filter((call) => call.path === 'goods/list').at(-1)?.payload;
  return { user: userEvent.setup(), search, lastList };
}

/** The sidebar's copy of a control (the drawer's copy only exists while it is open). */
const first = <T extends HTMLElement>(elements: HTMLElement[]) => elements[0] as T;

describe('GoodsListing', () => {
  it('asks goods/list for the view the URL describes and shows the paging info', async () => {
    const { lastList } = renderListing('/goods?min=10&inStock=1&sort=priceAsc&page=2');
    expect(await screen.findByText('Product 201')).toBeTruthy();
    expect(lastList()).toEqual({ sort: 'priceAsc', page: 2, size: 20, priceMin: 1000, inStock: true });
    expect(screen.getByText('Showing 21–40 of 45')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/goods?min=10&inStock=1&sort=priceAsc&page=3',
    );
  });

  it('goes back to page 1 when a filter or the sort changes', async () => {
    const { user, search } = renderListing('/goods?page=3&kw=lamp');
    await screen.findByText('Product 301');
    await user.click(first(screen.getAllByLabelText(en.catalog.listing.filters.inStock)));
    await waitFor(() => expect(search().toString()).toBe('kw=lamp&inStock=1'));
    await user.selectOptions(screen.getByLabelText(en.catalog.listing.sort.label), 'newest');
    await waitFor(() => expect(search().toString()).toBe('kw=lamp&inStock=1&sort=newest'));
  });

  it('validates the price range and applies it in dollars', async () => {
    const { user, search, lastList } = renderListing('/goods');
    await screen.findByText('Product 101');
    const min = first<HTMLInputElement>(screen.getAllByLabelText(en.catalog.listing.price.min));
    const max = first<HTMLInputElement>(screen.getAllByLabelText(en.catalog.listing.price.max));
    const apply = first(screen.getAllByRole('button', { name: en.catalog.listing.price.apply }));

    await user.type(min, '-4');
    await user.click(apply);
    expect(screen.getByText(en.catalog.listing.price.invalid)).toBeTruthy();
    expect(min.getAttribute('aria-invalid')).toBe('true');

    await user.clear(min);
    await user.type(min, '50');
    await user.type(max, '10');
    await user.click(apply);
    expect(screen.getByText(en.catalog.listing.price.order)).toBeTruthy();
    expect(search().has('min')).toBe(false);

    await user.clear(max);
    await user.type(max, '99.5');
    await user.click(apply);
    await waitFor(() => expect(search().toString()).toBe('min=50&max=99.50'));
    await waitFor(() => expect(lastList()).toMatchObject({ priceMin: 5000, priceMax: 9950 }));
    expect(screen.queryByText(en.catalog.listing.price.order)).toBeNull();
  });

  it('shows the shop filter as a removable chip', async () => {
    const { user, search } = renderListing('/goods?shopIdx=7&page=2');
    const chip = await screen.findByRole('button', { name: 'Remove filter: Shop: Lamp House' });
    await user.click(chip);
    await waitFor(() => expect(search().toString()).toBe(''));
  });

  it('keeps the scope of the page over the URL', async () => {
    const { lastList } = renderListing('/discounted?category=2', { discounted: true, kw: 'lamp' });
    await screen.findByText('Product 101');
    expect(lastList()).toEqual({ sort: 'relevance', page: 1, size: 20, kw: 'lamp', categoryIdx: 2, discounted: true });
  });
});
