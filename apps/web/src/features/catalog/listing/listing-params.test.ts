import { describe, expect, it } from 'vitest';
import {
  clearListingFilters,
  hasActiveFilters,
  parseListingParams,
  patchListingParams,
  serializeListingParams,
  toGoodsListPayload,
} from './listing-params.ts';

const parse = (query: string) => parseListingParams(new URLSearchParams(query));

describe('parseListingParams', () => {
  it('reads every filter from the URL, prices in dollars as cents', () => {
    expect(parse('category=4&shopIdx=9&min=10&max=49.99&rating=4&inStock=1&sort=priceAsc&page=3')).toEqual({
      categoryIdx: 4,
      shopIdx: 9,
      priceMin: 1000,
      priceMax: 4999,
      ratingMin: 4,
      inStock: true,
      sort: 'priceAsc',
      page: 3,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ inStock: false, sort: 'relevance', page: 1 });
  });

  it('ignores invalid values instead of failing or sending them to the server', () => {
    expect(parse('category=abc&shopIdx=-2&min=cheap&max=-5&rating=2&inStock=yes&sort=random&page=0')).toEqual({
      inStock: false,
      sort: 'relevance',
      page: 1,
    });
    expect(parse('category=1.5&page=501&rating=4.5&min=1.999')).toEqual({ inStock: false, sort: 'relevance', page: 1 });
    expect(parse('category=99999999999&shopIdx=0')).toEqual({ inStock: false, sort: 'relevance', page: 1 });
  });

  it('ignores an inverted price range as a whole, but keeps a single bound', () => {
    expect(parse('min=50&max=10')).toEqual({ inStock: false, sort: 'relevance', page: 1 });
    expect(parse('min=50')).toMatchObject({ priceMin: 5000 });
    expect(parse('max=0')).toMatchObject({ priceMax: 0 });
  });
});

describe('serializeListingParams', () => {
  it('round-trips through parse', () => {
    const query = 'category=4&shopIdx=9&min=10&max=49.99&rating=3&inStock=1&sort=sales&page=2';
    expect(serializeListingParams(parse(query)).toString()).toBe(query);
  });

  it('leaves defaults out and keeps the page’s own parameters', () => {
    const base = new URLSearchParams('kw=red shirt&idx=3&page=4&sort=newest');
    const params = serializeListingParams({ inStock: false, sort: 'relevance', page: 1 }, base);
    expect(params.toString()).toBe('kw=red+shirt&idx=3');
  });

  it('writes whole-dollar prices without decimals', () => {
    expect(
      serializeListingParams({ inStock: false, sort: 'relevance', page: 1, priceMin: 1200, priceMax: 1205 }).toString(),
    ).toBe('min=12&max=12.05');
  });
});

describe('patchListingParams', () => {
  const current = new URLSearchParams('kw=lamp&min=5&sort=priceDesc&page=6');

  it('resets the page to 1 when a filter changes', () => {
    const next = patchListingParams(current, { inStock: true });
    expect(next.get('page')).toBeNull();
    expect(next.get('inStock')).toBe('1');
    expect(next.get('kw')).toBe('lamp');
    expect(next.get('min')).toBe('5');
  });

  it('resets the page to 1 when the sort changes', () => {
    expect(patchListingParams(current, { sort: 'newest' }).toString()).toBe('kw=lamp&min=5&sort=newest');
  });

  it('keeps the filters when only the page changes', () => {
    expect(patchListingParams(current, { page: 7 }).toString()).toBe('kw=lamp&min=5&sort=priceDesc&page=7');
  });

  it('removes a filter patched to undefined', () => {
    expect(patchListingParams(current, { priceMin: undefined }).toString()).toBe('kw=lamp&sort=priceDesc');
  });
});

describe('clearListingFilters', () => {
  it('drops every filter and the page, keeping the keyword and the sort', () => {
    const params = new URLSearchParams(
      'kw=lamp&category=2&shopIdx=3&min=1&max=9&rating=4&inStock=1&sort=newest&page=3',
    );
    expect(clearListingFilters(params).toString()).toBe('kw=lamp&sort=newest');
    expect(hasActiveFilters(parseListingParams(clearListingFilters(params)))).toBe(false);
  });
});

describe('toGoodsListPayload', () => {
  it('sends only the filters that are set, prices in cents', () => {
    expect(toGoodsListPayload(parse('min=10&inStock=1&page=2'))).toEqual({
      sort: 'relevance',
      page: 2,
      size: 20,
      priceMin: 1000,
      inStock: true,
    });
  });

  it('lets the page’s scope win: keyword, discounts, fixed category', () => {
    expect(toGoodsListPayload(parse('category=2'), { kw: '  lamp ', discounted: true, categoryIdx: 5 })).toEqual({
      sort: 'relevance',
      page: 1,
      size: 20,
      kw: 'lamp',
      categoryIdx: 5,
      discounted: true,
    });
    expect(toGoodsListPayload(parse(''), { kw: '   ' })).not.toHaveProperty('kw');
  });
});
