/**
 * Seeds the demo marketplace from the command line:
 *
 *   node --import tsx apps/server/src/app/seed/seed-cli.ts [--goods 100000]
 *   npm run seed -- --goods 100000
 *
 * Uses DATABASE_URL (PostgreSQL) when set, otherwise PGlite under DATA_DIR (default ./data);
 * images go to <DATA_DIR>/uploads. On an empty database it seeds everything (with N goods if
 * --goods is given); on a seeded one, --goods N tops the catalog up to N goods.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { growCatalog, seedDemoData } from './seed.ts';

function parseGoods(): number | undefined {
  const { values } = parseArgs({ options: { goods: { type: 'string' } }, allowPositionals: false });
  if (values.goods === undefined) return undefined;
  const goods = Number(values.goods);
  if (!Number.isInteger(goods) || goods < 0) throw new Error(`--goods must be a whole number, got "${values.goods}"`);
  return goods;
}

async function main(): Promise<void> {
  const started = performance.now();
  const log = (line: string): void => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(6);
    console.log(`[${seconds}s] ${line}`);
  };
  const goods = parseGoods();
  const dataDir = process.env.DATA_DIR || './data';
  // An in-memory database (benchmarks) has no folder of its own; park its images in tmp.
  const uploadsDir = dataDir.startsWith('memory://')
    ? path.join(os.tmpdir(), 'storefront-seed-uploads')
    : path.join(dataDir, 'uploads');
  const databaseUrl = process.env.DATABASE_URL || undefined;

  const handle = await openDatabase({ databaseUrl, dataDir });
  const where =
    handle.kind === 'postgres'
      ? ''
      : dataDir.startsWith('memory://')
        ? ' (in memory)'
        : ` (${path.resolve(dataDir, 'pglite')})`;
  log(`database: ${handle.kind}${where}, uploads: ${path.resolve(uploadsDir)}`);
  try {
    const applied = await migrateToLatest(handle.db);
    log(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
    const { seeded } = await seedDemoData(handle.db, { uploadsDir, log, ...(goods === undefined ? {} : { goods }) });
    if (!seeded && goods !== undefined) await growCatalog(handle.db, { target: goods, uploadsDir, log });
  } finally {
    await handle.close();
  }
  log(`done in ${((performance.now() - started) / 1000).toFixed(1)}s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});
