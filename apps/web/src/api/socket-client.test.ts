// @vitest-environment node
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSessionStore } from './session-store.ts';
import { tokens } from './tokens.ts';
import {
  currentSocket,
  emitWithAck,
  onSocketConnect,
  onSocketEvent,
  reconnectSocket,
  setSocketOrigin,
  useSocketStatus,
} from './socket-client.ts';

let http: HttpServer;
let io: Server;
let origin = '';
let connections = 0;
/** While true the server refuses handshakes (a token that is no longer good, say). */
let refusing = false;
const binds: unknown[] = [];
/** The token each handshake carried, in order. */
const handshakeTokens: unknown[] = [];

/** Resolves once the status store reads `status`. */
const statusBecomes = (status: number) =>
  new Promise<void>((resolve) => {
    if (useSocketStatus.getState().status === status) return resolve();
    const stop = useSocketStatus.subscribe((state) => {
      if (state.status !== status) return;
      stop();
      resolve();
    });
  });

beforeAll(async () => {
  // The client reads its token from localStorage, which Node lacks: a plain in-memory one.
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
  io.use((_socket, next) => next(refusing ? new Error('refused') : undefined));
  io.on('connection', (socket) => {
    connections++;
    handshakeTokens.push((socket.handshake.auth as { token?: unknown }).token);
    socket.emit('pm.init', { unread: 4, position: 9 });
    socket.on('bind', (payload: unknown, ack: (answer: unknown) => void) => {
      binds.push(payload);
      ack({ code: 0 });
    });
    socket.on('pm.readed', (payload: { subjectIdx: number }, ack: (answer: unknown) => void) =>
      ack(payload.subjectIdx === 1 ? { code: 0, unread: 3 } : { code: 4004, message: 'Not found' }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  useSessionStore.setState({ user: {} });
  await io.close();
});

describe('the socket client (spec 4 connection status, 7.4)', () => {
  it('stays idle with nobody to speak for, then goes connecting → connected once a feature listens, opens one connection and binds its user', async () => {
    setSocketOrigin(origin);
    const init = new Promise<unknown>((resolve) => onSocketEvent('pm.init', resolve));
    // Nobody signed in and no guest token: no connection, whoever listens.
    expect(useSocketStatus.getState().status).toBe(0);
    useSessionStore.setState({ user: { idx: 7, name: 'Bea', avatar: '' } });
    expect(useSocketStatus.getState().status).toBe(1);
    onSocketEvent('pm.readed', () => undefined); // another listener: ignored in status 1 (spec 4)
    await statusBecomes(2);
    onSocketEvent('pm', () => undefined); // ignored in status 2
    expect(await init).toEqual({ unread: 4, position: 9 });
    expect(connections).toBe(1);
    // Spec 7.4 bind: the connection names its user.
    await expect.poll(() => binds).toEqual([{ userIdx: 7 }]);
  });

  it('answers an ack as data on code 0 and as the refusal otherwise', async () => {
    expect(await emitWithAck('pm.readed', { subjectIdx: 1 })).toEqual({ ok: true, data: { unread: 3 } });
    expect(await emitWithAck('pm.readed', { subjectIdx: 2 })).toEqual({ ok: false, code: 4004, message: 'Not found' });
  });

  it('turns disconnected when the connection drops, and tells its listeners when it is back', async () => {
    const back = new Promise<boolean>((resolve) => onSocketConnect(resolve));
    // The transport closes under the client (not a server-side disconnect): it reconnects by itself.
    currentSocket()?.io.engine.close();
    await statusBecomes(3);
    expect(await back).toBe(true);
    expect(useSocketStatus.getState().status).toBe(2);
    expect(connections).toBe(2);
  });

  it('"Retry now" connects again at once after a refused handshake, which is not retried by itself without a token (issue 19)', async () => {
    refusing = true;
    currentSocket()?.io.engine.close();
    await statusBecomes(3);
    // socket.io's own reconnection comes after its back-off (0.5-1.5 s), then meets the refusal.
    await expect.poll(() => currentSocket()?.active, { timeout: 4000 }).toBe(false);
    refusing = false;
    const before = connections;
    reconnectSocket();
    expect(useSocketStatus.getState().status).toBe(1);
    await statusBecomes(2);
    expect(connections).toBe(before + 1);
    // Connected: a second press does nothing.
    reconnectSocket();
    expect(useSocketStatus.getState().status).toBe(2);
  }, 15_000);

  it('reconnects with the token stored by then when the server closes the connection at the old token’s expiry (issue 19)', async () => {
    const back = new Promise<boolean>((resolve) => onSocketConnect(resolve));
    tokens.setToken('refreshed-token');
    // What the server does when the handshake's access token expires: it closes the connection.
    for (const socket of (await io.fetchSockets()) as unknown as Array<{ id: string }>) {
      io.sockets.sockets.get(socket.id)?.conn.close();
    }
    expect(await back).toBe(true);
    expect(handshakeTokens.at(-1)).toBe('refreshed-token');
    tokens.setToken('');
  });

  it('answers lost, not a refusal, when no connection comes up in time', async () => {
    // Signed out: the connection is cut and stays so.
    useSessionStore.setState({ user: {} });
    expect(useSocketStatus.getState().status).toBe(0);
    expect(await emitWithAck('pm.readed', { subjectIdx: 1 }, 200)).toEqual({
      ok: false,
      code: -1,
      message: '',
      lost: 'offline',
    });
  });
});
