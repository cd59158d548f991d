import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { PREPARED } from './database.ts';

describe('statements marked PREPARED', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const sum = (a: number, b: number) => sql<{ n: number }>`${PREPARED}select ${a}::integer + ${b}::integer as n`;

  it('answer with the values of each run, as any statement', async () => {
    expect((await sum(1, 2).execute(database.db)).rows).toEqual([{ n: 3 }]);
    expect((await sum(40, 2).execute(database.db)).rows).toEqual([{ n: 42 }]);
  });

  it('are prepared once per PostgreSQL connection, one statement per shape; unmarked ones and PGlite prepare nothing', async () => {
    const prepared = await database.db.transaction().execute(async (trx) => {
      await sum(1, 1).execute(trx);
      await sum(2, 2).execute(trx);
      await sql`${PREPARED}select ${'x'}::text as other`.execute(trx);
      await sql`select ${7}::integer as unmarked`.execute(trx);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements order by statement`.execute(trx);
      return rows.map((row) => row.statement);
    });
    if (database.kind === 'postgres') {
      expect(prepared).toEqual([
        '/* prepared */ select $1::integer + $2::integer as n',
        '/* prepared */ select $1::text as other',
      ]);
    } else {
      expect(prepared).toEqual([]);
    }
  });
});
