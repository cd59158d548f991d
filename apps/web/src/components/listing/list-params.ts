import { MAX_PAGE } from '@storefront/contract/constants';
import { useSearchParams } from 'react-router';

/** The sort every list starts with; it is left out of the URL so plain links stay plain. */
export const DEFAULT_SORT = 'relevance';

/** A URL's sort, or the default when it is missing or not one of the list's sorts. */
export function parseSort<T extends string>(value: string | null, sorts: readonly T[]): T {
  return sorts.find((sort) => sort === value) ?? (DEFAULT_SORT as T);
}

/** A URL's page: a whole number from 1 to MAX_PAGE, else 1 (a hand-edited ?page=abc is page 1). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The keyword, sort and page of a list, read from the URL so a link reproduces the view. */
export function useListParams<T extends string>(sorts: readonly T[]) {
  const [params] = useSearchParams();
  return {
    params,
    kw: (params.get('kw') ?? '').trim(),
    sort: parseSort(params.get('sort'), sorts),
    page: parsePage(params.get('page')),
  };
}

/** The current query with some keys changed (null or '' removes one): the href of a sort or page link. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  const query = next.toString();
  return query ? `?${query}` : '?';
}
