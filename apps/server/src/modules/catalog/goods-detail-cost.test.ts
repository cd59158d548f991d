import { Code, type GoodsDetailView } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * goods/detail and the sku cost: the shop's private figure leaves the server only when the site
 * config's fake flag is on, for the cart drawer's purchase amount (spec 6).
 */

interface Product {
  idx: number;
  /** sku idx -> cost in cents, as stored. */
  costs: Map<number, number>;
}

/** One shop with one product in two skus of known cost. */
async function insertProduct(app: TestApp): Promise<Product> {
  const owner = await app.db
    .insertInto('users')
    .values({ email: 'seller@cost.test', name: 'Seller', password_hash: 'x', role: 'seller' })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const category = await app.db
    .insertInto('categories')
    .values({ slug: 'cost-test', names: JSON.stringify({ en: 'Cost test' }) })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const shop = await app.db
    .insertInto('shops')
    .values({ owner_idx: owner.idx, name: 'Cost shop' })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const goods = await app.db
    .insertInto('goods')
    .values({
      shop_idx: shop.idx,
      category_idx: category.idx,
      title: 'Desk lamp',
      cover: '/uploads/lamp-480.webp',
      images: JSON.stringify(['/uploads/lamp-480.webp']),
      dimensions: JSON.stringify([
        {
          name: 'Colour',
          values: [
            { label: 'White', value: 'white' },
            { label: 'Black', value: 'black' },
          ],
        },
      ]),
      price: 4599,
      stock: 12,
      status: 'on_sale',
    })
    .returning('idx')
    .executeTakeFirstOrThrow();
  const skus = await app.db
    .insertInto('skus')
    .values([
      { goods_idx: goods.idx, dimension_value: '0', price: 4599, discount_price: 3999, cost: 2150, stock: 5 },
      { goods_idx: goods.idx, dimension_value: '1', price: 4999, discount_price: null, cost: 2675, stock: 7 },
    ])
    .returning(['idx', 'cost'])
    .execute();
  return { idx: goods.idx, costs: new Map(skus.map((sku) => [sku.idx, sku.cost])) };
}

async function detail(app: TestApp, idx: number): Promise<GoodsDetailView> {
  const answer = await app.call<GoodsDetailView>('goods/detail', { idx });
  expect(answer.body.code, JSON.stringify(answer.body).slice(0, 300)).toBe(Code.ok);
  return answer.body.data!;
}

describe('POST /api/v1/goods/detail and the sku cost', () => {
  let plain: TestApp;
  let fake: TestApp;
  let plainProduct: Product;
  let fakeProduct: Product;
  beforeAll(async () => {
    [plain, fake] = await Promise.all([createTestApp(), createTestApp({ FAKE_MODE: '1' })]);
    [plainProduct, fakeProduct] = await Promise.all([insertProduct(plain), insertProduct(fake)]);
  });
  afterAll(async () => Promise.all([plain?.destroy(), fake?.destroy()]));

  it('keeps the cost private without the fake flag', async () => {
    const goods = await detail(plain, plainProduct.idx);
    expect(goods.skus).toHaveLength(2);
    for (const sku of goods.skus) expect(sku).not.toHaveProperty('cost');
    expect(JSON.stringify(goods)).not.toMatch(/2150|2675/);
    const config = await plain.call<{ fake: boolean }>('ba/principal/inquiry');
    expect(config.body.config).toMatchObject({ fake: false });
  });

  it('sends each sku its own stored cost when the site config fake flag is on', async () => {
    const goods = await detail(fake, fakeProduct.idx);
    expect(goods.skus.map((sku) => [sku.idx, sku.cost])).toEqual([...fakeProduct.costs.entries()]);
    expect(goods.skus.map((sku) => sku.cost)).toEqual([2150, 2675]);
    const config = await fake.call('ba/principal/inquiry');
    expect(config.body.config).toMatchObject({ fake: true });
  });
});
