import {
  Code,
  type CartPriceData,
  type GoodsCardView,
  type OrderDetailView,
  type SellerGoodsDetail,
  type SellerGoodsPage,
  type WarehouseView,
} from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createPayingBuyer,
  createShop,
  ok,
  orderIdxOf,
  placedOrder,
  refused,
  type TestShop,
  createCategory,
} from '../../../test/commerce-helpers.ts';
import { filePart, makePng, postUpload, uploadPhoto } from '../../../test/upload-helpers.ts';

/*
 * The seller centre's goods calls (issue 20 point 1) on the real path: the app, its database and
 * the upload route. Every call is refused to a guest, a buyer and another shop's owner; every bad
 * input of the issue is refused with a translated message naming the field and changes nothing.
 */

let app: TestApp;
let seller: TestShop;
let other: TestShop;
let categoryIdx: number;
beforeAll(async () => {
  app = await createTestApp();
  seller = await createShop(app);
  other = await createShop(app);
  categoryIdx = await createCategory(app, 'seller-goods-test', 'Shirts');
});
afterAll(async () => app.destroy());

const COMBOS = [
  ['Red', 'S'],
  ['Red', 'M'],
  ['Blue', 'S'],
  ['Blue', 'M'],
];

function shirtForm(images: string[], over: Record<string, unknown> = {}) {
  return {
    categoryIdx,
    title: 'Linen shirt',
    description: '<p>Soft <strong>linen</strong></p>',
    translations: [{ lang: 'de', title: 'Leinenhemd', description: '<p>Weiches Leinen</p>' }],
    images,
    dimensions: [
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['S', 'M'] },
    ],
    skus: COMBOS.map((values, i) => ({
      values,
      price: 2000 + i * 100,
      discountPrice: i === 1 ? 1500 : null,
      stock: 5 + i,
      skuCode: `LS-${values.join('-')}`,
    })),
    status: 'draft',
    ...over,
  };
}

async function pictures(token: string, n: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < n; i++) urls.push(await uploadPhoto(app, token));
  return urls;
}

async function newShirt(shop: TestShop, over: Record<string, unknown> = {}): Promise<SellerGoodsDetail> {
  const images = await pictures(shop.owner.token, 2);
  return ok<SellerGoodsDetail>(app, 'seller/goods/save', shirtForm(images, over), shop.owner.token);
}

/** What a buyer's goods list of the shop shows. */
async function shopListing(shopIdx: number): Promise<number[]> {
  const page = await app.call<Page<GoodsCardView>>('goods/list', { shopIdx });
  return page.body.data!.rows.map((row) => row.idx);
}

const goodsRow = (idx: number) =>
  app.db.selectFrom('goods').selectAll().where('idx', '=', idx).executeTakeFirstOrThrow();

