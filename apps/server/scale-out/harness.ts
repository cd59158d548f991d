import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Envelope } from '@storefront/contract';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import type { AppClient, CallAnswer, CallOptions } from '../test/test-app.ts';

/*
 * The scale-out suite's world (issue 23): real server processes (`main.ts`, as `npm start` runs
 * it) on a PostgreSQL database of their own and the machine's Redis (or one the test starts),
 * each with a DATA_DIR of its own, reached over HTTP and websockets like any client would.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MAIN = 'apps/server/src/app/main.ts';
export const CLUSTER = 'apps/server/src/app/cluster.ts';
/** The machine's PostgreSQL, as CI and every session have it (as scripts/test.mjs finds it); a database of the suite's own is made on it. */
const ADMIN_URL = process.env.TEST_POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const MACHINE_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const READY_TIMEOUT_MS = 60_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SuiteDatabase {
  url: string;
  handle: DatabaseHandle;
  drop(): Promise<void>;
}

/** A new PostgreSQL database for one test file; the first server process migrates it. */
export async function suiteDatabase(): Promise<SuiteDatabase> {
  const name = `scale_out_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  return {
    url: url.toString(),
    handle,
    async drop() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  readonly dataDir: string;
  /** POSTs a call as the web client does (through the loopback proxy header for the client address). */
  call: AppClient['call'];
  /** Resolves with the exit code (or signal) once the process is gone. */
  readonly exited: Promise<string>;
  /** What the process printed, for a failure's message. */
  output(): string;
  /** SIGKILL: the process dies at once, mid-whatever (a crash); resolves once it is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the process closes cleanly; resolves once it is gone. */
  stop(): Promise<void>;
}

/**
 * Starts `main.ts` (or `script`) with `env` on a free port (or env.PORT) and a DATA_DIR of its
 * own (or `dataDir`, which is then the caller's to remove); resolves once /healthz answers. The
 * settings every process of a suite shares come in `env`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { script?: string; dataDir?: string } = {},
): Promise<ServerProcess> {
  const { script = MAIN } = options;
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'storefront-scale-'));
  const port = Number(env.PORT ?? (await freePort()));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: '0',
      LOG_LEVEL: 'warn',
      // The suite's clients tell their address through X-Forwarded-For, as behind a load balancer.
      TRUST_PROXY: 'loopback',
      PAYMENT_TEST_PROVIDER: '1',
      SIGN_UP_LIMIT_PER_ADDRESS: '10000',
      NODE_NO_WARNINGS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      resolve(signal ?? String(code));
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    if (gone) throw new Error(`server process exited before it was ready:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process not ready within ${READY_TIMEOUT_MS} ms:\n${printed}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    await exited;
  };
  return {
    url,
    pid: child.pid ?? 0,
    dataDir,
    exited,
    output: () => printed,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    async call<T>(apiPath: string, payload: Record<string, unknown> = {}, options: CallOptions = {}) {
      const answer = await fetch(`${url}/api/v1/${apiPath.replace(/^\//, '')}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { 'x-token': options.token } : {}),
          ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
          ...options.headers,
        },
        body: JSON.stringify({ ...payload, context: { lang: options.lang ?? 'en', biz: 1, path: '/', utc: 0 } }),
      });
      const result: CallAnswer<T> = {
        status: answer.status,
        body: (await answer.json()) as Envelope<T>,
        headers: Object.fromEntries(answer.headers),
      };
      return result;
    },
  };
}

/** Polls `check` every 50 ms until it holds (outside a test, where expect.poll is not available). */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A `redis-server` of the caller's own on `port` (nothing kept on disk), once it answers: tests
 * that stop or restart Redis use one, so the machine's Redis is never touched.
 */
export async function startRedisServer(port: number): Promise<{ stop(): Promise<void> }> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor('redis-server answering', async () => {
    const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    probe.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise((resolve) => probe.once('exit', resolve));
    return out.trim() === 'PONG';
  });
  return {
    async stop() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The helpers' view of one process: its calls, and the suite's database. */
export const clientOf = (server: ServerProcess, database: SuiteDatabase): AppClient => ({
  call: server.call,
  db: database.handle.db,
});

/** A Redis key prefix of the suite's own: the machine's Redis is shared with other suites. */
export const suiteRedisKey = () => `scale-out-${randomBytes(6).toString('hex')}`;
