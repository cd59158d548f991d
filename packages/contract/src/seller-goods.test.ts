import { describe, expect, it } from 'vitest';
import { sellerGoodsFormIssues, skuCombinations, type SellerGoodsFormParsed } from './seller-goods.ts';

type Form = Pick<
  SellerGoodsFormParsed,
  'title' | 'description' | 'lang' | 'translations' | 'images' | 'dimensions' | 'skus'
>;
const sku = (values: string[], price = 1000) => ({ values, price, discountPrice: null, stock: 3, skuCode: '' });
const form = (over: Partial<Form> = {}): Form => ({
  title: 'Linen shirt',
  description: '',
  lang: 'en',
  translations: [],
  images: ['/upload/a.webp'],
  dimensions: [
    { name: 'Colour', values: ['Red', 'Blue'] },
    { name: 'Size', values: ['S', 'M'] },
  ],
  skus: skuCombinations([{ values: ['Red', 'Blue'] }, { values: ['S', 'M'] }]).map((values) => sku(values)),
  ...over,
});
const reasons = (f: Form, publishing = false) =>
  sellerGoodsFormIssues(f, { publishing }).map((issue) => `${issue.field}:${issue.reason}`);

describe('sellerGoodsFormIssues', () => {
  it('accepts a complete form and builds the grid with the last dimension fastest', () => {
    expect(reasons(form(), true)).toEqual([]);
    expect(skuCombinations([{ values: ['a', 'b'] }, { values: ['1', '2'] }])).toEqual([
      ['a', '1'],
      ['a', '2'],
      ['b', '1'],
      ['b', '2'],
    ]);
    expect(skuCombinations([])).toEqual([[]]);
  });

  it('names each bad field of the issue', () => {
    expect(reasons(form({ title: '' }))).toEqual(['title:titleLength']);
    expect(reasons(form({ title: 'x'.repeat(201) }))).toEqual(['title:titleLength']);
    expect(reasons(form({ title: 'x'.repeat(200) }))).toEqual([]);
    const skus = form().skus;
    expect(reasons(form({ skus: skus.map((s, i) => (i === 1 ? { ...s, price: 0 } : s)) }))).toEqual([
      'skus.1.price:priceRange',
    ]);
    expect(reasons(form({ skus: skus.map((s, i) => (i === 0 ? { ...s, price: 100_000_001 } : s)) }))).toEqual([
      'skus.0.price:priceRange',
    ]);
    expect(reasons(form({ skus: skus.map((s, i) => (i === 2 ? { ...s, stock: -1 } : s)) }))).toEqual([
      'skus.2.stock:stockRange',
    ]);
    expect(reasons(form({ skus: skus.map((s, i) => (i === 3 ? { ...s, discountPrice: 1000 } : s)) }))).toEqual([
      'skus.3.discountPrice:discountNotBelowPrice',
    ]);
    expect(reasons(form({ images: Array.from({ length: 10 }, (_, i) => `/upload/${i}.webp`) }))).toEqual([
      'images:tooManyImages',
    ]);
    const four = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['1'] }));
    expect(reasons(form({ dimensions: four, skus: [sku(['1', '1', '1', '1'])] }))).toEqual([
      'dimensions:tooManyDimensions',
    ]);
    const many = Array.from({ length: 21 }, (_, i) => `v${i}`);
    expect(reasons(form({ dimensions: [{ name: 'Size', values: many }], skus: many.map((v) => sku([v])) }))).toEqual([
      'dimensions.0.values:tooManyValues',
    ]);
  });

  it('wants exactly the cartesian product', () => {
    const skus = form().skus;
    expect(reasons(form({ skus: skus.slice(1) }))).toEqual(['skus:skuGrid']);
    expect(reasons(form({ skus: [...skus.slice(1), skus[1] ?? sku([])] }))).toEqual(['skus:skuGrid']);
    expect(reasons(form({ dimensions: [], skus: [sku([])] }))).toEqual([]);
    expect(reasons(form({ dimensions: [], skus: [] }), true)).toEqual(['skus:skusRequired']);
    expect(reasons(form({ images: [] }), true)).toEqual(['images:imagesRequired']);
    expect(reasons(form({ images: [] }))).toEqual([]);
  });

  it('refuses a translation in the product language or twice in one', () => {
    const t = { title: 'Leinenhemd', description: '' };
    expect(reasons(form({ translations: [{ lang: 'en', ...t }] }))).toEqual(['translations.0.lang:translationLang']);
    expect(
      reasons(
        form({
          translations: [
            { lang: 'de', ...t },
            { lang: 'de', ...t },
          ],
        }),
      ),
    ).toEqual(['translations.1.lang:duplicateTranslation']);
  });
});
