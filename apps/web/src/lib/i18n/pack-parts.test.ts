import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { packPart } from './pack-parts.ts';

describe('the two parts of a language pack', () => {
  it('puts the later groups, nested ones included, in the later part and everything else in the first', () => {
    const first = packPart(en, 'first-screen');
    const later = packPart(en, 'later');
    expect(Object.keys(later)).toEqual(expect.arrayContaining(['account', 'checkout', 'auth']));
    expect(later).not.toHaveProperty('catalog');
    expect(first).not.toHaveProperty('account');
    // The public pages' texts: the home page's, a product's and a shop's.
    expect(first).toHaveProperty('catalog.home');
    expect(first).toHaveProperty('catalog.detail');
    expect(first).toHaveProperty('catalog.shop');
    expect(first).toHaveProperty('pages.goodsDetail');
    // An unknown shop's page is a shop page that shows the not-found page.
    expect(first).toHaveProperty('notFound.title');
    expect(first).toHaveProperty('auth.loginRequired');
    // Merged back (as the texts' add does, deep), the parts are the whole pack.
    const merged = structuredClone(first) as Record<string, Record<string, unknown>>;
    for (const [group, value] of Object.entries(later))
      merged[group] = typeof value === 'object' && merged[group] ? { ...merged[group], ...value } : (value as never);
    expect(JSON.stringify(sortKeys(merged))).toBe(JSON.stringify(sortKeys(en)));
  });
});

function sortKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
