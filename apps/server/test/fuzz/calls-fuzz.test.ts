import { GUEST_TOKEN_HEADER, requestContextSchema } from '@storefront/contract';
import { allEndpoints, type Endpoint } from '@storefront/contract/api';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { expectFine, expectNoInternals, sent, type Sent } from './fuzz-checks.ts';
import { CALL_CALLERS, ENDS_SESSION, FIELD_HINTS, FUZZ_RUNS, seedOf, type Caller } from './fuzz-plans.ts';
import { FuzzStats } from './fuzz-stats.ts';
import { SELF_TEST_PATHS, useFuzzWorld } from './fuzz-world.ts';
import { hostilePayload, MALFORMED_BODIES } from './hostile.ts';
import { keysOf, validShaped } from './zod-arbitrary.ts';

/*
 * Issue 23, point 7: every API call of the contract, as its callers, under valid-shaped payloads
 * (derived from its schema, with near misses) and hostile ones. No answer is a fault or shows the
 * server's insides, the log holds no error, and a refused call writes nothing.
 */

const world = useFuzzWorld();
const stats = new FuzzStats('calls');
afterAll(() => stats.print());
const endpoints = allEndpoints();

/** The context most clients send; now and then one shaped by its schema with near misses. */
const DEFAULT_CONTEXT = { lang: 'en', biz: 1, path: '/', utc: 0 };
const context = fc.oneof(
  { weight: 3, arbitrary: fc.constant<unknown>(DEFAULT_CONTEXT) },
  { weight: 1, arbitrary: validShaped(requestContextSchema) },
);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validBodies(endpoint: Endpoint): fc.Arbitrary<Sent<string>> {
  return fc
    .tuple(validShaped(endpoint.payload, FIELD_HINTS), context)
    .map(([payload, ctx]) => sent(JSON.stringify(isObject(payload) ? { ...payload, context: ctx } : payload) ?? ''));
}

function hostileBodies(endpoint: Endpoint): fc.Arbitrary<Sent<string>> {
  return fc
    .oneof(
      // The request's context is read before the payload: hostile there too.
      {
        weight: 12,
        arbitrary: hostilePayload([...keysOf(endpoint.payload), 'context']).map((value) => JSON.stringify(value) ?? ''),
      },
      { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
    )
    .map(sent);
}

type Tokens = Record<Caller, string | undefined>;

/** POSTs a body to a path as a caller (a guest carries the world's guest token); the response. */
function post(path: string, body: string, token: string | undefined) {
  const { app, guest } = world();
  return app.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      ...(token ? { 'x-token': token } : { [GUEST_TOKEN_HEADER]: guest }),
    },
    payload: body,
  });
}

/** One call and everything it must hold; answers its envelope code. */
async function fuzzCall(path: string, caller: Caller, body: string, tokens: Tokens): Promise<number> {
  const { app, people, logs, writes } = world();
  if (ENDS_SESSION.has(path) && caller !== 'guest') {
    tokens[caller] = (await app.services.sessions.start(people[caller].idx)).token;
    writes.forget();
  }
  await writes.ready();
  const response = await post(path, body, tokens[caller]);
  const label = `${path} as ${caller}`;
  logs.expectNoFaults(label);
  expectFine(response.statusCode < 500, () => `${label}: HTTP ${response.statusCode} ${response.body.slice(0, 400)}`);
  expectNoInternals(response.body, label);
  const { code } = JSON.parse(response.body) as { code?: unknown };
  expectFine(typeof code === 'number' && code !== 5000, () => `${label}: code ${String(code)}`);
  if (code === 0) await writes.accepted();
  else await writes.expectUnchanged(label);
  return code as number;
}

describe('every API call under fuzzing', () => {
  for (const endpoint of endpoints) {
    const callers: readonly Caller[] | undefined = (CALL_CALLERS as Record<string, readonly Caller[]>)[endpoint.path];
    it(`${endpoint.path}: ${FUZZ_RUNS} valid-shaped and ${FUZZ_RUNS} hostile payloads`, async () => {
      expect(callers, `${endpoint.path} has no callers in fuzz-plans.ts`).toBeDefined();
      const tokens = await world().refresh();
      const caller = fc.constantFrom(...callers!);
      const finish = stats.start(endpoint.path);
      await fc.assert(
        fc.asyncProperty(validBodies(endpoint), caller, async (body, who) => {
          stats.answered(endpoint.path, await fuzzCall(endpoint.path, who, body.value, tokens));
        }),
        { numRuns: FUZZ_RUNS, seed: seedOf(`${endpoint.path}:valid`) },
      );
      await fc.assert(
        fc.asyncProperty(hostileBodies(endpoint), caller, async (body, who) => {
          await fuzzCall(endpoint.path, who, body.value, tokens);
        }),
        { numRuns: FUZZ_RUNS, seed: seedOf(`${endpoint.path}:hostile`) },
      );
      finish();
    }, 900_000);
  }

  it('fuzzed every call of the contract, and no call that is not in it', () => {
    const paths = endpoints.map((endpoint) => endpoint.path).sort();
    expect(stats.names().sort()).toEqual(paths);
    expect(Object.keys(CALL_CALLERS).sort()).toEqual(paths);
  });
});

/** A fuzz run that could not fail would prove nothing: each check catches what it is there for. */
describe('the checks themselves', () => {
  it('a refused call that committed a write fails the write check', async () => {
    const { writes } = world();
    await world().refresh();
    await writes.ready();
    const answer = await post(SELF_TEST_PATHS.halfWrite, '{}', undefined);
    expect(answer.json()).toMatchObject({ code: 4000 });
    await expect(writes.expectUnchanged('half write')).rejects.toThrow(/a refused call wrote/);
  });

  it('a fault fails the status, code and log checks', async () => {
    const { logs } = world();
    const answer = await post(SELF_TEST_PATHS.fault, '{}', undefined);
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: 5000 });
    expect(() => logs.expectNoFaults('fault')).toThrow(/a fault the fuzz checks must see/);
  });
});

/** Inputs the fuzzing found faults with, kept as they were found. */
describe('regressions found by fuzzing', () => {
  const cartItem = {
    idx: 1,
    sku: { idx: 1, price: 0, discountPrice: null },
    urlCover: '',
    shopIdx: 1,
    dimensions: [],
    selectedValues: [],
    dimensionValue: '0',
    quantity: 1,
    price: 100,
    selected: true,
    index: 0,
  };

  it('half a surrogate pair, which a json column cannot hold, is refused with 4000 naming the field', async () => {
    const tokens = await world().refresh();
    for (const path of ['cart/save', 'cart/merge']) {
      const answer = await post(path, JSON.stringify({ items: [{ ...cartItem, title: '\ud800' }] }), tokens.buyer);
      expect(answer.json(), path).toMatchObject({ code: 4000, data: { field: 'items.0.title' } });
    }
    world().logs.expectNoFaults('lone surrogate');
  });

  it('a NUL in an admin or seller search keyword reads as a space', async () => {
    const tokens = await world().refresh();
    const searches: Array<[string, Caller]> = [
      ['admin/shop/search', 'admin'],
      ['admin/account/search', 'admin'],
      ['admin/goods/search', 'admin'],
      ['seller/goods/list', 'seller'],
    ];
    for (const [path, caller] of searches) {
      const answer = await post(path, JSON.stringify({ kw: 'a\u0000b', page: 1 }), tokens[caller]);
      expect(answer.json(), path).toMatchObject({ code: 0 });
    }
    world().logs.expectNoFaults('NUL keyword');
  });
});
