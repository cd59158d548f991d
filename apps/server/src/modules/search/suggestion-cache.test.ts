import type { SuggestionView } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { cachedSuggestions, invalidateSuggestions, LruCache } from './suggestion-cache.ts';

describe('LruCache', () => {
  it('keeps the most recently used keys up to its capacity', () => {
    const cache = new LruCache<number>(3, 60_000);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('d', 4); // evicts b, the least recently used
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.get('d')]).toEqual([1, undefined, 3, 4]);
    expect(cache.size).toBe(3);
    cache.set('c', 30); // replacing a key does not grow the cache
    expect([cache.size, cache.get('c')]).toEqual([3, 30]);
  });

  it('forgets an entry once its time to live has passed', () => {
    let now = 1000;
    const cache = new LruCache<string>(10, 500, () => now);
    cache.set('kw', 'answer');
    now = 1499;
    expect(cache.get('kw')).toBe('answer');
    now = 1500;
    expect(cache.get('kw')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('deletes a key only while it still holds the given value', () => {
    const cache = new LruCache<object>(10, 60_000);
    const first = {};
    const second = {};
    cache.set('kw', first);
    cache.set('kw', second);
    cache.deleteIf('kw', first);
    expect(cache.get('kw')).toBe(second);
    cache.deleteIf('kw', second);
    expect(cache.get('kw')).toBeUndefined();
  });
});

/** The cache only uses the database handle as a key: distinct objects stand for distinct databases. */
const database = () => ({}) as Db;
const answer = (name: string): SuggestionView[] => [{ flag: 2, name, idx: 1, match: null }];

describe('cachedSuggestions', () => {
  it('looks a keyword up once, shares the lookup between concurrent callers and serves it again', async () => {
    const db = database();
    let lookups = 0;
    let finish: (rows: SuggestionView[]) => void = () => {};
    const lookUp = () => {
      lookups += 1;
      return new Promise<SuggestionView[]>((resolve) => (finish = resolve));
    };
    const first = cachedSuggestions(db, 'lin', lookUp);
    const second = cachedSuggestions(db, 'lin', lookUp);
    finish(answer('Linen Shirt'));
    expect(await first).toEqual(answer('Linen Shirt'));
    expect(await second).toBe(await first);
    expect(await cachedSuggestions(db, 'lin', lookUp)).toEqual(answer('Linen Shirt'));
    expect(lookups).toBe(1);
  });

  it('keeps one cache per database', async () => {
    const [a, b] = [database(), database()];
    await cachedSuggestions(a, 'kw', async () => answer('from a'));
    expect(await cachedSuggestions(b, 'kw', async () => answer('from b'))).toEqual(answer('from b'));
    expect(await cachedSuggestions(a, 'kw', async () => answer('again'))).toEqual(answer('from a'));
  });

  it('forgets a failed lookup, so the next request tries again', async () => {
    const db = database();
    await expect(cachedSuggestions(db, 'kw', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cachedSuggestions(db, 'kw', async () => answer('back'))).toEqual(answer('back'));
  });

  it('empties every cache when invalidated', async () => {
    const [a, b] = [database(), database()];
    await cachedSuggestions(a, 'kw', async () => answer('old a'));
    await cachedSuggestions(b, 'kw', async () => answer('old b'));
    invalidateSuggestions();
    expect(await cachedSuggestions(a, 'kw', async () => answer('new a'))).toEqual(answer('new a'));
    expect(await cachedSuggestions(b, 'kw', async () => answer('new b'))).toEqual(answer('new b'));
  });
});
