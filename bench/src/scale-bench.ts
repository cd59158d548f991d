import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { runClusterHttp, type HttpRow } from './cluster-http.ts';
import { measureIdle, planIdle, type IdleResult } from './idle-sockets.ts';
import type { LoadSettings } from './load.ts';
import { redisAnswers } from './pm-bench.ts';
import { createDatabase, databaseUrl, dropDatabase, postgresAnswers } from './postgres.ts';
import { markdownTable, type Machine } from './report.ts';
import {
  CHAT_WARMUP_SECONDS,
  chatLabel,
  MAIN,
  measureChats,
  REDIS_URL,
  type Adapter,
  type ChatScenario,
} from './scale-chats.ts';

/*
 * The scale-out benchmarks of issue 23 (`npm run bench -- --only scale`), each with its baseline
 * in the same run: idle sockets (idle-sockets.ts), one-to-one chats on one process and across two
 * through each Redis adapter (scale-chats.ts), and start:cluster's throughput (cluster-http.ts).
 */

export interface ScaleSettings {
  /** Idle sockets per target (10,000). */
  sockets: number;
  /** Buyer–seller pairs of the chats: twice as many clients (500: 1,000 clients). */
  pairs: number;
  /** Measured seconds of each chat scenario. */
  chatSeconds: number;
  /** Milliseconds between two sends of one client (1000: each client one message a second). */
  clientIntervalMs: number;
  /** The HTTP rows' load (connections, warm-up, measured seconds). */
  http: LoadSettings;
  /** start:cluster's WEB_CONCURRENCY. */
  workers: number;
  /** The sizes of a check that the part works, not of the issue. */
  quick: boolean;
}

export const SCALE_FULL = { sockets: 10_000, pairs: 500, chatSeconds: 20, clientIntervalMs: 1000, workers: 2 };
export const SCALE_QUICK = { sockets: 500, pairs: 50, chatSeconds: 10, clientIntervalMs: 1000, workers: 2 };

/** Issue 23's targets. */
const HEAP_TARGET_BYTES = 6 * 1024;
const DELIVERY_TARGET_RATIO = 1.5;

export interface ScaleRun {
  idle: IdleResult[];
  chats: ChatScenario[];
  http: HttpRow[];
  notes: string[];
  /** 1-minute load average as the part began and as it ended; its length in seconds. */
  load: { start: number; end: number };
  seconds: number;
}

const load1 = () => loadavg()[0] ?? 0;
const ADAPTERS: Adapter[] = ['pubsub', 'sharded', 'streams'];
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const kb = (bytes: number | undefined) =>
  bytes === undefined || Number.isNaN(bytes) ? '—' : (bytes / 1024).toFixed(2);
const ms = (n: number | undefined) =>
  n === undefined || Number.isNaN(n) ? '—' : n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0);
const times = (n: number | undefined) =>
  n === undefined || !Number.isFinite(n) ? '—' : `${n.toFixed(n < 0.1 ? 3 : 2)}×`;
const loadCell = (load: { before: number; after: number }) =>
  Number.isNaN(load.before)
    ? '—'
    : `${load.before.toFixed(2)} → ${Number.isNaN(load.after) ? '—' : load.after.toFixed(2)}`;
const loadFigure = (n: number) => (Number.isNaN(n) ? '—' : n.toFixed(2));
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

/** Removes every key this run's servers made in the machine's Redis (shared with other work). */
async function dropRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  await redis.connect();
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) removed += await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

function printIdle(r: IdleResult): void {
  console.log(
    r.failure
      ? `${r.label}: failed (${r.failure})`
      : `${r.label}: ${int(r.open ?? 0)} sockets in ${r.connectSeconds?.toFixed(1)} s, heap ${kb(r.heapPerSocket)} KB / socket, RSS ${kb(r.rssPerSocket)} KB / socket, server fds +${r.serverFds}, ${r.failed} failed, ${r.dropped} dropped`,
  );
}

