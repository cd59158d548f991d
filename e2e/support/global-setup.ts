import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(import.meta.dirname, '../..');

let server: ChildProcess | undefined;
let dataDir: string | undefined;

/**
 * Starts the real server (built SPA, embedded PGlite in a temp folder, demo data seeded) once
 * for every browser journey, and hands its address to the specs.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PAYMENT_TEST_PROVIDER: '1',
    // The XSS journey sends every payload of the security list as a message in one go; the
    // flood limit itself is proven by the server's tests (modules/pm).
    PM_SEND_LIMIT: '1000',
    // The journeys share a few accounts; the begin limit itself is proven by the server's tests.
    LIVE_BEGIN_LIMIT: '1000',
    // Every journey's staff is the one demo agent, and not every journey ends what it claimed: the
    // per-agent cap (proven by modules/livechat/livechat-cap.test.ts) must not depend on how many ran before.
    LIVE_AGENT_CAP: '1000',
    // Every journey comes from 127.0.0.1: the per-address limits of the chats (proven by the
    // server's tests, modules/livechat/livechat-guests.test.ts, modules/pm/pm-inquiry-limits.test.ts)
    // must not depend on how many journeys ran before in their window.
    LIVE_GUEST_TOKEN_LIMIT_PER_ADDRESS: '100000',
    LIVE_SEND_LIMIT_PER_ADDRESS: '100000',
    LIVE_UPLOAD_LIMIT_PER_ADDRESS: '100000',
    PM_INQUIRY_LIMIT_PER_USER: '100000',
    PM_INQUIRY_LIMIT_PER_ADDRESS: '100000',
    // Every journey signs up and signs in from this one address, so together they pass the
    // per-address limits in one window sooner or later, depending on timing: whether a run passes
    // must not. The limits themselves are proven by the server's tests (modules/accounts:
    // accounts-routes, client-address, sign-in-lockout, rate-limiter).
    SIGN_UP_LIMIT_PER_ADDRESS: '100000',
    SIGN_IN_LIMIT_PER_ADDRESS: '100000',
    // Likewise the sellers', staff's and uploads' limits per address (modules' write-limits and
    // uploads tests prove them): every journey's seller and picture comes from 127.0.0.1.
    SELLER_WRITE_LIMIT_PER_ADDRESS: '100000',
    ADMIN_WRITE_LIMIT_PER_ADDRESS: '100000',
    UPLOAD_LIMIT_PER_ADDRESS: '100000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/app/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('baseUrl', baseUrl);
  return async () => {
    // Waits for the server to go (5 s at most) before its data folder is removed.
    const running = server;
    if (running && running.exitCode === null) {
      const gone = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}

/** A port nothing listens on now: the system picks it, so two runs on one machine never share a server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
