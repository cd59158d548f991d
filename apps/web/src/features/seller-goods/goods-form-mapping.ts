import type { SellerGoodsDetail } from '@storefront/contract';
import { isLanguage } from '@storefront/contract/constants';
import { centsToInput, type GoodsFormValues } from './goods-form-rules.ts';
import { emptySkuRow } from './sku-grid.ts';

/** A new product's form: no dimensions, so one SKU row; a draft until the seller says otherwise. */
export const emptyGoodsForm = (): GoodsFormValues => ({
  categoryIdx: '',
  title: '',
  description: '',
  translations: [],
  images: [],
  dimensions: [],
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
    images: detail.images,
    dimensions: detail.dimensions.map((dim) => ({ name: dim.name, values: [...dim.values] })),
    skus: detail.skus.map((sku) => ({
      idx: sku.idx,
      values: sku.values,
      price: centsToInput(sku.price),
      discountPrice: sku.discountPrice === null ? '' : centsToInput(sku.discountPrice),
      stock: String(sku.stock),
      skuCode: sku.skuCode,
    })),
    warehouseIdx: String(detail.warehouseIdx),
    status: detail.status,
  };
}
