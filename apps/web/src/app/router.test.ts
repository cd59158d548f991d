// @vitest-environment happy-dom
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../lib/i18n/i18n.ts';
import { routes, type PageHandle } from './router.tsx';

/** The page component a route loads on demand. */
async function componentOf(route: RouteObject | undefined) {
  const handle = route?.handle as PageHandle | undefined;
  expect(typeof handle?.load).toBe('function');
  return handle!.load();
}

const pages = routes[0]!.children ?? [];

// Most pages also wait for the language pack's later part, which joins the language set up at start.
beforeAll(async () => {
  await initI18n('en');
});

describe('the route table (spec 2.1)', () => {
  it('registers /category twice, once named category and once unnamed, both the category page', async () => {
    const category = pages.filter((route) => route.path === '/category');
    expect(category.map((route) => route.id)).toEqual(['category', undefined]);
    // The named registration is the one a visit to /category matches.
    expect(matchRoutes(routes, '/category')?.at(-1)?.route.id).toBe('category');
    const CategoryPage = (await import('../pages/category-page.tsx')).default;
    expect(await componentOf(category[0])).toBe(CategoryPage);
    expect(await componentOf(category[1])).toBe(CategoryPage);
  });

  it('names the /dashboard route mine1 and shows the account home there', async () => {
    const matched = matchRoutes(routes, '/dashboard') ?? [];
    const dashboard = matched.find((match) => match.route.path === '/dashboard')?.route;
    expect(dashboard?.id).toBe('mine1');
    expect(await componentOf(dashboard)).toBe((await import('../pages/mine/mine-layout.tsx')).default);
    const home = matched.at(-1)?.route;
    expect(home?.index).toBe(true);
    expect(await componentOf(home)).toBe((await import('../pages/mine/mine-home-page.tsx')).default);
  });
});
