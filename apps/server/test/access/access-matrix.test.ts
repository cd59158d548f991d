import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientEvents, GUEST_TOKEN_HEADER, type ClientEventName } from '@storefront/contract';
import { allEndpoints, type ApiPath } from '@storefront/contract/api';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src/app/app-services.ts';
import { allCalls } from '../../src/app/all-calls.ts';
import { ask } from '../../src/modules/pm/pm.test-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  ACTORS,
  CALL_ACCESS,
  EVENT_ACCESS,
  isRefusal,
  renderAccessDoc,
  type ActorName,
  type Outcome,
} from './access-table.ts';
import { buildWorld, type World } from './access-world.ts';
import { eventProbes } from './event-probes.ts';
import type { CallProbe, CallProbes, EventProbe } from './probes.ts';
import { sellerCalls } from './seller-calls.ts';
import { shopperCalls } from './shopper-calls.ts';
import { staffCalls } from './staff-calls.ts';
import { changedTables, fingerprint } from './table-fingerprint.ts';

/*
 * Issue 23 point 6: every call and every client event of the contract, made by each of the
 * actors of access-table.ts against the real server, must answer as the table says; a refused
 * one must change no table. The calls and events are read from the contract, so one added there
 * without a row here fails.
 */

const callProbes: CallProbes = { ...shopperCalls, ...sellerCalls, ...staffCalls };
const contractPaths = allEndpoints().map((endpoint) => endpoint.path as ApiPath);
const contractEvents = Object.keys(clientEvents) as ClientEventName[];

let app: TestApp;
let world: World;
beforeAll(async () => {
  // The matrix makes hundreds of calls from one address in one window of the (frozen) limits'
  // clock: the limits have their own suites, here they would only get in the way.
  const many = '100000';
  app = await createTestApp({
    SIGN_IN_LIMIT_PER_ADDRESS: many,
    SIGN_UP_LIMIT_PER_ADDRESS: many,
    LIVE_GUEST_TOKEN_LIMIT_PER_ADDRESS: many,
    LIVE_BEGIN_LIMIT: many,
    LIVE_AGENT_CAP: '1000',
    LIVE_SEND_LIMIT_PER_ADDRESS: many,
    PM_SEND_LIMIT: many,
    PM_INQUIRY_LIMIT_PER_USER: many,
    PM_INQUIRY_LIMIT_PER_ADDRESS: many,
    UPLOAD_LIMIT_PER_ADDRESS: many,
    SELLER_WRITE_LIMIT_PER_ACCOUNT: many,
    SELLER_WRITE_LIMIT_PER_ADDRESS: many,
    ADMIN_WRITE_LIMIT_PER_ACCOUNT: many,
    ADMIN_WRITE_LIMIT_PER_ADDRESS: many,
  });
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  world = await buildWorld(app, url);
});
afterAll(async () => {
  world?.close();
  await app?.destroy();
});

/** A refusal as a cell writes it: 4000 with the field it names, any other code as it is. */
const refusalOf = (code: number, field: unknown): Outcome =>
  code === 4000 && typeof field === 'string' ? `4000 ${field}` : (code as Outcome);

/**
 * What a served cell really got: 'own' when the table says so (or 'ok'), once the probe's check of
 * the answer held; a check that fails (someone else's rows in the answer) is the cell's outcome.
 */
async function servedAs(expected: Outcome, check: (() => void | Promise<void>) | undefined): Promise<Outcome | string> {
  if (expected === 'own' && !check) return 'own, but the probe has no check of it';
  try {
    await check?.();
  } catch (error) {
    return `served, but ${(error as Error).message.split('\n')[0]}`;
  }
  return expected === 'own' ? 'own' : 'ok';
}

/**
 * Runs a row's cells, the refused ones first: the tables are compared around them (a refusal
 * changes nothing), and only then may the allowed ones change things.
 */
async function runRow(
  expected: Record<ActorName, Outcome>,
  cell: (actor: ActorName, expected: Outcome) => Promise<Outcome | string>,
) {
  const actual = {} as Record<ActorName, Outcome | string>;
  const refused = ACTORS.filter((actor) => isRefusal(expected[actor]));
  const before = await fingerprint(app.db);
  for (const actor of refused) actual[actor] = await cell(actor, expected[actor]);
  const changed = changedTables(before, await fingerprint(app.db));
  for (const actor of ACTORS.filter((actor) => !isRefusal(expected[actor]))) {
    actual[actor] = await cell(actor, expected[actor]);
  }
  return { actual: Object.fromEntries(ACTORS.map((actor) => [actor, actual[actor]])), changed };
}

async function callCell<P extends ApiPath>(path: P, probe: CallProbe<P>, actor: ActorName, expected: Outcome) {
  const allowed = !isRefusal(expected);
  const payload = await probe.payload(world, actor, allowed);
  let token: string | undefined;
  if (actor !== 'guest' && actor !== 'liveGuest') {
    token = probe.freshSession ? (await world.freshSession(actor)).token : world.people[actor].token;
  }
  const answer = await app.call(path, payload as Record<string, unknown>, {
    ...(token ? { token } : {}),
    ...(actor === 'liveGuest' ? { headers: { [GUEST_TOKEN_HEADER]: world.liveGuestToken } } : {}),
  });
  const { code, data } = answer.body;
  if (code !== 0) return refusalOf(code, (data as { field?: unknown } | undefined)?.field);
  const { check } = probe;
  return servedAs(expected, check && (() => check(data as never, world, actor)));
}

