import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measure, type LoadPlan, type LoadSettings } from './src/load.ts';
import { createDatabase, databaseUrl, dropDatabase, postgresAnswers } from './src/postgres.ts';
import { ROOT, startTarget, type StartOptions, type Target } from './src/processes.ts';
import {
  BASELINE_ID,
  printTable,
  readMachine,
  updateDocs,
  writeJson,
  type RunReport,
  type ScenarioResult,
} from './src/report.ts';
import { spawnSync } from 'node:child_process';
import { lighthouseSection, lighthouseSummary, runLighthouse } from './src/lighthouse.ts';
import { measurePageWeight, pageWeightSection, pageWeightSummary } from './src/page-weight.ts';
import { suggestionIndexSection } from './src/suggestion-index.ts';
import { replaceSection } from './src/report.ts';
import { goodsDetailPlan, helloPlan, principalPlan, suggestionPlan } from './src/storefront.ts';
import {
  createHtmlPageLog,
  htmlPageScenarios,
  htmlPagesSection,
  PAGE_SIZED_ID,
  pageSizedPlan,
  isHtmlScenario,
  type HtmlPageLog,
} from './src/html-pages.ts';
import { pmSection, runPmBench } from './src/pm-bench.ts';
import { runScaleBench, SCALE_FULL, SCALE_QUICK, scaleSection, type ScaleSettings } from './src/scale-bench.ts';
import { liveLoadSection, runLiveLoadBench } from './src/livechat-load-bench.ts';
import {
  chatScrollSection,
  LIVE_BENCH_DEFAULTS,
  liveChatSection,
  runChatScrollBench,
  runLiveChatBench,
} from './src/live-chat-bench.ts';

interface Scenario {
  id: string;
  label: string;
  plan: (baseUrl: string) => Promise<LoadPlan>;
}

/** One target process and the scenarios measured against it. */
interface Group {
  start: Omit<StartOptions, 'env'>;
  scenarios: Scenario[];
  /** Prepares what the target needs (a data folder, a database) and returns its extra env. */
  before?: () => Promise<Record<string, string>>;
  after?: () => Promise<void>;
}

const PARTS = [
  'http',
  'html',
  'search',
  'index',
  'weight',
  'lighthouse',
  'pm',
  'livechat',
  'livechat-load',
  'chatscroll',
  'scale',
] as const;
type Part = (typeof PARTS)[number];

/** Buyer–seller pairs of the private-message benchmark (issue 12: 500). */
const PM_PAIRS = 500;
/** Staff agents of the live-chat load, one console socket each (500 conversations: 50 each). */
const LIVE_AGENTS = 10;

interface Settings extends LoadSettings {
  parts: Set<Part>;
  pairs: number;
  agents: number;
  quick: boolean;
  /** The scale part's sizes when given (`--sockets`, `--clients`, `--send-interval`). */
  sockets?: number;
  clients?: number;
  sendInterval?: number;
}

