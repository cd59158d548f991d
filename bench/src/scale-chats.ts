import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { runPmLoad, storefrontProtocol, type PartyUrl } from './pm-load.ts';
import type { PmScenario } from './pm-bench.ts';
import { preparePairs } from './pm-pairs.ts';
import { createDatabase, databaseUrl, dropDatabase } from './postgres.ts';
import { startTarget, type Target } from './processes.ts';
import { serverQuiet } from './send-cost.ts';

/*
 * One-to-one chats across processes (issue 23): the private messages' load (pm-load.ts, the
 * pairs of pm-pairs.ts) on one storefront process on PostgreSQL, the baseline, then on two
 * processes of one site (one PostgreSQL database, one Redis) with each pair's buyer on the first
 * and its seller on the second, so every delivery crosses from one process to the other through
 * the Redis adapter: classic pub/sub, sharded pub/sub, Redis streams (SOCKET_ADAPTER).
 */

export type Adapter = 'pubsub' | 'sharded' | 'streams';

export interface ChatSettings {
  /** Buyer–seller pairs: two clients each. */
  pairs: number;
  seconds: number;
  /** Milliseconds between two sends of one client (a pair's two in turn, so half that between the pair's sends). */
  clientIntervalMs: number;
}

export interface ChatScenario extends PmScenario {
  adapter: Adapter | null;
  processes: number;
  /** 1-minute load average as the measured seconds began and as they ended. */
  load: { before: number; after: number };
}

export const REDIS_URL = 'redis://127.0.0.1:6379';
export const MAIN = 'apps/server/src/app/main.ts';
export const CHAT_WARMUP_SECONDS = 2;
const load1 = () => loadavg()[0] ?? 0;

export const chatLabel = (adapter: Adapter | null) =>
  adapter === null ? 'one process, PostgreSQL' : `two processes, Redis ${adapter}`;

/** A fresh database and its pairs, one or two server processes on it, the load, and everything removed. */
export async function measureChats(
  adapter: Adapter | null,
  settings: ChatSettings,
  redisKey: string,
): Promise<ChatScenario> {
  const label = chatLabel(adapter);
  const processes = adapter === null ? 1 : 2;
  const database = `storefront_bench_scale_${adapter ?? 'one'}_${Date.now()}`;
  const dataDirs = Array.from({ length: processes }, () => mkdtempSync(path.join(tmpdir(), 'storefront-bench-scale-')));
  const targets: Target[] = [];
  const load = { before: Number.NaN, after: Number.NaN };
  const base = { label, adapter, processes, load };
  try {
    await createDatabase(database);
    const url = databaseUrl(database);
    const pairs = await preparePairs(settings.pairs, { databaseUrl: url });
    const env: Record<string, string> = {
      SEED: '0',
      DATABASE_URL: url,
      // Each person sends up to 10 messages in the limit's 10 s: room to spare, as in the pm part.
      PM_SEND_LIMIT: '1000000',
      ...(adapter ? { REDIS_URL, SOCKET_REDIS_KEY: redisKey, SOCKET_ADAPTER: adapter } : {}),
    };
    // One after the other, as a deployment rolls them out (the database is migrated already).
    for (const [n, dataDir] of dataDirs.entries()) {
      targets.push(
        await startTarget({
          name: processes === 1 ? label : `${label}, process ${n + 1}`,
          script: MAIN,
          readyPath: '/healthz',
          readyTimeoutMs: 180_000,
          env: { ...env, DATA_DIR: dataDir },
        }),
      );
    }
    // Buyers on the first process, sellers on the last (the same one when there is one).
    const urls = targets.map((target) => target.baseUrl);
    const partyUrl: PartyUrl = (_pair, side) => urls[side === 'buyer' ? 0 : urls.length - 1]!;
    const result = await runPmLoad(partyUrl, pairs, storefrontProtocol, {
      seconds: settings.seconds,
      warmupSeconds: CHAT_WARMUP_SECONDS,
      intervalMs: settings.clientIntervalMs / 2,
      // The servers done with the clients' connecting (each one's pm.init) before the first send.
      beforeSending: async () => {
        await Promise.all(targets.map((target) => serverQuiet(target.pid)));
      },
      onMeasureStart: () => (load.before = load1()),
      onMeasureEnd: () => (load.after = load1()),
    });
    return { ...base, result };
  } catch (error) {
    return { ...base, failure: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  } finally {
    await Promise.all(targets.map((target) => target.stop()));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await dropDatabase(database).catch(() => undefined);
  }
}
