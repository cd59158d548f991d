import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  echoPairs,
  echoProtocol,
  runPmLoad,
  storefrontProtocol,
  type ChatProtocol,
  type PmLoadResult,
} from './pm-load.ts';
import { preparePairs, type ChatPair } from './pm-pairs.ts';
import { createDatabase, databaseUrl, dropDatabase, postgresAnswers } from './postgres.ts';
import { startTarget, type StartOptions, type Target } from './processes.ts';
import { markdownTable, type Machine } from './report.ts';

/*
 * The private-message benchmark (issue 12): the bare socket.io echo server, then the storefront
 * on PGlite, on PostgreSQL and, when Redis answers, on PostgreSQL with the Redis adapter, each
 * with the same pairs sending the same load (pm-load.ts).
 */

export interface PmBenchSettings {
  pairs: number;
  seconds: number;
}

export interface PmScenario {
  label: string;
  result?: PmLoadResult;
  failure?: string;
}

const WARMUP_SECONDS = 2;
const REDIS = { host: '127.0.0.1', port: 6379 };

/** Whether Redis answers PING on the local port. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(REDIS);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** A scenario that could not be measured, with the first line of why. */
const failed = (label: string, error: unknown): PmScenario => ({
  label,
  failure: error instanceof Error ? error.message.split('\n')[0] : String(error),
});

/**
 * Starts a target, loads it with the pairs in its protocol and stops it: the scenario's figures,
 * or why it failed.
 */
async function measureTarget(
  label: string,
  settings: PmBenchSettings,
  start: Omit<StartOptions, 'name'>,
  load: { pairs: ChatPair[]; protocol: ChatProtocol },
): Promise<PmScenario> {
  let target: Target | undefined;
  try {
    target = await startTarget({ name: label, ...start });
    const result = await runPmLoad(target.baseUrl, load.pairs, load.protocol, {
      seconds: settings.seconds,
      warmupSeconds: WARMUP_SECONDS,
    });
    return { label, result };
  } catch (error) {
    return failed(label, error);
  } finally {
    await target?.stop();
  }
}

async function measureStorefront(
  label: string,
  settings: PmBenchSettings,
  backend: { postgres: boolean; redis: boolean },
): Promise<PmScenario> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-pm-'));
  const database = `storefront_bench_pm_${Date.now()}`;
  try {
    const env: Record<string, string> = { DATA_DIR: dataDir, SEED: '0' };
    if (backend.postgres) {
      await createDatabase(database);
      env.DATABASE_URL = databaseUrl(database);
    }
    if (backend.redis) env.REDIS_URL = `redis://${REDIS.host}:${REDIS.port}`;
    const pairs = await preparePairs(
      settings.pairs,
      backend.postgres ? { databaseUrl: env.DATABASE_URL } : { dataDir },
    );
    return await measureTarget(
      label,
      settings,
      { script: 'apps/server/src/app/main.ts', readyPath: '/healthz', readyTimeoutMs: 180_000, env },
      { pairs, protocol: storefrontProtocol },
    );
  } catch (error) {
    return failed(label, error);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    if (backend.postgres) await dropDatabase(database).catch(() => undefined);
  }
}

export const measureEcho = (settings: PmBenchSettings) =>
  measureTarget(
    'bare socket.io echo (baseline)',
    settings,
    { script: 'bench/targets/socket-echo.ts', readyPath: '/', readyTimeoutMs: 30_000 },
    { pairs: echoPairs(settings.pairs), protocol: echoProtocol },
  );

/** Runs every scenario in turn (one target at a time: the machine is small). */
export async function runPmBench(settings: PmBenchSettings): Promise<{ scenarios: PmScenario[]; notes: string[] }> {
  const notes: string[] = [];
  const scenarios: PmScenario[] = [];
  const report = (scenario: PmScenario) => {
    scenarios.push(scenario);
    const r = scenario.result;
    console.log(
      r
        ? `${scenario.label}: ${r.perSecond.toFixed(0)} msg/s, ack p50 ${r.ackP50Ms.toFixed(1)} / p99 ${r.ackP99Ms.toFixed(1)} ms, delivery p50 ${r.deliveryP50Ms.toFixed(1)} / p99 ${r.deliveryP99Ms.toFixed(1)} ms, ${r.refused} refused, ${r.lost} lost`
        : `${scenario.label}: failed (${scenario.failure})`,
    );
  };
  report(await measureEcho(settings));
  report(await measureStorefront('storefront, PGlite', settings, { postgres: false, redis: false }));
  if (await postgresAnswers()) {
    report(await measureStorefront('storefront, PostgreSQL', settings, { postgres: true, redis: false }));
    if (await redisAnswers())
      report(
        await measureStorefront('storefront, PostgreSQL + Redis adapter', settings, { postgres: true, redis: true }),
      );
    else notes.push('Redis did not answer at 127.0.0.1:6379: the Redis adapter scenario was skipped.');
  } else {
    notes.push('PostgreSQL did not answer at 127.0.0.1:5432 (user postgres): its scenarios were skipped.');
  }
  return { scenarios, notes };
}

const ms = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 2 : 1));

/** The section of docs/BENCHMARKS.md between the pm markers. */
export function pmSection(
  run: { scenarios: PmScenario[]; notes: string[] },
  settings: PmBenchSettings,
  date: string,
  machine: Machine,
): string {
  const rows = run.scenarios.map((s) => {
    const r = s.result;
    if (!r) return [s.label, 'failed', '—', '—', '—', '—', '—'];
    return [
      s.label,
      r.perSecond.toFixed(0),
      ms(r.ackP50Ms),
      ms(r.ackP99Ms),
      ms(r.deliveryP50Ms),
      ms(r.deliveryP99Ms),
      `${r.refused} / ${r.lost}`,
    ];
  });
  const postgres = run.scenarios.find((s) => s.label === 'storefront, PostgreSQL')?.result;
  const verdict = postgres
    ? `On PostgreSQL: ack p99 ${ms(postgres.ackP99Ms)} ms (target ≤ 20: ${postgres.ackP99Ms <= 20 ? 'met' : 'not met'}), delivery p99 ${ms(postgres.deliveryP99Ms)} ms (target ≤ 30: ${postgres.deliveryP99Ms <= 30 ? 'met' : 'not met'}).`
    : 'No PostgreSQL figure in this run: the targets could not be judged.';
  const failures = run.scenarios.filter((s) => s.failure).map((s) => `- ${s.label}: ${s.failure}`);
  return [
    `Run of ${date.replace('T', ' ').slice(0, 16)} UTC: ${settings.pairs} buyer–seller pairs, each sending one message a second (buyer and seller in turn), ${WARMUP_SECONDS} s warm-up + ${settings.seconds} s measured; ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}.`,
    '',
    ...markdownTable(
      ['Scenario', 'msg/s', 'ack p50 ms', 'ack p99 ms', 'delivery p50 ms', 'delivery p99 ms', 'refused / lost'],
      rows,
    ),
    '',
    verdict,
    ...(failures.length > 0 || run.notes.length > 0 ? ['', ...failures, ...run.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
