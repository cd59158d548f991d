import { z } from 'zod';
import { pageOf } from './api/endpoint.ts';
import { LANGUAGES, MAX_PAGE } from './constants.ts';

/*
 * The seller centre's goods (issue 20 point 1): a shop's own products as its owner edits them,
 * and its warehouses. The form's limits are declared here once; `sellerGoodsFormIssues` checks
 * them the same way in the browser (before sending) and on the server (which refuses with a
 * translated message naming the field).
 */

/** A product's life: a draft is never shown to buyers, off shelf no longer; on sale is. */
export const SELLER_GOODS_STATUSES = ['draft', 'on_sale', 'off_shelf'] as const;
export type SellerGoodsStatus = (typeof SELLER_GOODS_STATUSES)[number];

export const GOODS_TITLE_MAX_CHARS = 200;
/** The description's stored HTML, after sanitizing. */
export const GOODS_DESCRIPTION_MAX_CHARS = 20_000;
/** Prices are cents: more than 0, at most $1,000,000. */
export const GOODS_PRICE_MIN_CENTS = 1;
export const GOODS_PRICE_MAX_CENTS = 100_000_000;
/** A SKU's stock is a whole number from 0 to this. */
export const GOODS_STOCK_MAX = 1_000_000;
export const GOODS_IMAGES_MAX = 9;
export const GOODS_DIMENSIONS_MAX = 3;
export const GOODS_DIMENSION_VALUES_MAX = 20;
export const GOODS_DIMENSION_NAME_MAX_CHARS = 40;
export const GOODS_DIMENSION_VALUE_MAX_CHARS = 40;
export const SKU_CODE_MAX_CHARS = 64;
export const SELLER_GOODS_PAGE_SIZE = 20;
/** The most goods one bulk publish / unpublish names. */
export const SELLER_GOODS_BULK_MAX = 100;
export const WAREHOUSE_NAME_MAX_CHARS = 60;
export const WAREHOUSE_CITY_MAX_CHARS = 80;
export const SELLER_GOODS_SORTS = ['updated', 'price', 'stock', 'sales', 'title'] as const;
export type SellerGoodsSort = (typeof SELLER_GOODS_SORTS)[number];

/**
 * What a product description (rich text) may hold, declared once: the server keeps only this when
 * it stores a description, and a page showing one sanitizes again with the same lists. Links keep
 * only an http(s) address.
 */
export const GOODS_HTML_TAGS = ['p', 'br', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'a'] as const;
export const GOODS_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href', 'rel', 'target'] };
export const GOODS_LINK_SCHEMES = ['http', 'https'] as const;

const idx = z.number().int().positive().max(2_147_483_647);
const viewIdx = z.number().int().positive();
const language = z.enum(LANGUAGES);
/** Whole numbers only; the range is the form check's (`sellerGoodsFormIssues`), so its message is clear. */
const wholeNumber = z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000);

/*
 * The payload's schema bounds sizes loosely (so an absurd payload is refused before any work);
 * the form's own limits (9 pictures, 3 dimensions, 20 values, a title of 1..200 characters,
 * prices, stock) are checked by `sellerGoodsFormIssues`, with a message for each.
 */
export const sellerGoodsTranslationSchema = z.strictObject({
  lang: language,
  title: z.string().trim().max(1000),
  description: z.string().max(100_000).default(''),
});
export type SellerGoodsTranslation = z.output<typeof sellerGoodsTranslationSchema>;

/** A variation axis as the seller writes it: a name and its values, in display order. */
export const sellerDimensionSchema = z.strictObject({
  name: z.string().trim().max(200),
  values: z.array(z.string().trim().max(200)).max(100),
});
export type SellerDimension = z.output<typeof sellerDimensionSchema>;

