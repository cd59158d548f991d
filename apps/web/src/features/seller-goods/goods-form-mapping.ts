import { isLanguage } from '@storefront/contract/constants';
import type { SellerGoodsDetail } from './api/seller-goods-types.ts';
import { centsToInput, parseCents, parseStock, type GoodsFormValues } from './goods-form-rules.ts';
import { emptySkuRow } from './sku-grid.ts';

/** A new product's form: no dimensions, so one SKU row; a draft until the seller says otherwise. */
export const emptyGoodsForm = (): GoodsFormValues => ({
  categoryIdx: '',
  title: '',
  description: '',
  translations: [],
  pictures: [],
  dims: [],
  skus: [emptySkuRow([])],
  warehouseIdx: '',
  status: 'draft',
});

/** A saved product as the form edits it. */
export function detailToForm(detail: SellerGoodsDetail): GoodsFormValues {
  return {
    categoryIdx: String(detail.categoryIdx),
    title: detail.title,
    description: detail.description,
    translations: detail.translations.flatMap((tr) =>
      isLanguage(tr.lang) ? [{ lang: tr.lang, title: tr.title, description: tr.description }] : [],
    ),
    pictures: detail.pictures,
    dims: detail.dims.map((dim) => ({ name: dim.name, values: [...dim.values] })),
    skus: detail.skus.map((sku) => ({
      values: sku.values,
      price: centsToInput(sku.price),
      discountPrice: sku.discountPrice === null ? '' : centsToInput(sku.discountPrice),
      stock: String(sku.stock),
      skuCode: sku.skuCode,
    })),
    warehouseIdx: detail.warehouseIdx === null ? '' : String(detail.warehouseIdx),
    status: detail.status,
  };
}

/** The save call's payload from checked form values (money in cents, stock as integers). */
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
    pictures: values.pictures,
    dims: values.dims.map((dim) => ({ name: dim.name.trim(), values: dim.values })),
    skus: values.skus.map((sku) => ({
      values: sku.values,
      price: parseCents(sku.price) ?? 0,
      discountPrice: sku.discountPrice.trim() ? parseCents(sku.discountPrice) : null,
      stock: parseStock(sku.stock) ?? 0,
      skuCode: sku.skuCode.trim(),
    })),
    warehouseIdx: values.warehouseIdx ? Number(values.warehouseIdx) : null,
    status: values.status,
  };
}

/** A refused field's path as the form names it: 'skus[2].price' and 'skus.2.price' alike. */
export const formFieldPath = (field: string): string => field.replace(/\[(\d+)\]/g, '.$1');
