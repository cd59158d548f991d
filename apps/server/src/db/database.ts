import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.ts';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
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
  /** PGlite only: start from this data folder's dump (PGlite `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: its data folder as a tarball (PGlite `dumpDataDir`). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Close spellings count as matches from this word similarity on ("smartfone" finds
 * "Smartphone" at 0.5; pg_trgm's default of 0.6 misses it).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.45;
const SESSION_SETTINGS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

const PREPARED_MARK = '/* prepared */';

/**
 * Put first in the SQL of a statement run on a hot path (a private message's send): on PostgreSQL
 * each connection prepares it once, named after its text, and runs it from then on without
 * parsing and planning it again (planning a statement of several common table expressions costs
 * twice what running it does). Only for statements whose text takes few shapes: each shape stays
 * prepared on every connection of the pool. PGlite runs it as any other statement.
 */
export const PREPARED = sql.raw(`${PREPARED_MARK} `);

/** Shapes prepared at most: past them a marked statement runs unprepared (a mark misused on varying SQL). */
const MAX_PREPARED_SHAPES = 64;

/** The name a marked statement is prepared under on a connection (its text's digest), or null past the cap. */
const preparedNames = new Map<string, string>();
function preparedName(text: string): string | null {
  let name = preparedNames.get(text);
  if (name === undefined) {
    if (preparedNames.size >= MAX_PREPARED_SHAPES) return null;
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    preparedNames.set(text, name);
  }
  return name;
}

/** Runs the statements marked PREPARED as named statements of the connection, anything else as before. */
function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const marked = typeof text === 'string' && text.startsWith(PREPARED_MARK) && Array.isArray(values);
    const name = marked && args.length === 2 ? preparedName(text) : null;
    return name === null ? query(...args) : query({ name, text, values });
  };
}

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
    pool.on('connect', prepareMarkedStatements);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  const dataDir = options.dataDir ?? './data';
  let location: string | undefined;
  let unlock = (): void => undefined;
  if (!dataDir.startsWith('memory://')) {
    location = path.resolve(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const pglite = await PGlite.create({
    ...(location ? { dataDir: location } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [types.INT8]: toNumber, [types.NUMERIC]: toNumber },
  }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  await pglite.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new PGlitePool(pglite) }) });
  return {
    db,
    kind: 'pglite',
    dump: () => pglite.dumpDataDir('none'),
    close: async () => {
      await db.destroy();
      unlock();
    },
  };
}
