// @vitest-environment happy-dom
import type { SuggestionView } from '@storefront/contract';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { HeaderSearch } from './header-search.tsx';
import en from '../../locales/en.json';
import { SUGGESTION_DEBOUNCE_MS } from '../../features/search/use-suggestions.ts';

const SHOP: SuggestionView = { flag: 1, name: 'Brightline Appliances', idx: 13, match: [6, 9] };
const LINEN: SuggestionView = { flag: 2, name: 'Linen Throw Pillow', idx: 331, match: [0, 3] };

/** Suggestion requests held open until the test answers them, so their order can be chosen. */
let pending: { kw: string; answer: (rows: SuggestionView[]) => void }[] = [];
const fetchStub = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
  const { kw } = JSON.parse(String(init?.body)) as { kw: string };
  return new Promise<Response>((resolve) => {
    pending.push({
      kw,
      answer: (rows) =>
        resolve(
          new Response(JSON.stringify({ code: 0, data: rows }), { headers: { 'content-type': 'application/json' } }),
        ),
    });
  });
});

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  pending = [];
  fetchStub.mockClear();
  configureRequest({ fetch: fetchStub as typeof fetch });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderHeader(path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <HeaderSearch /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { router, user, input: screen.getByRole('combobox') };
}
const waitDebounce = () => act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
const answer = async (index: number, rows: SuggestionView[]) => {
  await act(async () => pending[index]!.answer(rows));
  await act(() => vi.advanceTimersByTimeAsync(0));
};
const where = (router: ReturnType<typeof renderHeader>['router']) =>
  router.state.location.pathname + router.state.location.search;

describe('HeaderSearch suggestions', () => {
  it('asks nothing for fewer than two characters', async () => {
    const { user, input } = renderHeader();
    await user.type(input, 'l');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchStub).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('waits for a pause in typing and asks once for the whole word', async () => {
    const { user, input } = renderHeader();
    await user.type(input, 'lamp');
    expect(fetchStub).not.toHaveBeenCalled();
    await waitDebounce();
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(String(fetchStub.mock.calls[0]![0])).toContain('search/suggestion');
    expect(pending.map((p) => p.kw)).toEqual(['lamp']);
  });

  it('drops an answer that arrives after the text has changed', async () => {
    const { user, input } = renderHeader();
    await user.type(input, 'li');
    await waitDebounce();
    await user.type(input, 'n');
    await waitDebounce();
    expect(pending.map((p) => p.kw)).toEqual(['li', 'lin']);
    await answer(1, [LINEN]);
    await answer(0, [{ flag: 2, name: 'Lime Juicer', idx: 9, match: [0, 2] }]);
    // The list's code loads when it first opens.
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Linen Throw Pillow']);
  });

  it('shows nothing for an old answer that arrives before the current one', async () => {
    const { user, input } = renderHeader();
    await user.type(input, 'li');
    await waitDebounce();
    await user.type(input, 'n');
    await answer(0, [LINEN]);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('marks the matched part of each name from its range, as text', async () => {
    const { user, input } = renderHeader();
    await user.type(input, 'lin');
    await waitDebounce();
    await answer(0, [SHOP, { flag: 2, name: '<b>Linen</b>', idx: 5, match: [3, 6] }]);
    const [shop, product] = screen.getAllByRole('option');
    expect(shop!.querySelector('mark')!.textContent).toBe('lin');
    expect(shop!.textContent).toBe('Brightline AppliancesShop');
    expect(product!.querySelector('mark')!.textContent).toBe('Lin');
    expect(product!.querySelector('b')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a product suggestion (kind 2) by keyboard', async () => {
    const { router, user, input } = renderHeader();
    await user.type(input, 'lin');
    await waitDebounce();
    await answer(0, [SHOP, LINEN]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)!.textContent).toBe('Linen Throw Pillow');
    await user.keyboard('{Enter}');
    expect(where(router)).toBe('/goods/detail?idx=331');
  });

  it('searches shops by the name of a shop suggestion (kind 1)', async () => {
    const { router, user, input } = renderHeader('/goods');
    await user.type(input, 'lin');
    await waitDebounce();
    await answer(0, [SHOP, LINEN]);
    await user.click(screen.getAllByRole('option')[0]!);
    expect(where(router)).toBe('/search/shop?kw=Brightline%20Appliances');
    expect(JSON.parse(localStorage.getItem('search_history')!)).toEqual(['Brightline Appliances']);
  });

  it('shows the history, newest first, for an empty field and closes on Escape', async () => {
    localStorage.setItem('search_history', JSON.stringify(['lamp', 'phone']));
    const { router, user, input } = renderHeader();
    await user.type(input, 'shirt{Enter}');
    expect(where(router)).toBe('/search?kw=shirt');
    await user.clear(input);
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['shirt', 'lamp', 'phone']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
