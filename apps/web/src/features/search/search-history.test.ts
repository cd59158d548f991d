// @vitest-environment happy-dom
import { StorageKey } from '@storefront/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearHistory, readHistory, saveKeyword, SEARCH_HISTORY_LIMIT } from './search-history.ts';
import { isSearchRoute, searchUrl } from './search-route.ts';

beforeEach(() => localStorage.clear());

describe('search history', () => {
  it('starts empty and reads malformed storage as empty', () => {
    expect(readHistory()).toEqual([]);
    localStorage.setItem(StorageKey.searchHistory, '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(StorageKey.searchHistory, JSON.stringify({ kw: 'x' }));
    expect(readHistory()).toEqual([]);
  });

  it('keeps trimmed keywords unique, newest first, as a JSON array', () => {
    saveKeyword('phone');
    saveKeyword('  lamp ');
    saveKeyword('shirt');
    expect(saveKeyword('phone')).toEqual(['phone', 'shirt', 'lamp']);
    expect(JSON.parse(localStorage.getItem(StorageKey.searchHistory)!)).toEqual(['phone', 'shirt', 'lamp']);
  });

  it('ignores blank keywords', () => {
    saveKeyword('lamp');
    expect(saveKeyword('   ')).toEqual(['lamp']);
  });

  it('drops the oldest keyword past the limit', () => {
    for (let i = 0; i <= SEARCH_HISTORY_LIMIT; i++) saveKeyword(`kw${i}`);
    const history = readHistory();
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history[0]).toBe(`kw${SEARCH_HISTORY_LIMIT}`);
    expect(history).not.toContain('kw0');
  });

  it('clears everything', () => {
    saveKeyword('lamp');
    clearHistory();
    expect(readHistory()).toEqual([]);
    expect(localStorage.getItem(StorageKey.searchHistory)).toBeNull();
  });
});

describe('searchUrl', () => {
  it('searches goods from any page', () => {
    expect(searchUrl('/', 'red shirt')).toBe('/search?kw=red%20shirt');
    expect(searchUrl('/goods/detail', 'a&b')).toBe('/search?kw=a%26b');
  });

  it('stays on the route it is already on', () => {
    expect(searchUrl('/search', 'lamp')).toBe('/search?kw=lamp');
    expect(searchUrl('/search/shop', 'lamp')).toBe('/search/shop?kw=lamp');
    expect(searchUrl('/search/shop/', 'lamp')).toBe('/search/shop?kw=lamp');
  });

  it('knows the result routes', () => {
    expect(isSearchRoute('/search')).toBe(true);
    expect(isSearchRoute('/search/shop')).toBe(true);
    expect(isSearchRoute('/wap/search')).toBe(false);
  });
});
