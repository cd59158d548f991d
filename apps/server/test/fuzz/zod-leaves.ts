import fc from 'fast-check';
import type { z } from 'zod';

/*
 * The leaves of a payload for the fuzz suites (zod-arbitrary.ts walks the rest): what a string or
 * number schema allows, read from its checks, values it takes (boundaries, Unicode, markup) and
 * near misses (one past a boundary, 2^31, -1, huge strings, numbers as text, a wrong type).
 */

export type Schema = z.core.$ZodType;

/** What the converter reads of a definition (zod's own types are a union per kind). */
export interface Def {
  type: string;
  checks?: Array<{ _zod: { def: CheckDef } }>;
  shape?: Record<string, Schema>;
  catchall?: Schema;
  innerType?: Schema;
  element?: Schema;
  options?: Schema[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  in?: Schema;
  out?: Schema;
  format?: string;
  pattern?: RegExp;
}

interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}

/** A schema's definition, as the converter reads it. */
export const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
/** The definitions of a schema's checks (bounds, formats, patterns). */
export const checksOf = (schema: Schema) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** Text that has broken servers before: markup, scripts, SQL quoting, odd Unicode, path tricks. */
export const TRICKY_TEXT = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "' or '1'='1",
  "Robert'); drop table users;--",
  '%s%s%n',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '/uploads/../../etc/passwd',
  '\u202eevil\u202c',
  '\ud83d\ude00\ud83c\udff3\ufe0f\u200d\ud83c\udf08',
  '\ud800',
  'e\u0301\u0301\u0301',
  '\u00a0\u2028\u2029\ufeff',
  '   ',
  '\t\r\n',
  '日本語のテキスト',
  'مرحبا بالعالم',
  'null',
  'undefined',
  'NaN',
  '__proto__',
  'constructor',
  'true',
  '-1',
  '2147483648',
];

/** Numbers at and past the edges every id and amount meets: int32, safe integers, signs, fractions. */
const EDGE_NUMBERS = [
  0,
  -1,
  1,
  1.5,
  -0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  5e-324,
];

/** A value of the wrong type under a right key. */
export const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, '', '1', [], {}, [1], { idx: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** A long string: past any of the contract's maximums, some past the request's body limit. */
const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '<b>', ' ', '\u0000'), fc.constantFrom(1_000, 10_001, 100_001, 1_100_000))
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));

/** fc.oneof of the arbitraries whose weight is above 0. */
export function withWeights<T>(...pairs: Array<[number, fc.Arbitrary<T>]>): fc.Arbitrary<T> {
  return fc.oneof(...pairs.filter(([weight]) => weight > 0).map(([weight, arbitrary]) => ({ weight, arbitrary })));
}

interface Bounds {
  min: number;
  max: number;
  int: boolean;
}

function numberBounds(schema: Schema): Bounds {
  const checks = checksOf(schema);
  const int = checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
  let min = int ? Number.MIN_SAFE_INTEGER : -Number.MAX_VALUE;
  let max = int ? Number.MAX_SAFE_INTEGER : Number.MAX_VALUE;
  // An exclusive bound moves by one for an integer, by a hair for any other number.
  const step = (value: number, up: boolean) => (int ? value + (up ? 1 : -1) : value + (up ? 1e-9 : -1e-9));
  for (const check of checks) {
    if (check.value === undefined) continue;
    if (check.check === 'greater_than') min = Math.max(min, check.inclusive ? check.value : step(check.value, true));
    if (check.check === 'less_than') max = Math.min(max, check.inclusive ? check.value : step(check.value, false));
  }
  return int ? { min: Math.ceil(min), max: Math.floor(max), int } : { min, max, int };
}

/** Numbers the schema takes: mostly small (ids of the world's rows), some anywhere in range, some at its edges. */
export function validNumber(schema: Schema): fc.Arbitrary<number> {
  const { min, max, int } = numberBounds(schema);
  // Ids, pages and quantities near the bottom of their range name rows that exist (the fuzz world
  // is small), so most runs read and write real rows.
  const low = Math.ceil(Math.max(min, Math.min(0, max)));
  const high = Math.floor(Math.min(max, low + 40));
  const edgeValues = [min, max, ...EDGE_NUMBERS].filter((n) => n >= min && n <= max && (!int || Number.isInteger(n)));
  const whole = int ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return withWeights(
    [low <= high ? 6 : 0, fc.integer({ min: low, max: Math.max(low, high) })],
    [2, whole],
    [1, fc.constantFrom(...edgeValues)],
  );
}

