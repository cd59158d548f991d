import fc from 'fast-check';

/*
 * Hostile payloads for the fuzz suites: any JSON, things that are not objects at all, keys that
 * poison prototypes, deep nesting, huge arrays and strings, under the schema's own keys as well as
 * anywhere else. Built as values; an object with an own `__proto__` key comes from JSON.parse, the
 * way a server meets it.
 */

/** Nests `inner` `depth` times in arrays or objects: deep enough to break a recursive walker. */
const nested = (depth: number, kind: 'array' | 'object', inner: unknown = 1): unknown => {
  let value = inner;
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
};

const deepTo = (deepest: number) =>
  fc
    .tuple(fc.constantFrom(40, 500, deepest), fc.constantFrom<'array' | 'object'>('array', 'object'))
    .map(([depth, kind]) => nested(depth, kind));

/** Kept under the socket's frame limit (1 MB): a bigger frame closes the socket, it is not a payload. */
const hugeArray = fc
  .tuple(fc.constantFrom(5_000, 20_000), fc.constantFrom<unknown>(0, 'a', null, {}, [], 2 ** 31))
  .map(([length, item]) => Array.from({ length }, () => item));

const hugeText = fc.constantFrom(30_000, 150_000).map((length) => '\u00e9<'.repeat(length / 2));

/** Something heavy: deep, long or big. At most one per payload, or the runs spend their time on it. */
const heavyTo = (deepest: number) => fc.oneof(deepTo(deepest), hugeArray, hugeText);

/** Objects whose keys reach for a prototype: parsed from text, so `__proto__` is an own key. */
const POISONED_TEXTS = [
  '{"__proto__":{"admin":true,"role":"staff","idx":1}}',
  '{"constructor":{"prototype":{"admin":true,"role":"staff"}}}',
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"prototype":{"admin":true}}',
  '{"hasOwnProperty":1,"toString":"x","valueOf":{},"toJSON":null}',
  '{"__defineGetter__":"x","__lookupGetter__":1}',
];
const poisoned = fc.constantFrom(...POISONED_TEXTS).map((text) => JSON.parse(text) as Record<string, unknown>);

const notAnObject = fc.constantFrom<unknown>(null, 0, -1, 1.5, 2 ** 31, 1e308, '', 'x', true, false, [], [null], [{}]);

/** One light hostile value, for a key. */
function hostileLeaf(binary: boolean): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 2, arbitrary: notAnObject },
    { weight: 1, arbitrary: poisoned },
    { weight: binary ? 1 : 0, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  );
}

/** `arbitrary`'s value `times` in `outOf` runs, else undefined. */
const sometimes = <T>(times: number, outOf: number, arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: outOf - times, arbitrary: fc.constant(undefined) }, { weight: times, arbitrary });

/**
 * A payload's own keys, each maybe present, each holding something hostile; now and then one of
 * them something heavy, or a prototype key beside them.
 */
function hostileUnderKeys(keys: string[], binary: boolean, heavy: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const underKeys = fc.record(Object.fromEntries(keys.map((key) => [key, hostileLeaf(binary)])), { requiredKeys: [] });
  const heavyAt = sometimes(1, 12, fc.tuple(fc.constantFrom(...keys), heavy));
  const poison = sometimes(1, 4, fc.constantFrom(...POISONED_TEXTS));
  return fc.tuple(underKeys, heavyAt, poison).map(([object, heavyEntry, poisonText]) => {
    const payload: Record<string, unknown> = heavyEntry ? { ...object, [heavyEntry[0]]: heavyEntry[1] } : object;
    if (!poisonText) return payload;
    // Joined as text and parsed, so the prototype key is an own key beside the payload's.
    const rest = JSON.stringify(payload);
    return JSON.parse(rest === '{}' ? poisonText : `${poisonText.slice(0, -1)},${rest.slice(1)}`) as unknown;
  });
}

/**
 * Hostile payloads for a schema with `keys`: any JSON (objects or not), non-objects, poisoned
 * prototypes, deep nesting, huge arrays and strings, anything fast-check makes (through JSON), and
 * hostile values under the payload's own keys. `binary`: byte arrays too (a socket carries them).
 * `deepest`: the deepest nesting; socket.io-client's encoder overflows its stack past about 2,000.
 */
export function hostilePayload(keys: string[], { binary = false, deepest = 3_000 } = {}): fc.Arbitrary<unknown> {
  const heavy = heavyTo(deepest);
  return fc.oneof(
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: notAnObject },
    { weight: 1, arbitrary: poisoned },
    { weight: 1, arbitrary: heavy },
    { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }).map(throughJson) },
    { weight: 8, arbitrary: hostileUnderKeys(keys.length > 0 ? keys : ['idx'], binary, heavy) },
  );
}

/** Raw request bodies that are not JSON, or JSON no parser should take as meant. */
export const MALFORMED_BODIES = [
  '{',
  '{"idx":',
  '{"idx":1,}',
  "{'idx':1}",
  'nul',
  '\ufeff{}',
  '{"idx":1,"idx":"x"}',
  '['.repeat(5_000),
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '1e999999',
  '"\\x41"',
];

/** A value as JSON would carry it: undefined, functions, symbols and cycles dropped; -0 and NaN as JSON has them. */
export function throughJson(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}
