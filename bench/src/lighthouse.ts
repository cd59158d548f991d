import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { markdownTable } from './report.ts';

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
  path: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Lighthouse with its default mobile preset (simulated slow 4G, mid-tier phone), median of 3 runs. */
export async function runLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const path of LIGHTHOUSE_PATHS) {
      const runs: LighthouseFigures[] = [];
      for (let i = 0, failures = 0; i < RUNS; i++) {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        // A run Lighthouse reports as broken (say NO_NAVSTART: no trace of the load) has no
        // metrics; it is repeated rather than counted as zeros.
        const broken = result.lhr.runtimeError;
        if (broken) {
          if (++failures > RUNS) throw new Error(`Lighthouse failed on ${path}: ${broken.code} ${broken.message}`);
          console.log(`${path}: Lighthouse run failed (${broken.code}), repeating it`);
          i--;
          continue;
        }
        const { categories, audits } = result.lhr;
        runs.push({
          path,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
          seo: Math.round((categories.seo?.score ?? 0) * 100),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? 0,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          tbtMs: audits['total-blocking-time']?.numericValue ?? 0,
        });
      }
      figures.push({
        path,
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
        seo: median(runs.map((r) => r.seo)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        cls: median(runs.map((r) => r.cls)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function lighthouseSection(figures: LighthouseFigures[], date: string): string {
  return [
    `Lighthouse ${RUNS}× per page (median), mobile preset, against the production build served by \`npm start\`'s server on a freshly seeded PGlite, Debian Chromium; run of ${date.replace('T', ' ').slice(0, 16)} UTC. Targets: performance ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.02, SEO 100.`,
    '',
    ...markdownTable(
      ['Page', 'performance', 'accessibility', 'SEO', 'LCP', 'CLS', 'TBT'],
      figures.map((f) => [
        f.path,
        String(f.performance),
        String(f.accessibility),
        String(f.seo),
        `${(f.lcpMs / 1000).toFixed(2)} s`,
        f.cls.toFixed(3),
        `${Math.round(f.tbtMs)} ms`,
      ]),
    ),
  ].join('\n');
}
