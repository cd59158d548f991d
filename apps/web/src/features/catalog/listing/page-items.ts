import { MAX_PAGE } from '@storefront/contract/constants';
import type { Paging } from '@storefront/contract';

/** How many pages a paging info spans, within the pages goods/list accepts. */
export function pageCount(paging: Paging): number {
  if (paging.total <= 0 || paging.size <= 0) return 0;
  return Math.min(Math.ceil(paging.total / paging.size), MAX_PAGE);
}

/** The 1-based range of items a page shows ('showing 21–40 of 400'); [0, 0] past the end. */
export function shownRange(paging: Paging): [from: number, to: number] {
  const from = (paging.current - 1) * paging.size + 1;
  if (from > paging.total) return [0, 0];
  return [from, Math.min(paging.current * paging.size, paging.total)];
}

export type PageItem = number | 'gap';

/**
 * The page links to show: always the first and last page, the current one with `siblings`
 * on each side, and a gap where pages are skipped (1 … 4 5 6 … 20). A gap never hides a
 * single page: 1 2 3 is shown rather than 1 … 3.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  const wanted = new Set<number>([1, total]);
  for (let page = current - siblings; page <= current + siblings; page++) {
    if (page >= 1 && page <= total) wanted.add(page);
  }
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
