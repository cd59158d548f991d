#!/usr/bin/env node
// The one test command (README "Test"): static checks, the unit and server suites on the
// embedded PGlite, the server suite again on a fresh PostgreSQL database when one answers,
// and the browser journeys in Chromium. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const reports = mkdtempSync(path.join(tmpdir(), 'storefront-tests-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

function vitest(label, projects, env = {}) {
  const report = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  run(
    label,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
  );
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
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

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npm', ['run', 'lint', '--silent']);
run('build', 'npm', ['run', 'build', '--silent']);
vitest('unit and server suites on PGlite', ['contract', 'server', 'web']);

const postgres = await freshPostgres();
if (postgres) {
  vitest('server suite on PostgreSQL', ['server'], {
    DATABASE_URL: postgres.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  });
  await postgres.drop();
} else {
  console.log('\n=== server suite on PostgreSQL: skipped, no PostgreSQL server answers at 127.0.0.1:5432 ===');
}

vitest('browser journeys in Chromium', ['e2e']);
rmSync(reports, { recursive: true, force: true });

if (failures.length > 0) console.log(`\nFailed steps: ${failures.join(', ')}`);
console.log(
  `\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
