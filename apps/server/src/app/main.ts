import path from 'node:path';
import { readEnv } from '../config/env.ts';
import { buildApp } from './app.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from './seed/seed.ts';
import { scheduleOrderExpiry } from '../modules/orders/order-expiry.ts';
import { scheduleOrderAutoConfirm } from '../modules/orders/order-settlement.ts';
import { rebuildSearchIndex } from '../modules/search/search-index.ts';
import { scheduleUploadSweep } from '../modules/uploads/upload-sweep.ts';
import { scheduleLiveExpiry } from '../modules/livechat/livechat-expiry.ts';

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const applied = await migrateToLatest(database.db);
if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
if (env.SEED) {
  const started = Date.now();
  const { seeded } = await seedDemoData(database.db, { uploadsDir: path.join(env.DATA_DIR, 'uploads') });
  if (seeded) console.log(`Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const built = await buildApp({ env, db: database.db });
await built.app.listen({ port: env.PORT, host: env.HOST });
// Suggestions are answered from an in-memory index of the catalog's names, read from the terms the
// rebuild writes (refreshed on every start in the background; until it ends, the terms of the
// last rebuild serve, and the seed writes them too, so a fresh install has them before listening).
const indexStarted = Date.now();
rebuildSearchIndex(database.db)
  .then(() => console.log(`Search index rebuilt in ${Date.now() - indexStarted} ms`))
  .catch((error: unknown) => built.app.log.error({ err: error }, 'search index rebuild failed'));
// Unpaid orders past their pay window are cancelled and their stock released, by every process.
const stopOrderExpiry = scheduleOrderExpiry(database.db, (error) =>
  built.app.log.error({ err: error }, 'order expiry sweep failed'),
);
// Shipped orders the buyer has not confirmed within ORDER_AUTO_CONFIRM_DAYS complete (and their shop is paid), by every process.
const stopAutoConfirm = scheduleOrderAutoConfirm(database.db, built.services.orders.rules, (error) =>
  built.app.log.error({ err: error }, 'order auto-confirm sweep failed'),
);
// Uploads nothing refers to after UPLOAD_UNUSED_HOURS are removed, row and file, by every process.
const stopUploadSweep = scheduleUploadSweep(database.db, built.services.uploads, env.UPLOAD_UNUSED_HOURS, (error) =>
  built.app.log.error({ err: error }, 'unused upload sweep failed'),
);
// Queued live chats nobody took within LIVE_QUEUE_EXPIRY_MINUTES end, by every process.
const stopLiveExpiry = scheduleLiveExpiry(
  () => built.services.livechat.expireQueue(),
  (error) => built.app.log.error({ err: error }, 'live chat queue expiry sweep failed'),
);
const address = `http://localhost:${env.PORT}`;
console.log(`
Storefront ready at ${address}  (database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL'})
Demo accounts (password demo1234):
  buyer@demo.shop   buyer with a funded wallet, trade password 123456
  seller@demo.shop  seller who owns "Demo Seller Store"
  staff@demo.shop   customer-service staff
`);

const shutdown = async () => {
  stopOrderExpiry();
  stopAutoConfirm();
  stopUploadSweep();
  stopLiveExpiry();
  await built.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
