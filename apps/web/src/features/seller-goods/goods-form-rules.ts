import type { Language } from '@storefront/contract/constants';
import { MAX_DIM_VALUES, MAX_DIMS, type GoodsDim, type SkuRow } from './sku-grid.ts';

export const GOODS_STATUSES = ['draft', 'on_sale', 'off_shelf'] as const;
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

export const MAX_PICTURES = 9;
export const TITLE_MAX = 200;
export const DIM_NAME_MAX = 30;
export const DIM_VALUE_MAX = 30;
export const SKU_CODE_MAX = 64;
/** The highest price a product may have: $1,000,000.00. */
export const PRICE_MAX_CENTS = 100_000_000;
export const STOCK_MAX = 1_000_000;

/** A title and description in one of the other languages. */
export interface GoodsTranslationValues {
  lang: Language;
  title: string;
  description: string;
}

/** The product form's values: money and counts as typed, turned into cents and integers on save. */
export interface GoodsFormValues {
  categoryIdx: string;
  title: string;
  /** Rich text (HTML); the server sanitizes it. */
  description: string;
  translations: GoodsTranslationValues[];
  /** Uploaded pictures' addresses; the first is the cover. */
  pictures: string[];
  dims: GoodsDim[];
  skus: SkuRow[];
  warehouseIdx: string;
  status: GoodsStatus;
}

/** Problems by field path ('title', 'skus.2.price', 'dims.0.values'): translation keys. */
export type GoodsFormProblems = Record<string, string>;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** "12.5" -> 1250; null when it is not an amount of dollars and cents. */
export function parseCents(input: string): number | null {
  const text = input.trim();
  if (!MONEY.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 -> "12.50", the way the form shows a price it loaded. */
export const centsToInput = (cents: number): string => (cents / 100).toFixed(2);

/** A stock count as typed, or null when it is not a whole number from 0 to STOCK_MAX. */
export function parseStock(input: string): number | null {
  const text = input.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const stock = Number(text);
  return stock <= STOCK_MAX ? stock : null;
}

/** The text of rich-text HTML, to tell an empty description from one with words. */
export const htmlText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const E = 'seller.goods.errors.';

function titleProblem(title: string): string | null {
  const length = title.trim().length;
  if (length === 0) return `${E}titleRequired`;
  if (length > TITLE_MAX) return `${E}titleTooLong`;
  return null;
}

function priceProblem(input: string): string | null {
  if (input.trim() === '') return `${E}priceRequired`;
  const cents = parseCents(input);
  if (cents === null || cents <= 0 || cents > PRICE_MAX_CENTS) return `${E}priceRange`;
  return null;
}

function dimProblems(dims: readonly GoodsDim[], problems: GoodsFormProblems) {
  if (dims.length > MAX_DIMS) problems.dims = `${E}tooManyDims`;
  const names = new Set<string>();
  dims.forEach((dim, i) => {
    const name = dim.name.trim().toLowerCase();
    if (!name) problems[`dims.${i}.name`] = `${E}dimNameRequired`;
    else if (dim.name.trim().length > DIM_NAME_MAX) problems[`dims.${i}.name`] = `${E}dimNameTooLong`;
    else if (names.has(name)) problems[`dims.${i}.name`] = `${E}dimNameRepeated`;
    names.add(name);
    if (dim.values.length === 0) problems[`dims.${i}.values`] = `${E}dimValuesRequired`;
    else if (dim.values.length > MAX_DIM_VALUES) problems[`dims.${i}.values`] = `${E}tooManyValues`;
  });
}

function skuProblems(skus: readonly SkuRow[], problems: GoodsFormProblems) {
  const codes = new Set<string>();
  skus.forEach((sku, i) => {
    const price = priceProblem(sku.price);
    if (price) problems[`skus.${i}.price`] = price;
    if (sku.discountPrice.trim() !== '') {
      const discount = parseCents(sku.discountPrice);
      const full = parseCents(sku.price);
      if (discount === null || discount <= 0) problems[`skus.${i}.discountPrice`] = `${E}priceRange`;
      else if (full !== null && discount >= full) problems[`skus.${i}.discountPrice`] = `${E}discountNotLower`;
    }
    if (parseStock(sku.stock) === null) problems[`skus.${i}.stock`] = `${E}stockRange`;
    const code = sku.skuCode.trim();
    if (code.length > SKU_CODE_MAX) problems[`skus.${i}.skuCode`] = `${E}skuCodeTooLong`;
    else if (code && codes.has(code)) problems[`skus.${i}.skuCode`] = `${E}skuCodeRepeated`;
    if (code) codes.add(code);
  });
}

/** What the form refuses before sending (the server checks all of it again). */
export function goodsFormProblems(values: GoodsFormValues): GoodsFormProblems {
  const problems: GoodsFormProblems = {};
  if (!values.categoryIdx) problems.categoryIdx = `${E}categoryRequired`;
  const title = titleProblem(values.title);
  if (title) problems.title = title;
  if (values.pictures.length === 0) problems.pictures = `${E}picturesRequired`;
  else if (values.pictures.length > MAX_PICTURES) problems.pictures = `${E}tooManyPictures`;
  values.translations.forEach((translation, i) => {
    const problem = titleProblem(translation.title);
    if (problem) problems[`translations.${i}.title`] = problem;
  });
  dimProblems(values.dims, problems);
  skuProblems(values.skus, problems);
  return problems;
}
