import type { IncomingMessage } from 'node:http';
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createBuyer } from '../../test/test-app.ts';
import { ask, disconnected, useChatServer, type ChatSocket, type Person } from '../modules/pm/pm.test-helpers.ts';

const server = useChatServer();

/** The refusal a socket that cannot connect is given, or 'connected'. */
const connecting = (token?: string) =>
  server.open(token).then(
    () => 'connected',
    (error: Error) => error.message,
  );

describe('socket.io at /io/ (spec 7.4)', () => {
  it('lets a guest connect over websocket', async () => {
    expect(await connecting()).toBe('connected');
  });

  it('authenticates a signed-in user with the token and binds only their own idx', async () => {
    const buyer = await createBuyer(server.app);
    const socket = await server.open(buyer.token);
    expect(await ask(socket, 'bind', { userIdx: buyer.idx })).toEqual({ code: 0 });
    expect(await ask(socket, 'bind', { userIdx: buyer.idx + 1000 })).toEqual({ code: 4003 });
    expect(await ask(socket, 'bind', { userIdx: 'x' as unknown as number })).toEqual({ code: 4003 });
  });

  it('lets the handshake request go once connected, keeping the socket served (an idle socket’s heap)', async () => {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc') as () => void;
    const requests: WeakRef<IncomingMessage>[] = [];
    const upgrade = (request: IncomingMessage) => requests.push(new WeakRef(request));
    server.app.app.server.prependListener('upgrade', upgrade);
    const buyer = await createBuyer(server.app);
    const sockets = [await server.open(), await server.open(buyer.token)];
    server.app.app.server.removeListener('upgrade', upgrade);
    expect(requests).toHaveLength(2);
    for (let round = 0; round < 3; round += 1) {
      collect();
      await new Promise((resolve) => setImmediate(resolve));
    }
    const kept = requests.map((request) => request.deref() !== undefined);
    if (kept.includes(true) && process.env.HEAP_SNAPSHOT_ON_KEPT) writeHeapSnapshot(process.env.HEAP_SNAPSHOT_ON_KEPT);
    expect(kept).toEqual([false, false]);
    expect(sockets[0]!.connected).toBe(true);
    expect(await ask(sockets[1]!, 'pm.since', { position: 0 })).toMatchObject({ code: 0 });
  });

  it('refuses a made-up or signed-out token with 4012', async () => {
    expect(await connecting('made-up')).toBe('4012');
    const buyer = await createBuyer(server.app);
    await server.app.call('user/sign/out', {}, { token: buyer.token });
    expect(await connecting(buyer.token)).toBe('4012');
  });
});

/** A connected socket's round trip: proves it is still being served. */
const answers = async (socket: ChatSocket) => (await ask(socket, 'pm.since', { position: 0 })).code;

/**
 * A buyer signed in twice (the second sign-in a session in a family of its own), with a socket
 * connected for each session.
 */
async function signedInTwice(): Promise<{ buyer: Person; first: ChatSocket; second: ChatSocket }> {
  const buyer = await createBuyer(server.app);
  const again = await server.app.call('user/sign/in', { account: buyer.email, password: buyer.password });
  const [first, second] = await Promise.all([server.open(buyer.token), server.open(String(again.headers['x-token']))]);
  return { buyer, first, second };
}

describe('sessions end on the socket too (issue 12)', () => {
  it('signing out disconnects the sockets of that session, not those of another sign-in', async () => {
    const { buyer, first: mine, second: elsewhere } = await signedInTwice();
    const gone = disconnected(mine);
    await server.app.call('user/sign/out', {}, { token: buyer.token });
    expect(await gone).toBe('io server disconnect');
    expect(await answers(elsewhere)).toBe(0);
  });

  it('changing the password disconnects every other session, keeping the one that changed it', async () => {
    const { buyer, first: changer, second: elsewhere } = await signedInTwice();
    const gone = disconnected(elsewhere);
    const answer = await server.app.call(
      'user/password/change',
      { oldPassword: buyer.password, newPassword: 'another-password-1' },
      { token: buyer.token },
    );
    expect(answer.body.code).toBe(0);
    expect(await gone).toBe('io server disconnect');
    expect(await answers(changer)).toBe(0);
  });

  it('reusing a rotated refresh token ends its family: the sockets of every session in it drop', async () => {
    const buyer = await createBuyer(server.app);
    const rotated = await server.app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    const [first, second] = await Promise.all([
      server.open(buyer.token),
      server.open(String(rotated.headers['x-token'])),
    ]);
    const gone = Promise.all([disconnected(first), disconnected(second)]);
    const reuse = await server.app.call('ba/token/refresh', { 'x-refresh': buyer.refresh });
    expect(reuse.body.code).toBe(4012);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
  });
});
