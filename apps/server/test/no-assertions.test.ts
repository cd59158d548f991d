import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Issue 21: shipped server code holds no non-null assertion (`x!`) and no `as unknown as` cast, by
// two rules of the repository's eslint.config.js. These tests run that config on sources written to
// break them, linted as if they were at a path inside apps/server/src (type information off: the
// rules do not need it). Tests and *.test-helpers.ts may assert what they set up themselves.
const root = path.resolve(import.meta.dirname, '../../..');
const src = path.join(root, 'apps/server/src');
const RULES = ['@typescript-eslint/no-non-null-assertion', 'no-restricted-syntax'];
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    overrideConfig: [tseslint.configs.disableTypeChecked],
    ruleFilter: ({ ruleId }) => RULES.includes(ruleId),
  });
});

/** `line rule` of every problem of the two rules in `code` as if it were apps/server/src/`file`. */
async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
  return (result?.messages ?? []).map((message) => `${message.line} ${message.ruleId}`);
}

const ASSERTING = [
  "const byIdx = new Map<number, string>([[1, 'a']]);",
  'export const named = byIdx.get(1)!;',
  'const raw: unknown = 1;',
  'export const forced = raw as unknown as string;',
  'export const angled = <string>(<unknown>raw);',
  'export const checked = raw as number;',
].join('\n');

describe('assertions in shipped server code (eslint.config.js)', { timeout: 60_000 }, () => {
  it('refuses a non-null assertion and a cast through unknown, in either syntax', async () => {
    expect(await problems('modules/orders/example.ts', ASSERTING)).toEqual([
      '2 @typescript-eslint/no-non-null-assertion',
      '4 no-restricted-syntax',
      '5 no-restricted-syntax',
    ]);
  });

  it('lets tests and their helpers assert', async () => {
    expect(await problems('modules/orders/example.test.ts', ASSERTING)).toEqual([]);
    expect(await problems('modules/orders/example.test-helpers.ts', ASSERTING)).toEqual([]);
  });
});
