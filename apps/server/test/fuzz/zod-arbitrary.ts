import fc from 'fast-check';
import type { z } from 'zod';
import {
  checksOf,
  defOf,
  nearMissNumber,
  nearMissString,
  validNumber,
  validString,
  withWeights,
  wrongType,
  type Schema,
} from './zod-leaves.ts';

/*
 * Payloads shaped by a contract schema (zod v4), for the fuzz suites: mostly values the schema
 * takes, so a call gets past validation into its handler, where the bugs hide; the rest valid but
 * for one near miss (a boundary, a value one past it, 2^31, -1, a huge or odd string, a wrong type
 * under the right key). Reads the schema's definition; a kind the contract does not use becomes
 * fc.anything().
 */

/** A key the payload leaves out (an optional or defaulted field); `omitAbsent` drops it. */
export const ABSENT = Symbol('absent');

/** A schema's values: `valid` ones it takes, `miss` ones that are right but for exactly one thing. */
interface Shaped {
  valid: fc.Arbitrary<unknown>;
  miss: fc.Arbitrary<unknown>;
}

function shapedOf(schema: Schema, hints: Hints, depth = 0): Shaped {
  const def = defOf(schema);
  if (depth > 12) return { valid: fc.anything(), miss: fc.anything() };
  // Trimming, cleaning and refinements reject a few values drawn from the rules read here: the
  // schema itself has the last word on what is valid.
  const parses = (value: unknown) => (schema as z.ZodType).safeParse(value).success;
  switch (def.type) {
    case 'string':
      return { valid: validString(schema).filter(parses), miss: fc.oneof(nearMissString(schema), wrongType) };
    case 'number':
      return { valid: validNumber(schema), miss: fc.oneof(nearMissNumber(schema), wrongType) };
    case 'boolean':
      return { valid: fc.boolean(), miss: fc.constantFrom<unknown>('true', 'false', 0, 1, null, 'yes') };
    case 'enum': {
      const values = Object.values(def.entries ?? {});
      const texts = values.filter((v): v is string => typeof v === 'string');
      return {
        valid: fc.constantFrom(...values),
        miss: fc.oneof(
          fc.constantFrom<unknown>('', 'other', ...texts.map((t) => t.toUpperCase()), ...texts.map((t) => ` ${t}`)),
          wrongType,
        ),
      };
    }
    case 'literal':
      return { valid: fc.constantFrom(...(def.values ?? [])), miss: wrongType };
    case 'optional':
    case 'default': {
      const inner = shapedOf(def.innerType!, hints, depth + 1);
      return {
        valid: withWeights<unknown>([1, fc.constant(ABSENT)], [3, inner.valid]),
        miss: withWeights<unknown>([1, fc.constant(null)], [4, inner.miss]),
      };
    }
    case 'nullable': {
      const inner = shapedOf(def.innerType!, hints, depth + 1);
      return { valid: fc.oneof(fc.constant(null), inner.valid), miss: inner.miss };
    }
    case 'array':
      return arrayShaped(schema, hints, depth);
    case 'object': {
      const shaped = objectShaped(schema, hints, depth);
      // A refinement across fields (a price range, one of two keys) is the object's own check.
      return (def.checks ?? []).length > 0 ? { ...shaped, valid: shaped.valid.filter(parses) } : shaped;
    }
    case 'union': {
      const options = (def.options ?? []).map((option) => shapedOf(option, hints, depth + 1));
      return { valid: fc.oneof(...options.map((o) => o.valid)), miss: fc.oneof(...options.map((o) => o.miss)) };
    }
    case 'pipe': {
      // A value is written for the pipe's input; when the output is itself a checked type (an
      // email after trimming, a name's length after cleaning) its rules describe the input best.
      const out = defOf(def.out!);
      const shaped = shapedOf(out.type === 'transform' ? def.in! : def.out!, hints, depth + 1);
      return { ...shaped, valid: shaped.valid.filter(parses) };
    }
    default:
      return { valid: fc.anything(), miss: fc.anything() };
  }
}