async function eventCell<E extends ClientEventName>(
  event: E,
  probe: EventProbe<E>,
  actor: ActorName,
  expected: Outcome,
) {
  const payload = await probe.payload(world, actor, !isRefusal(expected));
  const socket = world.sockets[actor];
  if (probe.heard) return heardCell(event, probe, actor, payload, expected);
  const ack = (await ask(socket, event, payload)) as { code: number; field?: unknown };
  if (ack.code !== 0) return refusalOf(ack.code, ack.field);
  const { check } = probe;
  return servedAs(expected, check && (() => check(ack as never, world, actor)));
}

/**
 * How long an event that must not be passed on is given to show up anyway, after a round trip;
 * one that must be is waited for much longer (a loaded machine is slow, never wrong).
 */
const SETTLE_MS = 250;
const HEARD_TIMEOUT_MS = 10_000;

/**
 * An event that is never acknowledged: 'ok' when the actor's event is heard where it goes,
 * 'dropped' when nothing is heard after a round trip on the sender's socket and a wait.
 */
async function heardCell<E extends ClientEventName>(
  event: E,
  probe: EventProbe<E>,
  actor: ActorName,
  payload: unknown,
  expected: Outcome,
): Promise<Outcome> {
  const socket = world.sockets[actor];
  const { socket: listener, event: heardEvent, matches } = probe.heard!(world, actor);
  let listen = (_payload: unknown) => {};
  const heard = new Promise<true>((resolve) => (listen = (payload) => matches(payload) && resolve(true)));
  listener.on(heardEvent, listen as never);
  let timer: NodeJS.Timeout | undefined;
  try {
    // socket.io-client's typing of emit over a generic event name needs the erased form.
    (socket as unknown as Socket).emit(event, payload);
    // Any event's acknowledgement proves the server read the socket past the one sent.
    await ask(socket, 'liveChat.history', { subjectIdx: 2_000_000_000 });
    const wait = isRefusal(expected) ? SETTLE_MS : HEARD_TIMEOUT_MS;
    const quiet = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), wait)));
    return (await Promise.race([heard, quiet])) ? 'ok' : 'dropped';
  } finally {
    clearTimeout(timer);
    listener.off(heardEvent, listen as never);
  }
}

describe('the access table (access-table.ts)', () => {
  it('has a row and a probe for every call and event of the contract, and none it lacks', () => {
    expect(Object.keys(CALL_ACCESS).sort()).toEqual([...contractPaths].sort());
    expect(Object.keys(callProbes).sort()).toEqual([...contractPaths].sort());
    expect(Object.keys(EVENT_ACCESS).sort()).toEqual([...contractEvents].sort());
    expect(Object.keys(eventProbes).sort()).toEqual([...contractEvents].sort());
    // The server serves the contract's calls and no other: none escapes the matrix.
    expect(
      allCalls({} as AppServices)
        .map((call) => call.path)
        .sort(),
    ).toEqual([...contractPaths].sort());
  });

  it('is what docs/ACCESS.md shows', () => {
    const file = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/ACCESS.md'), 'utf8');
    // Regenerate with `npm run docs:access` when this fails.
    expect(file).toBe(
      renderAccessDoc(
        allEndpoints().map((endpoint) => ({ path: endpoint.path as ApiPath, access: endpoint.access })),
        contractEvents.map((name) => ({ name, from: clientEvents[name].from })),
      ),
    );
  });
});

describe('every API call, by every actor', () => {
  for (const apiPath of contractPaths) {
    it(apiPath, async () => {
      const row = CALL_ACCESS[apiPath];
      const probe = callProbes[apiPath];
      expect(row, `${apiPath} has no row in access-table.ts`).toBeDefined();
      const { actual, changed } = await runRow(row.cells, (actor, expected) =>
        callCell(apiPath, probe as CallProbe<typeof apiPath>, actor, expected),
      );
      // One comparison, so a failure shows every wrong cell and every changed table at once.
      expect({ cells: actual, changedByRefusals: changed }).toEqual({ cells: row.cells, changedByRefusals: [] });
    });
  }
});

describe('every client event, from every actor', () => {
  for (const event of contractEvents) {
    it(event, async () => {
      const row = EVENT_ACCESS[event];
      expect(row, `${event} has no row in access-table.ts`).toBeDefined();
      const { actual, changed } = await runRow(row.cells, (actor, expected) =>
        eventCell(event, eventProbes[event] as EventProbe<typeof event>, actor, expected),
      );
      // One comparison, so a failure shows every wrong cell and every changed table at once.
      expect({ cells: actual, changedByRefusals: changed }).toEqual({ cells: row.cells, changedByRefusals: [] });
    });
  }
});
