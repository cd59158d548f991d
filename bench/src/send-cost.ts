import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';

/*
 * What a send costs, as measured for the private messages (docs/BENCHMARKS.md, "What a send
 * costs"): over the measured seconds of a load, the statements the server sent to PostgreSQL
 * (counted inside the server by bench/targets/count-statements.ts), the server's CPU time and its
 * PostgreSQL backends' CPU time (from /proc), and the load generator's own (process.cpuUsage).
 * Divided by the messages the server got through in those seconds (their acks arrived in them).
 */

/** The preload that counts statements, relative to the repository root. */
export const COUNTING_PRELOAD = 'bench/targets/count-statements.ts';

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's user + system CPU so far, in ms; null once it is gone. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

interface Sample {
  serverMs: number;
  backends: Map<number, number>;
  generator: NodeJS.CpuUsage;
  statements: Record<string, number>;
}

export interface SendCost {
  messages: number;
  statements: number;
  /** Of which BEGIN / COMMIT / ROLLBACK. */
  transactions: number;
  serverCpuMs: number;
  postgresCpuMs: number;
  generatorCpuMs: number;
  /** The statement texts sent most in the window, with their count per message. */
  top: Array<{ perMessage: number; text: string }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples one server (its pid, its database's backends, its statement counts) at the start and end of a window. */
export class SendCostProbe {
  private start: Promise<Sample> | null = null;
  private end: Promise<Sample> | null = null;

  constructor(
    private readonly serverPid: number,
    private readonly database: string,
    private readonly countFile: string,
    private readonly databaseUrl: string,
  ) {}

  /** Asks the server to write its counts and waits for the new snapshot. */
  private async statements(): Promise<Record<string, number>> {
    const previous = existsSync(this.countFile)
      ? (JSON.parse(readFileSync(this.countFile, 'utf8')) as { snapshot: number }).snapshot
      : 0;
    process.kill(this.serverPid, 'SIGUSR2');
    for (let waited = 0; waited < 5000; waited += 10) {
      await sleep(10);
      if (!existsSync(this.countFile)) continue;
      try {
        const written = JSON.parse(readFileSync(this.countFile, 'utf8')) as {
          snapshot: number;
          counts: Record<string, number>;
        };
        if (written.snapshot > previous) return written.counts;
      } catch {
        // being written
      }
    }
    throw new Error('the server wrote no statement counts (was it started with the counting preload?)');
  }

  private async backendPids(): Promise<number[]> {
    const client = new pg.Client({ connectionString: this.databaseUrl.replace(/\/[^/]*$/, '/postgres') });
    await client.connect();
    try {
      const result = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
        this.database,
      ]);
      return result.rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }

  private async sample(): Promise<Sample> {
    const [pids, statements] = await Promise.all([this.backendPids(), this.statements()]);
    const backends = new Map<number, number>();
    for (const pid of pids) {
      const ms = cpuMs(pid);
      if (ms !== null) backends.set(pid, ms);
    }
    return { serverMs: cpuMs(this.serverPid) ?? 0, backends, generator: process.cpuUsage(), statements };
  }

  markStart(): void {
    this.start = this.sample();
  }

  markEnd(): void {
    this.end = this.sample();
  }

  /** The window's cost for the `messages` the server got through in it. */
  async result(messages: number): Promise<SendCost> {
    if (!this.start || !this.end) throw new Error('the cost window was not marked');
    const [a, b] = await Promise.all([this.start, this.end]);
    let postgres = 0;
    // A backend started in the window counts whole; one gone before its end is lost (the pool keeps them).
    for (const [pid, ms] of b.backends) postgres += ms - (a.backends.get(pid) ?? 0);
    const delta = Object.entries(b.statements)
      .map(([text, count]) => ({ text, count: count - (a.statements[text] ?? 0) }))
      .filter((s) => s.count > 0)
      .sort((x, y) => y.count - x.count);
    const statements = delta.reduce((sum, s) => sum + s.count, 0);
    const transactions = delta
      .filter((s) => /^\s*(begin|commit|rollback)\b/i.test(s.text))
      .reduce((sum, s) => sum + s.count, 0);
    const generator = process.cpuUsage(a.generator);
    return {
      messages,
      statements,
      transactions,
      serverCpuMs: b.serverMs - a.serverMs,
      postgresCpuMs: postgres,
      generatorCpuMs: (generator.user + generator.system) / 1000,
      top: delta.slice(0, 12).map((s) => ({
        perMessage: s.count / Math.max(1, messages),
        text: s.text.replace(/\s+/g, ' ').slice(0, 160),
      })),
    };
  }
}

/** Per message: statements, server and PostgreSQL CPU ms. */
export const perMessage = (cost: SendCost) => {
  const n = Math.max(1, cost.messages);
  return {
    statements: cost.statements / n,
    transactions: cost.transactions / n,
    serverCpuMs: cost.serverCpuMs / n,
    postgresCpuMs: cost.postgresCpuMs / n,
    generatorCpuMs: cost.generatorCpuMs / n,
  };
};

/**
 * Waits until a server is done with its clients' connecting (the live chat's presence and queue
 * passes, its shoppers' first counters): a quarter second in which it used under a tenth of a
 * core, or 30 s. The load then measures sends, not the connection storm before them.
 */
export async function serverQuiet(pid: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  let last = cpuMs(pid);
  while (last !== null && Date.now() < deadline) {
    await sleep(250);
    const now = cpuMs(pid);
    if (now === null || now - last < 25) return;
    last = now;
  }
}