function arrayShaped(schema: Schema, hints: Hints, depth: number): Shaped {
  const def = defOf(schema);
  let min = 0;
  let max = Number.MAX_SAFE_INTEGER;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = check.minimum ?? min;
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
  }
  const element = shapedOf(def.element!, hints, depth + 1);
  const small = Math.min(max, min + 4);
  // At the limit (copies of one element: a long list of different ones costs the generator more
  // than it finds), when the schema sets one.
  const full = (count: number) => element.valid.map((item) => Array.from({ length: count }, () => item));
  const bounded = max <= 1_000;
  const valid = withWeights(
    [4, fc.array(element.valid, { minLength: min, maxLength: small })],
    [bounded ? 1 : 0, full(max)],
  );
  const oneWrong = fc
    .tuple(fc.array(element.valid, { minLength: Math.max(min, 1) - 1, maxLength: small }), element.miss, fc.nat())
    .map(([items, wrong, at]) => {
      const copy = [...items];
      copy.splice(at % (copy.length + 1), 0, wrong);
      return copy;
    });
  const miss = withWeights<unknown>(
    [3, oneWrong],
    [bounded ? 1 : 0, full(max + 1)],
    [1, fc.constantFrom<unknown>([], {}, null, 'x')],
    // Many elements: the shape of each is right, the count is not (about 200 kB of them).
    [1, element.valid.map((item) => Array.from({ length: manyOf(item) }, () => item))],
  );
  return { valid, miss };
}

function objectShaped(schema: Schema, hints: Hints, depth: number): Shaped {
  const def = defOf(schema);
  const shape = def.shape ?? {};
  const keys = Object.keys(shape);
  const fields = Object.fromEntries(
    keys.map((key) => {
      const field = shapedOf(shape[key]!, hints, depth + 1);
      const known = hints[key];
      return [key, known ? { ...field, valid: withWeights([2, fc.constantFrom(...known)], [3, field.valid]) } : field];
    }),
  );
  const valid = fc.record(Object.fromEntries(keys.map((key) => [key, fields[key]!.valid]))).map(omitAbsent);
  const missAt = keys.map((key) =>
    fc.record(Object.fromEntries(keys.map((k) => [k, k === key ? fields[k]!.miss : fields[k]!.valid]))).map(omitAbsent),
  );
  const required = keys.filter((key) => !['optional', 'default'].includes(defOf(shape[key]!).type));
  const withExtra = fc
    .tuple(valid, fc.constantFrom('extra', 'idx', 'userIdx', 'role', 'admin', 'status', 'price', 'isAdmin'), wrongType)
    .map(([object, key, value]) => (key in (object as object) ? object : { ...(object as object), [key]: value }));
  const missing = fc
    .tuple(valid, fc.constantFrom(...(required.length > 0 ? required : ['-'])))
    .map(([object, key]) => Object.fromEntries(Object.entries(object as object).filter(([k]) => k !== key)));
  const miss = withWeights<unknown>(
    [keys.length > 0 ? 6 : 0, keys.length > 0 ? fc.oneof(...missAt) : fc.constant({})],
    [1, withExtra],
    [required.length > 0 ? 1 : 0, missing],
    [1, wrongType],
  );
  return { valid, miss };
}

/** How many copies of `item` make a list of about 200 kB, at most 5,000. */
function manyOf(item: unknown): number {
  const size = (JSON.stringify(item) ?? '').length + 1;
  return Math.max(2, Math.min(5_000, Math.floor(200_000 / size)));
}

/** Drops the keys left out, so `{ a: ABSENT }` is sent as `{}`. */
function omitAbsent(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== ABSENT));
}

/** Values a field of that name takes in the world fuzzed (a trade password that is right), drawn now and then. */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

/**
 * Payloads for `schema`: three in five valid (boundaries, Unicode and markup included), the rest
 * valid but for one near miss somewhere inside. `hints`: known values for fields by name.
 */
export function validShaped(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  const shaped = shapedOf(schema, hints);
  return withWeights([3, shaped.valid], [2, shaped.miss]).map((value) => (value === ABSENT ? undefined : value));
}

/** Only the values `schema` takes (what `validShaped` draws three times in five): a check of the converter. */
export function validOnly(schema: z.ZodType, hints: Hints = {}): fc.Arbitrary<unknown> {
  return shapedOf(schema, hints).valid.map((value) => (value === ABSENT ? undefined : value));
}

/** The keys of an object schema (of a union's options too): where hostile values are put. */
export function keysOf(schema: z.ZodType): string[] {
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape ?? {});
  if (def.type === 'union') return [...new Set((def.options ?? []).flatMap((option) => keysOf(option as z.ZodType)))];
  if (def.type === 'pipe') return keysOf(def.in as z.ZodType);
  if (def.type === 'optional' || def.type === 'default') return keysOf(def.innerType as z.ZodType);
  return [];
}
