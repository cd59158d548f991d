import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The server's layers are zones of `import-x/no-restricted-paths` in the repository's
// eslint.config.js (core < db < serving < modules < http, realtime < app). These tests run that
// config: on every source of apps/server/src, and on sources written to break it, linted as if
// they were at a path inside apps/server/src (type information off: the rule does not need it).
// Tests and *.test-helpers.ts may cross the layers (they build the whole app), so they are not held.
const root = path.resolve(import.meta.dirname, '../../..');
const src = path.join(root, 'apps/server/src');
const RULE = 'import-x/no-restricted-paths';
let eslint: ESLint;

beforeAll(() => {
  // Only the layer rule runs: the rest of the lint is `npm run lint`'s.
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [tseslint.configs.disableTypeChecked],
    ruleFilter: ({ ruleId }) => ruleId === RULE,
  });
});

/** `rule: message` of every problem of the layer rule in `code` as if it were apps/server/src/`file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const importing = (...specifiers: string[]) =>
  specifiers.map((specifier, at) => `import * as imported${at} from '${specifier}';\n`).join('') +
  `\nexport default [${specifiers.map((_specifier, at) => `imported${at}`).join(', ')}];\n`;

describe("the server's layers (eslint.config.js)", { timeout: 180_000 }, () => {
  it('no source of apps/server/src imports a higher layer', async () => {
    const results = await eslint.lintFiles([src]);
    const upward = results.flatMap((result) =>
      result.messages
        .filter((message) => message.ruleId === RULE)
        .map((message) => `${path.relative(src, result.filePath)}:${message.line} ${message.message}`),
    );
    // Each line names the file and the import; the message gives the order of the layers.
    expect(upward).toEqual([]);
    // The run did lint the server's sources (and skipped its tests).
    const linted = results.map((result) => path.relative(src, result.filePath));
    expect(linted).toContain('app/app.ts');
    expect(linted).toContain('modules/pm/pm-policy.ts');
    expect(linted.filter((file) => file.endsWith('.test.ts')).length).toBeGreaterThan(0);
  });

  it('places every folder of apps/server/src in a layer', async () => {
    const config = (await eslint.calculateConfigForFile(path.join(src, 'app/app.ts'))) as {
      rules: Record<string, [unknown, { zones: Array<{ target: string | string[]; from: string | string[] }> }]>;
    };
    const zones = config.rules[RULE]![1].zones;
    const named = new Set(
      zones.flatMap((zone) => [zone.target, zone.from].flat()).map((entry) => path.basename(entry)),
    );
    const folders = readdirSync(src, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !named.has(folder))).toEqual([]);
    // A source file at the root of src would sit in no layer: the entry is app/main.ts.
    expect(readdirSync(src).filter((entry) => entry.endsWith('.ts'))).toEqual([]);
  });

  it.each([
    ['core/lint-fixture.ts', '../db/database.ts'],
    ['config/lint-fixture.ts', '../serving/api-call.ts'],
    ['db/lint-fixture.ts', '../modules/cart/cart-service.ts'],
    ['serving/lint-fixture.ts', '../modules/pm/pm-policy.ts'],
    ['modules/cart/lint-fixture.ts', '../../http/api-routes.ts'],
    ['modules/pm/lint-fixture.ts', '../../realtime/socket-server.ts'],
    ['modules/pm/lint-fixture.ts', '../../app/app-services.ts'],
    ['http/lint-fixture.ts', '../app/all-calls.ts'],
    ['realtime/lint-fixture.ts', '../app/socket-modules.ts'],
  ])('fails an import upward (%s imports %s)', async (file, specifier) => {
    expect(await problems(file, importing(specifier))).toEqual([expect.stringMatching(/never imports a higher one/)]);
  });

  it('fails a transport that imports the other transport', async () => {
    expect(await problems('http/lint-fixture.ts', importing('../realtime/session-sockets.ts'))).toEqual([
      expect.stringMatching(/transports are siblings/),
    ]);
  });

  it('lets each layer import its own and the layers below', async () => {
    const fixtures: Array<[string, string[]]> = [
      ['core/lint-fixture.ts', ['./api-error.ts', '../config/env.ts', '../i18n/server-messages.ts']],
      ['serving/lint-fixture.ts', ['../core/api-error.ts', '../db/database.ts']],
      [
        'modules/cart/lint-fixture.ts',
        ['../../serving/api-call.ts', '../../db/database.ts', '../catalog/catalog-service.ts'],
      ],
      ['http/lint-fixture.ts', ['../modules/accounts/session-service.ts', '../serving/send-error.ts']],
      ['app/lint-fixture.ts', ['../http/api-routes.ts', '../realtime/socket-server.ts', './app-services.ts']],
    ];
    for (const [file, specifiers] of fixtures) {
      expect(await problems(file, importing(...specifiers)), file).toEqual([]);
    }
  });
});
