import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every child still running; killed outright if the bench exits without stopping them. */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export interface Target {
  name: string;
  baseUrl: string;
  /** The process id (its CPU time is in /proc/<pid>/stat). */
  pid: number;
  /** The last few kilobytes the process printed, for failure notes. */
  output(): string;
  /** SIGTERM, then SIGKILL after a grace period; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface StartOptions {
  name: string;
  /** Script path relative to the repository root, run with `node --import tsx`. */
  script: string;
  /** Modules imported before the script (after tsx), relative to the repository root. */
  preload?: string[];
  /** Node's own flags, before the loader (`--expose-gc`). */
  nodeArgs?: string[];
  /**
   * Open files the process may hold, when more than the bench's own limit: raised with the
   * shell's `ulimit -n` (up to the hard limit) just before node starts, in the same process.
   */
  fileLimit?: number;
  env?: Record<string, string>;
  /** Path that answers 2xx once the target is ready. */
  readyPath: string;
  /** When given, the target is ready only once it has also printed a line matching this. */
  readyOutput?: RegExp;
  readyTimeoutMs: number;
}

/** A port that was free a moment ago (the child binds it next). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The command that runs node with `args`: node itself, or, with a file limit, a shell that raises
 * its limit and then becomes node (`exec`: the same process id, so the caller's pid is node's).
 */
export function withFileLimit(limit: number | undefined, args: string[]): [string, string[]] {
  if (limit === undefined) return [process.execPath, args];
  return ['/bin/sh', ['-c', `ulimit -n ${Math.floor(limit)} && exec "$0" "$@"`, process.execPath, ...args]];
}

/** The open-file limits (soft, hard) children inherit from this process; Infinity when unlimited. */
export function fileLimits(): { soft: number; hard: number } {
  const read = (flag: string) => {
    const answer = spawnSync('/bin/sh', ['-c', `ulimit ${flag}`], { encoding: 'utf8' }).stdout.trim();
    return answer === 'unlimited' ? Infinity : Number(answer) || 1024;
  };
  return { soft: read('-Sn'), hard: read('-Hn') };
}

export async function startTarget(options: StartOptions): Promise<Target> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  Object.assign(env, options.env);
  const preload = (options.preload ?? []).flatMap((module) => ['--import', `./${module}`]);
  const args = [...(options.nodeArgs ?? []), '--import', 'tsx', ...preload, options.script];
  const child = spawn(...withFileLimit(options.fileLimit, args), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  live.add(child);
  let tail = '';
  let printed = options.readyOutput === undefined;
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    printed ||= options.readyOutput?.test(tail) ?? true;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => live.delete(child));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const target: Target = {
    name: options.name,
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => tail,
    stop: async () => {
      if (gone()) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + options.readyTimeoutMs;
  for (;;) {
    if (gone()) throw new Error(`${options.name} exited before it was ready:\n${tail}`);
    try {
      const response = await fetch(target.baseUrl + options.readyPath, { signal: AbortSignal.timeout(2000) });
      if (response.ok && printed) return target;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await target.stop();
      throw new Error(`${options.name} was not ready within ${options.readyTimeoutMs / 1000} s:\n${tail}`);
    }
    await sleep(250);
  }
}