/** Numbers just outside the schema's range or kind (a fraction for an integer), and numbers as text. */
export function nearMissNumber(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max, int } = numberBounds(schema);
  const misses = [min - 1, max + 1, ...EDGE_NUMBERS].filter((n) => n < min || n > max || (int && !Number.isInteger(n)));
  // A number as text is a near miss of any number, bounded or not.
  const asText = fc.constantFrom('1', '1e3', ' 2', '0x10', 'Infinity');
  return misses.length > 0 ? withWeights<unknown>([3, fc.constantFrom(...misses)], [1, asText]) : asText;
}

interface StringRules {
  min: number;
  max: number;
  patterns: RegExp[];
  email: boolean;
}

function stringRules(schema: Schema): StringRules {
  const def = defOf(schema);
  const rules: StringRules = { min: 0, max: Infinity, patterns: [], email: def.format === 'email' };
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') rules.min = Math.max(rules.min, check.minimum ?? 0);
    if (check.check === 'max_length') rules.max = Math.min(rules.max, check.maximum ?? rules.max);
    if (check.check === 'length_equals') rules.min = rules.max = check.length ?? 0;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern)
      rules.patterns.push(check.pattern);
    if (check.check === 'string_format' && check.format === 'email') rules.email = true;
  }
  return rules;
}

/**
 * Addresses zod's email check takes (fast-check's own follow the RFC, which zod does not), some
 * in capitals or with spaces around, which the contract's trimming and lower-casing take too.
 */
const emailAddress = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?@[a-z0-9]{1,10}(-[a-z0-9]{1,5})?\.[a-z]{2,6}$/),
  },
  { weight: 1, arbitrary: fc.constantFrom('Ann.Lee+shop@Example.COM', ' padded@example.com ', "o'brien@example.ie") },
);

/** Strings the schema's length, pattern and format take: short ones, Unicode, markup, exactly at the bounds. */
export function validString(schema: Schema): fc.Arbitrary<string> {
  const { min, max, patterns, email } = stringRules(schema);
  const fits = (text: string) => text.length >= min && text.length <= max && patterns.every((p) => p.test(text));
  if (email) return emailAddress.filter((text) => text.length <= max);
  if (patterns.length > 0) {
    const [first] = patterns as [RegExp, ...RegExp[]];
    return fc
      .stringMatching(first)
      .map((text) => (text.length > max ? text.slice(0, max) : text))
      .filter(fits);
  }
  const short = Math.min(max, Math.max(min, 24));
  const tricky = TRICKY_TEXT.filter(fits);
  return withWeights(
    [4, fc.string({ minLength: min, maxLength: short })],
    [2, fc.string({ minLength: min, maxLength: short, unit: 'grapheme' })],
    [1, fc.string({ minLength: min, maxLength: short, unit: 'binary' }).filter((text) => !text.includes('\u0000'))],
    [1, fc.constantFrom(...[...new Set([min, max])].filter((n) => n <= 100_000).map((n) => 'x'.repeat(n)))],
    [tricky.length > 0 ? 2 : 0, fc.constantFrom(...(tricky.length > 0 ? tricky : ['']))],
  );
}

/** Strings one past a bound, blank, with a NUL, odd text, huge ones. */
export function nearMissString(schema: Schema): fc.Arbitrary<unknown> {
  const { min, max } = stringRules(schema);
  return withWeights<unknown>(
    [
      2,
      fc.constantFrom('', ...(max < 1_000_000 ? ['x'.repeat(max + 1)] : []), ' '.repeat(Math.max(min, 1)), 'a\u0000b'),
    ],
    [2, fc.constantFrom(...TRICKY_TEXT)],
    [1, hugeString],
    [2, fc.string({ maxLength: 80, unit: 'grapheme' })],
  );
}
