import type { LoadPlan } from './load.ts';
import { BASELINE_ID, markdownTable, ratio, type RunReport, type ScenarioResult } from './report.ts';
import { firstListedGoods } from './storefront.ts';

/*
 * The HTML of the public pages (issue 22): each page loaded at the run's connections, and probed
 * on one connection with a new query parameter on every request, so a page cache keyed by URL
 * never answers it. The figures sit beside bare node:http's of the same run.
 */

export type Backend = 'PGlite' | 'PostgreSQL';

const PAGES = {
  home: { label: '/', path: async () => '/' },
  goods: { label: '/goods', path: async () => '/goods' },
  detail: {
    label: '/goods/detail',
    path: async (baseUrl: string) => `/goods/detail?idx=${await firstListedGoods(baseUrl)}`,
  },
} as const;
type Page = keyof typeof PAGES;
type Variant = 'loaded' | 'uncached';

/** What a browser's navigation sends that changes the answer: HTML, compressed. */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

/** Server-Timing `render` durations in ms, by whether the server's page cache answered. */
interface RenderTimes {
  hit: number[];
  miss: number[];
}

/** What the plans saw of each page on each backend, besides autocannon's figures. */
export interface HtmlPageLog {
  renders: Map<string, RenderTimes>;
  /** Whether a page with the probe's query parameter still came with its first screen. */
  firstScreenWithQuery: Map<string, boolean>;
  /** The compressed size of `/` as served (content-length), for the bare server of the same size. */
  homeBytes?: number;
}

export const createHtmlPageLog = (): HtmlPageLog => ({ renders: new Map(), firstScreenWithQuery: new Map() });

/** The scenario of bare node:http answering with a body of `/`'s compressed size (run.ts). */
export const PAGE_SIZED_ID = 'bare-http-page-size';

/** The plan for bare node:http started with BODY_BYTES: as the pages' plan asks, body checked. */
export const pageSizedPlan = async (baseUrl: string): Promise<LoadPlan> => ({
  url: `${baseUrl}/`,
  headers: BROWSER_HEADERS,
  verifyBody: (body) => body.length > 0,
});

const backendId = (backend: Backend) => (backend === 'PGlite' ? 'pglite' : 'postgres');
const scenarioId = (page: Page, variant: Variant, backend: Backend) =>
  `html-${page}${variant === 'uncached' ? '-uncached' : ''}-${backendId(backend)}`;
const logKey = (page: Page, backend: Backend) => `${page}-${backendId(backend)}`;

export const isHtmlScenario = (id: string) => id.startsWith('html-') || id === PAGE_SIZED_ID;

const header = (headers: Record<string, string | string[]>, name: string): string =>
  [Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? ''].flat().join(', ');

/** `render;desc=hit;dur=3.2` entries of a Server-Timing header (other metrics are skipped). */
function renderTimings(value: string): { desc: 'hit' | 'miss'; ms: number }[] {
  return value.split(',').flatMap((metric) => {
    const [name, ...params] = metric.split(';').map((part) => part.trim());
    const param = (key: string) =>
      params
        .find((p) => p.startsWith(`${key}=`))
        ?.slice(key.length + 1)
        .replace(/^"|"$/g, '');
    const desc = param('desc');
    const dur = Number(param('dur'));
    return name === 'render' && (desc === 'hit' || desc === 'miss') && Number.isFinite(dur) ? [{ desc, ms: dur }] : [];
  });
}

/** The page as a browser gets it; throws unless it is a 200 HTML page. Says whether #root is drawn. */
async function fetchPage(url: string): Promise<{ firstScreen: boolean; bytes: number }> {
  const response = await fetch(url, { headers: BROWSER_HEADERS, signal: AbortSignal.timeout(10_000) });
  const html = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('text/html') || !html.includes('<div id="root"'))
    throw new Error(`GET ${url} answered HTTP ${response.status} ${type}, not the page`);
  const bytes = Number(response.headers.get('content-length') ?? 0);
  return { firstScreen: !/<div id="root">\s*<\/div>/.test(html), bytes };
}

async function pagePlan(
  baseUrl: string,
  page: Page,
  variant: Variant,
  backend: Backend,
  log: HtmlPageLog,
): Promise<LoadPlan> {
  const path = await PAGES[page].path(baseUrl);
  const { firstScreen, bytes } = await fetchPage(baseUrl + path);
  if (!firstScreen) throw new Error(`GET ${path} came without a first screen: is the web app built (npm run build)?`);
  if (page === 'home' && variant === 'loaded' && bytes > 0) log.homeBytes = bytes;
  const withQuery = (n: number) => `${path}${path.includes('?') ? '&' : '?'}v=${n}`;
  let sent = 0;
  if (variant === 'uncached')
    log.firstScreenWithQuery.set(logKey(page, backend), (await fetchPage(baseUrl + withQuery(sent++))).firstScreen);
  const renders = log.renders.get(logKey(page, backend)) ?? { hit: [], miss: [] };
  log.renders.set(logKey(page, backend), renders);
  let measuring = false;
  // autocannon hands an answer to onResponse and then, at once, its body to verifyBody: the
  // body is compressed (and joined as text), so the check is of the headers onResponse saw.
  let answerIsPage = false;
  return {
    url: baseUrl + path,
    verifyBody: (body) => answerIsPage && body.length > 0,
    requests: [
      {
        method: 'GET',
        path,
        headers: BROWSER_HEADERS,
        // Each uncached request comes from a visitor of its own, through the proxy the server
        // trusts (TRUST_PROXY=loopback): the per-address render budget is one visitor's.
        setupRequest: (request) => {
          if (variant !== 'uncached') return request;
          const n = sent++;
          return {
            ...request,
            path: withQuery(n),
            headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
          };
        },
        onResponse: (_status, _body, _context, headers) => {
          answerIsPage =
            header(headers, 'content-type').startsWith('text/html') &&
            ['br', 'gzip'].includes(header(headers, 'content-encoding'));
          if (!measuring) return;
          for (const { desc, ms } of renderTimings(header(headers, 'server-timing'))) renders[desc].push(ms);
        },
      },
    ],
    beforeMeasuredRun: () => {
      measuring = true;
    },
    ...(variant === 'uncached' ? { connections: 1 } : {}),
  };
}

