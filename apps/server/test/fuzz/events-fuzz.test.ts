import { clientEvents, type ClientEventName } from '@storefront/contract';
import fc from 'fast-check';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { answerReads } from '../../src/modules/livechat/livechat.test-helpers.ts';
import { openSocket, type ChatSocket } from '../../src/modules/pm/pm.test-helpers.ts';
import { expectFine, expectNoInternals, sent } from './fuzz-checks.ts';
import { EVENT_SENDERS, FIELD_HINTS, FUZZ_RUNS, seedOf, type Caller } from './fuzz-plans.ts';
import { FuzzStats } from './fuzz-stats.ts';
import { useFuzzWorld } from './fuzz-world.ts';
import { hostilePayload } from './hostile.ts';
import { keysOf, validShaped } from './zod-arbitrary.ts';

/*
 * Issue 23, point 7: every event a client may emit, from its senders, under valid-shaped payloads
 * (derived from its schema, with near misses) and hostile ones, through a real socket.io client.
 * No acknowledgement is a fault or shows the server's insides, the log holds no error, the socket
 * stays connected, and a refused event writes nothing.
 */

const world = useFuzzWorld();
const stats = new FuzzStats('events');
afterAll(() => stats.print());
const names = Object.keys(clientEvents) as ClientEventName[];

/** Long enough for a loaded machine; an acknowledgement that never comes fails the run. */
const ACK_TIMEOUT_MS = 10_000;
/**
 * A socket's frame limit is 1 MB (maxHttpBufferSize): a bigger frame closes the connection before
 * any handler runs, so payloads stay under it.
 */
const MAX_FRAME_BYTES = 900_000;
/**
 * Events paced per socket (issue 19): begins counted, typing and page changes throttled, the
 * latest kept. A run whose payload parses sends them on a socket of its own, so each reaches its
 * handler at once.
 */
const PACED: ReadonlySet<ClientEventName> = new Set(['liveChat.begin', 'liveChat.page', 'inputing']);

const fitsFrame = (payload: unknown) => Buffer.byteLength(JSON.stringify(payload) ?? '') < MAX_FRAME_BYTES;

/** How the payload is emitted: alone (as clients do), missing, or followed by more arguments. */
type Shape = 'payload' | 'none' | 'extra';
const shapes = fc.oneof(
  { weight: 8, arbitrary: fc.constant<Shape>('payload') },
  { weight: 1, arbitrary: fc.constant<Shape>('none') },
  { weight: 1, arbitrary: fc.constant<Shape>('extra') },
);

/** Each sender's socket for the event being fuzzed. */
type Sockets = Partial<Record<Caller, ChatSocket>>;

/**
 * A sender's socket, answering incoming live-chat messages as a widget does (else the server
 * waits for each answer until its timeout before it is idle).
 */
async function open(sender: Caller, tokens: Record<Caller, string | undefined>): Promise<ChatSocket> {
  const { url, guest } = world();
  const socket = await (sender === 'guest'
    ? openSocket(url, undefined, 'en', guest)
    : openSocket(url, tokens[sender], 'en'));
  answerReads(socket);
  return socket;
}

/**
 * Emits and waits for what the event did: the acknowledgement, or for an unacknowledged event a
 * round trip (socket.io serves a socket's packets in order) and then the server's idle.
 */
async function emit(socket: ChatSocket, name: ClientEventName, payload: unknown, shape: Shape) {
  const untyped = socket.timeout(ACK_TIMEOUT_MS) as unknown as Socket;
  const args = shape === 'none' ? [] : shape === 'extra' ? [payload, { extra: true }, 7] : [payload];
  let ack: unknown;
  if (clientEvents[name].ack) {
    ack = await untyped.emitWithAck(name, ...args);
  } else {
    (socket as unknown as Socket).emit(name, ...args);
    await untyped.emitWithAck('bind', {});
  }
  await world().app.realtime.idle();
  return ack;
}