describe('who may call', () => {
  it('refuses every seller goods call to a guest (4012), a buyer (4003) and another shop (4004)', async () => {
    const shirt = await newShirt(seller);
    const skuIdx = shirt.skus[0]?.idx ?? 0;
    const warehouseIdx = shirt.warehouseIdx;
    const buyer = await createBuyer(app);
    const images = await pictures(other.owner.token, 1);
    const calls: [string, Record<string, unknown>][] = [
      ['seller/goods/list', {}],
      ['seller/goods/detail', { idx: shirt.idx }],
      ['seller/goods/save', shirtForm(images, { idx: shirt.idx })],
      ['seller/goods/status', { idxs: [shirt.idx], status: 'off_shelf' }],
      ['seller/goods/stock', { skuIdx, stock: 1 }],
      ['seller/goods/delete', { idx: shirt.idx }],
      ['seller/warehouse/list', {}],
      ['seller/warehouse/save', { idx: warehouseIdx, name: 'Mine now' }],
      ['seller/warehouse/delete', { idx: warehouseIdx }],
    ];
    for (const [path, payload] of calls) {
      expect((await refused(app, path, payload, undefined)).code, path).toBe(Code.notSignedIn);
      const asBuyer = await refused(app, path, payload, buyer.token);
      expect(asBuyer, path).toMatchObject({ code: Code.forbidden, message: 'Only shop owners can do this' });
    }
    // Another shop's owner: its own lists are empty of this shop's goods, and any idx is unknown.
    for (const [path, payload] of calls.filter(([path]) => !path.endsWith('/list'))) {
      expect((await refused(app, path, payload, other.owner.token)).code, path).toBe(Code.notFound);
    }
    const theirs = await ok<SellerGoodsPage>(app, 'seller/goods/list', {}, other.owner.token);
    expect(theirs.rows.map((row) => row.idx)).not.toContain(shirt.idx);
    const theirWarehouses = await ok<WarehouseView[]>(app, 'seller/warehouse/list', {}, other.owner.token);
    expect(theirWarehouses.map((w) => w.idx)).not.toContain(warehouseIdx);
    // Nothing changed.
    const after = await ok<SellerGoodsDetail>(app, 'seller/goods/detail', { idx: shirt.idx }, seller.owner.token);
    expect(after).toEqual(shirt);
  });
});

