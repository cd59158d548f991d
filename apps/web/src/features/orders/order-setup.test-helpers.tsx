import type { CurrentUser } from '@storefront/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import en from '../../locales/en.json';
import { useMessageStore } from '../../components/dialogs/message-store.ts';

/*
 * For component tests of the order pages only (with order-api.test-helpers.ts): the accounts, the
 * hooks every such file needs, and a render inside a memory router and a fresh query client.
 */

export const TEST_BUYER: CurrentUser = { idx: 7, name: 'Ann', avatar: '', role: 'buyer', shopIdx: null };
export const TEST_SELLER: CurrentUser = { idx: 3, name: 'Sam', avatar: '', role: 'seller', shopIdx: 1 };

/** English, dialogs that open in happy-dom, no notice left over, and a clean DOM after each test. */
export function setUpOrderTests(beforeEachTest?: () => void) {
  beforeAll(async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    setTexts(createTexts('en', en));
  });
  beforeEach(() => {
    useMessageStore.setState({ notice: null, dialog: null });
    beforeEachTest?.();
  });
  afterEach(cleanup);
}

/** Renders the routes at `url`; gives a user-event session and the router's current location. */
export function renderRoutes(routes: RouteObject[], url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), location: () => router.state.location };
}
