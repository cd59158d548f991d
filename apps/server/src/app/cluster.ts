import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { readEnv } from '../config/env.ts';
import { openDatabase } from '../db/database.ts';
import { prepareDatabase, readyBanner, startServer } from './server.ts';

/*
 * `npm run start:cluster`: WEB_CONCURRENCY server processes (one per core by default) on one
 * port, through Node's cluster (issue 23). The primary migrates and seeds once, then forks; it
 * hands each new connection to a worker in turn. Sockets are websocket-only, so a connection
 * lives on one worker from its handshake on and no sticky sessions are needed; rooms, presence,
 * the queue and the page cache's clearing span the workers through Redis.
 */

const env = readEnv();

/** A worker that dies this soon after starting, this many times in a row, stops the cluster: it will not come up. */
const EARLY_EXIT_MS = 10_000;
const EARLY_EXITS_ALLOWED = 5;

if (cluster.isPrimary) {
  if (!env.DATABASE_URL || !env.REDIS_URL) {
    console.error(
      'start:cluster runs several processes, which share PostgreSQL and Redis: set DATABASE_URL and REDIS_URL. ' +
        'The embedded PGlite database serves one process only (npm start).',
    );
    process.exit(1);
  }
  const count = env.WEB_CONCURRENCY ?? availableParallelism();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await prepareDatabase(env, database);
  await database.close();

  let stopping = false;
  let earlyExits = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === count) console.log(readyBanner(env, 'postgres', count));
  });
  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) return;
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    earlyExits = Date.now() - since < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    if (earlyExits >= EARLY_EXITS_ALLOWED) {
      console.error(`workers keep exiting at start (${earlyExits} in a row): stopping`);
      process.exit(1);
    }
    setTimeout(fork, 500 * earlyExits);
  });
  for (let index = 0; index < count; index++) fork();

  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    const check = setInterval(() => {
      if (started.size === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 100);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} else {
  const server = await startServer(env, { prepare: false });
  const shutdown = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}
