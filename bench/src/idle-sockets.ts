import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileLimits, ROOT, startTarget, withFileLimit, type StartOptions, type Target } from './processes.ts';
import { serverQuiet } from './send-cost.ts';

/*
 * Idle sockets (issue 23): what an idle socket.io connection costs a server process, the
 * storefront's against socket.io alone in the same run. The server runs with `--expose-gc` and
 * bench/targets/memory-probe.ts imported first; the clients are a process of their own
 * (bench/targets/idle-clients.ts), so their memory is not the server's. Per target: a warm-up of
 * connections opened and closed (the code of a connection compiled, the pools made), then the
 * server's memory after a forced collection, the sockets opened, the server quiet again, its
 * memory again; the difference divided by the sockets held.
 */

export const MEMORY_PRELOAD = 'bench/targets/memory-probe.ts';
const CLIENTS = 'bench/targets/idle-clients.ts';
const WARMUP_SOCKETS = 200;
/** Files each process needs beside the sockets (modules, pools, pipes). */
const SPARE_FILES = 1000;

interface Memory {
  collected: boolean;
  heapUsed: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

export interface IdleResult {
  label: string;
  requested: number;
  /** Sockets held while the second reading was taken. */
  open?: number;
  /** Handshakes refused or failed (the opening stops at the first batch with one). */
  failed?: number;
  firstError?: string;
  connectSeconds?: number;
  /** Bytes per socket (the server's readings after and before, over the sockets held). */
  heapPerSocket?: number;
  rssPerSocket?: number;
  externalPerSocket?: number;
  /** File descriptors the server gained (one per socket expected). */
  serverFds?: number;
  /** Sockets the server closed while they were held (should be none). */
  dropped?: number;
  /** Whether garbage was collected before each reading (the server had --expose-gc). */
  collected?: boolean;
  before?: Memory;
  after?: Memory;
  /** 1-minute load average before opening and after the second reading. */
  load: { before: number; after: number };
  failure?: string;
}

export interface IdlePlan {
  /** Sockets per target after any cap by the open-file limit. */
  count: number;
  /** The limit both processes are raised to, when the bench's own is too low. */
  fileLimit?: number;
  note?: string;
}

/** Fits the socket count to the open-file limits: raised in the children's shells up to the hard limit. */
export function planIdle(requested: number): IdlePlan {
  const { soft, hard } = fileLimits();
  const needed = requested + SPARE_FILES;
  if (soft >= needed) return { count: requested };
  if (hard >= needed) return { count: requested, fileLimit: needed };
  const count = Math.max(0, hard - SPARE_FILES);
  return {
    count,
    fileLimit: hard,
    note: `The open-file limit is ${soft} (hard ${hard}): ${count.toLocaleString('en-US')} sockets per target instead of ${requested.toLocaleString('en-US')}.`,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load1 = () => loadavg()[0] ?? 0;

/** Asks the server to collect and report its memory (memory-probe.ts) and waits for the new snapshot. */
async function readMemory(pid: number, file: string): Promise<Memory> {
  const snapshotOf = () => {
    try {
      return JSON.parse(readFileSync(file, 'utf8')) as Memory & { snapshot: number };
    } catch {
      return null; // not written yet, or being written
    }
  };
  const previous = existsSync(file) ? (snapshotOf()?.snapshot ?? 0) : 0;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 30_000; waited += 20) {
    await sleep(20);
    const written = snapshotOf();
    if (written && written.snapshot > previous) {
      const { collected, heapUsed, rss, external, arrayBuffers } = written;
      return { collected, heapUsed, rss, external, arrayBuffers };
    }
  }
  throw new Error('the server wrote no memory reading (was it started with the memory probe?)');
}

const fdCount = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** The client process, spoken to by lines: a command in, a JSON answer out. */
class IdleClients {
  private readonly child: ChildProcess;
  private readonly waiting: Array<(answer: Record<string, unknown>) => void> = [];
  private tail = '';

  constructor(url: string, fileLimit: number | undefined) {
    const args = ['--import', 'tsx', CLIENTS, url];
    this.child = spawn(...withFileLimit(fileLimit, args), { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      let answer: Record<string, unknown>;
      try {
        answer = JSON.parse(line) as Record<string, unknown>;
      } catch {
        this.tail = (this.tail + line).slice(-2000);
        return;
      }
      this.waiting.shift()?.(answer);
    });
    this.child.stderr?.on('data', (chunk: Buffer) => (this.tail = (this.tail + chunk.toString()).slice(-2000)));
  }

  /** The next answer, after sending `command` (none: the greeting). */
  ask(command: string | null, timeoutMs: number): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the client process did not answer ${command ?? 'its start'}: ${this.tail}`)),
        timeoutMs,
      );
      const exit = () => reject(new Error(`the client process exited: ${this.tail}`));
      this.child.once('exit', exit);
      this.waiting.push((answer) => {
        clearTimeout(timer);
        this.child.off('exit', exit);
        resolve(answer);
      });
      if (command !== null) this.child.stdin?.write(`${command}\n`);
    });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.stdin?.end('exit\n');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Opens `plan.count` idle sockets to one target (started here with the probe) and reads what they cost it. */
export async function measureIdle(
  label: string,
  start: Omit<StartOptions, 'name' | 'preload' | 'nodeArgs' | 'fileLimit'>,
  plan: IdlePlan,
): Promise<IdleResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-bench-idle-'));
  const probe = path.join(dir, 'memory.json');
  const load = { before: load1(), after: Number.NaN };
  let target: Target | undefined;
  let clients: IdleClients | undefined;
  // Opening 10,000 sockets takes a while on a loaded machine: 30 s per hundred, at most.
  const openTimeout = 60_000 + (plan.count / 100) * 30_000;
  try {
    target = await startTarget({
      name: label,
      ...start,
      env: { ...start.env, MEMORY_PROBE_FILE: probe },
      preload: [MEMORY_PRELOAD],
      nodeArgs: ['--expose-gc'],
      ...(plan.fileLimit ? { fileLimit: plan.fileLimit } : {}),
    });
    clients = new IdleClients(target.baseUrl, plan.fileLimit);
    await clients.ask(null, 60_000);
    const warm = await clients.ask(`open ${Math.min(WARMUP_SOCKETS, plan.count)}`, openTimeout);
    if (Number(warm.failed) > 0) throw new Error(`warm-up handshake failed: ${String(warm.error)}`);
    await clients.ask('close', 60_000);
    await sleep(1000);
    await serverQuiet(target.pid);
    load.before = load1();
    const before = await readMemory(target.pid, probe);
    const fdsBefore = fdCount(target.pid);
    const opened = await clients.ask(`open ${plan.count}`, openTimeout);
    const open = Number(opened.open);
    await serverQuiet(target.pid);
    await sleep(1000);
    const after = await readMemory(target.pid, probe);
    const fdsAfter = fdCount(target.pid);
    load.after = load1();
    const closed = await clients.ask('close', 60_000);
    const per = (a: number, b: number) => (open > 0 ? (a - b) / open : Number.NaN);
    return {
      label,
      requested: plan.count,
      open,
      failed: Number(opened.failed),
      ...(typeof opened.error === 'string' ? { firstError: opened.error } : {}),
      connectSeconds: Number(opened.seconds),
      heapPerSocket: per(after.heapUsed, before.heapUsed),
      rssPerSocket: per(after.rss, before.rss),
      externalPerSocket: per(after.external, before.external),
      serverFds: fdsAfter - fdsBefore,
      dropped: Number(closed.dropped),
      collected: before.collected && after.collected,
      before,
      after,
      load,
    };
  } catch (error) {
    load.after = load1();
    const output = target?.output().trim().split('\n').slice(-3).join(' ') ?? '';
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    return { label, requested: plan.count, load, failure: output ? `${message} (${output})` : message };
  } finally {
    await clients?.stop();
    await target?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
