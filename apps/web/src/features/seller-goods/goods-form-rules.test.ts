import { describe, expect, it } from 'vitest';
import { goodsFormProblems, htmlText, parseCents, parseStock, type GoodsFormValues } from './goods-form-rules.ts';
import { generateSkuGrid } from './sku-grid.ts';

function validForm(): GoodsFormValues {
  const dims = [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'M'] },
  ];
  return {
    categoryIdx: '1',
    title: 'Linen shirt',
    description: '<p>Soft <strong>linen</strong></p>',
    translations: [{ lang: 'de', title: 'Leinenhemd', description: '' }],
    pictures: ['/uploads/a.webp'],
    dims,
    skus: generateSkuGrid(dims, []).map((row) => ({ ...row, price: '19.90', stock: '5' })),
    warehouseIdx: '',
    status: 'draft',
  };
}

describe('the product form', () => {
  it('accepts a complete product', () => {
    expect(goodsFormProblems(validForm())).toEqual({});
  });

  it('asks for a category, a title and a picture', () => {
    const problems = goodsFormProblems({ ...validForm(), categoryIdx: '', title: '  ', pictures: [] });
    expect(problems).toMatchObject({
      categoryIdx: 'seller.goods.errors.categoryRequired',
      title: 'seller.goods.errors.titleRequired',
      pictures: 'seller.goods.errors.picturesRequired',
    });
  });

  it('refuses a title of 201 characters, in the original or a translation', () => {
    const long = 'x'.repeat(201);
    const form = validForm();
    const problems = goodsFormProblems({
      ...form,
      title: long,
      translations: [{ lang: 'de', title: long, description: '' }],
    });
    expect(problems.title).toBe('seller.goods.errors.titleTooLong');
    expect(problems['translations.0.title']).toBe('seller.goods.errors.titleTooLong');
    expect(goodsFormProblems({ ...form, title: 'x'.repeat(200) }).title).toBeUndefined();
  });

  it('refuses a price of 0, over $1,000,000 or not an amount, naming the row', () => {
    const form = validForm();
    const skus = form.skus.map((row, i) => ({ ...row, price: ['0', '1000000.01', 'abc', '1000000'][i]! }));
    const problems = goodsFormProblems({ ...form, skus });
    expect(problems['skus.0.price']).toBe('seller.goods.errors.priceRange');
    expect(problems['skus.1.price']).toBe('seller.goods.errors.priceRange');
    expect(problems['skus.2.price']).toBe('seller.goods.errors.priceRange');
    expect(problems['skus.3.price']).toBeUndefined();
  });

  it('refuses a discount price not below the price, and a negative or fractional stock', () => {
    const form = validForm();
    const skus = form.skus.map((row, i) => (i === 0 ? { ...row, discountPrice: '19.90', stock: '-1' } : row));
    skus[1] = { ...skus[1]!, stock: '1.5' };
    const problems = goodsFormProblems({ ...form, skus });
    expect(problems['skus.0.discountPrice']).toBe('seller.goods.errors.discountNotLower');
    expect(problems['skus.0.stock']).toBe('seller.goods.errors.stockRange');
    expect(problems['skus.1.stock']).toBe('seller.goods.errors.stockRange');
  });

  it('refuses 4 dimensions, 21 values, a dimension without a name or repeated', () => {
    const values = Array.from({ length: 21 }, (_, i) => `v${i}`);
    const dims = [
      { name: 'Colour', values: ['Red'] },
      { name: 'colour', values: ['Blue'] },
      { name: '', values },
      { name: 'Fit', values: ['Slim'] },
    ];
    const problems = goodsFormProblems({ ...validForm(), dims, skus: generateSkuGrid(dims, []) });
    expect(problems.dims).toBe('seller.goods.errors.tooManyDims');
    expect(problems['dims.1.name']).toBe('seller.goods.errors.dimNameRepeated');
    expect(problems['dims.2.name']).toBe('seller.goods.errors.dimNameRequired');
    expect(problems['dims.2.values']).toBe('seller.goods.errors.tooManyValues');
  });

  it('refuses more than 9 pictures and repeated SKU codes', () => {
    const form = validForm();
    const pictures = Array.from({ length: 10 }, (_, i) => `/uploads/${i}.webp`);
    const skus = form.skus.map((row) => ({ ...row, skuCode: 'SAME' }));
    const problems = goodsFormProblems({ ...form, pictures, skus });
    expect(problems.pictures).toBe('seller.goods.errors.tooManyPictures');
    expect(problems['skus.0.skuCode']).toBeUndefined();
    expect(problems['skus.1.skuCode']).toBe('seller.goods.errors.skuCodeRepeated');
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

  it('reads the words of a rich-text description', () => {
    expect(htmlText('<p>&nbsp;</p><ul><li></li></ul>')).toBe('');
    expect(htmlText('<p>Soft <b>linen</b></p>')).toBe('Soft linen');
  });
});
