import { GOODS_SORTS, MAX_PAGE, SHOP_SORTS } from '@storefront/contract/constants';
import { describe, expect, it } from 'vitest';
import { parsePage, parseSort, withParams } from './list-params.ts';
import { pageCount, pageSlots } from './pager.tsx';

describe('list URL parameters', () => {
  it('reads a known sort and falls back to relevance otherwise', () => {
    expect(parseSort('sales', GOODS_SORTS)).toBe('sales');
    expect(parseSort('followers', SHOP_SORTS)).toBe('followers');
    expect(parseSort('followers', GOODS_SORTS)).toBe('relevance');
    expect(parseSort(null, SHOP_SORTS)).toBe('relevance');
  });

  it('reads a page from 1 to MAX_PAGE and page 1 for anything else', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of [null, '', '0', '-2', '2.5', 'abc', String(MAX_PAGE + 1)]) expect(parsePage(bad)).toBe(1);
  });

  it('changes some keys of the query and keeps the others', () => {
    const params = new URLSearchParams('kw=red shirt&sort=sales&page=4');
    expect(withParams(params, { sort: 'newest', page: null })).toBe('?kw=red+shirt&sort=newest');
    expect(withParams(new URLSearchParams('page=2'), { page: null })).toBe('?');
  });
});

describe('pager', () => {
  it('offers the first, the last and two pages either side of the current one', () => {
    expect(pageSlots(1, 1)).toEqual([1]);
    expect(pageSlots(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageSlots(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
    expect(pageSlots(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageSlots(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20]);
  });

  it('counts pages from the total, capped at MAX_PAGE', () => {
    expect(pageCount({ current: 1, total: 0, size: 20 })).toBe(0);
    expect(pageCount({ current: 1, total: 41, size: 20 })).toBe(3);
    expect(pageCount({ current: 1, total: 1_000_000, size: 20 })).toBe(MAX_PAGE);
  });
});