function readSettings(): Settings {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      quick: { type: 'boolean' },
      only: { type: 'string' },
      pairs: { type: 'string' },
      agents: { type: 'string' },
      sockets: { type: 'string' },
      clients: { type: 'string' },
      'send-interval': { type: 'string' },
    },
  });
  const only = values.only?.split(',').filter((p): p is Part => (PARTS as readonly string[]).includes(p));
  const positive = (raw: string | undefined, fallback: number, flag: string) => {
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${flag} takes a whole number of at least 1, not ${raw}`);
    return n;
  };
  return {
    connections: positive(values.connections, 20, 'connections'),
    duration: positive(values.duration, values.quick ? 3 : 10, 'duration'),
    warmup: 1,
    parts: new Set(only && only.length > 0 ? only : PARTS),
    pairs: positive(values.pairs, PM_PAIRS, 'pairs'),
    agents: positive(values.agents, LIVE_AGENTS, 'agents'),
    quick: values.quick ?? false,
    ...(values.sockets ? { sockets: positive(values.sockets, 0, 'sockets') } : {}),
    ...(values.clients ? { clients: positive(values.clients, 0, 'clients') } : {}),
    ...(values['send-interval'] ? { sendInterval: positive(values['send-interval'], 0, 'send-interval') } : {}),
  };
}

/** The catalog search benchmark needs the large catalog: grown with the seed CLI before the server starts. */
export const LARGE_CATALOG = 100_000;

function growCatalog(env: Record<string, string>): void {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/app/seed/seed-cli.ts', '--goods', String(LARGE_CATALOG)],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  if (result.status !== 0)
    throw new Error(`seeding ${LARGE_CATALOG} goods failed: ${result.stderr.toString().slice(-500)}`);
  console.log(`catalog grown to ${LARGE_CATALOG} goods in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function searchGroup(backend: 'PGlite' | 'PostgreSQL'): Group {
  let dataDir: string | undefined;
  const database = `storefront_bench_search_${Date.now()}`;
  const id = backend === 'PGlite' ? 'pglite' : 'postgres';
  return {
    start: {
      name: `storefront, ${LARGE_CATALOG} goods (${backend})`,
      script: 'apps/server/src/app/main.ts',
      readyPath: '/healthz',
      // The server rebuilds the suggestion index after it starts listening: measure after that.
      readyOutput: /search index rebuilt/i,
      readyTimeoutMs: 180_000,
    },
    // Warm first: the cold run then sends only keywords this server has never been asked.
    scenarios: (['warm', 'cold'] as const).map((mix) => ({
      id: `suggestion-${mix}-${id}`,
      label: `search/suggestion, 100k goods (${backend}), ${mix === 'warm' ? 'warm mix' : 'cold, all new'}`,
      plan: (baseUrl: string) => suggestionPlan(baseUrl, mix, LARGE_CATALOG),
    })),
    before: async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-search-'));
      // Behind a trusted proxy on loopback, as in production: the uncached HTML probe sends each
      // request as a visitor of its own (X-Forwarded-For), each with its own render budget.
      const env: Record<string, string> = { DATA_DIR: dataDir, SEED: '1', TRUST_PROXY: 'loopback' };
      if (backend === 'PostgreSQL') {
        await createDatabase(database);
        env.DATABASE_URL = databaseUrl(database);
      }
      growCatalog(env);
      return env;
    },
    after: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (backend === 'PostgreSQL') await dropDatabase(database);
    },
  };
}

/** The error's first line, plus the first line of the child's output that names an error. */
function summarise(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const [first = '', ...rest] = text.split('\n');
  const cause = rest.map((l) => l.trim()).find((l) => /^\w*(Error|Exception)\b/.test(l));
  return cause ? `${first.replace(/:$/, '')}: ${cause}` : first;
}

/** The real server on a seeded data folder: the API calls (part http) and the pages' HTML (part html). */
function storefrontGroup(backend: 'PGlite' | 'PostgreSQL', parts: Set<Part>, htmlLog: HtmlPageLog): Group {
  let dataDir: string | undefined;
  const database = `storefront_bench_${Date.now()}`;
  const id = backend === 'PGlite' ? 'pglite' : 'postgres';
  return {
    start: {
      name: `storefront (${backend})`,
      script: 'apps/server/src/app/main.ts',
      readyPath: '/healthz',
      readyTimeoutMs: 180_000,
    },
    scenarios: [
      ...(parts.has('http')
        ? [
            { id: `principal-${id}`, label: `ba/principal/inquiry (${backend})`, plan: principalPlan },
            { id: `goods-detail-${id}`, label: `goods/detail (${backend})`, plan: goodsDetailPlan },
          ]
        : []),
      ...(parts.has('html') ? htmlPageScenarios(backend, htmlLog) : []),
    ],
    before: async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-'));
      // Behind a trusted proxy on loopback, as in production: the uncached HTML probe sends each
      // request as a visitor of its own (X-Forwarded-For), each with its own render budget.
      const env: Record<string, string> = { DATA_DIR: dataDir, SEED: '1', TRUST_PROXY: 'loopback' };
      if (backend === 'PostgreSQL') {
        await createDatabase(database);
        env.DATABASE_URL = databaseUrl(database);
      }
      return env;
    },
    after: async () => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      if (backend === 'PostgreSQL') await dropDatabase(database);
    },
  };
}

