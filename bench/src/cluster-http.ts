import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_GOODS } from '../../apps/server/src/app/seed/seed.ts';
import { measure, type LoadPlan, type LoadSettings, type Measurement } from './load.ts';
import { createDatabase, databaseUrl, dropDatabase } from './postgres.ts';
import { startTarget, type StartOptions, type Target } from './processes.ts';
import { MAIN, REDIS_URL } from './scale-chats.ts';
import { serverQuiet } from './send-cost.ts';
import { goodsDetailPlan, helloPlan, suggestionPlan } from './storefront.ts';

/*
 * Cluster throughput (issue 23): goods/detail and search/suggestion (the warm mix) on one
 * storefront process and on `start:cluster` (apps/server/src/app/cluster.ts, WEB_CONCURRENCY
 * workers on one port), both on the same seeded PostgreSQL database and Redis, between two runs
 * of bare node:http (the baseline and its noise check), with the HTTP part's load (load.ts).
 */

export const CLUSTER = 'apps/server/src/app/cluster.ts';

export interface HttpRow {
  id: string;
  label: string;
  measurement?: Measurement;
  failure?: string;
  /** 1-minute load average before the warm-up and after the measured run. */
  load: { before: number; after: number };
}

interface Scenario {
  id: string;
  label: string;
  plan: (baseUrl: string) => Promise<LoadPlan>;
}

const load1 = () => loadavg()[0] ?? 0;
const firstLine = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** The processes a target runs as: itself and, for a cluster, its workers. */
function processTree(pid: number): number[] {
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
    return [pid, ...children.split('\n').filter(Boolean).map(Number)];
  } catch {
    return [pid];
  }
}

async function measureScenario(scenario: Scenario, target: Target, settings: LoadSettings): Promise<HttpRow> {
  const load = { before: load1(), after: Number.NaN };
  const row = { id: scenario.id, label: scenario.label, load };
  process.stdout.write(`${scenario.label}: `);
  try {
    const plan = await scenario.plan(target.baseUrl);
    const measurement = await measure(plan, settings);
    load.after = load1();
    const bad = measurement.errors + measurement.timeouts + measurement.non2xx + measurement.mismatches;
    console.log(`${Math.round(measurement.reqPerSec)} req/s, ${bad} bad of ${measurement.requests}`);
    if (measurement.requests === 0 || bad > measurement.requests * 0.01)
      return {
        ...row,
        measurement,
        failure: `${measurement.errors} errors, ${measurement.timeouts} timeouts, ${measurement.non2xx} non-2xx, ${measurement.mismatches} bad bodies of ${measurement.requests} answers`,
      };
    return { ...row, measurement };
  } catch (error) {
    load.after = load1();
    console.log('failed');
    return { ...row, failure: firstLine(error) };
  }
}

/** Starts a target, waits until it and its workers are quiet, measures each scenario, stops it. */
async function withTarget(start: StartOptions, scenarios: Scenario[], settings: LoadSettings): Promise<HttpRow[]> {
  let target: Target | undefined;
  try {
    target = await startTarget(start);
    // After listening the storefront rebuilds its suggestion index: measured once that is done.
    await Promise.all(processTree(target.pid).map((pid) => serverQuiet(pid)));
    const rows: HttpRow[] = [];
    for (const scenario of scenarios) rows.push(await measureScenario(scenario, target, settings));
    return rows;
  } catch (error) {
    console.error(`\n${start.name}: ${firstLine(error)}`);
    return scenarios.map((s) => ({
      id: s.id,
      label: s.label,
      failure: firstLine(error),
      load: { before: Number.NaN, after: Number.NaN },
    }));
  } finally {
    await target?.stop();
  }
}

const storefrontScenarios = (id: string, where: string): Scenario[] => [
  { id: `goods-detail-${id}`, label: `goods/detail, ${where}`, plan: goodsDetailPlan },
  {
    id: `suggestion-${id}`,
    label: `search/suggestion (warm mix, ${DEFAULT_GOODS} goods), ${where}`,
    plan: (baseUrl) => suggestionPlan(baseUrl, 'warm', DEFAULT_GOODS),
  },
];

const bare = (id: string, label: string): [StartOptions, Scenario[]] => [
  { name: label, script: 'bench/targets/bare-http.ts', readyPath: '/', readyTimeoutMs: 30_000 },
  [{ id, label, plan: (baseUrl) => helloPlan(baseUrl, 'hello') }],
];

export async function runClusterHttp(settings: LoadSettings, redisKey: string, workers: number): Promise<HttpRow[]> {
  const rows: HttpRow[] = [];
  rows.push(...(await withTarget(...bare('bare-http', 'bare node:http'), settings)));
  const one = storefrontScenarios('one', 'one process');
  const many = storefrontScenarios('cluster', `start:cluster, ${workers} workers`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-cluster-'));
  const database = `storefront_bench_cluster_${Date.now()}`;
  try {
    await createDatabase(database);
    // The same seeded database, folder and Redis for both: only the number of processes differs.
    const env = {
      DATA_DIR: dataDir,
      SEED: '1',
      DATABASE_URL: databaseUrl(database),
      REDIS_URL,
      SOCKET_REDIS_KEY: redisKey,
    };
    const server = { readyPath: '/healthz', readyTimeoutMs: 180_000 };
    rows.push(...(await withTarget({ name: 'storefront, one process', script: MAIN, ...server, env }, one, settings)));
    const cluster: StartOptions = {
      name: `storefront, start:cluster (${workers} workers)`,
      script: CLUSTER,
      ...server,
      // The primary prints its banner once every worker listens.
      readyOutput: new RegExp(`${workers} processes`),
      env: { ...env, WEB_CONCURRENCY: String(workers) },
    };
    rows.push(...(await withTarget(cluster, many, settings)));
  } catch (error) {
    const failure = firstLine(error);
    for (const s of [...one, ...many])
      if (!rows.some((row) => row.id === s.id))
        rows.push({ id: s.id, label: s.label, failure, load: { before: Number.NaN, after: Number.NaN } });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database).catch(() => undefined);
  }
  rows.push(...(await withTarget(...bare('bare-http-again', 'bare node:http (again, noise check)'), settings)));
  return rows;
}
