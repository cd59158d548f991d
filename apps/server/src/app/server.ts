import path from 'node:path';
import { sql } from 'kysely';
import type { Env } from '../config/env.ts';
import { buildApp } from './app.ts';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from './seed/seed.ts';
import { scheduleOrderExpiry } from '../modules/orders/order-expiry.ts';
import { scheduleOrderAutoConfirm } from '../modules/orders/order-settlement.ts';
import { rebuildSearchIndex } from '../modules/search/search-index.ts';
import { scheduleUploadSweep } from '../modules/uploads/upload-sweep.ts';
import { scheduleLiveExpiry } from '../modules/livechat/livechat-expiry.ts';

/** Any number: the key of the PostgreSQL advisory lock processes seed under. */
const SEED_LOCK = 7_342_001;

/**
 * Migrations (Kysely's migrator takes a lock), then the demo data when SEED is on. Processes
 * started together on one PostgreSQL seed one at a time: the first seeds, the others wait and
 * find it done (drawing the seed's pictures into their own DATA_DIR).
 */
export async function prepareDatabase(env: Env, database: DatabaseHandle): Promise<void> {
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
  if (!env.SEED) return;
  const seed = async () => {
    const started = Date.now();
    const { seeded } = await seedDemoData(database.db, { uploadsDir: path.join(env.DATA_DIR, 'uploads') });
    if (seeded) console.log(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
  // PGlite is one process (and one connection, which a held lock would block).
  if (database.kind !== 'postgres') return seed();
  await database.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SEED_LOCK})`.execute(connection);
    try {
      await seed();
    } finally {
      await sql`select pg_advisory_unlock(${SEED_LOCK})`.execute(connection);
    }
  });
}

export interface RunningServer {
  database: DatabaseHandle;
  /** Stops the sweeps, closes the sockets and the server, then the database. */
  stop(): Promise<void>;
}

/**
 * One server process: the app on PORT with its background sweeps. `prepare`: migrate and seed
 * first (a lone process; a cluster's workers find it done by the primary).
 */
export async function startServer(env: Env, { prepare }: { prepare: boolean }): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (prepare) await prepareDatabase(env, database);
  else if (env.SEED) {
    // The seed's pictures are files of this host (the primary drew them; a worker finds them there).
    await seedDemoData(database.db, { uploadsDir: path.join(env.DATA_DIR, 'uploads') });
  }

  const built = await buildApp({ env, db: database.db });
  await built.app.listen({ port: env.PORT, host: env.HOST });
  // Suggestions are answered from an in-memory index of the catalog's names, read from the terms the
  // rebuild writes (refreshed on every start in the background; until it ends, the terms of the
  // last rebuild serve, and the seed writes them too, so a fresh install has them before listening).
  const indexStarted = Date.now();
  rebuildSearchIndex(database.db)
    // Printed as the other start-up lines are, whatever LOG_LEVEL: the benchmarks measure once it is there.
    .then(() => console.log(`Search index rebuilt in ${Date.now() - indexStarted} ms`))
    .catch((error: unknown) => built.app.log.error({ err: error }, 'search index rebuild failed'));
  const report = (what: string) => (error: unknown) => built.app.log.error({ err: error }, what);
  const stops = [
    // Unpaid orders past their pay window are cancelled and their stock released, by every process.
    scheduleOrderExpiry(database.db, report('order expiry sweep failed')),
    // Shipped orders the buyer has not confirmed within ORDER_AUTO_CONFIRM_DAYS complete (and their shop is paid).
    scheduleOrderAutoConfirm(database.db, built.services.orders.rules, report('order auto-confirm sweep failed')),
    // Uploads nothing refers to after UPLOAD_UNUSED_HOURS are removed, row and bytes.
    scheduleUploadSweep(
      database.db,
      built.services.uploads,
      env.UPLOAD_UNUSED_HOURS,
      report('unused upload sweep failed'),
    ),
    // Queued live chats nobody took within LIVE_QUEUE_EXPIRY_MINUTES end.
    scheduleLiveExpiry(() => built.services.livechat.expireQueue(), report('live chat queue expiry sweep failed')),
  ];
  return {
    database,
    async stop() {
      for (const stop of stops) stop();
      await built.close();
      await database.close();
    },
  };
}

/** What the console shows once the site answers. */
export function readyBanner(env: Env, database: DatabaseHandle['kind'], processes = 1): string {
  const where = database === 'pglite' ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL';
  const many = processes > 1 ? `, ${processes} processes` : '';
  return `
Storefront ready at http://localhost:${env.PORT}  (database: ${where}${many}; uploads: ${env.UPLOAD_STORAGE === 's3' ? `bucket ${env.S3_BUCKET}` : 'DATA_DIR'})
Demo accounts (password demo1234):
  buyer@demo.shop   buyer with a funded wallet, trade password 123456
  seller@demo.shop  seller who owns "Demo Seller Store"
  staff@demo.shop   customer-service staff
`;
}
