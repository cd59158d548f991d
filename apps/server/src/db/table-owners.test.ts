import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  moduleOf,
  productionFiles,
  readSource,
  schemaTables,
  sqlTexts,
  tablesNamedIn,
} from '../../test/table-references.ts';
import { OWNERSHIP_EXCEPTIONS, TABLE_OWNERS } from './table-owners.ts';

/** One owner per table (issue 11): modules name only their own tables, bar the listed exceptions. */

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tables = schemaTables(readSource(src, 'db/schema.ts'));
const known = new Set(tables);
const owners: Readonly<Record<string, string>> = TABLE_OWNERS;
/** The code that must go through the owners: every module, the layers under them and the transports (not the composition's demo seed). */
const files = ['core', 'serving', 'modules', 'realtime', 'http'].flatMap((dir) => productionFiles(src, dir));

/** Each file's tables of other modules, before the exceptions. */
function foreignTables(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    const foreign = [...tablesNamedIn(readSource(src, file), known)].filter((t) => owners[t] !== moduleOf(file));
    if (foreign.length > 0) found.set(file, foreign.sort());
  }
  return found;
}

describe('the table ownership map', () => {
  it('gives every table of db/schema.ts one owner, and names no other table', () => {
    expect(tables.length).toBeGreaterThan(30);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tables].sort());
  });

  it('keeps the exceptions to a handful, each with its reason and tables', () => {
    expect(OWNERSHIP_EXCEPTIONS.length).toBeLessThanOrEqual(5);
    for (const exception of OWNERSHIP_EXCEPTIONS) {
      expect(exception.reason.length, exception.file).toBeGreaterThan(20);
      expect(exception.tables.length, exception.file).toBeGreaterThan(0);
    }
  });
});

describe('modules, realtime and http', () => {
  const foreign = foreignTables();

  it('scans the server code and sees the tables its queries name', () => {
    expect(files.length).toBeGreaterThan(50);
    const seen = new Set(files.flatMap((file) => [...tablesNamedIn(readSource(src, file), known)]));
    for (const table of ['users', 'goods', 'skus', 'orders', 'wallets', 'carts', 'uploads', 'search_terms']) {
      expect(seen, table).toContain(table);
    }
  });

  it("name no other module's table outside the exceptions", () => {
    const violations = [...foreign].flatMap(([file, named]) => {
      const allowed = new Set<string>(OWNERSHIP_EXCEPTIONS.find((e) => e.file === file)?.tables ?? []);
      const refused = named.filter((table) => !allowed.has(table));
      return refused.length > 0 ? [`${file} (${moduleOf(file)}) names ${refused.join(', ')}`] : [];
    });
    expect(violations).toEqual([]);
  });

  it('need every exception as it is listed (a stale one is removed, so the list only shrinks)', () => {
    for (const exception of OWNERSHIP_EXCEPTIONS) {
      expect(files, exception.file).toContain(exception.file);
      expect(foreign.get(exception.file) ?? [], exception.file).toEqual([...exception.tables].sort());
    }
  });
});

describe('tablesNamedIn', () => {
  const named = (source: string) => [...tablesNamedIn(source, known)].sort();

  it('finds the tables of builder calls, aliased, in arrays, over several lines', () => {
    expect(named(`db.selectFrom('goods as g').innerJoin('shops as s', 's.idx', 'g.shop_idx')`)).toEqual([
      'goods',
      'shops',
    ]);
    expect(named(`trx\n  .updateTable(\n    'wallets'\n  )`)).toEqual(['wallets']);
    expect(named(`db.insertInto("orders")`)).toEqual(['orders']);
    expect(named(`db.deleteFrom('favorites')`)).toEqual(['favorites']);
    expect(named(`db.selectFrom(['users', 'carts as c'])`)).toEqual(['carts', 'users']);
    expect(named(`q.leftJoin('follows as f', 'f.shop_idx', 's.idx')`)).toEqual(['follows']);
  });

  it("finds the expression builder's subqueries and qualified columns", () => {
    expect(named(`.where(({ exists, selectFrom }) => exists(selectFrom('cms_reads as r')))`)).toEqual(['cms_reads']);
    expect(named(`.select(['users.trade_password_hash as hash'])`)).toEqual(['users']);
  });

  it('finds the tables of sql templates, whatever the interpolations in them', () => {
    expect(named('await sql`delete from search_terms`.execute(trx);')).toEqual(['search_terms']);
    expect(named('sql<boolean>`not exists (select 1 from reviews where photos @> ${x})`')).toEqual(['reviews']);
    expect(named('sql`select ${list.map((w) => `${w}:*`).join(" & ")} from pm_subjects`')).toEqual(['pm_subjects']);
    expect(named('sql<number>`users.avatar = ${path}`')).toEqual(['users']);
    expect(sqlTexts('sql`a ${`b ${c}`} d`')).toEqual(['a   d']);
  });

  it('does not take columns, aliases, other strings or plain prose for tables', () => {
    expect(named(`db.selectFrom('g').select(['goods_idx', 'g.shop_idx', 'status'])`)).toEqual([]);
    expect(named(`const key = 'orders_order_no_key'; // reads the orders of a user`)).toEqual([]);
    expect(named('sql`g.sales * g.rating`')).toEqual([]);
  });
});