/** One combination of the SKU grid: `values` holds one value of each dimension, in their order. */
export const sellerSkuSchema = z.strictObject({
  /** The existing SKU's idx when editing (kept, so carts and orders still point at it). */
  idx: idx.optional(),
  values: z.array(z.string().trim().max(200)).max(10),
  price: wholeNumber,
  discountPrice: wholeNumber.nullable().default(null),
  stock: wholeNumber,
  skuCode: z.string().trim().max(200).default(''),
});
export type SellerSku = z.output<typeof sellerSkuSchema>;

/** The product form (seller/goods/save without `idx` creates, with it edits). */
export const sellerGoodsFormSchema = z.strictObject({
  idx: idx.optional(),
  categoryIdx: idx,
  /** The language the title and description are written in; the shop's when left out. */
  lang: language.optional(),
  title: z.string().trim().max(1000),
  /** Rich text (HTML): the server keeps only p, br, strong, em, u, ul, ol, li, h2, h3 and http(s) links. */
  description: z.string().max(100_000).default(''),
  translations: z.array(sellerGoodsTranslationSchema).max(LANGUAGES.length).default([]),
  /** Upload paths (`/upload/...`) of the caller's own pictures; the first is the cover. */
  images: z.array(z.string().max(500)).max(50).default([]),
  dimensions: z.array(sellerDimensionSchema).max(10).default([]),
  /** Exactly the cartesian product of the dimensions' values (one SKU when there are none). */
  skus: z.array(sellerSkuSchema).max(8000).default([]),
  /** One of the shop's warehouses; its first when left out. */
  warehouseIdx: idx.optional(),
  status: z.enum(SELLER_GOODS_STATUSES).default('draft'),
});
export type SellerGoodsForm = z.input<typeof sellerGoodsFormSchema>;
export type SellerGoodsFormParsed = z.output<typeof sellerGoodsFormSchema>;

/** What is wrong with a form field; each has a translated message on both sides. */
export type SellerGoodsIssueReason =
  | 'titleLength'
  | 'descriptionTooLong'
  | 'priceRange'
  | 'discountNotBelowPrice'
  | 'stockRange'
  | 'tooManyImages'
  | 'imagesRequired'
  | 'tooManyDimensions'
  | 'dimensionName'
  | 'tooManyValues'
  | 'dimensionValue'
  | 'duplicateValue'
  | 'skuGrid'
  | 'skusRequired'
  | 'skuCodeTooLong'
  | 'translationLang'
  | 'duplicateTranslation';

export interface SellerGoodsIssue {
  /** The payload path of the field: `title`, `skus.2.price`, `dimensions.1.values`... */
  field: string;
  reason: SellerGoodsIssueReason;
}

const chars = (text: string) => [...text].length;

/** Every combination of the dimensions' values, in grid order (the last dimension varies fastest). */
export function skuCombinations(dimensions: readonly { values: readonly string[] }[]): string[][] {
  return dimensions.reduce<string[][]>(
    (rows, dimension) => rows.flatMap((row) => dimension.values.map((value) => [...row, value])),
    [[]],
  );
}

/**
 * The form's problems, in field order (empty when it may be saved). `publishing` adds what a
 * product on sale needs beyond a draft: at least one picture and one SKU.
 */