function printChat(s: ChatScenario): void {
  const r = s.result;
  console.log(
    r
      ? `${s.label}: ${r.perSecond.toFixed(0)} msg/s, ack p50 ${ms(r.ackP50Ms)} / p99 ${ms(r.ackP99Ms)} ms, delivery p50 ${ms(r.deliveryP50Ms)} / p99 ${ms(r.deliveryP99Ms)} ms, ${r.refused} refused, ${r.lost} lost`
      : `${s.label}: failed (${s.failure})`,
  );
}

async function idleSockets(settings: ScaleSettings, notes: string[], postgres: boolean): Promise<IdleResult[]> {
  const plan = planIdle(settings.sockets);
  if (plan.note) notes.push(plan.note);
  console.log(`\nIdle sockets: ${int(plan.count)} per target, from a client process of their own`);
  const results: IdleResult[] = [];
  const bare = await measureIdle(
    'bare socket.io (baseline)',
    { script: 'bench/targets/socket-idle.ts', readyPath: '/', readyTimeoutMs: 30_000 },
    plan,
  );
  printIdle(bare);
  results.push(bare);
  if (!postgres) return results;
  const database = `storefront_bench_idle_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-idle-'));
  try {
    await createDatabase(database);
    const app = await measureIdle(
      'storefront, one process (guests)',
      {
        script: MAIN,
        readyPath: '/healthz',
        readyTimeoutMs: 180_000,
        env: { DATA_DIR: dataDir, SEED: '0', DATABASE_URL: databaseUrl(database) },
      },
      plan,
    );
    printIdle(app);
    results.push(app);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase(database).catch(() => undefined);
  }
  return results;
}

/** Runs the three in turn (one target at a time: the machine is small). */
export async function runScaleBench(settings: ScaleSettings): Promise<ScaleRun> {
  const started = performance.now();
  const load = { start: load1(), end: Number.NaN };
  const notes: string[] = [];
  const [postgres, redis] = await Promise.all([postgresAnswers(), redisAnswers()]);
  if (!postgres)
    notes.push('PostgreSQL did not answer at 127.0.0.1:5432 (user postgres): the storefront scenarios were skipped.');
  if (!redis) notes.push('Redis did not answer at 127.0.0.1:6379: the scenarios that need it were skipped.');
  // The servers' keys and channels in the machine's Redis all start with this: this run's own.
  const redisKey = `bench-scale-${randomBytes(5).toString('hex')}`;
  const run: ScaleRun = { idle: [], chats: [], http: [], notes, load, seconds: 0 };
  try {
    run.idle = await idleSockets(settings, notes, postgres);
    if (postgres) {
      const chatSettings = {
        pairs: settings.pairs,
        seconds: settings.chatSeconds,
        clientIntervalMs: settings.clientIntervalMs,
      };
      console.log(
        `\nOne-to-one chats: ${int(settings.pairs * 2)} clients (${int(settings.pairs)} pairs), each sending a message every ${settings.clientIntervalMs} ms, ${CHAT_WARMUP_SECONDS} s warm-up + ${settings.chatSeconds} s measured`,
      );
      for (const adapter of [null, ...(redis ? ADAPTERS : [])]) {
        const scenario = await measureChats(adapter, chatSettings, `${redisKey}-${adapter ?? 'one'}`);
        printChat(scenario);
        run.chats.push(scenario);
      }
    }
    if (postgres && redis) {
      console.log(
        `\nCluster throughput: one process and start:cluster (${settings.workers} workers), ${settings.http.connections} connections, ${settings.http.warmup} s warm-up + ${settings.http.duration} s measured`,
      );
      run.http = await runClusterHttp(settings.http, `${redisKey}-http`, settings.workers);
    }
  } finally {
    if (redis) {
      const removed = await dropRedisKeys(redisKey).catch((error: unknown) => {
        console.error(`removing the run's Redis keys (${redisKey}*) failed: ${String(error)}`);
        return 0;
      });
      if (removed > 0) console.log(`removed ${removed} Redis key(s) of the run (${redisKey}*)`);
    }
  }
  load.end = load1();
  run.seconds = (performance.now() - started) / 1000;
  return run;
}

