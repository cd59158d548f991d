// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTexts, setTexts, texts as appTexts } from '../lib/i18n/texts.ts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import enPack from '../locales/en.json';
import enHelpTexts from '../locales/help/en.json';
import CreditPage from './credit-page.tsx';
import HelpPage from './help-page.tsx';
import { CREDIT_DOC, HELP_DOCS, HELP_TOPICS, type HelpDoc } from '../features/help/help-docs.ts';

// The pages' long texts are a pack of their own, which their routes add to the language's pack.
const en = { ...enPack, ...enHelpTexts };

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
afterEach(cleanup);

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/help/:topic', element: <HelpPage /> },
      { path: '/credit', element: <CreditPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

/** The document's sections all render with their text: no raw translation key leaks through. */
function expectDocument(doc: HelpDoc) {
  const article = screen.getByRole('article');
  const headings = within(article)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
  const titles = doc.sections.map((section) => appTexts.t(`${doc.base}.sections.${section.id}.title`));
  expect(headings).toEqual([...titles, en.help.contact.title]);
  for (const section of doc.sections) {
    const region = within(article).getByRole('region', {
      name: appTexts.t(`${doc.base}.sections.${section.id}.title`),
    });
    // Every section says something beyond its heading.
    expect(region.querySelectorAll('p, li, dd').length).toBeGreaterThan(0);
  }
  expect(article.textContent).not.toMatch(/sections\.|\.links\./);
  const toc = screen.getByRole('navigation', { name: en.help.toc });
  expect(
    within(toc)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(titles);
}

describe('help pages', () => {
  it.each(HELP_TOPICS)('/help/%s renders its title, every section and the table of contents', (topic) => {
    open(`/help/${topic}`);
    const doc = HELP_DOCS[topic];
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.help[topic].title);
    expectDocument(doc);
    const menu = screen.getByRole('navigation', { name: en.help.topicsLabel });
    const current = within(menu).getByRole('link', { current: 'page' });
    expect(current.textContent).toBe(en.help[topic].menu);
    expect(current.getAttribute('href')).toBe(`/help/${topic}`);
    expect(within(menu).getAllByRole('link')).toHaveLength(HELP_TOPICS.length);
  });

  it('links the seller help to the shop application and identity verification', () => {
    open('/help/seller');
    expect(screen.getByRole('link', { name: en.help.seller.sections.open.links.apply }).getAttribute('href')).toBe(
      '/shop/application',
    );
    expect(screen.getByRole('link', { name: en.help.seller.sections.open.links.realname }).getAttribute('href')).toBe(
      '/realname',
    );
  });

  it('gives the privacy contact address as a mailto link', () => {
    open('/help/privacy');
    const email = screen.getByRole('link', { name: 'Email privacy@storefront.example' });
    expect(email.getAttribute('href')).toBe('mailto:privacy@storefront.example');
  });

  it('shows the page-not-found content for an unknown topic', () => {
    open('/help/xyz');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.notFound.title);
    expect(screen.getByText(en.notFound.message)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('credit page', () => {
  it('explains the credit score section by section, with a link to identity verification', () => {
    open('/credit');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(en.credit.title);
    expectDocument(CREDIT_DOC);
    const menu = screen.getByRole('navigation', { name: en.help.topicsLabel });
    expect(within(menu).queryByRole('link', { current: 'page' })).toBeNull();
    expect(screen.getByRole('link', { name: en.credit.sections.grow.links.realname }).getAttribute('href')).toBe(
      '/realname',
    );
  });
});
