import { cpus, loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { markdownTable } from './report.ts';
import { startStaticCopy } from './static-copy.ts';

export const LIGHTHOUSE_PATHS = ['/', '/goods', '/goods/detail?idx=1'];
const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/** A page as served, and its static copy (the same HTML without the app's scripts): the host's ceiling. */
export interface PageFigures {
  path: string;
  real: LighthouseFigures;
  ceiling: LighthouseFigures;
}

export interface LighthouseRun {
  pages: PageFigures[];
  cpus: number;
  /** os.loadavg() (1, 5, 15 min) before the first audit and after the last. */
  loadBefore: number[];
  loadAfter: number[];
  seconds: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function medians(runs: LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
  };
}

/** One Lighthouse audit; a run Lighthouse reports as broken (say NO_NAVSTART) has no metrics and is repeated. */
async function audit(url: string, chromePort: number): Promise<LighthouseFigures> {
  for (let failures = 0; ;) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const broken = result.lhr.runtimeError;
    if (broken) {
      if (++failures > RUNS) throw new Error(`Lighthouse failed on ${url}: ${broken.code} ${broken.message}`);
      console.log(`${url}: Lighthouse run failed (${broken.code}), repeating it`);
      continue;
    }
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      seo: Math.round((categories.seo?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
      cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
    };
  }
}

/**
 * Lighthouse with its default mobile preset (simulated slow 4G, mid-tier phone), median of 3 runs,
 * on each page and on its static copy, alternately, so the machine's load weighs on both alike.
 */
export async function runLighthouse(baseUrl: string): Promise<LighthouseRun> {
  const started = Date.now();
  const loadBefore = loadavg();
  const copy = await startStaticCopy(baseUrl, LIGHTHOUSE_PATHS);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const pages: PageFigures[] = [];
    for (const path of LIGHTHOUSE_PATHS) {
      const real: LighthouseFigures[] = [];
      const ceiling: LighthouseFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        real.push(await audit(`${baseUrl}${path}`, chrome.port));
        ceiling.push(await audit(`${copy.baseUrl}${path}`, chrome.port));
      }
      pages.push({ path, real: medians(real), ceiling: medians(ceiling) });
    }
    return { pages, cpus: cpus().length, loadBefore, loadAfter: loadavg(), seconds: (Date.now() - started) / 1000 };
  } finally {
    chrome.kill();
    await copy.close();
  }
}

/** Issue 22's targets for a page as served. */
const TARGETS: [string, (page: PageFigures) => boolean][] = [
  ['perf ≥ static − 2', (p) => p.real.performance >= p.ceiling.performance - 2],
  ['TBT ≤ 100 ms', (p) => p.real.tbtMs <= 100],
  ['LCP ≤ 1.2 s', (p) => p.real.lcpMs <= 1200],
  ['CLS 0', (p) => p.real.cls === 0],
  ['SEO 100', (p) => p.real.seo === 100],
  ['accessibility 100', (p) => p.real.accessibility === 100],
];

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${Math.round(ms)} ms`;
// A shift too small for three decimals still shows as one: CLS 0 means none at all.
const shift = (cls: number) => (cls > 0 && cls < 0.0005 ? cls.toExponential(1) : cls.toFixed(3));
const load = (averages: number[]) => averages.map((a) => a.toFixed(2)).join(' / ');

export function lighthouseSummary(run: LighthouseRun): string[] {
  return [
    ...run.pages.map(
      ({ path, real, ceiling }) =>
        `${path}: performance ${real.performance} (static ${ceiling.performance}), LCP ${millis(real.lcpMs)} (static ${millis(ceiling.lcpMs)}), ` +
        `TBT ${millis(real.tbtMs)} (static ${millis(ceiling.tbtMs)}), CLS ${shift(real.cls)}, SEO ${real.seo}, accessibility ${real.accessibility}`,
    ),
    `${run.cpus} CPUs, load ${load(run.loadBefore)} before, ${load(run.loadAfter)} after; ${Math.round(run.seconds)} s`,
  ];
}

export function lighthouseSection(run: LighthouseRun, date: string): string {
  return [
    `Lighthouse ${RUNS}× per page (median), mobile preset, against the production build served by \`npm start\`'s server on a freshly seeded PGlite, Debian Chromium; run of ${date.replace('T', ' ').slice(0, 16)} UTC. ` +
      `Each page alternates with its static copy (\`bench/src/static-copy.ts\`): the same HTML from the same server, without its module scripts and modulepreloads, so the same CSS and images and no app, the host's ceiling; gap: the static copy's performance less the page's. ` +
      `${run.cpus} CPUs, load average (1 / 5 / 15 min) ${load(run.loadBefore)} before and ${load(run.loadAfter)} after; the part took ${Math.round(run.seconds)} s.`,
    '',
    ...markdownTable(
      ['Page', 'performance', 'static', 'gap', 'LCP', 'static LCP', 'TBT', 'static TBT', 'CLS', 'SEO', 'accessibility'],
      run.pages.map(({ path, real, ceiling }) => [
        path,
        String(real.performance),
        String(ceiling.performance),
        String(ceiling.performance - real.performance),
        seconds(real.lcpMs),
        seconds(ceiling.lcpMs),
        millis(real.tbtMs),
        millis(ceiling.tbtMs),
        shift(real.cls),
        String(real.seo),
        String(real.accessibility),
      ]),
    ),
    '',
    "Issue 22's targets for each page as served:",
    '',
    ...markdownTable(
      ['Page', ...TARGETS.map(([name]) => name)],
      run.pages.map((page) => [page.path, ...TARGETS.map(([, met]) => (met(page) ? 'met' : '**not met**'))]),
    ),
  ].join('\n');
}