function idleSection(run: ScaleRun): string[] {
  const bare = run.idle.find((r) => r.label.startsWith('bare') && !r.failure);
  const app = run.idle.find((r) => r.label.startsWith('storefront'));
  const ratio = (r: IdleResult, key: 'heapPerSocket' | 'rssPerSocket') =>
    r.failure || !bare ? '—' : times((r[key] ?? Number.NaN) / (bare[key] ?? Number.NaN));
  const rows = run.idle.map((r) =>
    r.failure
      ? [r.label, 'failed', '—', '—', '—', '—', '—', '—', loadCell(r.load)]
      : [
          r.label,
          `${int(r.open ?? 0)} of ${int(r.requested)}`,
          kb(r.heapPerSocket),
          kb(r.rssPerSocket),
          ratio(r, 'heapPerSocket'),
          ratio(r, 'rssPerSocket'),
          int(r.serverFds ?? 0),
          (r.connectSeconds ?? Number.NaN).toFixed(1),
          loadCell(r.load),
        ],
  );
  const lines = [
    ...markdownTable(
      [
        'Idle sockets',
        'held',
        'heap KB / socket',
        'RSS KB / socket',
        'heap vs bare',
        'RSS vs bare',
        'server fds gained',
        'opened in s',
        'load',
      ],
      rows,
    ),
    '',
  ];
  if (app && !app.failure && app.heapPerSocket !== undefined) {
    lines.push(
      `Target ≤ 6 KB of heap per connection (the storefront): ${met(app.heapPerSocket <= HEAP_TARGET_BYTES)} (${kb(app.heapPerSocket)} KB; socket.io alone ${bare ? kb(bare.heapPerSocket) : '—'} KB).`,
    );
  } else {
    lines.push('No storefront figure in this run: the heap target could not be judged.');
  }
  for (const r of run.idle) {
    if (r.failure) lines.push('', `- ${r.label}: ${r.failure}`);
    else {
      const problems = [
        r.collected ? '' : 'read without a forced collection (no --expose-gc)',
        r.failed ? `${r.failed} handshake(s) failed, the first: ${r.firstError}` : '',
        r.dropped ? `${r.dropped} socket(s) closed by the server while held` : '',
      ].filter(Boolean);
      if (problems.length > 0) lines.push('', `- ${r.label}: ${problems.join('; ')}.`);
    }
  }
  return lines;
}

function chatSection(run: ScaleRun): string[] {
  const one = run.chats.find((s) => s.adapter === null)?.result;
  const vs = (value: number | undefined, base: number | undefined) =>
    value === undefined || base === undefined ? '—' : times(value / base);
  const rows = run.chats.map((s) => {
    const r = s.result;
    const label = s.adapter === null ? `${s.label} (baseline)` : s.label;
    if (!r) return [label, 'failed', '—', '—', '—', '—', '—', '—', '—', loadCell(s.load)];
    return [
      label,
      r.perSecond.toFixed(0),
      ms(r.ackP50Ms),
      ms(r.ackP99Ms),
      ms(r.deliveryP50Ms),
      ms(r.deliveryP99Ms),
      vs(r.ackP99Ms, one?.ackP99Ms),
      vs(r.deliveryP99Ms, one?.deliveryP99Ms),
      `${r.refused} / ${r.lost}`,
      loadCell(s.load),
    ];
  });
  const lines = [
    ...markdownTable(
      [
        'Chats',
        'msg/s',
        'ack p50 ms',
        'ack p99 ms',
        'delivery p50 ms',
        'delivery p99 ms',
        'ack p99 vs one',
        'delivery p99 vs one',
        'refused / lost',
        'load',
      ],
      rows,
    ),
    '',
  ];
  const across = run.chats.filter((s) => s.adapter !== null);
  if (one && across.length > 0) {
    const verdicts = across.map((s) => {
      if (!s.result) return `${s.adapter} failed`;
      const ratio = s.result.deliveryP99Ms / one.deliveryP99Ms;
      return `${s.adapter} ${met(ratio <= DELIVERY_TARGET_RATIO)} (${times(ratio)})`;
    });
    lines.push(
      `Target: across two processes through Redis, delivery p99 ≤ ${DELIVERY_TARGET_RATIO}× the one-process figure (${ms(one.deliveryP99Ms)} ms): ${verdicts.join(', ')}.`,
    );
  } else {
    lines.push('No one-process figure or no two-process scenario in this run: the target could not be judged.');
  }
  const failures = run.chats.filter((s) => s.failure).map((s) => `- ${s.label}: ${s.failure}`);
  if (failures.length > 0) lines.push('', ...failures);
  return lines;
}

