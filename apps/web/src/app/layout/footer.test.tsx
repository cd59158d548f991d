// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../api/session-store.ts';
import en from '../../locales/en.json';
import { Footer } from './footer.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
beforeEach(() => {
  useSessionStore.setState({ user: {}, config: null });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderFooter() {
  const router = createMemoryRouter([{ path: '*', element: <Footer /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return within(screen.getByRole('contentinfo'));
}

describe('Footer (spec 2.8)', () => {
  it('heads its four link columns: customer service, returns & policies, user centre, about', () => {
    const footer = renderFooter();
    const columns = within(footer.getByRole('navigation', { name: 'Footer' }));
    expect(columns.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Customer service',
      'Returns & policies',
      'User centre',
      'About',
    ]);
    // Each heading sits over its own list of links.
    expect(columns.getAllByRole('list')).toHaveLength(4);
  });

  it('lists the payment and exchange marks', () => {
    const footer = renderFooter();
    const marks = within(footer.getByRole('list', { name: 'Payment methods' }));
    expect(marks.getAllByRole('img').map((mark) => mark.getAttribute('alt'))).toEqual([
      'Visa',
      'Mastercard',
      'PayPal',
      'Alipay',
      'Apple Pay',
      'USDT',
      'Bitcoin',
    ]);
  });

  it("shows the partner shops' logos", () => {
    const footer = renderFooter();
    const logos = within(footer.getByRole('list', { name: 'Partner shops' })).getAllByRole('img');
    expect(logos.map((logo) => [logo.getAttribute('alt'), logo.getAttribute('src')])).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [`Partner shop ${n}`, `/uploads/seed/shops/shop-${n}-96.webp`]),
    );
  });

  it('shows the brand name and the brand text', () => {
    const footer = renderFooter();
    expect(footer.getByText('Storefront', { selector: '.site-footer__brand-name' })).toBeTruthy();
    expect(footer.getByText(en.layout.footer.brandText).tagName).toBe('P');
  });

  it('writes the copyright with the current year', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    const footer = renderFooter();
    expect(footer.getByText(/^©/).textContent).toBe('© 2031 Storefront. All rights reserved.');
  });
});
