import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { LoadSettings, Measurement } from './load.ts';

export const BASELINE_ID = 'bare-http';

export interface ScenarioResult {
  id: string;
  label: string;
  status: 'ok' | 'failed';
  /** Present whenever the load ran, even when its answers made the scenario fail. */
  measurement?: Measurement;
  note?: string;
  /** What the run sent (keyword mixes), shown under the table. */
  detail?: string;
}

export interface Machine {
  cpus: number;
  cpuModel: string;
  node: string;
  platform: string;
}

export interface RunReport {
  date: string;
  settings: LoadSettings;
  machine: Machine;
  scenarios: ScenarioResult[];
  notes: string[];
}

export function readMachine(): Machine {
  let count = cpus().length;
  try {
    count = Number(execFileSync('nproc', { encoding: 'utf8' }).trim()) || count;
  } catch {
    // no coreutils: keep os.cpus()
  }
  let cpuModel = cpus()[0]?.model ?? 'unknown';
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'));
    if (line) cpuModel = line.slice(line.indexOf(':') + 1).trim();
  } catch {
    // not Linux
  }
  return { cpus: count, cpuModel, node: process.version, platform: `${process.platform}-${process.arch}` };
}

/** req/s of each scenario over req/s of bare node:http in the same run. */
export function ratio(report: RunReport, result: ScenarioResult): string {
  const base = report.scenarios.find((s) => s.id === BASELINE_ID);
  if (result.status !== 'ok' || base?.status !== 'ok' || !base.measurement?.reqPerSec || !result.measurement)
    return '—';
  const value = result.measurement.reqPerSec / base.measurement.reqPerSec;
  return `${value.toFixed(value < 0.1 ? 3 : 2)}×`;
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0);

function cells(report: RunReport, s: ScenarioResult): string[] {
  const m = s.status === 'ok' ? s.measurement : undefined;
  return [
    s.label,
    m ? int(m.reqPerSec) : 'failed',
    m ? ms(m.p50Ms) : '—',
    m ? ms(m.p95Ms) : '—',
    m ? ms(m.p99Ms) : '—',
    ratio(report, s),
  ];
}

const settingsLine = (r: RunReport) =>
  `${r.settings.connections} connections, ${r.settings.duration} s measured after a ${r.settings.warmup} s warm-up`;
const machineLine = (m: Machine) => `${m.cpus} × ${m.cpuModel}, Node ${m.node}, ${m.platform}`;

function badCounts(m: Measurement): string {
  return `errors ${m.errors}, timeouts ${m.timeouts}, non-2xx ${m.non2xx}, bad bodies ${m.mismatches}`;
}

/** Notes for failures and for any error count that is not zero. */
function scenarioNotes(report: RunReport): string[] {
  const notes: string[] = [];
  for (const s of report.scenarios) {
    const m = s.measurement;
    const bad = m ? m.errors + m.timeouts + m.non2xx + m.mismatches : 0;
    if (s.note) notes.push(`${s.label}: ${s.note}`);
    else if (m && bad > 0) notes.push(`${s.label}: ${badCounts(m)} of ${int(m.requests)} answers`);
  }
  return [...notes, ...report.notes];
}

/** How far bare node:http moved between the start and the end of the run. */
function driftNote(report: RunReport): string | null {
  const first = report.scenarios.find((s) => s.id === BASELINE_ID);
  const again = report.scenarios.find((s) => s.id === `${BASELINE_ID}-again`);
  if (first?.status !== 'ok' || again?.status !== 'ok' || !first.measurement || !again.measurement) return null;
  const drift = again.measurement.reqPerSec / first.measurement.reqPerSec;
  const verdict =
    Math.abs(drift - 1) > 0.15
      ? 'the machine was noisy during this run: read the ratios as rough, and run again'
      : `ratios that differ by less than about ${Math.max(1, Math.round(Math.abs(drift - 1) * 100))}% are noise`;
  return `Noise check: bare node:http ran at ${drift.toFixed(2)}× its first figure at the end of the run; ${verdict}.`;
}

