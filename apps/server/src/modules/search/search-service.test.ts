import path from 'node:path';
import { Code, type SuggestionView } from '@storefront/contract';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { rebuildSearchIndex } from './search-index.ts';
import { suggest } from './search-service.ts';
import { invalidateSuggestions } from './suggestion-cache.ts';

/** How suggestions reach the database (one statement, then the cache) on the seeded catalog. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
});
afterAll(async () => app.destroy());

/** The same database through a handle that counts the statements sent (its own cache, too). */
function counted(): { db: Db; statements: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: app.db.withPlugin(plugin), statements: () => statements };
}

const names = async (kw: string) => {
  const answer = await app.call<SuggestionView[]>('search/suggestion', { kw });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(Code.ok);
  return answer.body.data!.map((row) => row.name);
};

describe('suggest()', () => {
  it('answers a new keyword with one statement, shops and goods together, and a repeated one with none', async () => {
    const { db, statements } = counted();
    for (const kw of ['li', 'lin', 'shirt', 'smartfone', 'linen pillow', 'nordik', 'zzzz qqqq']) {
      const before = statements();
      const first = await suggest(db, kw);
      expect(statements() - before, kw).toBe(1);
      expect(await suggest(db, ` ${kw.toUpperCase()} `), kw).toEqual(first);
      expect(statements() - before, kw).toBe(1);
    }
    const nordic = await suggest(db, 'nordik');
    expect(nordic[0]).toMatchObject({ flag: 1, name: 'Nordic Nest Home' });
  });

  it('serves a cached answer until the cache is invalidated or the index rebuilt', async () => {
    const original = await names('lin');
    expect(original.length).toBeGreaterThan(1);
    await sql`update search_terms set name = 'Renamed ' || name where term like '%lin%'`.execute(app.db);
    expect(await names('lin')).toEqual(original);
    invalidateSuggestions();
    expect(await names('lin')).toEqual(original.map((name) => `Renamed ${name}`));
    await rebuildSearchIndex(app.db);
    expect(await names('lin')).toEqual(original);
  });

  it('finds names holding every word when one of several words has a typo', async () => {
    const titles = await app.db.selectFrom('goods').select('title').where('status', '=', 'on_sale').execute();
    const known = new Set((await app.db.selectFrom('search_words').select('word').execute()).map((row) => row.word));
    // A name whose first word is long enough to correct, misspelt with a doubled letter.
    const picked = titles
      .map((row) => row.title.toLowerCase().split(' '))
      .find(([first, second]) => first && second && /^[a-z]{6,}$/.test(first) && /^[a-z]{3,}$/.test(second));
    expect(picked).toBeDefined();
    const [first, second] = picked as [string, string];
    const typo = first.slice(0, 3) + first[2] + first.slice(3);
    expect([...known].some((word) => word.startsWith(typo))).toBe(false);
    const found = await names(`${typo} ${second}`);
    expect(found.some((name) => name.toLowerCase().includes(first) && name.toLowerCase().includes(second))).toBe(true);
  });
});

describe('POST /api/v1/search/suggestion and the caller', () => {
  it('answers a signed-in or stale-token caller as a guest and leaves the token alone', async () => {
    const guest = await app.call<SuggestionView[]>('search/suggestion', { kw: 'pillow' });
    const stale = await app.call<SuggestionView[]>('search/suggestion', { kw: 'pillow' }, { token: 'stale-token' });
    expect(stale.body).toEqual(guest.body);
    expect(stale.headers['x-token']).toBeUndefined();
    // A call that reads the caller still refuses the same token and clears it.
    const inquiry = await app.call('ba/principal/inquiry', {}, { token: 'stale-token' });
    expect([inquiry.body.code, inquiry.headers['x-token']]).toEqual([Code.notSignedIn, '']);
  });
});
