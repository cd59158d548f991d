import { FIRST_VISIT_JS_BUDGET_GZIP, firstVisitJs, type JsWeight } from '../../apps/web/bundle/first-visit-js.ts';
import { launchBrowser, VIEWPORTS } from '../../e2e/support/browser.ts';
import { firstVisitScripts } from '../../e2e/support/first-visit-scripts.ts';
import { markdownTable } from './report.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export interface PageWeight {
  /** What the served HTML of `/` asks for, and the chunks those import (deterministic). */
  served: JsWeight;
  /** What Chromium downloads loading `/` until the network is idle after the app has rendered. */
  loaded: JsWeight;
}

/** The JavaScript of a first visit to `/` of the running storefront, counted both ways. */
export async function measurePageWeight(baseUrl: string, distDir: string): Promise<PageWeight> {
  const response = await fetch(`${baseUrl}/`);
  if (!response.ok) throw new Error(`GET / answered ${response.status}`);
  const served = firstVisitJs(await response.text(), distDir);
  const browser = await launchBrowser();
  try {
    return { served, loaded: await firstVisitScripts(browser, `${baseUrl}/`, VIEWPORTS.desktop) };
  } finally {
    await browser.close();
  }
}

export function pageWeightSummary({ served, loaded }: PageWeight): string {
  return `first visit to /: ${kb(loaded.gzip)} gzip in Chromium (${loaded.files.length} files), ${kb(served.gzip)} asked for by the served HTML`;
}

/** The section of docs/BENCHMARKS.md: both counts and, file by file, what the browser fetched. */
export function pageWeightSection({ served, loaded }: PageWeight): string {
  const askedFor = new Set(served.files.map((f) => f.file));
  return [
    `JavaScript of a first visit to \`/\` (production build, served by the real server with its first screen), gzip level 9. ` +
      `**${kb(loaded.gzip)}** as Chromium fetches it until the network is idle after the app has rendered ` +
      `(\`e2e/specs/first-visit-weight.test.ts\`); **${kb(served.gzip)}** counted from the served HTML alone: every ` +
      `script, modulepreload and chunk of its start-up list (which \`src/boot.ts\` fetches after the first paint), and the chunks they import ` +
      `(\`apps/server/src/modules/seo/first-visit-js.test.ts\`). Budget ${kb(FIRST_VISIT_JS_BUDGET_GZIP)} gzip for both.`,
    '',
    ...markdownTable(
      ['File', 'bytes', 'gzip', 'asked for by the HTML'],
      [
        ...loaded.files.map((f) => [f.file, kb(f.bytes), kb(f.gzip), askedFor.has(f.file) ? 'yes' : 'no']),
        ['**total**', kb(loaded.bytes), `**${kb(loaded.gzip)}**`, ''],
      ],
    ),
  ].join('\n');
}
