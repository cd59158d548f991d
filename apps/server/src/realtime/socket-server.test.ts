import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../test/test-app.ts';

let app: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  app = await createTestApp();
  url = await app.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await app.destroy();
});

/** A real socket.io client on the spec's path and transport. */
function open(token?: string): Socket {
  const socket = connect(url, {
    path: '/io/',
    transports: ['websocket'],
    auth: token ? { token } : {},
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<'connected' | string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });

describe('socket.io at /io/ (spec 7.4)', () => {
  it('lets a guest connect over websocket', async () => {
    expect(await connected(open())).toBe('connected');
  });

  it('authenticates a signed-in user with the token and binds only their own idx', async () => {
    const buyer = await createBuyer(app);
    const socket = open(buyer.token);
    expect(await connected(socket)).toBe('connected');
    const own = await socket.emitWithAck('bind', { userIdx: buyer.idx });
    expect(own).toEqual({ code: 0 });
    const other = await socket.emitWithAck('bind', { userIdx: buyer.idx + 1000 });
    expect(other).toEqual({ code: 4003 });
    const malformed = await socket.emitWithAck('bind', { userIdx: 'x' });
    expect(malformed).toEqual({ code: 4003 });
  });

  it('refuses a made-up or signed-out token with 4012', async () => {
    expect(await connected(open('made-up'))).toBe('4012');
    const buyer = await createBuyer(app);
    await app.call('user/sign/out', {}, { token: buyer.token });
    expect(await connected(open(buyer.token))).toBe('4012');
  });
});
