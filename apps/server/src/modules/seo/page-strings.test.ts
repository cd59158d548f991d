import { describe, expect, it } from 'vitest';
import { translator } from './page-strings.ts';

const pack = {
  catalog: {
    card: { sold: '{{count}} sold' },
    detail: { reviewCount_one: '{{count, number}} review', reviewCount_other: '{{count, number}} reviews' },
    few: { items_one: '{{count}} товар', items_few: '{{count}} товара', items_many: '{{count}} товаров' },
  },
  layout: { header: { language: 'Language: {{ name }}' } },
};

describe('translator: the web app’s t() over one of its packs', () => {
  it('picks the plural form of the language and formats {{count, number}} in it', () => {
    const en = translator(pack, 'en');
    expect(en('catalog.detail.reviewCount', { count: 1 })).toBe('1 review');
    expect(en('catalog.detail.reviewCount', { count: 12345 })).toBe('12,345 reviews');
    expect(translator(pack, 'de')('catalog.detail.reviewCount', { count: 12345 })).toBe('12.345 reviews');
    const ru = translator(pack, 'ru');
    expect(ru('catalog.few.items', { count: 3 })).toBe('3 товара');
    expect(ru('catalog.few.items', { count: 5 })).toBe('5 товаров');
  });

  it('fills named placeholders, keeps unknown ones, and answers the key for a missing text', () => {
    const t = translator(pack, 'en');
    expect(t('catalog.card.sold', { count: 7 })).toBe('7 sold');
    expect(t('layout.header.language', { name: '<b>English</b>' })).toBe('Language: <b>English</b>');
    expect(t('layout.header.language')).toBe('Language: {{ name }}');
    expect(t('layout.header.missing')).toBe('layout.header.missing');
    expect(t('layout.header')).toBe('layout.header');
  });
});
