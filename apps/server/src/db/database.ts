import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './pglite-pool.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL only: run in this schema (tests isolate themselves this way). */
  schema?: string | undefined;
  poolSize?: number | undefined;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Close spellings count as matches from this word similarity on ("smartfone" finds
 * "Smartphone" at 0.5; pg_trgm's default of 0.6 misses it).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
const SESSION_SETTINGS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

// bigint columns hold integer cents and counts well below 2^53: read them as numbers.
const toNumber = (value: string) => Number(value);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      options: options.schema ? `${SESSION_SETTINGS} -c search_path=${options.schema},public` : SESSION_SETTINGS,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === 20 || oid === 1700 ? toNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dataDir = options.dataDir ?? './data';
  let location: string | undefined;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const pglite = await PGlite.create({
    ...(location ? { dataDir: location } : {}),
    extensions: { pg_trgm },
    parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber },
  });
  await pglite.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