export function printTable(report: RunReport): void {
  const head = ['Scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs bare', 'requests', 'err/timeout/non2xx/bad'];
  const rows = report.scenarios.map((s) => {
    const m = s.measurement;
    const bad = m ? `${m.errors}/${m.timeouts}/${m.non2xx}/${m.mismatches}` : '—';
    return [...cells(report, s), m ? int(m.requests) : '—', bad];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${report.date} · ${settingsLine(report)}\n${machineLine(report.machine)}\n`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  const notes = scenarioNotes(report);
  const drift = driftNote(report);
  if (notes.length > 0) console.log(`\n${notes.map((n) => `- ${n}`).join('\n')}`);
  if (drift) console.log(`\n${drift}`);
}

export function writeJson(file: string, report: object): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}

const BEGIN = '<!-- http:begin -->';
const END = '<!-- http:end -->';

/** Padded the way Prettier pads it: first column left-aligned, the figures right-aligned. */
export function markdownTable(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(3, h.length, ...rows.map((r) => r[i]!.length)));
  const pad = (c: string, i: number) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!));
  const line = (r: string[]) => `| ${r.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (i === 0 ? '-'.repeat(w) : `${'-'.repeat(w - 1)}:`));
  return [line(head), `| ${rule.join(' | ')} |`, ...rows.map(line)];
}

function renderSection(report: RunReport): string {
  const lines = [
    `Run of ${report.date.replace('T', ' ').slice(0, 16)} UTC: ${settingsLine(report)}; ${machineLine(report.machine)}.`,
    '',
    ...markdownTable(
      ['Scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs bare node:http'],
      report.scenarios.map((s) => cells(report, s)),
    ),
  ];
  const details = report.scenarios.filter((s) => s.detail).map((s) => `- ${s.label}: ${s.detail}.`);
  if (details.length > 0) lines.push('', ...details);
  const notes = scenarioNotes(report);
  if (notes.length > 0) lines.push('', ...notes.map((n) => `- ${n}`));
  else lines.push('', 'No errors, timeouts, non-2xx answers or bad bodies in any scenario.');
  const drift = driftNote(report);
  if (drift) lines.push('', drift);
  return lines.join('\n');
}

function intro(machine: Machine): string {
  return `# Benchmarks

## HTTP

How many requests a second the server answers, and how much of a bare Node.js server's speed the
framework and the full stack keep. \`npm run bench\` starts each target as its own process and loads
it from the bench process with [autocannon](https://github.com/mcollina/autocannon):

- **bare node:http**: \`bench/targets/bare-http.ts\` answers \`hello\`; the baseline.
- **Fastify hello**: \`bench/targets/fastify-hello.ts\`, Fastify 5 with no plugins, answers \`{ "hello": "world" }\`.
- **ba/principal/inquiry**: the real server (\`apps/server/src/app/main.ts\`) on a fresh, seeded data
  folder, called as the signed-in demo buyer: reads the session and the user.
- **goods/detail**: the same server, rotating over 16 goods (idx 1, 26, … 376).
- The last two again on PostgreSQL when one answers at 127.0.0.1:5432 (user \`postgres\`, trust
  auth), in a database \`storefront_bench_<timestamp>\` created for the run and dropped after it.
- **search/suggestion, 100k goods**: the real server on a catalog grown to 100,000 goods with
  the seed CLI, measured once it has rebuilt its suggestion index, one keyword per request in
  two mixes (\`bench/src/keywords.ts\`). _Warm mix_: shoppers typing names of the catalog, each
  name drawn with Zipf popularity (exponent 1, best sellers first), one to three of its words,
  one time in ten with a typo, asking at two characters and then after about every other
  keystroke: short prefixes come back again and again, the long tail does not, so the server's
  cache of hot keywords sees both hits and misses. _Cold, all new_: every keyword that typing
  can produce, each sent once and never sent to that server before, so every request misses
  the cache (the run ends early if they run out). Both mixes run on PGlite and, when it
  answers, on PostgreSQL; the lines under the table say how many requests repeated a keyword.

bare node:http runs once more at the end: its ratio to the first run shows how much this
machine's speed moved during the run, so how far apart two ratios must be to mean anything.

Each scenario gets a 1 s warm-up, then the measured run. Before it, one request must return the
real answer (\`code: 0\` with data); during it every body is checked the same way. A scenario that
fails either check shows as _failed_ (more than 1% bad answers), not as a number. req/s is
autocannon's mean of its per-second samples; p50 and p99 are taken by the bench from
autocannon's per-answer timings (its own summary rounds to whole milliseconds). Absolute figures
move with the machine and its neighbours; the ratio to bare node:http measured in the same run
is the figure to compare between runs.

\`\`\`sh
npm run bench                      # 20 connections, 10 s per scenario
npm run bench -- --quick           # 3 s per scenario
npm run bench -- --duration 5 --connections 50
\`\`\`

The run prints the table, writes \`bench/results/latest.json\` and rewrites the section below.
Load generator and server share the machine (at the time of writing ${machine.cpus} × ${machine.cpuModel},
Node ${machine.node}; each run states its own): on two cores autocannon holds one of them, so the
two hello figures are partly the load generator's limit, and the full-stack ratios are if
anything on the high side.

`;
}

/** Rewrites the section between the markers, creating the file (or the section) when missing. */
export function updateDocs(file: string, report: RunReport): void {
  const block = `${BEGIN}\n\n${renderSection(report)}\n\n${END}`;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${intro(report.machine)}${block}\n`);
    return;
  }
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  const next =
    start >= 0 && end > start
      ? text.slice(0, start) + block + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n## HTTP\n\n${block}\n`;
  writeFileSync(file, next);
}

/** Rewrites the section between `<!-- name:begin -->` and `<!-- name:end -->`, appending it when missing. */
export function replaceSection(file: string, name: string, heading: string, body: string): void {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${begin}\n\n${body}\n\n${end}`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(begin);
  const stop = text.indexOf(end);
  const next =
    start >= 0 && stop > start
      ? text.slice(0, start) + block + text.slice(stop + end.length)
      : `${text.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  writeFileSync(file, next);
}
