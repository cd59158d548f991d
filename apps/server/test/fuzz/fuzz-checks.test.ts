import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Compilable,
  type RawBuilder,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { RateLimiter } from '../../src/modules/accounts/rate-limiter.ts';
import { expectNoInternals, WriteSpotter } from './fuzz-checks.ts';

/*
 * The write check of the fuzz suites skips its queries for a run whose statements wrote nothing
 * it watches: the spotter must never take a write for a read. Statements are compiled, not run
 * (the plugin sees them as the app's handle of the database would).
 */

const spotter = new WriteSpotter();
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [spotter],
});

/** The tables the spotter notes for a statement (a built query, or raw SQL compiled on the handle). */
function written(statement: Compilable | RawBuilder<unknown>): string[] {
  spotter.tables.clear();
  if (isRaw(statement)) statement.compile(db);
  else statement.compile();
  return [...spotter.tables].sort();
}

const isRaw = (statement: Compilable | RawBuilder<unknown>): statement is RawBuilder<unknown> =>
  'isRawBuilder' in statement;

describe('the write spotter', () => {
  it('takes selects, with reading WITHs and row locks, for reads', () => {
    expect(written(db.selectFrom('users').selectAll())).toEqual([]);
    expect(written(db.selectFrom('wallets').select('balance').forUpdate())).toEqual([]);
    expect(
      written(
        db
          .with('mine', (q) => q.selectFrom('orders').select('idx'))
          .selectFrom('mine')
          .selectAll(),
      ),
    ).toEqual([]);
    expect(written(sql`select 1`)).toEqual([]);
  });

  it('names the table of an insert, an update (aliased too) and a delete', () => {
    expect(written(db.insertInto('addresses').values({ user_idx: 1 } as never))).toEqual(['addresses']);
    expect(written(db.updateTable('goods as g').set({ stock: 1 }))).toEqual(['goods']);
    expect(written(db.deleteFrom('carts'))).toEqual(['carts']);
  });

  it('sees a write inside a select’s WITH', () => {
    const statement = db
      .with('made', (q) =>
        q
          .insertInto('follows')
          .values({ user_idx: 1, shop_idx: 1 } as never)
          .returning('user_idx'),
      )
      .selectFrom('made')
      .selectAll();
    expect(written(statement)).toEqual(['follows']);
  });

  it('names the rate limit’s own statement, and gives up on raw SQL it cannot read', () => {
    const limiter = new RateLimiter(db as never);
    expect(written(limiter.hitStatement('k', 60))).toEqual(['rate_limit_hits']);
    expect(written(sql`update wallets set balance = 0; delete from users`)).toEqual(['*']);
    expect(written(sql`vacuum`)).toEqual(['*']);
  });
});

describe('an answer showing the server’s insides', () => {
  it('is caught by its stack frames, SQL and PostgreSQL’s wording, as JSON carries them', () => {
    const faults = [
      JSON.stringify({ err: { stack: 'Error: x\n    at run (file:///srv/app/dist/x.js:1:2)' } }),
      JSON.stringify({ message: 'invalid input syntax for type json' }),
      JSON.stringify({ message: 'select "idx" from "users" where "email" = $1' }),
      JSON.stringify({ message: 'duplicate key value violates unique constraint "users_email_key"' }),
      JSON.stringify({ message: "TypeError: Cannot read properties of undefined (reading 'idx')" }),
    ];
    for (const text of faults) expect(() => expectNoInternals(text, 'fault'), text).toThrow();
  });

  it('is not confused with what a caller wrote and an answer echoes', () => {
    const echoes = [
      JSON.stringify({ code: 4000, data: { field: 'stack' } }),
      JSON.stringify({ code: 0, data: { name: 'look at this (x)', address: "Robert'); drop table users;--" } }),
    ];
    for (const text of echoes) expect(() => expectNoInternals(text, 'echo'), text).not.toThrow();
  });
});
