// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setGuestToken } from '../api/guest-token.ts';
import { useSessionStore } from '../api/session-store.ts';
import {
  emitWithAck,
  onSocketEvent,
  setGuestIdentity,
  setSocketOrigin,
  useSocketStatus,
} from '../api/socket-client.ts';
import { tokens } from '../api/tokens.ts';
import { liveStarter } from './live-listeners.ts';

/*
 * The socket follows the session, and only it (issue 21): whatever order the chat features started
 * in, a sign-in, a sign-out, a guest who signs in and a switch of user each make the connection
 * again exactly once, with the new identity in its handshake, after every feature forgot the
 * previous one's data. Features only listen. Against a real socket.io server.
 */

let http: HttpServer;
let io: Server;
/** Each connection's handshake, in order. */
const handshakes: Array<{ token?: unknown; guest?: unknown }> = [];
/** What happened, in order: a feature forgetting (`forget:<name>`) and a connection (`connect`). */
const journal: string[] = [];

const status = () => useSocketStatus.getState().status;
const statusBecomes = (wanted: number) =>
  new Promise<void>((resolve) => {
    if (status() === wanted) return resolve();
    const stop = useSocketStatus.subscribe((state) => {
      if (state.status !== wanted) return;
      stop();
      resolve();
    });
  });
/** One acknowledged round trip: any connection still on its way would have shown by then. */
const settled = async () => {
  expect(await emitWithAck('pm.readed', { subjectIdx: 1 })).toEqual({ ok: true, data: { unread: 0 } });
};

const feature = (name: string) =>
  liveStarter({
    listen: () => [onSocketEvent('pm.init', () => undefined)],
    forget: () => journal.push(`forget:${name}`),
  });
/** The three chats' starts, as the private messages, the widget and the console make theirs. */
const features = { pm: feature('pm'), widget: feature('widget'), console: feature('console') };
let stops: Array<() => void> = [];
function startIn(...order: Array<keyof typeof features>) {
  for (const stop of stops) stop();
  stops = order.map((name) => features[name]());
}

const signIn = (idx: number) => {
  tokens.setToken(`token-${idx}`);
  useSessionStore.setState({ user: { idx, name: `User ${idx}`, avatar: '' } });
};
const signOut = () => {
  tokens.setToken('');
  useSessionStore.getState().clearUser();
};

beforeAll(async () => {
  if (typeof globalThis.localStorage === 'undefined') {
    const values = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as Storage;
  }
  http = createServer();
  io = new Server(http, { path: '/io/', transports: ['websocket'] });
  io.on('connection', (socket) => {
    handshakes.push(socket.handshake.auth as { token?: unknown; guest?: unknown });
    journal.push('connect');
    socket.on('pm.readed', (_payload: unknown, ack: (answer: unknown) => void) => ack({ code: 0, unread: 0 }));
    socket.on('bind', (_payload: unknown, ack: (answer: unknown) => void) => ack({ code: 0 }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  setSocketOrigin(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
});
afterAll(async () => {
  for (const stop of stops) stop();
  await io.close();
});

describe('one owner of the socket (issue 21)', () => {
  it('a guest without a token is not connected; their first token connects once', async () => {
    startIn('pm', 'widget', 'console');
    expect(status()).toBe(0);
    setGuestIdentity('guest-1');
    await statusBecomes(2);
    await settled();
    expect(handshakes).toEqual([{ token: '', lang: 'en', guest: 'guest-1' }]);
    // A guest token is not another user: nothing was forgotten.
    expect(journal).toEqual(['connect']);
  });

  it('the guest who signs in: every feature forgets, then one new connection carries the token and the guest token', async () => {
    journal.length = 0;
    signIn(7);
    await statusBecomes(2);
    await settled();
    expect(journal).toEqual(['forget:pm', 'forget:widget', 'forget:console', 'connect']);
    expect(handshakes.at(-1)).toEqual({ token: 'token-7', lang: 'en', guest: 'guest-1' });
    // The conversation moved to the account: dropping the guest token changes nobody's identity.
    journal.length = 0;
    setGuestIdentity(null);
    await settled();
    expect(journal).toEqual([]);
  });

  it('a sign-out cuts the connection and makes none', async () => {
    journal.length = 0;
    signOut();
    expect(status()).toBe(0);
    expect(journal).toEqual(['forget:pm', 'forget:widget', 'forget:console']);
  });

  it('whatever order the features started in, a sign-in connects exactly once, with the new token', async () => {
    startIn('console', 'widget', 'pm');
    journal.length = 0;
    expect(status()).toBe(0);
    signIn(8);
    await statusBecomes(2);
    await settled();
    expect(journal).toEqual(['forget:console', 'forget:widget', 'forget:pm', 'connect']);
    expect(handshakes.at(-1)).toEqual({ token: 'token-8', lang: 'en' });
  });

  it('another user straight away: one new connection as them; the same user again: none', async () => {
    startIn('widget', 'pm', 'console');
    await statusBecomes(2);
    journal.length = 0;
    signIn(9);
    await statusBecomes(2);
    await settled();
    expect(journal).toEqual(['forget:widget', 'forget:pm', 'forget:console', 'connect']);
    expect(handshakes.at(-1)).toEqual({ token: 'token-9', lang: 'en' });
    journal.length = 0;
    useSessionStore.getState().mergeUser({ name: 'Renamed' });
    await settled();
    expect(journal).toEqual([]);
  });

  it('no feature listening: the connection is cut', () => {
    for (const stop of stops) stop();
    stops = [];
    expect(status()).toBe(0);
    setGuestToken(null);
  });
});
