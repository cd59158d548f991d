import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

/** A render that resolves when told, counting its calls. */
function renders() {
  const made: string[] = [];
  const pending: (() => void)[] = [];
  const render = (value: string) => () => {
    made.push(value);
    return new Promise<string>((resolve) => pending.push(() => resolve(value)));
  };
  const finish = async () => {
    while (pending.length > 0) pending.shift()!();
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { made, render, finish };
}

describe('PageCache', () => {
  it('shares one render between concurrent misses and answers from the cache until the page is old', async () => {
    let now = 0;
    const cache = new PageCache<string>({ ttlMs: 5_000, staleMs: 30_000, now: () => now });
    const { made, render, finish } = renders();
    const answers = Array.from({ length: 10 }, () => cache.answer('/', render('a')));
    await finish();
    expect((await Promise.all(answers)).map((a) => [a.value, a.hit])).toEqual(Array(10).fill(['a', false]));
    expect(made).toEqual(['a']);
    now = 4_999;
    expect(await cache.answer('/', render('b'))).toEqual({ value: 'a', hit: true });
    expect(made).toEqual(['a']);
  });

  it('serves a page past its time while one new render replaces it; a much older one waits for the render', async () => {
    let now = 0;
    const cache = new PageCache<string>({ ttlMs: 5_000, staleMs: 30_000, now: () => now });
    const { made, render, finish } = renders();
    const first = cache.answer('/', render('a'));
    await finish();
    await first;
    now = 6_000;
    expect(await cache.answer('/', render('b'))).toEqual({ value: 'a', hit: true });
    expect(await cache.answer('/', render('c'))).toEqual({ value: 'a', hit: true });
    await finish();
    expect(made).toEqual(['a', 'b']);
    expect(await cache.answer('/', render('d'))).toEqual({ value: 'b', hit: true });
    now = 6_000 + 5_000 + 30_000;
    const late = cache.answer('/', render('e'));
    await finish();
    expect(await late).toEqual({ value: 'e', hit: false });
  });

  it('forgets every page on clear, and does not keep a render begun before it', async () => {
    const cache = new PageCache<string>();
    const { render, finish } = renders();
    const one = cache.answer('/a', render('a1'));
    await finish();
    await one;
    const begun = cache.answer('/b', render('b-old'));
    cache.clear();
    await finish();
    expect((await begun).value).toBe('b-old');
    expect(cache.size).toBe(0);
    const after = cache.answer('/b', render('b-new'));
    await finish();
    expect(await after).toEqual({ value: 'b-new', hit: false });
    expect(cache.size).toBe(1);
  });

  it('keeps at most its number of pages, dropping the oldest, and never keeps a failed render', async () => {
    const cache = new PageCache<string>({ maxEntries: 3 });
    for (const key of ['/1', '/2', '/3', '/4']) await cache.answer(key, () => Promise.resolve(key));
    expect(cache.size).toBe(3);
    expect((await cache.answer('/1', () => Promise.resolve('again'))).hit).toBe(false);
    await expect(cache.answer('/x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await cache.answer('/x', () => Promise.resolve('up'))).value).toBe('up');
  });
});
