import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLUSTER,
  freePort,
  MACHINE_REDIS_URL,
  startServerProcess,
  suiteDatabase,
  suiteRedisKey,
  type ServerProcess,
  type SuiteDatabase,
} from './harness.ts';

/*
 * All the cores (issue 23): `npm run start:cluster` runs WEB_CONCURRENCY workers on one port over
 * PostgreSQL and Redis, and replaces one that dies; the embedded PGlite database refuses a second
 * process clearly instead of being corrupted by it.
 */
/** The cluster's workers: its children running cluster.ts (tsx's esbuild service is a child too). */
const workersOf = (pid: number): number[] => {
  let children: number[];
  try {
    children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('cluster.ts');
    } catch {
      return false;
    }
  });
};

/** A process that runs: not gone, and not a zombie waiting to be reaped. */
const running = (pid: number): boolean => {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

let database: SuiteDatabase;
beforeAll(async () => {
  database = await suiteDatabase();
});
afterAll(async () => database?.drop());

/**
 * A call tried again while the connection fails, at most five times a quarter second apart: the
 * primary may hand a new connection to the killed worker before it has heard of its death.
 */
async function answered<T>(call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call();
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('start:cluster', () => {
  it('serves on one port from WEB_CONCURRENCY workers and replaces a worker that is killed', async () => {
    const port = await freePort();
    const cluster = await startServerProcess(
      {
        PORT: String(port),
        DATABASE_URL: database.url,
        REDIS_URL: MACHINE_REDIS_URL,
        SOCKET_REDIS_KEY: suiteRedisKey(),
        WEB_CONCURRENCY: '2',
      },
      { script: CLUSTER },
    );
    try {
      await expect.poll(() => workersOf(cluster.pid).length, { timeout: 30_000 }).toBe(2);
      const [victim] = workersOf(cluster.pid);
      expect((await cluster.call('category/list')).body.code).toBe(0);
      process.kill(victim ?? 0, 'SIGKILL');
      // The survivor answers meanwhile (a kept-alive connection to the dead worker is reset, as a
      // load balancer's would be: the client tries again); the primary starts a replacement.
      expect((await answered(() => cluster.call('category/list'))).body.code).toBe(0);
      await expect
        .poll(
          () => {
            const workers = workersOf(cluster.pid);
            return workers.length === 2 && !workers.includes(victim ?? 0);
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      for (let request = 0; request < 20; request++) expect((await cluster.call('category/list')).body.code).toBe(0);
    } finally {
      const workers = workersOf(cluster.pid);
      await cluster.stop();
      // A clean stop takes the workers with it (a worker that has exited may stay a zombie for a
      // moment, until its parent, gone too, is replaced by init as its reaper).
      await expect.poll(() => workers.filter(running), { timeout: 10_000 }).toEqual([]);
    }
    expect(await cluster.exited).toBe('0');
  });

  it('refuses to start without PostgreSQL and Redis, saying why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLUSTER], {
      cwd: path.resolve(import.meta.dirname, '../../..'),
      env: { PATH: process.env.PATH ?? '', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storefront-cluster-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(printed).toContain('set DATABASE_URL and REDIS_URL');
    expect(printed).toContain('PGlite database serves one process only');
  });
});

describe('processes started together on a new database', () => {
  it('seed it once, and each serves the seed pictures from its own DATA_DIR', async () => {
    const fresh = await suiteDatabase();
    const env = { DATABASE_URL: fresh.url, REDIS_URL: MACHINE_REDIS_URL, SOCKET_REDIS_KEY: suiteRedisKey(), SEED: '1' };
    const both = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    try {
      const buyers = await fresh.handle.db
        .selectFrom('users')
        .select('idx')
        .where('email', '=', 'buyer@demo.shop')
        .execute();
      expect(buyers).toHaveLength(1);
      const { cover } = await fresh.handle.db
        .selectFrom('goods')
        .select('cover')
        .orderBy('idx')
        .limit(1)
        .executeTakeFirstOrThrow();
      for (const server of both) {
        const picture = await fetch(`${server.url}${cover}`);
        expect(picture.status, server.url).toBe(200);
        expect(picture.headers.get('content-type')).toBe('image/webp');
      }
    } finally {
      await Promise.all(both.map((server) => server.stop()));
      await fresh.drop();
    }
  });
});

describe('the embedded PGlite database', () => {
  it('refuses a second process on its DATA_DIR, and takes over from one that was killed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-pglite-'));
    const running: ServerProcess[] = [];
    try {
      const first = await startServerProcess({}, { dataDir });
      running.push(first);
      const second = startServerProcess({}, { dataDir });
      await expect(second).rejects.toThrow(/pid \d+\) is using the embedded database/);
      await expect(second).rejects.toThrow('serves one process only');
      // The first is unharmed.
      expect((await first.call('category/list')).body.code).toBe(0);
      // Killed, it leaves its pid behind; the next process finds it dead and starts.
      await first.kill();
      const third = await startServerProcess({}, { dataDir });
      running.push(third);
      expect((await third.call('category/list')).body.code).toBe(0);
    } finally {
      // A failed check leaves no server behind.
      await Promise.all(running.map((server) => server.stop()));
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
