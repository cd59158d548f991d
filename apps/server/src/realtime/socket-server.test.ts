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

/** Resolves with the reason once the socket is disconnected; fails after 10 s. */
const dropped = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected after 10 s')), 10_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** A connected socket's round trip: proves it is still being served. */
const answers = async (socket: Socket) => (await socket.timeout(10_000).emitWithAck('pm.since', { position: 0 })).code;

/** Signs the same account in once more: a second session in a family of its own. */
async function signInAgain(buyer: Awaited<ReturnType<typeof createBuyer>>) {
  const answer = await app.call('user/sign/in', { account: buyer.email, password: buyer.password });
  return { token: String(answer.headers['x-token']), refresh: String(answer.headers['x-refresh']) };
}

describe('sessions end on the socket too (issue 12)', () => {
  it('signing out disconnects the sockets of that session, not those of another sign-in', async () => {
    const buyer = await createBuyer(app);
    const other = await signInAgain(buyer);
    const mine = open(buyer.token);
    const elsewhere = open(other.token);
    // Both listened for at once: a socket that connects before its listener is attached is missed.
    expect(await Promise.all([connected(mine), connected(elsewhere)])).toEqual(['connected', 'connected']);
    const gone = dropped(mine);
    await app.call('user/sign/out', {}, { token: buyer.token });
    expect(await gone).toBe('io server disconnect');
    expect(await answers(elsewhere)).toBe(0);
  });

  it('changing the password disconnects every other session, keeping the one that changed it', async () => {
    const buyer = await createBuyer(app);
    const other = await signInAgain(buyer);
    const changer = open(buyer.token);
    const elsewhere = open(other.token);
    expect(await Promise.all([connected(changer), connected(elsewhere)])).toEqual(['connected', 'connected']);
    const gone = dropped(elsewhere);
    const answer = await app.call(
      'user/password/change',
      { oldPassword: buyer.password, newPassword: 'another-password-1' },
      { token: buyer.token },
    );
    expect(answer.body.code).toBe(0);
    expect(await gone).toBe('io server disconnect');
    expect(await answers(changer)).toBe(0);
  });

  it('reusing a rotated refresh token ends its family: the sockets of every session in it drop', async () => {
    const buyer = await createBuyer(app);
    const rotated = await app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    const newToken = String(rotated.headers['x-token']);
    const first = open(buyer.token);
    const second = open(newToken);
    expect(await Promise.all([connected(first), connected(second)])).toEqual(['connected', 'connected']);
    const gone = Promise.all([dropped(first), dropped(second)]);
    const reuse = await app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    expect(reuse.body.code).toBe(4012);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
