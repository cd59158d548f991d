import path from 'node:path';
import { Code, type SuggestionView } from '@storefront/contract';
import { sql, type KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { seedDemoData } from '../../app/seed/seed.ts';
import { INDEX_CHECK_MS, rebuildSearchIndex, stopSearchIndex, suggestionIndex } from './search-index.ts';
import { suggest } from './search-service.ts';

/** How suggestions are answered from memory and follow rebuilds, on the seeded catalog. */

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.db, { uploadsDir: path.join(app.dataDir, 'uploads') });
});
const handles: Db[] = [];
afterAll(async () => {
  handles.forEach(stopSearchIndex);
  await app.destroy();
});

/** The same database through a handle that counts the statements sent (its own index, too). */
function counted(): { db: Db; statements: () => number } {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      // The change log is read in the background (search-index.ts), never on a request's path.
      if (!JSON.stringify(args.node).includes('"search_changes"')) statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const db = app.db.withPlugin(plugin);
  handles.push(db);
  return { db, statements: () => statements };
}

const names = async (kw: string) => {
  const answer = await app.call<SuggestionView[]>('search/suggestion', { kw });
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(Code.ok);
  return answer.body.data!.map((row) => row.name);
};

describe('suggest()', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the terms once, then answers every keyword, new or repeated, without the database', async () => {
    const { db, statements } = counted();
    await suggest(db, 'li');
    const loaded = statements();
    expect(loaded).toBeGreaterThan(0);
    for (const kw of ['li', 'lin', 'shirt', 'smartfone', 'linen pillow', 'nordik', 'zzzz qqqq']) {
      const first = await suggest(db, kw);
      expect(await suggest(db, ` ${kw.toUpperCase()} `), kw).toEqual(first);
    }
    expect(statements()).toBe(loaded);
    const nordic = await suggest(db, 'nordik');
    expect(nordic[0]).toMatchObject({ flag: 1, name: 'Nordic Nest Home' });
  });

  it("learns of another process's change of goods names from the change log, without a rebuild", async () => {
    const { db: otherProcess } = counted();
    const original = (await suggest(otherProcess, 'lin')).map((row) => row.name);
    expect(original.length).toBeGreaterThan(1);
    const rename = (prefix: string) =>
      sql`update goods set title = ${prefix} || title where lower(title) ~ '(^|[^a-z])lin'`.execute(app.db);
    await rename('Renamed ');
    try {
      const renamed = original.map((name) => `Renamed ${name}`);
      await vi.waitFor(async () => expect(await names('lin')).toEqual(renamed), { timeout: 5000, interval: 50 });
      await vi.waitFor(
        async () => expect((await suggest(otherProcess, 'lin')).map((row) => row.name)).toEqual(renamed),
        { timeout: 5000, interval: 50 },
      );
      // The names they had are gone from both.
      expect((await suggest(otherProcess, original[0]!.toLowerCase())).map((row) => row.name)).not.toContain(
        original[0],
      );
    } finally {
      await sql`update goods set title = substr(title, 9) where title like 'Renamed %'`.execute(app.db);
    }
    await vi.waitFor(async () => expect(await names('lin')).toEqual(original), { timeout: 5000, interval: 50 });
  });

  it("picks up another process's rebuild of the shops' names at the next check", async () => {
    const { db: otherProcess } = counted();
    const original = (await suggest(otherProcess, 'nordic')).filter((row) => row.flag === 1).map((row) => row.name);
    expect(original).toContain('Nordic Nest Home');
    await sql`update shops set name = 'Nordic Nested Home' where name = 'Nordic Nest Home'`.execute(app.db);
    try {
      await rebuildSearchIndex(app.db);
      expect(await names('nordic')).toContain('Nordic Nested Home');
      // The other process still answers from the index it has, until its next check.
      expect((await suggest(otherProcess, 'nordic')).map((row) => row.name)).toContain('Nordic Nest Home');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + INDEX_CHECK_MS);
      // The check reads the index again (a second or more on a loaded machine): as long as the others.
      await vi.waitFor(
        async () =>
          expect((await suggest(otherProcess, 'nordic')).map((row) => row.name)).toContain('Nordic Nested Home'),
        { timeout: 5000, interval: 50 },
      );
    } finally {
      await sql`update shops set name = 'Nordic Nest Home' where name = 'Nordic Nested Home'`.execute(app.db);
      await rebuildSearchIndex(app.db);
    }
    expect(await names('nordic')).toContain('Nordic Nest Home');
  });

  it('finds names holding every word when one of several words has a typo', async () => {
    const titles = await app.db.selectFrom('goods').select('title').where('status', '=', 'on_sale').execute();
    const known = (await suggestionIndex(app.db)).words;
    // A name whose first word is long enough to correct, misspelt with a doubled letter.
    const picked = titles
      .map((row) => row.title.toLowerCase().split(' '))
      .find(([first, second]) => first && second && /^[a-z]{6,}$/.test(first) && /^[a-z]{3,}$/.test(second));
    expect(picked).toBeDefined();
    const [first, second] = picked as [string, string];
    const typo = first.slice(0, 3) + first[2] + first.slice(3);
    expect(known.some((word) => word.startsWith(typo))).toBe(false);
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