/** Whether the server parses the payload as sent (no payload reads as `{}`). */
const parses = (name: ClientEventName, payload: unknown, shape: Shape) =>
  (clientEvents[name].payload as z.ZodType).safeParse(shape === 'none' ? {} : payload).success;

/** Whether an unacknowledged event was surely refused: its payload does not parse, or its sender may not send it. */
function surelyRefused(name: ClientEventName, sender: Caller, payload: unknown, shape: Shape): boolean {
  const from = clientEvents[name].from;
  if (from === 'staff' && sender !== 'staff') return true;
  if (from === 'user' && sender === 'guest') return true;
  return !parses(name, payload, shape);
}

async function fuzzEvent(
  name: ClientEventName,
  sender: Caller,
  payload: unknown,
  shape: Shape,
  sockets: Sockets,
  tokens: Record<Caller, string | undefined>,
): Promise<number | null> {
  const { logs, writes } = world();
  const label = `${name} from ${sender}`;
  // A payload that does not parse is refused before any pacing counts it: the shared socket does.
  const own = PACED.has(name) && parses(name, payload, shape) ? await open(sender, tokens) : null;
  try {
    const socket = own ?? sockets[sender]!;
    await writes.ready();
    const ack = await emit(socket, name, payload, shape);
    logs.expectNoFaults(label);
    expectFine(socket.connected, () => `${label}: the server closed the socket`);
    if (!clientEvents[name].ack) {
      if (surelyRefused(name, sender, payload, shape)) await writes.expectUnchanged(label);
      else await writes.accepted();
      return null;
    }
    const text = JSON.stringify(ack) ?? '';
    expectNoInternals(text, label);
    const code = (ack as { code?: unknown } | null)?.code;
    expectFine(typeof code === 'number' && code !== 5000, () => `${label}: acknowledged ${text.slice(0, 400)}`);
    if (code === 0) await writes.accepted();
    else await writes.expectUnchanged(label);
    return code as number;
  } finally {
    own?.close();
  }
}

describe('every client event under fuzzing', () => {
  for (const name of names) {
    const senders: readonly Caller[] | undefined = (EVENT_SENDERS as Record<string, readonly Caller[]>)[name];
    const schema = clientEvents[name].payload as z.ZodType;
    it(`${name}: ${FUZZ_RUNS} valid-shaped and ${FUZZ_RUNS} hostile payloads`, async () => {
      expect(senders, `${name} has no senders in fuzz-plans.ts`).toBeDefined();
      const tokens = await world().refresh();
      const sockets: Sockets = {};
      for (const sender of senders!) sockets[sender] = await open(sender, tokens);
      const sender = fc.constantFrom(...senders!);
      const finish = stats.start(name);
      try {
        await fc.assert(
          fc.asyncProperty(
            validShaped(schema, FIELD_HINTS).filter(fitsFrame).map(sent),
            sender,
            shapes,
            async (payload, who, shape) => {
              const code = await fuzzEvent(name, who, payload.value, shape, sockets, tokens);
              if (code !== null) stats.answered(name, code);
            },
          ),
          { numRuns: FUZZ_RUNS, seed: seedOf(`${name}:valid`) },
        );
        await fc.assert(
          fc.asyncProperty(
            hostilePayload(keysOf(schema), { binary: true, deepest: 1_000 }).filter(fitsFrame).map(sent),
            sender,
            shapes,
            async (payload, who, shape) => {
              await fuzzEvent(name, who, payload.value, shape, sockets, tokens);
            },
          ),
          { numRuns: FUZZ_RUNS, seed: seedOf(`${name}:hostile`) },
        );
      } finally {
        Object.values(sockets).forEach((socket) => socket.close());
      }
      finish();
    }, 900_000);
  }

  it('fuzzed every client event of the contract, and no event that is not in it', () => {
    expect(stats.names().sort()).toEqual([...names].sort());
    expect(Object.keys(EVENT_SENDERS).sort()).toEqual([...names].sort());
  });
});
