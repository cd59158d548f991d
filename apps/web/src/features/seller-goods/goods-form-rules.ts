import {
  GOODS_IMAGES_MAX,
  GOODS_STOCK_MAX,
  GOODS_TITLE_MAX_CHARS,
  SELLER_GOODS_STATUSES,
  sellerGoodsFormIssues,
  type SellerGoodsStatus,
} from '@storefront/contract';
import type { Language } from '@storefront/contract/constants';
import type { GoodsDim, SkuRow } from './sku-grid.ts';

export const GOODS_STATUSES = SELLER_GOODS_STATUSES;
export type GoodsStatus = SellerGoodsStatus;
export const MAX_PICTURES = GOODS_IMAGES_MAX;
export const TITLE_MAX = GOODS_TITLE_MAX_CHARS;

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
  images: string[];
  dimensions: GoodsDim[];
  skus: SkuRow[];
  warehouseIdx: string;
  status: GoodsStatus;
}

/** Problems by field path ('title', 'skus.2.price', 'dimensions.0.values'): translation keys. */
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

/** A stock count as typed, or null when it is not a whole number from 0 to the most allowed. */
export function parseStock(input: string): number | null {
  const text = input.trim();
  if (!/^\d{1,7}$/.test(text)) return null;
  const stock = Number(text);
  return stock <= GOODS_STOCK_MAX ? stock : null;
}

/** The save call's payload from the form (money in cents, stock as integers; unreadable ones as -1). */
export function formToPayload(values: GoodsFormValues, idx: number | null) {
  return {
    ...(idx === null ? {} : { idx }),
    categoryIdx: Number(values.categoryIdx),
    title: values.title.trim(),
    description: values.description,
    translations: values.translations.map((tr) => ({
      lang: tr.lang,
      title: tr.title.trim(),
      description: tr.description,
    })),
    images: values.images,
    dimensions: values.dimensions.map((dim) => ({ name: dim.name.trim(), values: dim.values })),
    skus: values.skus.map((sku) => ({
      ...(sku.idx === undefined ? {} : { idx: sku.idx }),
      values: sku.values,
      price: parseCents(sku.price) ?? -1,
      discountPrice: sku.discountPrice.trim() ? (parseCents(sku.discountPrice) ?? -1) : null,
      stock: parseStock(sku.stock) ?? -1,
      skuCode: sku.skuCode.trim(),
    })),
    ...(values.warehouseIdx ? { warehouseIdx: Number(values.warehouseIdx) } : {}),
    status: values.status,
  };
}

/**
 * Where the form shows a problem of a payload path: a single dimension value's under its
 * dimension's values, a translation's language under its title, 'skus[2].price' as 'skus.2.price'.
 */
export function formFieldPath(field: string): string {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^(dimensions\.\d+\.values)\.\d+$/, '$1')
    .replace(/^(translations\.\d+)\.lang$/, '$1.title');
}

const E = 'seller.goods.errors.';

/**
 * What the form refuses before sending: what only the form can tell (a category chosen, an
 * amount that reads as one), then the contract's own check, the one the server runs too.
 */
export function goodsFormProblems(values: GoodsFormValues, ownLang?: string): GoodsFormProblems {
  const problems: GoodsFormProblems = {};
  if (!values.categoryIdx) problems.categoryIdx = `${E}categoryRequired`;
  const names = new Set<string>();
  values.dimensions.forEach((dim, i) => {
    const name = dim.name.trim().toLowerCase();
    if (name && names.has(name)) problems[`dimensions.${i}.name`] = `${E}dimensionNameRepeated`;
    names.add(name);
  });
  const codes = new Set<string>();
  values.skus.forEach((sku, i) => {
    if (!sku.price.trim()) problems[`skus.${i}.price`] = `${E}priceRequired`;
    const code = sku.skuCode.trim();
    if (code && codes.has(code)) problems[`skus.${i}.skuCode`] = `${E}skuCodeRepeated`;
    if (code) codes.add(code);
  });
  const issues = sellerGoodsFormIssues(
    { ...formToPayload(values, null), lang: undefined },
    { publishing: values.status === 'on_sale', ownLang },
  );
  for (const issue of issues) {
    const path = formFieldPath(issue.field);
    problems[path] ??= `${E}${issue.reason}`;
  }
  return problems;
}