function httpSection(run: ScaleRun, workers: number): string[] {
  const base = run.http.find((r) => r.id === 'bare-http')?.measurement;
  const rows = run.http.map((r) => {
    const m = r.failure ? undefined : r.measurement;
    return [
      r.label,
      m ? int(m.reqPerSec) : 'failed',
      m ? ms(m.p50Ms) : '—',
      m ? ms(m.p99Ms) : '—',
      m && base ? times(m.reqPerSec / base.reqPerSec) : '—',
      loadCell(r.load),
    ];
  });
  const lines = [...markdownTable(['HTTP', 'req/s', 'p50 ms', 'p99 ms', 'vs bare node:http', 'load'], rows), ''];
  const rate = (id: string) => {
    const row = run.http.find((r) => r.id === id);
    return row && !row.failure ? row.measurement?.reqPerSec : undefined;
  };
  const gain = (call: string) => {
    const one = rate(`${call}-one`);
    const many = rate(`${call}-cluster`);
    return one && many ? times(many / one) : '—';
  };
  lines.push(
    `start:cluster (${workers} workers) over one process, req/s: goods/detail ${gain('goods-detail')}, search/suggestion ${gain('suggestion')}.`,
  );
  const again = rate('bare-http-again');
  if (base && again)
    lines.push(
      `Noise check: bare node:http ran at ${times(again / base.reqPerSec)} its first figure at the end of these rows.`,
    );
  const failures = run.http.filter((r) => r.failure).map((r) => `- ${r.label}: ${r.failure}`);
  if (failures.length > 0) lines.push('', ...failures);
  return lines;
}

/** The section of docs/BENCHMARKS.md between the scale markers. */
export function scaleSection(run: ScaleRun, settings: ScaleSettings, date: string, machine: Machine): string {
  const size = settings.quick
    ? `**quick run** (${int(settings.sockets)} sockets, ${int(settings.pairs * 2)} clients, ${settings.chatSeconds} s of chat, ${settings.http.duration} s HTTP rows): a check that the part works, not the issue's sizes`
    : 'full size';
  const idleCount = run.idle[0]?.requested ?? settings.sockets;
  const perClient =
    settings.clientIntervalMs === 1000
      ? 'each client sending one message a second'
      : `each client sending a message every ${settings.clientIntervalMs} ms`;
  return [
    `Run of ${date.replace('T', ' ').slice(0, 16)} UTC, ${size}; ${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}. Load average (1 minute, as \`uptime\` shows it) ${loadFigure(run.load.start)} as the part began and ${loadFigure(run.load.end)} as it ended; beside each row, before → after its measurement. The part took ${Math.round(run.seconds)} s.`,
    '',
    `Idle sockets: ${int(idleCount)} guest connections per server (no token), opened from a client process of their own; per socket, the server's memory after a forced collection once they are open, less before (KB of 1,024 bytes).`,
    '',
    ...idleSection(run),
    '',
    `One-to-one chats: ${int(settings.pairs * 2)} clients in ${int(settings.pairs)} buyer–seller pairs, ${perClient} (buyer and seller in turn), ${CHAT_WARMUP_SECONDS} s warm-up + ${settings.chatSeconds} s measured; ratios to ${chatLabel(null)}.`,
    '',
    ...chatSection(run),
    '',
    `Cluster throughput: ${settings.http.connections} connections, ${settings.http.warmup} s warm-up + ${settings.http.duration} s measured per row; the storefront on one seeded PostgreSQL database and Redis, one process, then start:cluster.`,
    '',
    ...httpSection(run, settings.workers),
    ...(run.notes.length > 0 ? ['', ...run.notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
