#!/usr/bin/env node
// The one test command (README "Test"): static checks, the unit and server suites on the
// embedded PGlite, the server suite again on a fresh PostgreSQL database when one answers,
// and the browser journeys in Chromium. Ends with one "N passed, N failed" line.
//
// The build first (the server suites render pages with it). Then two lines of work side by side,
// one process each on a two-core machine, each step printing its output when it ends: the server
// suite on PGlite, then lint; and the server suite on PostgreSQL, then the web and contract unit
// tests, then the typecheck. The two lines take about as long (the PGlite suite is the longest
// step: the database runs in the test's own process); the static checks fill them instead of
// holding everything up front. Then the browser journeys, alone, since they time what a person
// sees.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'storefront-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const started = Date.now();
const seconds = (from) => `${Math.round((Date.now() - from) / 1000)} s`;

/**
 * Runs one stage. Beside others its output is printed in one piece when it ends, under its
 * label; alone (`live`) it is printed as it comes.
 */
function run(label, command, args, env = {}, live = false) {
  const from = Date.now();
  if (live) console.log(`\n=== ${label} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label}: ${status === 0 ? 'passed' : 'failed'} in ${seconds(from)} ===`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      if (status !== 0) failures.push({ label, digest: digestOf(text.toString('utf8')) });
      resolve(status === 0);
    });
  });
}

/**
 * What says why a step failed, from its output: the failed tests, unhandled errors and the like,
 * at most 40 lines. It is printed again at the very end, where a CI log's tail shows it: a step
 * can fail with every test passed (an unhandled error, a worker that would not stop).
 */
function digestOf(text) {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  const telling = /FAIL|×|✗|Unhandled|Error|error TS|Timeout|timed out|ELIFECYCLE|exited|terminat/;
  const picked = [];
  lines.forEach((line, index) => {
    // A failed assertion's diff (lines of + and -) says little here; its first line says it.
    if (!telling.test(line) || /^\s*[+-]/.test(line)) return;
    for (const near of lines.slice(index, index + 3)) {
      if (near.trim() && !/^\s*[+-]/.test(near) && !picked.includes(near)) picked.push(near);
    }
  });
  return picked.slice(0, 40);
}

/** The stage's slowest test files, so a slow CI run says where its time went. */
function printSlowest(label, json) {
  const files = (json.testResults ?? [])
    .map((file) => ({ name: path.relative(root, file.name), ms: (file.endTime ?? 0) - (file.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (files.length === 0) return;
  console.log(`\nSlowest files of ${label}:`);
  for (const file of files) console.log(`  ${String(Math.round(file.ms / 1000)).padStart(5)} s  ${file.name}`);
}

async function vitest(label, projects, env = {}, live = false) {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  await run(
    label,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    live,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    printSlowest(label, json);
    totals.passed += json.numPassedTests;
    // A file that fails to load fails no test of its own: count it then.
    totals.failed += json.numFailedTests || (json.numFailedTestSuites ?? 0);
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

/** A fresh database on the local PostgreSQL server, or null when none answers. */
async function freshPostgres() {
  const adminUrl = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch {
    return null;
  }
  const name = `storefront_test_${Date.now()}_${process.pid}`;
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

await run('build', 'npm', ['run', 'build', '--silent']);

const postgres = await freshPostgres();
if (!postgres) {
  console.log('\n=== server suite on PostgreSQL: skipped, no PostgreSQL server answers at 127.0.0.1:5432 ===');
}
await Promise.all([
  (async () => {
    await vitest('server suite on PGlite', ['server']);
    await run('lint', 'npm', ['run', 'lint', '--silent']);
    await run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  })(),
  (async () => {
    if (postgres) {
      await vitest('server suite on PostgreSQL', ['server'], {
        DATABASE_URL: postgres.url,
        REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      }).finally(() => postgres.drop());
      // Real server processes on PostgreSQL, Redis and an S3-compatible store, under faults.
      await vitest('scale-out suite (server processes on PostgreSQL and Redis)', ['scale-out']);
    }
    await vitest('web and contract unit tests', ['contract', 'web']);
  })(),
]);

await vitest('browser journeys in Chromium', ['e2e'], {}, true);
rmSync(reports, { recursive: true, force: true });

for (const { label, digest } of failures) {
  console.log(`\nWhy "${label}" failed (from its output above):`);
  for (const line of digest) console.log(`    ${line.trimEnd().slice(0, 300)}`);
}
if (failures.length > 0) console.log(`\nFailed steps: ${failures.map((failure) => failure.label).join(', ')}`);
console.log(`\nAll stages took ${seconds(started)}.`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
