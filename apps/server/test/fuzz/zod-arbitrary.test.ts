import { clientEvents } from '@storefront/contract';
import { allEndpoints } from '@storefront/contract/api';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FIELD_HINTS, FUZZ_SEED } from './fuzz-plans.ts';
import { validOnly } from './zod-arbitrary.ts';

/*
 * The converter the fuzz suites draw payloads with: what it draws as valid, each payload schema of
 * the contract takes. Were it not so, the valid-shaped runs would stop at validation and never
 * reach the handlers.
 */

const payloads: Array<[string, z.ZodType]> = [
  ...allEndpoints().map((endpoint): [string, z.ZodType] => [endpoint.path, endpoint.payload]),
  ...Object.entries(clientEvents).map(([name, event]): [string, z.ZodType] => [`event ${name}`, event.payload]),
];

describe('zod → fast-check', () => {
  it.each(payloads)('%s: the values drawn as valid parse', (_name, schema) => {
    for (const value of fc.sample(validOnly(schema, FIELD_HINTS), { numRuns: 40, seed: FUZZ_SEED })) {
      const parsed = schema.safeParse(value);
      expect(parsed.success, `${JSON.stringify(value)?.slice(0, 300)}: ${parsed.error?.message}`).toBe(true);
    }
  });
});
