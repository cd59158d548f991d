/**
 * Issue 20's two search benchmarks (docs/BENCHMARKS.md, "Publishing and translated titles"), on
 * PostgreSQL (two server processes need one database):
 * (a) publishing: a product's status set to on_sale (one UPDATE, committed) to the moment
 *     `search/suggestion` of ANOTHER server process offers it, over PUBLISHES products;
 * (b) the suggestion p95 on a catalog of GOODS goods, before and after 10% of them gain a
 *     translated title, in the same run, beside bare node:http of the same run.
 *
 *   npm run bench:catalog                 # 100,000 goods, 10 s per load run
 *   npm run bench:catalog -- --quick      # 3 s per load run
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { measure, type LoadSettings, type Measurement } from './src/load.ts';
import { createDatabase, databaseUrl, dropDatabase, postgresAnswers } from './src/postgres.ts';
import { ROOT, startTarget, type Target } from './src/processes.ts';
import { apiBody, helloPlan, suggestionPlan } from './src/storefront.ts';

const quick = process.argv.includes('--quick');
const GOODS = 100_000;
const PUBLISHES = 50;
const settings: LoadSettings = { connections: 20, duration: quick ? 3 : 10, warmup: 1 };
const loads: number[][] = [];
const noteLoad = () => loads.push(os.loadavg().map((n) => Math.round(n * 100) / 100));

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function suggested(baseUrl: string, kw: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/search/suggestion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: apiBody({ kw }),
  });
  const body = (await response.json()) as { data?: { name: string }[] };
  return (body.data ?? []).map((row) => row.name);
}

function grow(env: Record<string, string>): void {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/app/seed/seed-cli.ts', '--goods', String(GOODS)],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr.toString().slice(-500)}`);
  console.log(`catalog grown to ${GOODS} goods in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const server = (name: string, env: Record<string, string>) =>
  startTarget({
    name,
    script: 'apps/server/src/app/main.ts',
    env,
    readyPath: '/healthz',
    readyOutput: /search index rebuilt/i,
    readyTimeoutMs: 300_000,
  });

async function bare(): Promise<Measurement> {
  const target = await startTarget({
    name: 'bare',
    script: 'bench/targets/bare-http.ts',
    readyPath: '/',
    readyTimeoutMs: 20_000,
  });
  try {
    return await measure(await helloPlan(target.baseUrl, 'hello'), settings);
  } finally {
    await target.stop();
  }
}

async function main() {
  if (!(await postgresAnswers())) throw new Error('no PostgreSQL answers at 127.0.0.1:5432');
  const name = `storefront_bench_i18n_${Date.now()}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-bench-i18n-'));
  await createDatabase(name);
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl(name), SEED: '1' };
  const client = new pg.Client({ connectionString: databaseUrl(name) });
  const targets: Target[] = [];
  try {
    grow(env);
    noteLoad();
    const baseline = await bare();
    const [a, b] = [await server('process A', env), await server('process B', env)];
    targets.push(a, b);
    await client.connect();

    // (b) without translations, then with 10% of the goods translated.
    noteLoad();
    const plain = await measure(await suggestionPlan(b.baseUrl, 'warm', GOODS), settings);
    const translated = await client.query(`
      insert into goods_translations (goods_idx, lang, title)
      select idx, 'de', regexp_replace(title, '([[:alpha:]]+)', '\\1en', 'g') from goods
      where status = 'on_sale' and idx % 10 = 0
      on conflict do nothing returning goods_idx, title`);
    const probe = translated.rows[translated.rows.length - 1] as { title: string };
    const applyStarted = Date.now();
    for (;;) {
      if ((await suggested(b.baseUrl, probe.title.toLowerCase())).includes(probe.title)) break;
      if (Date.now() - applyStarted > 300_000) throw new Error('the translations never reached process B');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const applyMs = Date.now() - applyStarted;
    noteLoad();
    const withTranslations = await measure(await suggestionPlan(b.baseUrl, 'warm', GOODS), settings);

    // (a) publishing: drafts with names of their own, each published, then looked for on B.
    const { rows } = await client.query<{ idx: number }>(
      `update goods set status = 'draft', title = 'Zephyrine Probe x' || idx || 'q'
       where idx in (select idx from goods where status = 'on_sale' and idx % 10 = 5 order by idx limit ${PUBLISHES})
       returning idx`,
    );
    // Until B has applied the drafts, an older name could still answer: wait for them to go.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    noteLoad();
    const latencies: number[] = [];
    for (const { idx } of rows) {
      const title = `Zephyrine Probe x${idx}q`;
      const started = performance.now();
      await client.query(`update goods set status = 'on_sale' where idx = $1`, [idx]);
      for (;;) {
        if ((await suggested(b.baseUrl, title.toLowerCase())).includes(title)) break;
        if (performance.now() - started > 30_000) throw new Error(`${title} never reached process B`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      latencies.push(performance.now() - started);
    }
    noteLoad();
    const baselineAgain = await bare();
    const ratio = (m: Measurement) => `${(m.reqPerSec / baseline.reqPerSec).toFixed(3)}×`;
    const result = {
      date: new Date().toISOString(),
      quick,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}`,
      loadavg: loads,
      goods: GOODS,
      translated: translated.rowCount,
      translationsAppliedOnBMs: applyMs,
      bare: baseline,
      bareAgain: baselineAgain,
      plain,
      withTranslations,
      p95Ratio: withTranslations.p95Ms / plain.p95Ms,
      publish: {
        count: latencies.length,
        p50Ms: Math.round(percentile(latencies, 50)),
        p95Ms: Math.round(percentile(latencies, 95)),
        maxMs: Math.round(Math.max(...latencies)),
      },
    };
    mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'bench/results/catalog-i18n.json'), JSON.stringify(result, null, 2));
    console.log(JSON.stringify(result, null, 2));
    console.log(`
| Scenario (PostgreSQL, ${GOODS.toLocaleString('en')} goods) | req/s | p50 ms | p95 ms | vs bare node:http |
| --- | ---: | ---: | ---: | ---: |
| bare node:http | ${Math.round(baseline.reqPerSec)} | ${baseline.p50Ms} | ${baseline.p95Ms} | 1.00× |
| search/suggestion, warm mix, no translations | ${Math.round(plain.reqPerSec)} | ${plain.p50Ms} | ${plain.p95Ms} | ${ratio(plain)} |
| search/suggestion, warm mix, 10% translated | ${Math.round(withTranslations.reqPerSec)} | ${withTranslations.p50Ms} | ${withTranslations.p95Ms} | ${ratio(withTranslations)} |
| bare node:http (again) | ${Math.round(baselineAgain.reqPerSec)} | ${baselineAgain.p50Ms} | ${baselineAgain.p95Ms} | ${ratio(baselineAgain)} |

p95 with translations / without: ${result.p95Ratio.toFixed(2)}. Publishing (save to found on process B), ${latencies.length} products: p50 ${result.publish.p50Ms} ms, p95 ${result.publish.p95Ms} ms, max ${result.publish.maxMs} ms. Load average (1, 5, 15 min) at each step: ${loads.map((l) => l.join('/')).join('; ')}.`);
  } finally {
    await client.end().catch(() => undefined);
    for (const target of targets) await target.stop();
    await dropDatabase(name);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
