import { sql } from 'kysely';
import type { Db } from '../../src/db/database.ts';

/*
 * A digest of every table's rows, to prove a refused call or event changed nothing. Left out:
 * the rate limits' counters (a refused attempt is counted on purpose) and the migrations' own
 * bookkeeping.
 */
const NOT_COMPARED = new Set(['rate_limit_hits', 'kysely_migration', 'kysely_migration_lock']);

let tables: Promise<string[]> | undefined;

function tableNames(db: Db): Promise<string[]> {
  tables ??= sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
    order by table_name`
    .execute(db)
    .then((result) => result.rows.map((row) => row.table_name).filter((name) => !NOT_COMPARED.has(name)));
  return tables;
}

/** Each table's name and the md5 of its rows as text, in a stable order. */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const names = await tableNames(db);
  const parts = names.map(
    (name) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.id(name)} t`,
  );
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return new Map(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
