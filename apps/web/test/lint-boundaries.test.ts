import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, on sources written to break (or keep) the web's import
// rules. Sources that do not exist are linted as if they did, at a path inside apps/web/src, so
// type information is off for them: the rules under test do not need it.
const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false, overrideConfig: [tseslint.configs.disableTypeChecked] });
});

/** `rule: import` of every problem ESLint finds in `code` as if it were apps/web/src/`file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, 'apps/web/src', file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const importing = (specifier: string) => `import * as imported from '${specifier}';\n\nexport default imported;\n`;

// The cycle rule reads every module an import leads to: the first import of the router reads the app.
describe("the web's import boundaries (eslint.config.js)", { timeout: 60_000 }, () => {
  it("fails a feature that imports another feature's own files", async () => {
    const found = await problems('features/checkout/lint-fixture.ts', importing('../cart/cart-store.ts'));
    expect(found).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*public\.ts/)]);
  });

  it("lets a feature import its own files, shared code and another feature's public entry", async () => {
    const code = [
      "import { useCartStore } from '../cart/public.ts';",
      "import { QueryError } from '../../components/listing/query-error.tsx';",
      "import { formatMoney } from '../../lib/format.ts';",
      "import { placeOrder } from './api/place-order.ts';",
      '',
      'export default [useCartStore, QueryError, formatMoney, placeOrder];',
      '',
    ].join('\n');
    expect(await problems('features/checkout/lint-fixture.ts', code)).toEqual([]);
  });

  it.each([
    ['components/lint-fixture.ts', '../features/cart/public.ts'],
    ['lib/lint-fixture.ts', '../pages/not-found-page.tsx'],
    ['api/lint-fixture.ts', '../app/router.tsx'],
  ])('fails shared code that imports a feature, a page or the app (%s imports %s)', async (file, specifier) => {
    expect(await problems(file, importing(specifier))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*Shared code/),
    ]);
  });

  it.each([
    ['features/search/lint-fixture.ts', '../../pages/not-found-page.tsx'],
    ['features/search/lint-fixture.ts', '../../app/router.tsx'],
    ['pages/lint-fixture.ts', '../app/router.tsx'],
  ])('fails an import upward (%s imports %s)', async (file, specifier) => {
    expect(await problems(file, importing(specifier))).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: /),
    ]);
  });

  it('fails an import cycle', async () => {
    const [result] = await eslint.lintFiles([path.join(import.meta.dirname, 'lint-fixtures/cycle/first.ts')]);
    expect(result!.messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
  });

  it('keeps code written for tests out of the app, and lets tests use it', async () => {
    const code = importing('./order-api.test-helpers.ts');
    expect(await problems('features/orders/lint-fixture.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*Only tests/),
    ]);
    expect(await problems('features/orders/lint-fixture.test.ts', code)).toEqual([]);
  });
});
