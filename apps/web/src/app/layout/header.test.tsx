// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../api/session-store.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import en from '../../locales/en.json';
import { Header } from './header.tsx';
import { AccountLinks } from './header-account.tsx';
import { HeaderSearch } from './header-search.tsx';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/query-client.ts';
import { usePmScreen } from '../../features/pm/pm-screen-store.ts';
import { pmKeys } from '../../features/pm/pm-cache.ts';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  localStorage.clear();
  useMessageStore.setState({ notice: null, dialog: null });
  queryClient.clear();
  usePmScreen.setState({ open: false, subjectIdx: null });
  useSessionStore.setState({ user: {}, config: null });
});
afterEach(cleanup);

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('Header', () => {
  it('shows the logo, mark and word, as a link home', async () => {
    const router = renderAt('/goods', <Header />);
    const logo = screen.getByRole('link', { name: 'Storefront home' });
    expect(logo.getAttribute('href')).toBe('/');
    expect(logo.querySelector('svg.logo__mark')).not.toBeNull();
    expect(logo.textContent).toBe('Storefront');
    await userEvent.click(logo);
    expect(router.state.location.pathname).toBe('/');
  });

  it('offers a guest the sign-in and sign-up links', async () => {
    const router = renderAt('/goods', <Header />);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/user/sign/in');
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp.getAttribute('href')).toBe('/user/sign/up');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await userEvent.click(signUp);
    expect(router.state.location.pathname).toBe('/user/sign/up');
  });
});

describe('HeaderSearch', () => {
  it('refuses an empty trimmed keyword with "Please enter keywords"', async () => {
    const router = renderAt('/', <HeaderSearch />);
    await userEvent.type(screen.getByRole('combobox'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(useMessageStore.getState().notice).toMatchObject({ type: 'error', text: 'Please enter keywords' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('saves the keyword and stays on /search/shop when searching from there', async () => {
    const router = renderAt('/search/shop?kw=old', <HeaderSearch />);
    const input = screen.getByRole('combobox');
    expect((input as HTMLInputElement).value).toBe('old');
    await userEvent.clear(input);
    await userEvent.type(input, ' lamp {Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/search/shop?kw=lamp');
    expect(JSON.parse(localStorage.getItem('search_history')!)).toEqual(['lamp']);
  });

  it('lists the history when the field is empty and clears it', async () => {
    localStorage.setItem('search_history', JSON.stringify(['phone', 'lamp']));
    const router = renderAt('/goods', <HeaderSearch />);
    await userEvent.click(screen.getByRole('combobox'));
    // The list's code loads when it first opens.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['phone', 'lamp']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?kw=lamp');

    await userEvent.clear(screen.getByRole('combobox'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem('search_history')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('AccountLinks', () => {
  it('hides the unread badge at 0 and shows the count above it', async () => {
    renderAt('/', <AccountLinks name="Demo Buyer" />);
    const trigger = screen.getByRole('button', { name: 'Messages' });
    expect(trigger.querySelector('.site-header__badge')).toBeNull();
    act(() => void queryClient.setQueryData(pmKeys.unread, 3));
    expect((await screen.findByRole('button', { name: 'Messages, 3 unread' })).textContent).toBe('3');
    expect(screen.getByRole('link', { name: 'Hi, Demo Buyer' }).getAttribute('href')).toBe('/mine');
  });

  it('opens the private-message screen from the trigger', async () => {
    renderAt('/', <AccountLinks name="Demo Buyer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(usePmScreen.getState().open).toBe(true);
    expect(useMessageStore.getState().dialog).toBeNull();
  });
});