export function sellerGoodsFormIssues(
  form: Pick<SellerGoodsFormParsed, 'title' | 'description' | 'translations' | 'images' | 'dimensions' | 'skus'> & {
    lang?: string | undefined;
  },
  { publishing = false, ownLang }: { publishing?: boolean; ownLang?: string } = {},
): SellerGoodsIssue[] {
  const issues: SellerGoodsIssue[] = [];
  const add = (field: string, reason: SellerGoodsIssueReason) => issues.push({ field, reason });
  const titleLength = chars(form.title.trim());
  if (titleLength < 1 || titleLength > GOODS_TITLE_MAX_CHARS) add('title', 'titleLength');
  if (form.description.length > GOODS_DESCRIPTION_MAX_CHARS) add('description', 'descriptionTooLong');
  const own = form.lang ?? ownLang;
  const seen = new Set<string>();
  form.translations.forEach((translation, i) => {
    if (translation.lang === own) add(`translations.${i}.lang`, 'translationLang');
    else if (seen.has(translation.lang)) add(`translations.${i}.lang`, 'duplicateTranslation');
    seen.add(translation.lang);
    const length = chars(translation.title.trim());
    if (length < 1 || length > GOODS_TITLE_MAX_CHARS) add(`translations.${i}.title`, 'titleLength');
    if (translation.description.length > GOODS_DESCRIPTION_MAX_CHARS)
      add(`translations.${i}.description`, 'descriptionTooLong');
  });
  if (form.images.length > GOODS_IMAGES_MAX) add('images', 'tooManyImages');
  else if (publishing && form.images.length === 0) add('images', 'imagesRequired');
  if (form.dimensions.length > GOODS_DIMENSIONS_MAX) add('dimensions', 'tooManyDimensions');
  form.dimensions.forEach((dimension, d) => {
    const name = chars(dimension.name.trim());
    if (name < 1 || name > GOODS_DIMENSION_NAME_MAX_CHARS) add(`dimensions.${d}.name`, 'dimensionName');
    if (dimension.values.length > GOODS_DIMENSION_VALUES_MAX) add(`dimensions.${d}.values`, 'tooManyValues');
    else if (dimension.values.length === 0) add(`dimensions.${d}.values`, 'dimensionValue');
    const values = new Set<string>();
    dimension.values.forEach((value, v) => {
      const length = chars(value.trim());
      if (length < 1 || length > GOODS_DIMENSION_VALUE_MAX_CHARS) add(`dimensions.${d}.values.${v}`, 'dimensionValue');
      else if (values.has(value.trim())) add(`dimensions.${d}.values.${v}`, 'duplicateValue');
      values.add(value.trim());
    });
  });
  form.skus.forEach((sku, i) => {
    if (sku.price < GOODS_PRICE_MIN_CENTS || sku.price > GOODS_PRICE_MAX_CENTS) add(`skus.${i}.price`, 'priceRange');
    if (sku.discountPrice !== null) {
      if (sku.discountPrice < GOODS_PRICE_MIN_CENTS || sku.discountPrice > GOODS_PRICE_MAX_CENTS)
        add(`skus.${i}.discountPrice`, 'priceRange');
      else if (sku.discountPrice >= sku.price) add(`skus.${i}.discountPrice`, 'discountNotBelowPrice');
    }
    if (sku.stock < 0 || sku.stock > GOODS_STOCK_MAX) add(`skus.${i}.stock`, 'stockRange');
    if (chars(sku.skuCode) > SKU_CODE_MAX_CHARS) add(`skus.${i}.skuCode`, 'skuCodeTooLong');
  });
  if (issues.some((issue) => issue.field.startsWith('dimensions'))) return issues;
  // The grid: exactly one SKU per combination (none missing, none extra, none twice).
  if (form.skus.length > 0 || form.dimensions.length > 0 || publishing) {
    const expected = skuCombinations(form.dimensions).map((row) => JSON.stringify(row.map((v) => v.trim())));
    const given = form.skus.map((sku) => JSON.stringify(sku.values.map((v) => v.trim())));
    const matches =
      given.length === expected.length &&
      new Set(given).size === given.length &&
      given.every((key) => expected.includes(key));
    if (form.skus.length === 0 && publishing) add('skus', 'skusRequired');
    else if (form.skus.length > 0 && !matches) add('skus', 'skuGrid');
  }
  return issues;
}

