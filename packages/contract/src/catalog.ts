import { z } from 'zod';
import { pageOf } from './api/endpoint.ts';
import { centsSchema } from './entities.ts';
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

const viewIdx = z.number().int().positive();
const count = z.number().int().min(0);
/** A rating out of 5, with decimals (an average). */
const rating = z.number().min(0).max(5);

/** A product in any list (home, listing, search, shop, related). Money in cents. */
export const goodsCardViewSchema = z.object({
  idx: viewIdx,
  title: z.string(),
  urlCover: z.string(),
  price: centsSchema,
  discountPrice: centsSchema.nullable(),
  rating,
  reviewCount: count,
  sales: count,
  stock: z.number().int(),
  categoryIdx: viewIdx,
  shopIdx: viewIdx,
  shopName: z.string(),
});
export type GoodsCardView = z.infer<typeof goodsCardViewSchema>;

export const shopCardViewSchema = z.object({
  idx: viewIdx,
  name: z.string(),
  logo: z.string(),
  description: z.string(),
  rating,
  followers: count,
  sales: count,
  goodsCount: count,
});
export type ShopCardView = z.infer<typeof shopCardViewSchema>;

/**
 * The answer of shop/detail: a shop card plus its banner, opening date, whether the caller follows
 * it, and whether its owner closed it for holidays (its goods cannot be bought meanwhile).
 */
export const shopDetailViewSchema = shopCardViewSchema.extend({
  banner: z.string(),
  createAt: z.string(),
  following: z.boolean(),
  onHoliday: z.boolean(),
});
export type ShopDetailView = z.infer<typeof shopDetailViewSchema>;

export const categoryViewSchema = z.object({
  idx: viewIdx,
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  goodsCount: count,
});
export type CategoryView = z.infer<typeof categoryViewSchema>;

/** Everything the home page shows, from one catalog/home call. */
export const homeDataSchema = z.object({
  categories: z.array(categoryViewSchema),
  discounted: z.array(goodsCardViewSchema),
  recommended: z.array(goodsCardViewSchema),
  shops: z.array(shopCardViewSchema),
});
export type HomeData = z.infer<typeof homeDataSchema>;

/** A suggestion (spec 3) with the matched part of `name` as [start, end) for highlighting. */
export const suggestionViewSchema = z.object({
  flag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  name: z.string(),
  idx: z.number().int(),
  match: z.tuple([z.number().int(), z.number().int()]).nullable(),
});
export type SuggestionView = z.infer<typeof suggestionViewSchema>;

/** One variation axis of a product (colour, size...) and its values in display order. */
export const goodsDimensionSchema = z.object({
  name: z.string(),
  values: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type GoodsDimension = z.infer<typeof goodsDimensionSchema>;

/** A sku: `dimensionValue` is the chosen value index of each dimension joined by '_'. */
export const goodsSkuSchema = z.object({
  idx: viewIdx,
  dimensionValue: z.string(),
  price: centsSchema,
  discountPrice: centsSchema.nullable(),
  stock: z.number().int(),
  /** What the sku costs the shop (cents): sent only when the site config's fake flag is on (spec 6). */
  cost: centsSchema.optional(),
});
export type GoodsSku = z.infer<typeof goodsSkuSchema>;

/** The answer of goods/detail (docs/API.md); money in integer cents. */
export const goodsDetailViewSchema = z.object({
  idx: viewIdx,
  title: z.string(),
  description: z.string(),
  urlCover: z.string(),
  images: z.array(z.string()),
  price: centsSchema,
  discountPrice: centsSchema.nullable(),
  rating,
  reviewCount: count,
  sales: count,
  stock: z.number().int(),
  categoryIdx: viewIdx,
  dimensions: z.array(goodsDimensionSchema),
  skus: z.array(goodsSkuSchema),
  shop: z.object({ idx: viewIdx, name: z.string(), logo: z.string(), rating, followers: count }),
  /** Where it ships from: one of the shop's warehouses (city and ISO country code, empty when not known). */
  warehouse: z.object({ idx: viewIdx, city: z.string(), country: z.string() }),
  favorite: z.boolean(),
  following: z.boolean(),
});
export type GoodsDetailView = z.infer<typeof goodsDetailViewSchema>;

export const reviewViewSchema = z.object({
  idx: viewIdx,
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  photos: z.array(z.string()),
  createAt: z.string(),
  /** The name comes masked from the server ("A***n"). */
  user: z.object({ name: z.string(), avatar: z.string() }),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** The answer of goods/reviews: `summary.stars` holds the counts for 5, 4, 3, 2 and 1 stars. */
export const reviewsPageSchema = pageOf(reviewViewSchema).extend({
  summary: z.object({ average: rating, count, stars: z.array(count) }),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;