const hello = (file: string, name: string, id: string, expected: string): Group => ({
  start: { name, script: `bench/targets/${file}`, readyPath: '/', readyTimeoutMs: 30_000 },
  scenarios: [{ id, label: name, plan: (baseUrl) => helloPlan(baseUrl, expected) }],
});

/** Stopped on Ctrl-C or SIGTERM as well as on the normal path. */
const running = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping targets`);
    void Promise.allSettled([...running].map((stop) => stop())).then(() => process.exit(130));
  });
}

async function runScenario(scenario: Scenario, target: Target, settings: LoadSettings): Promise<ScenarioResult> {
  const base = { id: scenario.id, label: scenario.label };
  process.stdout.write(`${scenario.label}: `);
  let plan: LoadPlan;
  try {
    plan = await scenario.plan(target.baseUrl);
  } catch (error) {
    console.log('failed before the run');
    return { ...base, status: 'failed', note: `check before the run: ${summarise(error)}` };
  }
  const measurement = await measure(plan, settings);
  const bad = measurement.errors + measurement.timeouts + measurement.non2xx + measurement.mismatches;
  console.log(`${Math.round(measurement.reqPerSec)} req/s, ${bad} bad of ${measurement.requests}`);
  const detail = plan.describe?.();
  if (detail) console.log(`  ${detail}`);
  const described = { ...base, ...(detail ? { detail } : {}) };
  if (measurement.requests === 0 || bad > measurement.requests * 0.01) {
    const note = `${measurement.errors} errors, ${measurement.timeouts} timeouts, ${measurement.non2xx} non-2xx, ${measurement.mismatches} bad bodies of ${measurement.requests} answers`;
    return { ...described, status: 'failed', measurement, note };
  }
  return { ...described, status: 'ok', measurement };
}

async function runGroup(group: Group, settings: LoadSettings): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  const failAll = (note: string) => {
    for (const s of group.scenarios.slice(results.length))
      results.push({ id: s.id, label: s.label, status: 'failed', note });
  };
  let target: Target | undefined;
  const after = async () => {
    await target?.stop();
    await group.after?.();
  };
  running.add(after);
  try {
    const env = (await group.before?.()) ?? {};
    target = await startTarget({ ...group.start, env });
    for (const scenario of group.scenarios) results.push(await runScenario(scenario, target, settings));
  } catch (error) {
    console.error(`\n${group.start.name}: ${error instanceof Error ? error.message : String(error)}`);
    failAll(summarise(error));
  } finally {
    running.delete(after);
    await after().catch((error: unknown) =>
      console.error(`cleanup of ${group.start.name} failed: ${summarise(error)}`),
    );
  }
  return results;
}

/**
 * The first visit's JavaScript and Lighthouse against the real server on a freshly seeded PGlite,
 * serving the production build (`WEB_DIST` when set, else apps/web/dist).
 */
async function pagesRun(docs: string, date: string, parts: Set<Part>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-lh-'));
  let target: Target | undefined;
  try {
    target = await startTarget({
      name: 'storefront (page weight, Lighthouse)',
      script: 'apps/server/src/app/main.ts',
      readyPath: '/healthz',
      // Measured once the start-up work (the search index rebuild) is over, as a visitor meets it.
      readyOutput: /search index rebuilt/i,
      readyTimeoutMs: 180_000,
      env: { DATA_DIR: dataDir, SEED: '1' },
    });
    if (parts.has('weight')) {
      const weight = await measurePageWeight(target.baseUrl, process.env.WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
      console.log(`\nPage weight: ${pageWeightSummary(weight)}`);
      replaceSection(docs, 'page-weight', 'Page weight', pageWeightSection(weight));
    }
    if (!parts.has('lighthouse')) return;
    console.log('\nLighthouse (3 runs per page and per static copy, alternating)…');
    const run = await runLighthouse(target.baseUrl);
    for (const line of lighthouseSummary(run)) console.log(line);
    replaceSection(docs, 'lighthouse', 'Lighthouse', lighthouseSection(run, date));
  } finally {
    await target?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const settings = readSettings();
  const report: RunReport = {
    date: new Date().toISOString(),
    settings: { connections: settings.connections, duration: settings.duration, warmup: settings.warmup },
    machine: readMachine(),
    scenarios: [],
    notes: [],
  };
  const postgres = await postgresAnswers();
  if (!postgres)
    report.notes.push('PostgreSQL did not answer at 127.0.0.1:5432 (user postgres): its scenarios were skipped.');
  const groups: Group[] = [hello('bare-http.ts', 'bare node:http', BASELINE_ID, 'hello')];
  if (settings.parts.has('http'))
    groups.push(hello('fastify-hello.ts', 'Fastify hello', 'fastify-hello', '{"hello":"world"}'));
  const htmlLog = createHtmlPageLog();
  if (settings.parts.has('http') || settings.parts.has('html')) {
    groups.push(storefrontGroup('PGlite', settings.parts, htmlLog));
    if (postgres) groups.push(storefrontGroup('PostgreSQL', settings.parts, htmlLog));
  }
  if (settings.parts.has('search')) {
    groups.push(searchGroup('PGlite'));
    if (postgres) groups.push(searchGroup('PostgreSQL'));
  }
  // What the load generator reads at most of pages the size of `/` (the storefront groups above
  // measured it): the ceiling beside which the pages' req/s read.
  if (settings.parts.has('html'))
    groups.push({
      start: {
        name: "bare node:http, a body of /'s size",
        script: 'bench/targets/bare-http.ts',
        readyPath: '/',
        readyTimeoutMs: 30_000,
      },
      scenarios: [{ id: PAGE_SIZED_ID, label: "bare node:http, a body of /'s size", plan: pageSizedPlan }],
      before: async () => ({ BODY_BYTES: String(htmlLog.homeBytes ?? 13_000) }),
    });
  // The baseline once more at the end: how far it drifts shows how much of a ratio is noise.
  groups.push(hello('bare-http.ts', 'bare node:http (again, noise check)', `${BASELINE_ID}-again`, 'hello'));

  console.log(
    `${settings.connections} connections, ${settings.warmup} s warm-up + ${settings.duration} s per scenario`,
  );
  const loadBefore = loadavg();
  for (const group of groups) report.scenarios.push(...(await runGroup(group, settings)));
  const loadAfter = loadavg();

  printTable(report);
  writeJson(path.join(ROOT, 'bench/results/latest.json'), report);
  const docs = path.join(ROOT, 'docs/BENCHMARKS.md');
  // A run of only the page weight or Lighthouse measures no HTTP scenario: the HTTP table stays.
  if (settings.parts.has('http') || settings.parts.has('search'))
    updateDocs(docs, { ...report, scenarios: report.scenarios.filter((s) => !isHtmlScenario(s.id)) });
  if (settings.parts.has('html')) {
    const section = htmlPagesSection(report, htmlLog, { before: loadBefore, after: loadAfter });
    replaceSection(docs, 'html', 'HTML pages and server rendering', section);
    console.log(`\nHTML pages and server rendering\n${section}`);
  }
  if (settings.parts.has('index')) {
    replaceSection(docs, 'suggestion-index', 'Suggestion index', suggestionIndexSection(report.date));
    console.log('Suggestion index written');
  }
  if (settings.parts.has('weight') || settings.parts.has('lighthouse'))
    await pagesRun(docs, report.date, settings.parts);
  if (settings.parts.has('pm')) {
    const pmSettings = { pairs: settings.pairs, seconds: settings.duration };
    console.log(`\nPrivate messages: ${pmSettings.pairs} pairs, 1 message/s each, ${pmSettings.seconds} s measured`);
    const pm = await runPmBench(pmSettings);
    replaceSection(docs, 'pm', 'Private messages', pmSection(pm, pmSettings, report.date, report.machine));
    writeJson(path.join(ROOT, 'bench/results/pm-latest.json'), { date: report.date, settings: pmSettings, ...pm });
    if (pm.scenarios.some((s) => s.failure)) process.exitCode = 1;
  }
  if (settings.parts.has('livechat')) {
    const liveSettings = { ...LIVE_BENCH_DEFAULTS, runs: settings.duration < 10 ? 3 : LIVE_BENCH_DEFAULTS.runs };
    console.log(
      `\nLive chat: ${liveSettings.small} and ${liveSettings.big} messages, queues of ${liveSettings.queueBaseline} and ${liveSettings.queue}, ${liveSettings.runs} runs`,
    );
    const live = await runLiveChatBench(liveSettings);
    replaceSection(docs, 'livechat', 'Live chat', liveChatSection(live, liveSettings, report.date, report.machine));
    writeJson(path.join(ROOT, 'bench/results/livechat-latest.json'), {
      date: report.date,
      settings: liveSettings,
      ...live,
    });
  }
  if (settings.parts.has('livechat-load')) {
    const loadSettings = { conversations: settings.pairs, agents: settings.agents, seconds: settings.duration };
    console.log(
      `\nLive chat load: ${loadSettings.conversations} conversations, ${loadSettings.agents} agents, 1 message/s each, ${loadSettings.seconds} s measured; the echo and pm beside it`,
    );
    const run = await runLiveLoadBench(loadSettings);
    replaceSection(
      docs,
      'livechat-load',
      'Live chat load',
      liveLoadSection(run, loadSettings, report.date, report.machine),
    );
    writeJson(path.join(ROOT, 'bench/results/livechat-load-latest.json'), {
      date: report.date,
      settings: loadSettings,
      ...run,
    });
    if (run.scenarios.some((s) => s.failure)) process.exitCode = 1;
  }
  if (settings.parts.has('chatscroll')) {
    const scrollSettings = LIVE_BENCH_DEFAULTS;
    console.log(
      `\nChat scroll: ${scrollSettings.deepBaseline} and ${scrollSettings.deepPages} older pages of ${scrollSettings.big} messages in the widget, the console and pm`,
    );
    const scroll = await runChatScrollBench(scrollSettings);
    replaceSection(
      docs,
      'chatscroll',
      'Scrolling long conversations',
      chatScrollSection(scroll, scrollSettings, report.date, report.machine),
    );
    writeJson(path.join(ROOT, 'bench/results/chatscroll-latest.json'), {
      date: report.date,
      settings: scrollSettings,
      ...scroll,
    });
  }
  if (settings.parts.has('scale')) {
    const sizes = settings.quick ? SCALE_QUICK : SCALE_FULL;
    const scaleSettings: ScaleSettings = {
      ...sizes,
      sockets: settings.sockets ?? sizes.sockets,
      // Clients come in buyer–seller pairs.
      pairs: settings.clients ? Math.max(1, Math.round(settings.clients / 2)) : sizes.pairs,
      clientIntervalMs: settings.sendInterval ?? sizes.clientIntervalMs,
      http: { connections: settings.connections, duration: settings.duration, warmup: settings.warmup },
      quick: settings.quick,
    };
    console.log(
      `\nScale-out${settings.quick ? ' (quick)' : ''}: ${scaleSettings.sockets} idle sockets, ${scaleSettings.pairs * 2} chat clients for ${scaleSettings.chatSeconds} s, start:cluster with ${scaleSettings.workers} workers`,
    );
    const scale = await runScaleBench(scaleSettings);
    const section = scaleSection(scale, scaleSettings, report.date, report.machine);
    replaceSection(docs, 'scale', 'Scale-out (issue 23)', section);
    console.log(`\nScale-out\n${section}`);
    writeJson(path.join(ROOT, 'bench/results/scale-latest.json'), {
      date: report.date,
      settings: scaleSettings,
      ...scale,
    });
    const failures = [...scale.idle, ...scale.chats, ...scale.http].filter((s) => s.failure).length;
    if (failures > 0) {
      console.error(`${failures} scale-out scenario(s) failed`);
      process.exitCode = 1;
    }
  }
  console.log('\nWrote bench/results/latest.json and docs/BENCHMARKS.md');
  const failed = report.scenarios.filter((s) => s.status === 'failed').length;
  if (failed > 0) {
    console.error(`${failed} scenario(s) failed`);
    process.exitCode = 1;
  }
}

await main();