/** seller/goods/list: search, filters, sort and page. */
export const sellerGoodsListSchema = z.strictObject({
  kw: z.string().trim().max(100).optional(),
  status: z.enum(SELLER_GOODS_STATUSES).optional(),
  categoryIdx: idx.optional(),
  sort: z.enum(SELLER_GOODS_SORTS).default('updated'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
});
export type SellerGoodsListFilters = z.input<typeof sellerGoodsListSchema>;

/** One SKU as the goods table's in-place stock edit needs it. */
export const sellerSkuStockSchema = z.object({
  idx: viewIdx,
  /** "Colour: Navy, Size: M"; empty for a product without dimensions. */
  label: z.string(),
  stock: z.number().int(),
});

/** A row of the seller's goods table. Money in cents; `price` is the lowest SKU price, `stock` the sum. */
export const sellerGoodsRowSchema = z.object({
  idx: viewIdx,
  cover: z.string(),
  title: z.string(),
  price: z.number().int(),
  discountPrice: z.number().int().nullable(),
  stock: z.number().int(),
  status: z.enum(SELLER_GOODS_STATUSES),
  sales: z.number().int(),
  updatedAt: z.string(),
  /** Why staff took it down (it cannot be published until edited), or null. */
  takenDownReason: z.string().nullable(),
  categoryIdx: viewIdx,
  skus: z.array(sellerSkuStockSchema),
});
export type SellerGoodsRow = z.infer<typeof sellerGoodsRowSchema>;

/** The answer of seller/goods/list: a page of rows and how many of the shop's goods each status has. */
export const sellerGoodsPageSchema = pageOf(sellerGoodsRowSchema).extend({
  counts: z.object({
    all: z.number().int(),
    draft: z.number().int(),
    on_sale: z.number().int(),
    off_shelf: z.number().int(),
  }),
});
export type SellerGoodsPage = z.infer<typeof sellerGoodsPageSchema>;

/** The whole product as the form shows it (seller/goods/detail, and the answer of save). */
export const sellerGoodsDetailSchema = z.object({
  idx: viewIdx,
  categoryIdx: viewIdx,
  lang: z.string(),
  title: z.string(),
  description: z.string(),
  translations: z.array(z.object({ lang: z.string(), title: z.string(), description: z.string() })),
  images: z.array(z.string()),
  dimensions: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(
    z.object({
      idx: viewIdx,
      values: z.array(z.string()),
      price: z.number().int(),
      discountPrice: z.number().int().nullable(),
      stock: z.number().int(),
      skuCode: z.string(),
    }),
  ),
  warehouseIdx: viewIdx,
  status: z.enum(SELLER_GOODS_STATUSES),
  takenDownReason: z.string().nullable(),
  /** Orders name it: it cannot be deleted, only taken off shelf. */
  hasOrders: z.boolean(),
  sales: z.number().int(),
  updatedAt: z.string(),
});
export type SellerGoodsDetail = z.infer<typeof sellerGoodsDetailSchema>;

export const sellerGoodsStatusSchema = z.strictObject({
  idxs: z.array(idx).min(1).max(SELLER_GOODS_BULK_MAX),
  status: z.enum(['on_sale', 'off_shelf']),
});

export const sellerSkuStockEditSchema = z.strictObject({
  skuIdx: idx,
  stock: wholeNumber,
});

/** A shop's warehouse: where its goods ship from. `country` is ISO 3166-1 alpha-2, or empty. */
export const warehouseViewSchema = z.object({
  idx: viewIdx,
  name: z.string(),
  city: z.string(),
  country: z.string(),
  /** How many of the shop's goods ship from it (it cannot be deleted while any do). */
  goodsCount: z.number().int(),
});
export type WarehouseView = z.infer<typeof warehouseViewSchema>;

export const warehouseSaveSchema = z.strictObject({
  idx: idx.optional(),
  name: z.string().trim().min(1).max(WAREHOUSE_NAME_MAX_CHARS),
  city: z.string().trim().max(WAREHOUSE_CITY_MAX_CHARS).default(''),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:[A-Z]{2})?$/)
    .default(''),
});
export type WarehouseSave = z.input<typeof warehouseSaveSchema>;
