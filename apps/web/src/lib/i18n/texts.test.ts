import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import { createTexts, type Pack } from './texts.ts';

/** The first key of `pack` (nested, dotted) whose text has a plural form `suffix` and fills `{{count, number}}`. */
function pluralKey(pack: Pack, suffix: string, prefix = ''): string | undefined {
  for (const [key, value] of Object.entries(pack)) {
    if (typeof value !== 'string') {
      const found = pluralKey(value, suffix, `${prefix}${key}.`);
      if (found) return found;
    } else if (key.endsWith(`_${suffix}`) && value.includes('{{count, number}}')) {
      return `${prefix}${key.slice(0, -suffix.length - 1)}`;
    }
  }
  return undefined;
}

describe("the app's texts (texts.ts)", () => {
  it('looks nested keys up, fills values, and shows a missing key as itself', () => {
    const texts = createTexts('en', { cart: { empty: 'Your cart is empty', hello: 'Hi {{name}}, {{ user.name }}!' } });
    expect(texts.t('cart.empty')).toBe('Your cart is empty');
    expect(texts.t('cart.hello', { name: '<b>Ann</b>', user: { name: 'Bo' } })).toBe('Hi <b>Ann</b>, Bo!');
    expect(texts.t('cart.hello', {})).toBe('Hi , !');
    expect(texts.t('cart.nothing')).toBe('cart.nothing');
    expect(texts.t('cart')).toBe('cart');
    expect(texts.exists('cart')).toBe(true);
    expect(texts.exists('cart.empty')).toBe(true);
    expect(texts.exists('cart.empty.more')).toBe(false);
  });

  it("picks the language's plural form by count, falling back to _other, and groups numbers its way", () => {
    const pack = {
      n_one: '{{count}} item',
      n_few: '{{count, number}} штуки',
      n_many: '{{count, number}} штук',
      n_other: 'x',
    };
    const english = createTexts('en', pack);
    expect(english.t('n', { count: 1 })).toBe('1 item');
    expect(english.t('n', { count: 2 })).toBe('x');
    const russian = createTexts('ru', pack);
    expect(russian.t('n', { count: 3 })).toBe('3 штуки');
    expect(russian.t('n', { count: 12345 })).toBe(`${(12345).toLocaleString('ru')} штук`);
    expect(russian.t('n', { count: 1.5 })).toBe('x');
    expect(createTexts('de', { n_other: '{{count, number}}' }).t('n', { count: 1234 })).toBe('1.234');
  });

  it('reads the real packs: an English and a Russian plural with a grouped count', () => {
    const key = pluralKey(ru as Pack, 'few');
    if (!key) throw new Error('no plural with a count in the Russian pack');
    const textOf = (pack: Pack, dotted: string) =>
      dotted
        .split('.')
        .reduce<Pack | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), pack);
    const russian = createTexts('ru', ru as Pack);
    expect(russian.t(key, { count: 2 })).toBe(
      String(textOf(ru as Pack, `${key}_few`)).replace('{{count, number}}', '2'),
    );
    expect(russian.t(key, { count: 5 })).toBe(
      String(textOf(ru as Pack, `${key}_many`)).replaceAll(/\{\{count(, number)?\}\}/g, '5'),
    );
    const english = createTexts('en', en as Pack);
    expect(english.t(key, { count: 1000 })).toBe(
      String(textOf(en as Pack, `${key}_other`)).replace('{{count, number}}', '1,000'),
    );
  });

  it('adds a later part without replacing what is there, and keeps the given pack unchanged', () => {
    const pack: Pack = { a: { b: 'first' } };
    const texts = createTexts('en', pack);
    texts.add({ a: { b: 'second', c: 'third' }, d: 'fourth' });
    expect([texts.t('a.b'), texts.t('a.c'), texts.t('d')]).toEqual(['first', 'third', 'fourth']);
    expect(pack).toEqual({ a: { b: 'first' } });
  });
});
