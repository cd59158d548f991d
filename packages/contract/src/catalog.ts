import { z } from 'zod';
import type { Paging } from './envelope.ts';
import { GOODS_PAGE_SIZE, GOODS_SORTS, MAX_PAGE, SHOP_SORTS } from './constants.ts';

const idx = z.number().int().positive().max(2_147_483_647);
/** Money in a filter: integer cents, bounded so absurd ranges are refused rather than scanned. */
const cents = z.number().int().min(0).max(100_000_000_00);
/** Keywords are trimmed and bounded: a 10,000-character keyword is refused, not searched. */
export const keywordSchema = z.string().trim().max(100);

/** goods/list (also the search results of /search): filters, sort and page, all optional. */
export const goodsListSchema = z
  .strictObject({
    kw: keywordSchema.optional(),
    categoryIdx: idx.optional(),
    shopIdx: idx.optional(),
    priceMin: cents.optional(),
    priceMax: cents.optional(),
    ratingMin: z.number().min(0).max(5).optional(),
    inStock: z.boolean().optional(),
    discounted: z.boolean().optional(),
    sort: z.enum(GOODS_SORTS).default('relevance'),
    page: z.number().int().min(1).max(MAX_PAGE).default(1),
    size: z.number().int().min(1).max(60).default(GOODS_PAGE_SIZE),
  })
  .refine((f) => f.priceMin === undefined || f.priceMax === undefined || f.priceMin <= f.priceMax, {
    message: 'priceMin must not exceed priceMax',
    path: ['priceMax'],
  });
export type GoodsListFilters = z.infer<typeof goodsListSchema>;

export const shopListSchema = z.strictObject({
  kw: keywordSchema.optional(),
  sort: z.enum(SHOP_SORTS).default('relevance'),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  size: z.number().int().min(1).max(60).default(GOODS_PAGE_SIZE),
});

export const idxPayloadSchema = z.strictObject({ idx });
export const reviewsSchema = z.strictObject({
  goodsIdx: idx,
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export const favoriteSchema = z.strictObject({ idx, favorite: z.boolean() });
export const followSchema = z.strictObject({ idx, follow: z.boolean() });
export const suggestionRequestSchema = z.strictObject({ kw: z.string().max(100) });

/** A product in any list (home, listing, search, shop, related). Money in cents. */
export interface GoodsCardView {
  idx: number;
  title: string;
  urlCover: string;
  price: number;
  discountPrice: number | null;
  rating: number;
  reviewCount: number;
  sales: number;
  stock: number;
  categoryIdx: number;
  shopIdx: number;
  shopName: string;
}

export interface ShopCardView {
  idx: number;
  name: string;
  logo: string;
  description: string;
  rating: number;
  followers: number;
  sales: number;
  goodsCount: number;
}

export interface CategoryView {
  idx: number;
  slug: string;
  name: string;
  icon: string;
  goodsCount: number;
}

/** A suggestion (spec 3) with the matched part of `name` as [start, end) for highlighting. */
export interface SuggestionView {
  flag: 0 | 1 | 2;
  name: string;
  idx: number;
  match: [number, number] | null;
}

/** One variation axis of a product (colour, size...) and its values in display order. */
export interface GoodsDimension {
  name: string;
  values: { label: string; value: string }[];
}

/** A sku: `dimensionValue` is the chosen value index of each dimension joined by '_'. */
export interface GoodsSku {
  idx: number;
  dimensionValue: string;
  price: number;
  discountPrice: number | null;
  stock: number;
  /** What the sku costs the shop (cents): sent only when the site config's fake flag is on (spec 6). */
  cost?: number;
}

/** The answer of goods/detail (docs/API.md); money in integer cents. */
export interface GoodsDetailView {
  idx: number;
  title: string;
  description: string;
  urlCover: string;
  images: string[];
  price: number;
  discountPrice: number | null;
  rating: number;
  reviewCount: number;
  sales: number;
  stock: number;
  categoryIdx: number;
  dimensions: GoodsDimension[];
  skus: GoodsSku[];
  shop: { idx: number; name: string; logo: string; rating: number; followers: number };
  /** Where it ships from: one of the shop's warehouses (city and ISO country code, empty when not known). */
  warehouse: { idx: number; city: string; country: string };
  favorite: boolean;
  following: boolean;
}

export interface ReviewView {
  idx: number;
  rating: number;
  body: string;
  photos: string[];
  createAt: string;
  /** The name comes masked from the server ("A***n"). */
  user: { name: string; avatar: string };
}

/** The answer of goods/reviews: `summary.stars` holds the counts for 5, 4, 3, 2 and 1 stars. */
export interface ReviewsPage {
  rows: ReviewView[];
  paging: Paging;
  summary: { average: number; count: number; stars: number[] };
}