describe('seller/goods/save', () => {
  it('creates a product with two dimensions, pictures and a German title, as the storefront reads it', async () => {
    const images = await pictures(seller.owner.token, 3);
    const form = shirtForm(images, {
      description:
        '<p onclick="x()">Soft <em>linen</em><script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
    });
    const saved = await ok<SellerGoodsDetail>(app, 'seller/goods/save', form, seller.owner.token);
    expect(saved).toMatchObject({
      categoryIdx,
      lang: 'en',
      title: 'Linen shirt',
      description: '<p>Soft <em>linen</em> <a rel="noopener noreferrer nofollow ugc" target="_blank">x</a></p>',
      translations: [{ lang: 'de', title: 'Leinenhemd', description: '<p>Weiches Leinen</p>' }],
      images,
      dimensions: form.dimensions,
      status: 'draft',
      takenDownReason: null,
      hasOrders: false,
    });
    expect(saved.skus.map((sku) => [sku.values, sku.price, sku.discountPrice, sku.stock, sku.skuCode])).toEqual(
      form.skus.map((sku) => [sku.values, sku.price, sku.discountPrice, sku.stock, sku.skuCode]),
    );
    // The columns the catalog reads: lowest price, lowest discount, stock sum, cover, value indexes.
    const row = await goodsRow(saved.idx);
    expect(row).toMatchObject({ price: 2000, discount_price: 1500, stock: 5 + 6 + 7 + 8, cover: images[0] });
    expect(row.dimensions[1]).toEqual({
      name: 'Size',
      values: [
        { label: 'S', value: 'S' },
        { label: 'M', value: 'M' },
      ],
    });
    const skus = await app.db
      .selectFrom('skus')
      .select('dimension_value')
      .where('goods_idx', '=', saved.idx)
      .orderBy('idx')
      .execute();
    expect(skus.map((s) => s.dimension_value)).toEqual(['0_0', '0_1', '1_0', '1_1']);
  });

  it('refuses each bad input of the issue with 4000 naming the field, and changes nothing', async () => {
    const shirt = await newShirt(seller);
    const before = await ok<SellerGoodsDetail>(app, 'seller/goods/detail', { idx: shirt.idx }, seller.owner.token);
    const images = shirt.images;
    const base = shirtForm(images, { idx: shirt.idx });
    const skus = base.skus;
    const withSku = (i: number, patch: Record<string, unknown>) =>
      skus.map((sku, n) => (n === i ? { ...sku, ...patch } : sku));
    const strangerUpload = await uploadPhoto(app, other.owner.token);
    const otherWarehouse = (await ok<WarehouseView[]>(app, 'seller/warehouse/list', {}, other.owner.token))[0];
    const many = Array.from({ length: 21 }, (_, i) => `Size ${i}`);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ skus: withSku(0, { price: 0 }) }, 'skus.0.price', 'The price must be above 0 and at most 1,000,000'],
      [{ skus: withSku(2, { price: 100_000_001 }) }, 'skus.2.price', 'The price must be above 0 and at most 1,000,000'],
      [{ skus: withSku(1, { stock: -1 }) }, 'skus.1.stock', 'The stock must be a whole number from 0 to 1,000,000'],
      [
        { skus: withSku(3, { discountPrice: 2300 }) },
        'skus.3.discountPrice',
        'The discount price must be lower than the price',
      ],
      [
        {
          dimensions: ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] })),
          skus: [{ values: ['x', 'x', 'x', 'x'], price: 100, stock: 1 }],
        },
        'dimensions',
        'A product can have at most 3 dimensions',
      ],
      [
        {
          dimensions: [{ name: 'Size', values: many }],
          skus: many.map((value) => ({ values: [value], price: 100, stock: 1 })),
        },
        'dimensions.0.values',
        'A dimension can have at most 20 values',
      ],
      [{ title: '' }, 'title', 'The title must be 1 to 200 characters long'],
      [{ title: 'x'.repeat(201) }, 'title', 'The title must be 1 to 200 characters long'],
      [
        { images: [...images, strangerUpload] },
        `images.${images.length}`,
        'Please upload this picture again: it is not one of your uploads',
      ],
      [{ images: Array.from({ length: 10 }, () => images[0]) }, 'images', 'A product can have at most 9 pictures'],
      [
        { skus: skus.slice(1) },
        'skus',
        'The SKU list must have exactly one row for each combination of the dimension values',
      ],
      [
        { translations: [{ lang: 'en', title: 'Linen shirt' }] },
        'translations.0.lang',
        "A translation must be in a language other than the product's own",
      ],
      [{ categoryIdx: 999_999 }, 'categoryIdx', 'Please choose a category from the list'],
      [{ warehouseIdx: otherWarehouse?.idx }, 'warehouseIdx', "Please choose one of your shop's warehouses"],
      [{ skus: withSku(0, { idx: other.skus[0]?.idx }) }, 'skus.0.idx', 'Invalid value for skus.0.idx'],
    ];
    for (const [patch, field, message] of cases) {
      const body = await refused(app, 'seller/goods/save', { ...base, ...patch }, seller.owner.token);
      expect(body, field).toMatchObject({ code: Code.invalidInput, message, data: { field } });
    }
    // Translated like every other message.
    const german = await app.call(
      'seller/goods/save',
      { ...base, skus: withSku(0, { price: 0 }) },
      { token: seller.owner.token, lang: 'de' },
    );
    expect(german.body).toMatchObject({
      code: Code.invalidInput,
      message: 'Der Preis muss über 0 und höchstens 1,000,000 betragen',
      data: { field: 'skus.0.price' },
    });
    // Another shop's goods idx is unknown, and a new product with a bad field is not created.
    expect(
      (await refused(app, 'seller/goods/save', { ...base, idx: other.skus[0]?.goodsIdx }, seller.owner.token)).code,
    ).toBe(Code.notFound);
    const count = async () =>
      (await app.db.selectFrom('goods').select('idx').where('shop_idx', '=', seller.idx).execute()).length;
    const goodsBefore = await count();
    await refused(app, 'seller/goods/save', { ...base, idx: undefined, title: '' }, seller.owner.token);
    expect(await count()).toBe(goodsBefore);
    expect(await ok(app, 'seller/goods/detail', { idx: shirt.idx }, seller.owner.token)).toEqual(before);
  });

  it('keeps SKU idxs on an edit, adds and removes combinations, and refuses to remove an ordered one', async () => {
    const shirt = await newShirt(seller, { status: 'on_sale' });
    const keep = shirt.skus.map((sku) => ({ ...sku }));
    // Rename Blue to Navy and drop size M: the S skus keep their idx.
    const edited = await ok<SellerGoodsDetail>(
      app,
      'seller/goods/save',
      shirtForm(shirt.images, {
        idx: shirt.idx,
        status: 'on_sale',
        dimensions: [
          { name: 'Colour', values: ['Red', 'Navy'] },
          { name: 'Size', values: ['S', 'L'] },
        ],
        skus: [
          { ...keep[0], values: ['Red', 'S'] },
          { values: ['Red', 'L'], price: 3000, stock: 2 },
          { ...keep[2], values: ['Navy', 'S'] },
          { values: ['Navy', 'L'], price: 3000, stock: 2 },
        ],
      }),
      seller.owner.token,
    );
    expect(edited.skus.map((sku) => sku.idx).slice(0, 2)).toEqual([keep[0]?.idx, keep[2]?.idx]);
    expect(edited.skus.map((sku) => sku.values.join('/'))).toEqual(['Red/S', 'Navy/S', 'Red/L', 'Navy/L']);
    expect((await goodsRow(shirt.idx)).stock).toBe(5 + 7 + 2 + 2);

    const buyer = await createPayingBuyer(app, 100_000);
    const ordered = edited.skus[1];
    await placedOrder(app, buyer, [{ goodsIdx: shirt.idx, skuIdx: ordered?.idx ?? 0, quantity: 1 }]);
    const dropOrdered = await refused(
      app,
      'seller/goods/save',
      shirtForm(shirt.images, {
        idx: shirt.idx,
        dimensions: [
          { name: 'Colour', values: ['Red'] },
          { name: 'Size', values: ['S', 'L'] },
        ],
        skus: edited.skus.filter((sku) => sku.values[0] === 'Red'),
      }),
      seller.owner.token,
    );
    expect(dropOrdered).toMatchObject({
      code: Code.invalidInput,
      message: 'This combination has been ordered, so it cannot be removed: set its stock to 0 instead',
      data: { field: 'skus' },
    });
    const detail = await ok<SellerGoodsDetail>(app, 'seller/goods/detail', { idx: shirt.idx }, seller.owner.token);
    expect(detail.hasOrders).toBe(true);
    expect(detail.skus).toHaveLength(4);
  });

  it('lets two saves of one product run at once and leaves one of them whole', async () => {
    const shirt = await newShirt(seller);
    const forms = [1, 2].map((n) =>
      shirtForm(shirt.images, {
        idx: shirt.idx,
        title: `Shirt ${n}`,
        skus: shirt.skus.map((sku) => ({ ...sku, price: 1000 * n, discountPrice: null, stock: n })),
      }),
    );
    const answers = await Promise.all(
      forms.map((form) => app.call('seller/goods/save', form, { token: seller.owner.token })),
    );
    expect(answers.map((a) => a.body.code)).toEqual([0, 0]);
    const row = await goodsRow(shirt.idx);
    const n = row.title === 'Shirt 1' ? 1 : 2;
    expect(row).toMatchObject({ price: 1000 * n, stock: 4 * n });
    const skus = await app.db
      .selectFrom('skus')
      .select(['price', 'stock'])
      .where('goods_idx', '=', shirt.idx)
      .execute();
    expect(skus).toEqual(Array.from({ length: 4 }, () => ({ price: 1000 * n, stock: n })));
  });
});

