import { RoutePath } from '@storefront/contract/routes';

/**
 * Where a search goes (spec 2.2): shop results stay shop results, everything else searches
 * goods. Both /search and /search/shop keep their own route, the easy-to-miss rule.
 */
export function searchUrl(pathname: string, keyword: string): string {
  const path = pathname.replace(/\/+$/, '');
  const route = path === RoutePath.searchShop ? RoutePath.searchShop : RoutePath.search;
  return `${route}?kw=${encodeURIComponent(keyword)}`;
}

/** True on the two result pages, whose `kw` the search box shows. */
export function isSearchRoute(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === RoutePath.search || path === RoutePath.searchShop;
}
