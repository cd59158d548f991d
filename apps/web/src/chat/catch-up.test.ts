// @vitest-environment node
import type { LiveChatChange } from '@storefront/contract';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../api/session-store.ts';
import { onSocketEvent, setSocketOrigin, useSocketStatus } from '../api/socket-client.ts';
import { catchUp, GAP_WAIT_MS } from './catch-up.ts';

/*
 * The one catch-up of every chat (chat/catch-up.ts) against a real socket.io server playing
 * `liveChat.since`: the position it keeps (the first announced, then only forward), the pages it
 * asks while `more` (each from where the previous ended), a reset (the server's position taken,
 * nothing applied) and a refusal (nothing applied, the position kept).
 */

let http: HttpServer;
let io: Server;
/** The positions asked, in order. */
const asked: number[] = [];
/** What the server answers to each ask, in order (then: nothing more). */
let answers: Array<Record<string, unknown>> = [];
let stopListening: () => void = () => undefined;

const read = (position: number): LiveChatChange => ({
  kind: 'read',
  read: { subjectIdx: 5, upToIdx: position * 10, reader: 'staff', position },
});
const page = (positions: number[], more: boolean) => ({
  code: 0,
  changes: positions.map(read),
  position: positions.at(-1),
  more,
  reset: false,
});

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: '/io/', transports: ['websocket'] });
  io.on('connection', (socket) => {
    socket.on('liveChat.since', ({ position }: { position: number }, ack: (answer: unknown) => void) => {
      asked.push(position);
      ack(answers.shift() ?? { code: 0, changes: [], position, more: false, reset: false });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  setSocketOrigin(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  useSessionStore.setState({ user: { idx: 7, name: 'Sam', avatar: '', role: 'buyer' } });
  // Listening connects for the signed-in user.
  stopListening = onSocketEvent('liveChat.init', () => undefined);
  await new Promise<void>((resolve) => {
    if (useSocketStatus.getState().status === 2) return resolve();
    const stop = useSocketStatus.subscribe(({ status }) => status === 2 && (stop(), resolve()));
  });
});
afterAll(async () => {
  stopListening();
  useSessionStore.setState({ user: {} });
  await io.close();
});
beforeEach(() => {
  asked.length = 0;
  answers = [];
});

/** A catch-up that notes each change applied (its position) and each page answered. */
function tracked(onGap?: () => void) {
  const applied: number[] = [];
  const pages: number[] = [];
  const changes = catchUp({
    event: 'liveChat.since',
    apply: (change) => applied.push(change.kind === 'read' ? (change.read.position ?? -1) : -1),
    answered: (answer) => pages.push(answer.position),
    ...(onGap ? { onGap } : {}),
  });
  return { changes, applied, pages };
}

describe('the catch-up after a reconnection (chat/catch-up.ts)', () => {
  it('asks nothing before a position is known', async () => {
    const { changes } = tracked();
    expect(await changes.run()).toEqual({ kind: 'unknown' });
    expect(asked).toEqual([]);
  });

  it('takes the first position announced, then moves only forward with the changes applied', () => {
    const { changes } = tracked();
    changes.known(undefined);
    expect(changes.position()).toBeNull();
    changes.known(4);
    // A later announcement (a reconnection's) does not move it: the catch-up does.
    changes.known(9);
    expect(changes.position()).toBe(4);
    changes.advance(6);
    changes.advance(5);
    changes.advance(undefined);
    expect(changes.position()).toBe(6);
    changes.forget();
    expect(changes.position()).toBeNull();
  });

  it('asks page after page while more, each from where the last ended, applying every change in order', async () => {
    const { changes, applied, pages } = tracked();
    changes.known(3);
    answers = [page([4, 5], true), page([6, 7], true), page([8], false)];
    expect(await changes.run()).toEqual({ kind: 'done' });
    expect(asked).toEqual([3, 5, 7]);
    expect(applied).toEqual([4, 5, 6, 7, 8]);
    expect(pages).toEqual([5, 7, 8]);
    expect(changes.position()).toBe(8);
  });

  it('a live change heard between pages does not make the next page skip what lies between', async () => {
    const { changes, applied } = tracked();
    changes.known(10);
    answers = [page([11], true), page([12, 13], false)];
    const run = changes.run();
    // A live change (position 20) is applied while the first page is on its way.
    changes.advance(20);
    expect(await run).toEqual({ kind: 'done' });
    expect(asked).toEqual([10, 11]);
    expect(applied).toEqual([11, 12, 13]);
    // 14 to 19 have not come: the position stays before them, so the next catch-up asks for them.
    expect(changes.position()).toBe(13);
  });

  it("on a reset (the client ahead of the server) applies nothing and takes the server's position", async () => {
    const { changes, applied } = tracked();
    changes.known(50);
    const reset = { changes: [], position: 12, more: false, reset: true };
    answers = [{ code: 0, ...reset }];
    expect(await changes.run()).toEqual({ kind: 'reset', answer: reset });
    expect(applied).toEqual([]);
    expect(changes.position()).toBe(12);
  });

  it('a refused ask fails, applies nothing and keeps the position for the next time', async () => {
    const { changes, applied } = tracked();
    changes.known(30);
    answers = [page([31], true), { code: 5000, message: 'Server error' }];
    expect(await changes.run()).toEqual({ kind: 'failed' });
    expect(applied).toEqual([31]);
    expect(changes.position()).toBe(31);
    // Asked again later, it starts where the applied changes ended.
    expect(await changes.run()).toEqual({ kind: 'done' });
    expect(asked.at(-1)).toBe(31);
  });
});

describe('a gap in the live changes (a change published while Redis was away never comes live)', () => {
  it('keeps the position before a skipped number, and moves over what came past it once the gap fills', async () => {
    let gaps = 0;
    const { changes } = tracked(() => (gaps += 1));
    changes.known(5);
    // Two processes' changes can arrive a few milliseconds out of order: 7 before 6.
    changes.advance(7);
    expect(changes.position()).toBe(5);
    changes.advance(6);
    expect(changes.position()).toBe(7);
    changes.advance(8);
    expect(changes.position()).toBe(8);
    await new Promise((resolve) => setTimeout(resolve, GAP_WAIT_MS + 200));
    expect(gaps).toBe(0);
    expect(asked).toEqual([]);
  });

  it('catches up on what never came, once the gap has stayed open for GAP_WAIT_MS while connected', async () => {
    let gaps = 0;
    const { changes, applied } = tracked(() => {
      gaps += 1;
      void changes.run();
    });
    changes.known(5);
    // The party's own next change (7) came from its own process; 6 was lost on the way.
    changes.advance(7);
    answers = [page([6, 7], false)];
    await expect.poll(() => changes.position(), { timeout: GAP_WAIT_MS + 2_000 }).toBe(7);
    expect(gaps).toBe(1);
    expect(asked).toEqual([5]);
    expect(applied).toEqual([6, 7]);
    // Closed: nothing more is asked.
    await new Promise((resolve) => setTimeout(resolve, GAP_WAIT_MS + 200));
    expect(gaps).toBe(1);
  });

  it('forgets a gap with the user', async () => {
    let gaps = 0;
    const { changes } = tracked(() => (gaps += 1));
    changes.known(1);
    changes.advance(3);
    changes.forget();
    await new Promise((resolve) => setTimeout(resolve, GAP_WAIT_MS + 200));
    expect(gaps).toBe(0);
    expect(changes.position()).toBeNull();
  });
});