describe('publishing', () => {
  it('shows a published product to buyers at once; unpublished, it leaves every listing but stays in carts and orders', async () => {
    const draft = await newShirt(seller);
    const detailAnswer = () => app.call('goods/detail', { idx: draft.idx });
    // A draft is never shown.
    expect(await shopListing(seller.idx)).not.toContain(draft.idx);
    expect((await detailAnswer()).body.code).toBe(Code.notFound);
    const buyer = await createPayingBuyer(app, 100_000);
    const favorite = (on: boolean) =>
      app.call('goods/favorite', { idx: draft.idx, favorite: on }, { token: buyer.token });
    expect((await favorite(true)).body.code).toBe(Code.notFound);
    const shopCount = async () =>
      (await app.call<{ goodsCount: number }>('shop/detail', { idx: seller.idx })).body.data?.goodsCount;
    const countBefore = await shopCount();
    expect(await ok(app, 'seller/goods/status', { idxs: [draft.idx], status: 'on_sale' }, seller.owner.token)).toEqual({
      idxs: [draft.idx],
    });
    expect(await shopListing(seller.idx)).toContain(draft.idx);
    expect((await detailAnswer()).body.data).toMatchObject({ title: 'Linen shirt', price: 2000, discountPrice: 1500 });

    expect(await shopCount()).toBe((countBefore ?? 0) + 1);
    expect((await favorite(true)).body.code).toBe(0);
    const favorites = async () =>
      (await ok<Page<GoodsCardView>>(app, 'goods/favorites', {}, buyer.token)).rows.map((row) => row.idx);
    expect(await favorites()).toContain(draft.idx);

    // The buyer buys one and keeps another in the cart.
    const sku = draft.skus[0];
    const line = { goodsIdx: draft.idx, skuIdx: sku?.idx ?? 0, quantity: 1 };
    const order = await placedOrder(app, buyer, [line]);
    await ok(app, 'seller/goods/status', { idxs: [draft.idx], status: 'off_shelf' }, seller.owner.token);
    expect(await shopListing(seller.idx)).not.toContain(draft.idx);
    expect((await detailAnswer()).body.code).toBe(Code.notFound);
    expect(await shopCount()).toBe(countBefore);
    expect(await favorites()).not.toContain(draft.idx);
    const cart = await app.call<CartPriceData>('cart/price', { lines: [line] });
    expect(cart.body.data).toMatchObject({ lines: [{ goodsIdx: draft.idx, available: false }], total: 0 });
    const bought = await ok<OrderDetailView>(app, 'order/detail', { idx: orderIdxOf(order) }, buyer.token);
    expect(JSON.stringify(bought)).toContain('Linen shirt');
    // Its own list counts it off shelf, and shows the sale.
    const mine = await ok<SellerGoodsPage>(app, 'seller/goods/list', { status: 'off_shelf' }, seller.owner.token);
    expect(mine.rows.find((row) => row.idx === draft.idx)).toMatchObject({ status: 'off_shelf', sales: 1 });
  });

  it('refuses to publish an incomplete draft or a product staff took down, naming it; an edit clears the takedown', async () => {
    const bare = await ok<SellerGoodsDetail>(
      app,
      'seller/goods/save',
      { categoryIdx, title: 'Just an idea', status: 'draft' },
      seller.owner.token,
    );
    expect(bare).toMatchObject({ images: [], skus: [], status: 'draft' });
    const complete = await newShirt(seller);
    const incomplete = await refused(
      app,
      'seller/goods/status',
      { idxs: [complete.idx, bare.idx], status: 'on_sale' },
      seller.owner.token,
    );
    expect(incomplete).toMatchObject({
      code: Code.invalidInput,
      message: '"Just an idea" is not complete: add a picture and a price before putting it on sale',
      data: { idx: bare.idx },
    });
    // All or nothing: the complete one was not published either.
    expect((await goodsRow(complete.idx)).status).toBe('draft');
    // Saving as on sale needs the same.
    const publishBare = await refused(
      app,
      'seller/goods/save',
      { idx: bare.idx, categoryIdx, title: 'Just an idea', status: 'on_sale' },
      seller.owner.token,
    );
    expect(publishBare).toMatchObject({ code: Code.invalidInput, data: { field: 'images' } });

    await app.db
      .updateTable('goods')
      .set({ status: 'off_shelf', taken_down_at: new Date(), taken_down_reason: 'Counterfeit' })
      .where('idx', '=', complete.idx)
      .execute();
    const list = await ok<SellerGoodsPage>(app, 'seller/goods/list', { kw: 'linen' }, seller.owner.token);
    expect(list.rows.find((row) => row.idx === complete.idx)?.takenDownReason).toBe('Counterfeit');
    const takenDown = await refused(
      app,
      'seller/goods/status',
      { idxs: [complete.idx], status: 'on_sale' },
      seller.owner.token,
    );
    expect(takenDown).toMatchObject({
      code: Code.forbidden,
      message: '"Linen shirt" was taken down by staff: edit it before putting it on sale again',
      data: { idx: complete.idx },
    });
    const edited = await ok<SellerGoodsDetail>(
      app,
      'seller/goods/save',
      shirtForm(complete.images, { idx: complete.idx, title: 'Linen shirt (genuine)', status: 'on_sale' }),
      seller.owner.token,
    );
    expect(edited).toMatchObject({ status: 'off_shelf', takenDownReason: null });
    await ok(app, 'seller/goods/status', { idxs: [complete.idx], status: 'on_sale' }, seller.owner.token);
    expect(await shopListing(seller.idx)).toContain(complete.idx);
  });
});

