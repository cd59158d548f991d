import { GOODS_PAGE_SIZE, GOODS_SORTS, MAX_PAGE, type GoodsSort } from '@storefront/contract/constants';
import type { PayloadOf } from '@storefront/contract/api';
import { centsToDollars, dollarsToCents, MAX_PRICE_CENTS } from './price-range.ts';

/** The "n stars and up" choices of the rating filter. */
export const RATING_CHOICES = [4, 3] as const;
export type RatingChoice = (typeof RATING_CHOICES)[number];

/** What a listing shows, as read from the URL query (so a link reproduces the view). */
export interface ListingFilters {
  categoryIdx?: number;
  shopIdx?: number;
  /** Cents; the URL carries dollars, which is what a shopper reads and types. */
  priceMin?: number;
  priceMax?: number;
  ratingMin?: RatingChoice;
  inStock: boolean;
  sort: GoodsSort;
  page: number;
}

/** A change to the filters; an explicit `undefined` removes that filter. */
export type ListingPatch = { [K in keyof ListingFilters]?: ListingFilters[K] | undefined };

/** The URL query names of each filter. `idx` and `kw` belong to the pages, not to the listing. */
export const PARAM = {
  categoryIdx: 'category',
  shopIdx: 'shopIdx',
  priceMin: 'min',
  priceMax: 'max',
  ratingMin: 'rating',
  inStock: 'inStock',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof ListingFilters, string>;

export const DEFAULT_SORT: GoodsSort = 'relevance';

const MAX_IDX = 2_147_483_647;

function positiveInt(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

function price(value: string | null): number | undefined {
  if (value === null) return undefined;
  const cents = dollarsToCents(value);
  return cents !== null && cents <= MAX_PRICE_CENTS ? cents : undefined;
}

const isSort = (value: string | null): value is GoodsSort =>
  (GOODS_SORTS as readonly (string | null)[]).includes(value);
const isRating = (value: number): value is RatingChoice => (RATING_CHOICES as readonly number[]).includes(value);

/**
 * Reads the filters from the URL query. A hand-edited or stale link must never break the page
 * (nor reach the server as a 4000), so every invalid value is ignored, as is an inverted price range.
 */
export function parseListingParams(params: URLSearchParams): ListingFilters {
  const filters: ListingFilters = {
    inStock: params.get(PARAM.inStock) === '1',
    sort: isSort(params.get(PARAM.sort)) ? (params.get(PARAM.sort) as GoodsSort) : DEFAULT_SORT,
    page: positiveInt(params.get(PARAM.page), MAX_PAGE) ?? 1,
  };
  const categoryIdx = positiveInt(params.get(PARAM.categoryIdx), MAX_IDX);
  if (categoryIdx !== undefined) filters.categoryIdx = categoryIdx;
  const shopIdx = positiveInt(params.get(PARAM.shopIdx), MAX_IDX);
  if (shopIdx !== undefined) filters.shopIdx = shopIdx;
  const rating = positiveInt(params.get(PARAM.ratingMin), 5);
  if (rating !== undefined && isRating(rating)) filters.ratingMin = rating;
  const min = price(params.get(PARAM.priceMin));
  const max = price(params.get(PARAM.priceMax));
  if (min === undefined || max === undefined || min <= max) {
    if (min !== undefined) filters.priceMin = min;
    if (max !== undefined) filters.priceMax = max;
  }
  return filters;
}

/**
 * Writes the filters into a copy of `base`, leaving the page's own parameters (kw, idx) alone.
 * Defaults (page 1, relevance, not in stock only) are left out so links stay short.
 */
export function serializeListingParams(filters: ListingFilters, base = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (filters.categoryIdx !== undefined) params.set(PARAM.categoryIdx, String(filters.categoryIdx));
  if (filters.shopIdx !== undefined) params.set(PARAM.shopIdx, String(filters.shopIdx));
  if (filters.priceMin !== undefined) params.set(PARAM.priceMin, centsToDollars(filters.priceMin));
  if (filters.priceMax !== undefined) params.set(PARAM.priceMax, centsToDollars(filters.priceMax));
  if (filters.ratingMin !== undefined) params.set(PARAM.ratingMin, String(filters.ratingMin));
  if (filters.inStock) params.set(PARAM.inStock, '1');
  if (filters.sort !== DEFAULT_SORT) params.set(PARAM.sort, filters.sort);
  if (filters.page > 1) params.set(PARAM.page, String(filters.page));
  return params;
}

/**
 * Applies a change to the URL query. Any change other than the page itself goes back to page 1:
 * page 7 of the old results means nothing for the new ones.
 */
export function patchListingParams(params: URLSearchParams, patch: ListingPatch): URLSearchParams {
  const next = { ...parseListingParams(params), page: 1, ...patch };
  return serializeListingParams(
    { ...next, inStock: next.inStock ?? false, sort: next.sort ?? DEFAULT_SORT, page: next.page ?? 1 },
    params,
  );
}

/** The "clear filters" action: keeps the keyword, the page's own parameters and the sort order. */
export function clearListingFilters(params: URLSearchParams): URLSearchParams {
  const { sort } = parseListingParams(params);
  return serializeListingParams({ inStock: false, sort, page: 1 }, params);
}

/** True when any narrowing filter is set (the sort order does not narrow the results). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return (
    filters.categoryIdx !== undefined ||
    filters.shopIdx !== undefined ||
    filters.priceMin !== undefined ||
    filters.priceMax !== undefined ||
    filters.ratingMin !== undefined ||
    filters.inStock
  );
}

/** What a page fixes for its listing: the search keyword, the discounts, or the category. */
export interface ListingScope {
  kw?: string;
  discounted?: boolean;
  categoryIdx?: number;
}

/** The goods/list payload: only the filters that are set, the scope's winning over the URL's. */
export function toGoodsListPayload(filters: ListingFilters, scope: ListingScope = {}): PayloadOf<'goods/list'> {
  const payload: PayloadOf<'goods/list'> = { sort: filters.sort, page: filters.page, size: GOODS_PAGE_SIZE };
  const kw = scope.kw?.trim();
  if (kw) payload.kw = kw;
  const categoryIdx = scope.categoryIdx ?? filters.categoryIdx;
  if (categoryIdx !== undefined) payload.categoryIdx = categoryIdx;
  if (filters.shopIdx !== undefined) payload.shopIdx = filters.shopIdx;
  if (filters.priceMin !== undefined) payload.priceMin = filters.priceMin;
  if (filters.priceMax !== undefined) payload.priceMax = filters.priceMax;
  if (filters.ratingMin !== undefined) payload.ratingMin = filters.ratingMin;
  if (filters.inStock) payload.inStock = true;
  if (scope.discounted) payload.discounted = true;
  return payload;
}
