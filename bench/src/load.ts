import autocannon, { type AutocannonOptions, type AutocannonRequest } from 'autocannon';

export interface LoadSettings {
  connections: number;
  /** Seconds of the measured run. */
  duration: number;
  /** Seconds of the discarded run before it. */
  warmup: number;
}

export interface LoadPlan {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A sequence each connection cycles through (replaces method/body). */
  requests?: AutocannonRequest[];
  /** False for an answer that is not the real thing (counted as a mismatch). */
  verifyBody: (body: string) => boolean;
  /** Requests the plan can still send: the measured run stops there if its time is not up first. */
  remaining?: () => number;
  /** One line about what the run sent, for the report (read after the measured run). */
  describe?: () => string;
  /** Connections of both runs when the plan needs its own count (one for a latency probe). */
  connections?: number;
  /** Called between the warm-up and the measured run: figures the plan keeps itself start there. */
  beforeMeasuredRun?: () => void;
}

export interface Measurement {
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  mismatches: number;
}

async function once(plan: LoadPlan, connections: number, duration: number, amount?: number) {
  const options: AutocannonOptions = {
    url: plan.url,
    connections,
    duration,
    timeout: 10,
    method: plan.method ?? 'GET',
    headers: plan.headers ?? {},
    verifyBody: plan.verifyBody,
  };
  if (plan.body !== undefined) options.body = plan.body;
  if (plan.requests) options.requests = plan.requests;
  // autocannon ignores the duration when given an amount: the timer keeps it.
  if (amount !== undefined) options.amount = amount;
  const latencies: number[] = [];
  const instance = autocannon(options);
  const timer = amount === undefined ? undefined : setTimeout(() => instance.stop(), duration * 1000);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  clearTimeout(timer);
  return { result, latencies: Float64Array.from(latencies).sort() };
}

/** Nearest-rank percentile of sorted values, in ms rounded to 0.01 (autocannon's own are whole ms). */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return Math.round(value * 100) / 100;
}

/** A warm-up run (discarded), then the measured run with the same settings. */
export async function measure(plan: LoadPlan, settings: LoadSettings): Promise<Measurement> {
  const connections = plan.connections ?? settings.connections;
  if (settings.warmup > 0) await once(plan, connections, settings.warmup);
  plan.beforeMeasuredRun?.();
  const { result, latencies } = await once(plan, connections, settings.duration, plan.remaining?.());
  return {
    reqPerSec: result.requests.average,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    mismatches: result.mismatches,
  };
}
