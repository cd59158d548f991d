import { clientEvents, type ClientEventName } from '@storefront/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createBuyer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff, guestToken } from '../modules/livechat/livechat.test-helpers.ts';
import { ask, openSocket, type ChatSocket } from '../modules/pm/pm.test-helpers.ts';

/**
 * Issue 19, point 3: every id of every client event is the calls' id schema (a positive int32).
 * The events are read from the contract, so an event added later is covered without a change here.
 */

const BAD_IDS: unknown[] = [2 ** 31, -1, 1.5, 'x'];

/** The log the server writes (warnings and errors), as lines. */
const log: string[] = [];
const logStream = { write: (line: string) => void log.push(line) };
const logBytes = () => log.reduce((sum, line) => sum + Buffer.byteLength(line), 0);

let app: TestApp;
let url: string;
const sockets: ChatSocket[] = [];
const senders = {} as Record<'guest' | 'user' | 'staff', ChatSocket>;

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'warn' }, undefined, logStream);
  url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  const [buyer, staff, guest] = await Promise.all([createBuyer(app), createStaff(app), guestToken(app)]);
  senders.user = await openSocket(url, buyer.token);
  senders.staff = await openSocket(url, staff.token);
  senders.guest = await openSocket(url, undefined, 'en', guest);
  sockets.push(senders.user, senders.staff, senders.guest);
});

afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await app?.destroy();
});

type Schema = z.ZodType;

/** A valid value for a schema (the smallest the schema takes), for the fields a case does not test. */
function sample(schema: Schema): unknown {
  const def = schema.def as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'number':
      return Math.max(1, (schema as unknown as z.ZodNumber).minValue ?? 1);
    case 'string':
      return '/';
    case 'boolean':
      return false;
    case 'enum':
      return (schema as unknown as z.ZodEnum).options[0];
    case 'union':
      return sample((def.options as Schema[])[0]!);
    case 'object':
      return Object.fromEntries(
        Object.entries((schema as unknown as z.ZodObject).shape)
          .filter(([, field]) => (field as Schema).def.type !== 'optional')
          .map(([key, field]) => [key, sample(field as Schema)]),
      );
    default:
      throw new Error(`no sample for a ${def.type}`);
  }
}

/** The id fields of a payload schema: `idx` or `…Idx`, as paths (a goods card's `body.idx` too). */
function idPaths(schema: Schema, prefix: string[] = []): string[][] {
  const def = schema.def as Record<string, unknown> & { type: string };
  if (def.type === 'optional') return idPaths(def.innerType as Schema, prefix);
  if (def.type === 'union') return (def.options as Schema[]).flatMap((option) => idPaths(option, prefix));
  if (def.type !== 'object') return [];
  return Object.entries((schema as unknown as z.ZodObject).shape).flatMap(([key, field]) =>
    key === 'idx' || key.endsWith('Idx') ? [[...prefix, key]] : idPaths(field as Schema, [...prefix, key]),
  );
}

/** The payload with the id at `path` set to `bad` (an object on the way replaces a union's sample). */
function withBadId(schema: Schema, path: string[], bad: unknown): Record<string, unknown> {
  const payload = sample(schema) as Record<string, unknown>;
  let target = payload;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1)!] = bad;
  return payload;
}

const cases = (Object.keys(clientEvents) as ClientEventName[]).flatMap((name) =>
  idPaths(clientEvents[name].payload as Schema).map((path) => ({ name, path })),
);

describe('ids on socket events (issue 19, point 3)', () => {
  it('finds the id fields of the contract’s events', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
    expect(cases).toContainEqual({ name: 'inputing', path: ['subjectIdx'] });
    expect(cases).toContainEqual({ name: 'pm', path: ['body', 'idx'] });
  });

  it.each(cases)('$name refuses $path of 2^31, -1, 1.5 and "x" with 4000, logging no stack', async ({ name, path }) => {
    const event = clientEvents[name];
    const socket = senders[event.from];
    log.length = 0;
    for (const bad of BAD_IDS) {
      const payload = withBadId(event.payload as Schema, path, bad);
      if (event.ack) {
        const answer = await ask(socket, name, payload as never);
        const expected = name === 'bind' ? 4003 : 4000;
        expect({ bad, code: answer.code }).toEqual({ bad, code: expected });
      } else {
        socket.emit(name as 'inputing', payload as never);
      }
    }
    // One round trip: the server has received every emit above; then it has handled them.
    await ask(socket, 'liveChat.history', { subjectIdx: 1 });
    await app.realtime.idle();
    expect(log.join('')).not.toContain('stack');
    expect(log.filter((line) => line.includes('"level":50'))).toEqual([]);
  });

  it('500 inputing events with a bad id leave the log small (the probe wrote 1.3 MB)', async () => {
    log.length = 0;
    for (let i = 0; i < 500; i++) {
      senders.guest.emit('inputing', { subjectIdx: 2 ** 31 + i, inputing: true, text: 'x' });
    }
    await ask(senders.guest, 'liveChat.history', { subjectIdx: 1 });
    await app.realtime.idle();
    expect(logBytes()).toBeLessThan(1_000);
  });
});