describe('stock, delete and the list', () => {
  it('edits one SKU stock in place with the product total following; refuses a negative one', async () => {
    const shirt = await newShirt(seller);
    const sku = shirt.skus[2];
    const answer = await ok(app, 'seller/goods/stock', { skuIdx: sku?.idx, stock: 40 }, seller.owner.token);
    expect(answer).toEqual({ skuIdx: sku?.idx, stock: 40, goodsIdx: shirt.idx, goodsStock: 5 + 6 + 40 + 8 });
    const negative = await refused(app, 'seller/goods/stock', { skuIdx: sku?.idx, stock: -1 }, seller.owner.token);
    expect(negative).toMatchObject({ code: Code.invalidInput, data: { field: 'stock' } });
    expect((await goodsRow(shirt.idx)).stock).toBe(59);
  });

  it('deletes a product without orders, and refuses one with orders', async () => {
    const spare = await newShirt(seller);
    expect(await ok(app, 'seller/goods/delete', { idx: spare.idx }, seller.owner.token)).toEqual({ idx: spare.idx });
    expect((await refused(app, 'seller/goods/detail', { idx: spare.idx }, seller.owner.token)).code).toBe(
      Code.notFound,
    );
    const sold = seller.skus[0];
    const buyer = await createPayingBuyer(app, 100_000);
    await placedOrder(app, buyer, [{ goodsIdx: sold?.goodsIdx ?? 0, skuIdx: sold?.idx ?? 0, quantity: 1 }]);
    const refusal = await refused(app, 'seller/goods/delete', { idx: sold?.goodsIdx }, seller.owner.token);
    expect(refusal).toMatchObject({
      code: Code.forbidden,
      message: 'This product has orders, so it cannot be deleted: take it off shelf instead',
    });
    expect((await goodsRow(sold?.goodsIdx ?? 0)).status).toBe('on_sale');
  });

  it('searches, filters, sorts and counts the shop goods', async () => {
    const shop = await createShop(app);
    const a = await newShirt(shop, { title: 'Alpha tee' });
    const b = await newShirt(shop, { title: 'Beta tee', status: 'on_sale' });
    const list = (payload: Record<string, unknown>) =>
      ok<SellerGoodsPage>(app, 'seller/goods/list', payload, shop.owner.token);
    const all = await list({});
    expect(all.counts).toEqual({ all: 3, draft: 1, on_sale: 2, off_shelf: 0 });
    expect(all.rows[0]).toMatchObject({ idx: b.idx, price: 2000, stock: 26, status: 'on_sale' });
    expect(all.rows[0]?.skus.map((sku) => sku.label)).toContain('Colour: Red, Size: M');
    expect((await list({ kw: 'alpha' })).rows.map((r) => r.idx)).toEqual([a.idx]);
    expect((await list({ status: 'draft' })).rows.map((r) => r.idx)).toEqual([a.idx]);
    expect((await list({ sort: 'title', dir: 'asc' })).rows.map((r) => r.title)).toEqual([
      'Alpha tee',
      'Beta tee',
      expect.stringMatching(/^Test Shirt/),
    ]);
    expect((await list({ categoryIdx })).paging.total).toBe(2);
  });
});

