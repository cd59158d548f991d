// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { TopNav } from './top-nav.tsx';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
afterEach(cleanup);

describe('TopNav (spec 2.2)', () => {
  it('lists home, category, product, discounts and partnership, in that order', () => {
    const router = createMemoryRouter([{ path: '*', element: <TopNav /> }], { initialEntries: ['/goods'] });
    render(<RouterProvider router={router} />);
    const links = within(screen.getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Categories', '/category'],
      ['Products', '/goods'],
      ['Discounts', '/discounted'],
      ['Partnership', '/shop/application'],
    ]);
  });
});
