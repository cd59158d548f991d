import { RoutePath } from '@storefront/contract/routes';

/** The routes whose path carries an idx (`/shop/:idx`, `/shop/:idx/recommend`), as patterns capturing it. */
const PATH_IDX_PATTERNS = Object.values(RoutePath)
  .filter((path) => path.includes(':idx'))
  .map((path) => new RegExp(`^${path.replace(':idx', '(\\d+)')}/?$`));

const asIdx = (value: string | null | undefined): number | null => {
  const idx = Number(value);
  return value && Number.isInteger(idx) && idx > 0 ? idx : null;
};

/**
 * The idx of the page at this address (spec 4, cms notice): its path parameter (7 on /shop/7)
 * or else its `idx` query parameter (7 on /goods/detail?idx=7); null on a page without one.
 */
export function routeIdx(pathname: string, search: string): number | null {
  for (const pattern of PATH_IDX_PATTERNS) {
    const match = pattern.exec(pathname);
    if (match) return asIdx(match[1]);
  }
  return asIdx(new URLSearchParams(search).get('idx'));
}