describe('warehouses', () => {
  it('adds, edits and deletes warehouses; refuses to delete the last one or one goods ship from', async () => {
    const shop = await createShop(app);
    const [main] = await ok<WarehouseView[]>(app, 'seller/warehouse/list', {}, shop.owner.token);
    expect(main).toMatchObject({ name: 'Main warehouse', goodsCount: 1 });
    expect(await refused(app, 'seller/warehouse/delete', { idx: main?.idx }, shop.owner.token)).toMatchObject({
      code: Code.forbidden,
      message: 'A shop needs at least one warehouse',
    });
    const second = await ok<WarehouseView>(
      app,
      'seller/warehouse/save',
      { name: 'Berlin hub', city: 'Berlin', country: 'de' },
      shop.owner.token,
    );
    expect(second).toMatchObject({ name: 'Berlin hub', city: 'Berlin', country: 'DE', goodsCount: 0 });
    expect(
      (await refused(app, 'seller/warehouse/save', { name: 'X', country: 'XX' }, shop.owner.token)).data,
    ).toMatchObject({ field: 'country' });
    expect((await refused(app, 'seller/warehouse/save', { name: '' }, shop.owner.token)).data).toMatchObject({
      field: 'name',
    });
    expect(await refused(app, 'seller/warehouse/delete', { idx: main?.idx }, shop.owner.token)).toMatchObject({
      code: Code.forbidden,
      message: 'Goods still ship from this warehouse: move them to another one first',
    });
    const shirt = await newShirt(shop, { warehouseIdx: second.idx });
    expect(shirt.warehouseIdx).toBe(second.idx);
    const renamed = await ok<WarehouseView>(
      app,
      'seller/warehouse/save',
      { idx: second.idx, name: 'Berlin', city: 'Berlin', country: 'DE' },
      shop.owner.token,
    );
    expect(renamed).toMatchObject({ idx: second.idx, name: 'Berlin', goodsCount: 1 });
    await ok(
      app,
      'seller/goods/save',
      shirtForm(shirt.images, { idx: shirt.idx, warehouseIdx: main?.idx }),
      shop.owner.token,
    );
    expect(await ok(app, 'seller/warehouse/delete', { idx: second.idx }, shop.owner.token)).toEqual({
      idx: second.idx,
    });
    expect((await ok<WarehouseView[]>(app, 'seller/warehouse/list', {}, shop.owner.token)).map((w) => w.idx)).toEqual([
      main?.idx,
    ]);
  });
});

describe('pictures', () => {
  it('refuses an SVG and a picture over the upload limit with a clear error, before any product sees them', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const asSvg = await postUpload(app, [filePart(svg, 'logo.svg', 'image/svg+xml')], { token: seller.owner.token });
    expect(asSvg.body).toMatchObject({
      code: Code.invalidInput,
      message: 'Please choose a JPEG, PNG, WebP, GIF or AVIF image',
      data: { field: 'file' },
    });
    const png = await makePng(16, 16);
    const big = Buffer.concat([png, Buffer.alloc(app.env.UPLOAD_MAX_BYTES)]);
    const tooBig = await postUpload(app, [filePart(big)], { token: seller.owner.token });
    expect(tooBig.body).toMatchObject({
      code: Code.invalidInput,
      message: 'The file is too large (at most 10 MB)',
      data: { field: 'file' },
    });
  });
});
