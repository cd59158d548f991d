import path from 'node:path';
import { INITIAL_JS_BUDGET_GZIP, measureInitialJs } from '../../apps/web/bundle/initial-js.ts';
import { markdownTable } from './report.ts';
import { ROOT } from './processes.ts';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The first screen's JavaScript in the production build (deterministic; held by a test too). */
export function pageWeightSection(): string {
  const measured = measureInitialJs(path.join(ROOT, 'apps/web/dist'));
  return [
    `Initial JavaScript of the production build (\`apps/web/dist\`): the entry script of index.html and every chunk it preloads; route modules, the chat and the language packs load later. Budget ${kb(INITIAL_JS_BUDGET_GZIP)} gzip, held by \`apps/web/bundle/initial-js.test.ts\`.`,
    '',
    ...markdownTable(
      ['File', 'bytes', 'gzip'],
      [
        ...measured.files.map((f) => [f.file, kb(f.bytes), kb(f.gzip)]),
        ['**total**', kb(measured.bytes), `**${kb(measured.gzip)}**`],
      ],
    ),
  ].join('\n');
}
