import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Envelope } from '@storefront/contract';
import pg from 'pg';
import type { KyselyPlugin } from 'kysely';
import { buildApp, type BuildOptions, type BuiltApp } from '../src/app/app.ts';
import { readEnv, type Env } from '../src/config/env.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

/** Which database the suite runs on: PostgreSQL when DATABASE_URL is set, else PGlite. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL;

export interface TestDatabase {
  db: Db;
  schema?: string;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated database: an in-memory PGlite, or on PostgreSQL a schema of its own, so
 * test files running side by side never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: await migratedTemplate() });
    // A no-op on the template; it still checks that every migration is applied.
    await migrateToLatest(handle.db);
    return handle;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('create extension if not exists pg_trgm with schema public');
  } catch {
    // Another test file created it at the same moment.
  }
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 20 });
  await migrateToLatest(handle.db, schema);
  return {
    db: handle.db,
    schema,
    kind: 'postgres',
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../src/db/migrations');

/**
 * A freshly migrated PGlite's data folder, made once per set of migrations and kept as a file in
 * the temporary folder: a new PGlite starts from it in a fraction of the time an empty one takes
 * to initialise (its initdb) and migrate, which the suite would otherwise pay once per test file.
 * Written under a temporary name and renamed, so a test file running beside another never reads
 * a half-written one.
 */
/** The installed PGlite's version: a template is a data folder of one PGlite version. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return String(JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version);
}

let template: Promise<Blob> | undefined;

/** The template, read once per test process (a file with several apps does not read it again). */
function migratedTemplate(): Promise<Blob> {
  template ??= readOrMakeTemplate();
  return template;
}

async function readOrMakeTemplate(): Promise<Blob> {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  hash.update(pgliteVersion());
  const file = path.join(tmpdir(), `storefront-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!existsSync(file)) {
    const fresh = await openDatabase({ dataDir: 'memory://' });
    await migrateToLatest(fresh.db);
    const dump = await fresh.dump!();
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

export interface CallOptions {
  token?: string;
  lang?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface CallAnswer<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, string | string[] | number | undefined>;
}

/**
 * The rate limits' clock in a test app: it stands still unless the test moves it, so a test's hits
 * all fall in one fixed window however long the test takes (a real clock can cross a window's
 * boundary between two hits, and a limit test then sees one 4029 too few).
 */
export class LimiterTestClock {
  private current = Date.now();
  readonly now = (): number => this.current;
  /** Moves the limits' time on, e.g. past a window to see its count start again. */
  advance(seconds: number): void {
    this.current += seconds * 1000;
  }
}

export interface TestApp extends BuiltApp {
  db: Db;
  env: Env;
  limiterClock: LimiterTestClock;
  dataDir: string;
  /** POSTs a payload to an API path with the spec's context object, as the web client does. */
  call<T = unknown>(apiPath: string, payload?: Record<string, unknown>, options?: CallOptions): Promise<CallAnswer<T>>;
  destroy(): Promise<void>;
}

export async function createTestApp(
  overrides: Record<string, string> = {},
  extraCalls?: BuildOptions['extraCalls'],
  /** A stream to read the app's log from (at the overrides' LOG_LEVEL); none: no log. */
  logStream?: BuildOptions['logStream'],
  /** Plugins on the app's own handle of the database (e.g. one counting its statements); the test's `db` has none. */
  plugins: KyselyPlugin[] = [],
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  // With REDIS_URL (the PostgreSQL run of the suite) sockets go through the Redis adapter too, on
  // channels of their own: test files run side by side, and their users' idx (rooms) overlap.
  const redis = process.env.REDIS_URL
    ? { REDIS_URL: process.env.REDIS_URL, SOCKET_REDIS_KEY: `socket.io-test-${randomBytes(6).toString('hex')}` }
    : {};
  const env = readEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED: '0',
    // Tests recharge through the test payment provider unless one switches it off.
    PAYMENT_TEST_PROVIDER: '1',
    ...redis,
    ...overrides,
  });
  const database = await createTestDatabase();
  const limiterClock = new LimiterTestClock();
  const built = await buildApp({
    env,
    db: plugins.reduce((db, plugin) => db.withPlugin(plugin), database.db),
    logger: logStream !== undefined,
    ...(logStream ? { logStream } : {}),
    extraCalls,
    checkAnswers: true,
    limiterClock: limiterClock.now,
  });
  return {
    ...built,
    db: database.db,
    env,
    limiterClock,
    dataDir,
    async call<T>(apiPath: string, payload: Record<string, unknown> = {}, options: CallOptions = {}) {
      const response = await built.app.inject({
        method: 'POST',
        url: `/api/v1/${apiPath}`,
        remoteAddress: options.ip ?? '127.0.0.1',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { 'x-token': options.token } : {}),
          ...options.headers,
        },
        payload: JSON.stringify({ ...payload, context: { lang: options.lang ?? 'en', biz: 1, path: '/', utc: 0 } }),
      });
      return { status: response.statusCode, body: response.json<Envelope<T>>(), headers: response.headers };
    },
    async destroy() {
      await built.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A unique email per call, so tests in one database never collide. */
export const uniqueEmail = (prefix = 'user') => `${prefix}${Date.now().toString(36)}${counter++}@test.shop`;

/**
 * What the people and shop helpers need of an app: its calls and its database. A test app, or a
 * server process of the scale-out suite (apps/server/scale-out) reached over HTTP.
 */
export type AppClient = Pick<TestApp, 'call' | 'db'>;

/** Signs a new buyer up and returns their tokens. */
export async function createBuyer(app: AppClient, email = uniqueEmail('buyer'), password = 'password123') {
  // Each buyer signs up from an address of its own, clear of the per-address sign-up limit.
  const ip = `10.200.${counter % 250}.${Math.floor(counter / 250) % 250}`;
  counter++;
  const answer = await app.call<{ idx: number }>(
    'user/sign/up',
    { method: 'email', email, name: 'Test Buyer', password },
    { ip },
  );
  if (answer.body.code !== 0) throw new Error(`sign-up failed: ${JSON.stringify(answer.body)}`);
  return {
    idx: answer.body.data!.idx,
    email,
    password,
    token: String(answer.headers['x-token']),
    refresh: String(answer.headers['x-refresh']),
  };
}
