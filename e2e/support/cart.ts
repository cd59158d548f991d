import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { call, expectMessage, type Sku } from './accounts.ts';

/** A product as goods/detail gives it (the fields the specs read). */
export interface GoodsDetail {
  idx: number;
  title: string;
  dimensions: { name: string; values: { label: string }[] }[];
  skus: Sku[];
  shop: { idx: number; name: string };
}

/** The first seeded product with a sku that `fits`, and that sku (searched by idx, 1 to 300). */
export async function findProduct(fits: (sku: Sku) => boolean): Promise<{ goods: GoodsDetail; sku: Sku }> {
  for (let idx = 1; idx <= 300; idx++) {
    const { data: goods } = await call<GoodsDetail | null>('goods/detail', { idx });
    const sku = goods?.skus.find(fits);
    if (goods && sku) return { goods, sku };
  }
  throw new Error('no seeded product has such a sku');
}

/** Chooses the sku's values on the product page and adds it to the cart, as a shopper does. */
export async function addFromDetail(page: Page, goods: GoodsDetail, sku: Sku): Promise<void> {
  await page.goto(`${inject('baseUrl')}/goods/detail?idx=${goods.idx}`, { waitUntil: 'networkidle' });
  const indexes = sku.dimensionValue === '' ? [] : sku.dimensionValue.split('_').map(Number);
  for (const [dimension, valueIndex] of indexes.entries()) {
    await page
      .getByRole('group', { name: goods.dimensions[dimension]!.name })
      .getByRole('radio', { name: goods.dimensions[dimension]!.values[valueIndex]!.label, exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expectMessage(page, 'Added to your cart');
}