/** The three pages on one backend: loaded, then the uncached probe, page by page. */
export function htmlPageScenarios(backend: Backend, log: HtmlPageLog) {
  return (Object.keys(PAGES) as Page[]).flatMap((page) =>
    (['loaded', 'uncached'] as const).map((variant) => ({
      id: scenarioId(page, variant, backend),
      label: `HTML ${PAGES[page].label}${variant === 'uncached' ? ', uncached, 1 connection' : ''} (${backend})`,
      plan: (baseUrl: string) => pagePlan(baseUrl, page, variant, backend, log),
    })),
  );
}

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0);
const loads = (values: number[]) => values.map((v) => v.toFixed(2)).join(' / ');

function p95(values: number[]): string {
  if (values.length === 0) return 'n/a';
  const sorted = [...values].sort((a, b) => a - b);
  return `${ms(sorted[Math.ceil(0.95 * sorted.length) - 1]!)} (${values.length})`;
}

/** The section of docs/BENCHMARKS.md between the html markers. */
export function htmlPagesSection(
  report: RunReport,
  log: HtmlPageLog,
  load: { before: number[]; after: number[] },
): string {
  const find = (id: string) => report.scenarios.find((s) => s.id === id);
  const measured = (s: ScenarioResult | undefined) => (s?.status === 'ok' ? s.measurement : undefined);
  const rows: string[][] = [];
  const notes: string[] = [];
  for (const backend of ['PGlite', 'PostgreSQL'] as const) {
    for (const page of Object.keys(PAGES) as Page[]) {
      const loaded = find(scenarioId(page, 'loaded', backend));
      const uncached = find(scenarioId(page, 'uncached', backend));
      if (!loaded && !uncached) continue;
      const m = measured(loaded);
      const u = measured(uncached);
      const renders = log.renders.get(logKey(page, backend));
      const bare = log.firstScreenWithQuery.get(logKey(page, backend)) === false;
      if (bare)
        notes.push(
          `${PAGES[page].label} (${backend}): with the probe's query parameter the page came without its first screen (marked *).`,
        );
      for (const s of [loaded, uncached]) if (s?.status === 'failed') notes.push(`${s.label}: ${s.note ?? 'failed'}`);
      rows.push([
        PAGES[page].label,
        backend,
        m ? int(m.reqPerSec) : 'failed',
        loaded ? ratio(report, loaded) : '—',
        m ? ms(m.p99Ms) : '—',
        u ? `${ms(u.p50Ms)} / ${ms(u.p95Ms)}${bare ? ' *' : ''}` : 'failed',
        `${p95(renders?.hit ?? [])} / ${p95(renders?.miss ?? [])}`,
      ]);
    }
  }
  const baseline = measured(find(BASELINE_ID));
  const again = measured(find(`${BASELINE_ID}-again`));
  const pageSized = find(PAGE_SIZED_ID);
  const sized = measured(pageSized);
  const home = measured(
    find(scenarioId('home', 'loaded', 'PostgreSQL')) ?? find(scenarioId('home', 'loaded', 'PGlite')),
  );
  const ceiling =
    sized && pageSized && log.homeBytes
      ? [
          '',
          `bare node:http answering every request with a body of \`/\`'s compressed size (${int(log.homeBytes)} bytes): ` +
            `${int(sized.reqPerSec)} req/s, ${ratio(report, pageSized)} of its hello: the most this load generator reads ` +
            `of pages that size on this machine` +
            (home
              ? `; \`/\` (${find(scenarioId('home', 'loaded', 'PostgreSQL')) ? 'PostgreSQL' : 'PGlite'}) is ${(home.reqPerSec / sized.reqPerSec).toFixed(2)}× of it.`
              : '.'),
        ]
      : [];
  const { machine, settings } = report;
  return [
    `Run of ${report.date.replace('T', ' ').slice(0, 16)} UTC: ${settings.connections} connections for req/s and p99, ` +
      `one for the uncached probe, ${settings.warmup} s warm-up + ${settings.duration} s measured per row; ` +
      `${machine.cpus} × ${machine.cpuModel}, Node ${machine.node}. Load average (1 / 5 / 15 min) ${loads(load.before)} ` +
      `before the run, ${loads(load.after)} after it (the run's own load included).`,
    '',
    ...markdownTable(
      [
        'Page',
        'Backend',
        'req/s',
        'vs bare node:http',
        `p99 ms (${settings.connections} conn.)`,
        'uncached p50 / p95 ms',
        'render p95 ms hit / miss (samples)',
      ],
      rows,
    ),
    '',
    `bare node:http: ${baseline ? int(baseline.reqPerSec) : '—'} req/s at the start of the run, ` +
      `${again ? int(again.reqPerSec) : '—'} at its end.`,
    ...ceiling,
    ...(notes.length > 0 ? ['', ...notes.map((n) => `- ${n}`)] : []),
  ].join('\n');
}
