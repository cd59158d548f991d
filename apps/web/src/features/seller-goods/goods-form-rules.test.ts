import { describe, expect, it } from 'vitest';
import {
  formFieldPath,
  formToPayload,
  goodsFormProblems,
  parseCents,
  parseStock,
  type GoodsFormValues,
} from './goods-form-rules.ts';
import { generateSkuGrid } from './sku-grid.ts';

const E = 'seller.goods.errors.';

function validForm(): GoodsFormValues {
  const dimensions = [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'M'] },
  ];
  return {
    categoryIdx: '1',
    title: 'Linen shirt',
    description: '<p>Soft <strong>linen</strong></p>',
    translations: [{ lang: 'de', title: 'Leinenhemd', description: '' }],
    images: ['/upload/a.webp'],
    dimensions,
    skus: generateSkuGrid(dimensions, []).map((row) => ({ ...row, price: '19.90', stock: '5' })),
    warehouseIdx: '',
    status: 'on_sale',
  };
}

describe('the product form', () => {
  it('accepts a complete product', () => {
    expect(goodsFormProblems(validForm(), 'en')).toEqual({});
  });

  it('asks for a category and a title; a picture only to publish', () => {
    const problems = goodsFormProblems({ ...validForm(), categoryIdx: '', title: '  ', images: [] });
    expect(problems).toMatchObject({
      categoryIdx: `${E}categoryRequired`,
      title: `${E}titleLength`,
      images: `${E}imagesRequired`,
    });
    expect(goodsFormProblems({ ...validForm(), images: [], status: 'draft' }).images).toBeUndefined();
  });

  it('refuses a title of 201 characters, in the original or a translation', () => {
    const long = 'x'.repeat(201);
    const form = validForm();
    const problems = goodsFormProblems({
      ...form,
      title: long,
      translations: [{ lang: 'de', title: long, description: '' }],
    });
    expect(problems.title).toBe(`${E}titleLength`);
    expect(problems['translations.0.title']).toBe(`${E}titleLength`);
    expect(goodsFormProblems({ ...form, title: 'x'.repeat(200) }).title).toBeUndefined();
  });

  it("refuses a translation in the product's own language", () => {
    const problems = goodsFormProblems(
      { ...validForm(), translations: [{ lang: 'en', title: 'Shirt', description: '' }] },
      'en',
    );
    expect(problems['translations.0.title']).toBe(`${E}translationLang`);
  });

  it('refuses a price of 0, over $1,000,000, empty or not an amount, naming the row', () => {
    const form = validForm();
    const skus = form.skus.map((row, i) => ({ ...row, price: ['0', '1000000.01', 'abc', ''][i]! }));
    const problems = goodsFormProblems({ ...form, skus });
    expect(problems['skus.0.price']).toBe(`${E}priceRange`);
    expect(problems['skus.1.price']).toBe(`${E}priceRange`);
    expect(problems['skus.2.price']).toBe(`${E}priceRange`);
    expect(problems['skus.3.price']).toBe(`${E}priceRequired`);
    const top = form.skus.map((row) => ({ ...row, price: '1000000' }));
    expect(goodsFormProblems({ ...form, skus: top })).toEqual({});
  });

  it('refuses a discount price not below the price, and a negative or fractional stock', () => {
    const form = validForm();
    const skus = form.skus.map((row, i) => (i === 0 ? { ...row, discountPrice: '19.90', stock: '-1' } : row));
    skus[1] = { ...skus[1]!, stock: '1.5' };
    const problems = goodsFormProblems({ ...form, skus });
    expect(problems['skus.0.discountPrice']).toBe(`${E}discountNotBelowPrice`);
    expect(problems['skus.0.stock']).toBe(`${E}stockRange`);
    expect(problems['skus.1.stock']).toBe(`${E}stockRange`);
  });

  it('refuses 4 dimensions, 21 values, a dimension without a name or repeated', () => {
    const values = Array.from({ length: 21 }, (_, i) => `v${i}`);
    const dimensions = [
      { name: 'Colour', values: ['Red'] },
      { name: 'colour', values: ['Blue'] },
      { name: '', values },
      { name: 'Fit', values: ['Slim'] },
    ];
    const problems = goodsFormProblems({ ...validForm(), dimensions, skus: generateSkuGrid(dimensions, []) });
    expect(problems.dimensions).toBe(`${E}tooManyDimensions`);
    expect(problems['dimensions.1.name']).toBe(`${E}dimensionNameRepeated`);
    expect(problems['dimensions.2.name']).toBe(`${E}dimensionName`);
    expect(problems['dimensions.2.values']).toBe(`${E}tooManyValues`);
  });

  it('refuses more than 9 pictures and repeated SKU codes', () => {
    const form = validForm();
    const images = Array.from({ length: 10 }, (_, i) => `/upload/${i}.webp`);
    const skus = form.skus.map((row) => ({ ...row, skuCode: 'SAME' }));
    const problems = goodsFormProblems({ ...form, images, skus });
    expect(problems.images).toBe(`${E}tooManyImages`);
    expect(problems['skus.0.skuCode']).toBeUndefined();
    expect(problems['skus.1.skuCode']).toBe(`${E}skuCodeRepeated`);
  });
});

describe('the amounts as typed', () => {
  it('reads dollars and cents as integer cents', () => {
    expect(parseCents('12.5')).toBe(1250);
    expect(parseCents('0.07')).toBe(7);
    expect(parseCents('12.345')).toBeNull();
    expect(parseCents('-1')).toBeNull();
    expect(parseStock('0')).toBe(0);
    expect(parseStock('-3')).toBeNull();
  });

  it('sends cents and whole stock, keeping a saved SKU its idx', () => {
    const form = validForm();
    form.skus[0] = { ...form.skus[0]!, idx: 7, discountPrice: '9.5' };
    const payload = formToPayload(form, 3);
    expect(payload.idx).toBe(3);
    expect(payload.skus[0]).toEqual({
      idx: 7,
      values: ['Red', 'S'],
      price: 1990,
      discountPrice: 950,
      stock: 5,
      skuCode: '',
    });
    expect(payload.skus[1]!.discountPrice).toBeNull();
    expect('warehouseIdx' in payload).toBe(false);
  });

  it("shows a server's refusal beside the field the form has", () => {
    expect(formFieldPath('skus[2].price')).toBe('skus.2.price');
    expect(formFieldPath('dimensions.1.values.4')).toBe('dimensions.1.values');
    expect(formFieldPath('translations.0.lang')).toBe('translations.0.title');
  });
});
