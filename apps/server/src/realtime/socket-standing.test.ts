import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app/app.ts';
import { createBuyer } from '../../test/test-app.ts';
import { hashToken } from '../modules/accounts/session-service.ts';
import { createStaff } from '../modules/livechat/livechat.test-helpers.ts';
import {
  ask,
  disconnected,
  firstInit,
  openSocket,
  useChatServer,
  type ChatSocket,
} from '../modules/pm/pm.test-helpers.ts';

/** Issue 19, point 2: a socket does not outlive its access token, its user's role or their account. */
// Through the Redis adapter in both runs of the suite (Redis answers at 127.0.0.1:6379 wherever the
// suite runs, README "Test"), so the second process below always runs: no skipped test.
const server = useChatServer({
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  SOCKET_REDIS_KEY: `socket.io-test-standing-${process.pid}-${Date.now()}`,
});

/** Makes the access token expire `ms` from now (the test's short ACCESS_TOKEN_TTL: the env's least is 60 s). */
async function expireIn(token: string, ms: number) {
  await server.app.db
    .updateTable('auth_sessions')
    .set({ access_expires_at: new Date(Date.now() + ms) })
    .where('access_hash', '=', hashToken(token))
    .execute();
}

describe('a socket lasts as long as its access token (issue 19)', () => {
  it('is cut when its token expires; a reconnect with the refreshed token catches up on what it missed', async () => {
    const chat = await server.conversation();
    await expireIn(chat.buyer.token, 1_500);
    const [buyer, seller] = await Promise.all([server.open(chat.buyer.token), server.open(chat.seller.token)]);
    const { position } = await firstInit(buyer);
    expect((await ask(buyer, 'pm.since', { position })).code).toBe(0);
    // Cut without the server's goodbye: socket.io's client reconnects by itself ('transport close').
    expect(await disconnected(buyer)).toBe('transport close');
    const sent = await ask(seller, 'pm', { subjectIdx: chat.subjectIdx, body: 'Sent while you were away' });
    expect(sent.code).toBe(0);
    // The old token is refused; the refreshed one connects and pm.since brings the message.
    await expect(openSocket(server.url, chat.buyer.token)).rejects.toThrow('4012');
    const refreshed = await server.app.call('ba/token/refresh', { 'x-refresh': chat.buyer.refresh });
    const back = await server.open(String(refreshed.headers['x-token']));
    const since = await ask(back, 'pm.since', { position });
    if (!('changes' in since)) throw new Error(JSON.stringify(since));
    expect(since.changes.map((change) => change.kind === 'message' && change.message.body)).toEqual([
      'Sent while you were away',
    ]);
  });
});

/** A connected socket's round trip on a staff-only event: its code. */
const consoleCode = async (socket: ChatSocket) => (await ask(socket, 'liveChat.console', {})).code;

describe('a change of role or a disabled account reaches the user’s sockets (issue 19)', () => {
  it('removing the staff role closes their sockets; reconnected, they are staff no more', async () => {
    const agent = await createStaff(server.app);
    const socket = await server.open(agent.token);
    expect(await consoleCode(socket)).toBe(0);
    const gone = disconnected(socket);
    expect(await server.app.services.standing.setRole(agent.idx, 'buyer')).toBe(true);
    expect(await gone).toBe('transport close');
    expect(await consoleCode(await server.open(agent.token))).toBe(4003);
  });

  it('granting the staff role closes their sockets; reconnected, they open the console', async () => {
    const buyer = await createBuyer(server.app);
    const socket = await server.open(buyer.token);
    expect(await consoleCode(socket)).toBe(4003);
    const gone = disconnected(socket);
    await server.app.services.standing.setRole(buyer.idx, 'staff');
    expect(await gone).toBe('transport close');
    expect(await consoleCode(await server.open(buyer.token))).toBe(0);
  });

  it('disabling an account ends its sockets for good (a reconnect is refused 4012)', async () => {
    const buyer = await createBuyer(server.app);
    const socket = await server.open(buyer.token);
    const gone = disconnected(socket);
    expect(await server.app.services.standing.setDisabled(buyer.idx, true)).toBe(true);
    expect(await gone).toBe('io server disconnect');
    await expect(openSocket(server.url, buyer.token)).rejects.toThrow('4012');
  });

  it('approving a shop application closes the new seller’s sockets, so they reconnect as a seller', async () => {
    const [applicant, reviewer] = await Promise.all([createBuyer(server.app), createStaff(server.app)]);
    const category = await server.app.db
      .insertInto('categories')
      .values({ slug: `standing-${applicant.idx}`, names: JSON.stringify({ en: 'Ceramics' }) })
      .returning('idx')
      .executeTakeFirstOrThrow();
    const filed = await server.app.call<{ idx: number }>(
      'shop/application/submit',
      {
        shopName: `Standing Shop ${applicant.idx}`,
        contactName: 'Ada Owner',
        contactPhone: '+447700900123',
        email: 'ada@example.com',
        categoryIdx: category.idx,
        description: 'Hand-made ceramics and kitchenware, shipped worldwide.',
      },
      { token: applicant.token },
    );
    expect(filed.body.code, JSON.stringify(filed.body)).toBe(0);
    const socket = await server.open(applicant.token);
    const gone = disconnected(socket);
    const reviewed = await server.app.call(
      'staff/shop/application/review',
      { idx: filed.body.data!.idx, approve: true },
      { token: reviewer.token },
    );
    expect(reviewed.body.code).toBe(0);
    expect(await gone).toBe('transport close');
  });

  it('answers false for an unknown user', async () => {
    expect(await server.app.services.standing.setRole(2_000_000_000, 'staff')).toBe(false);
    expect(await server.app.services.standing.setDisabled(2_000_000_000, true)).toBe(false);
  });
});

/**
 * A second server process on the same database and Redis channels: the change is made on the
 * first, the sockets are on the second, through the Redis adapter.
 */
describe('on a second process sharing the database (issue 19)', () => {
  let second: BuiltApp;
  let secondUrl: string;
  const sockets: ChatSocket[] = [];
  const open = async (token: string) => {
    const socket = await openSocket(secondUrl, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    second = await buildApp({ env: server.app.env, db: server.app.db, logger: false, checkAnswers: true });
    secondUrl = await second.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await second?.close();
  });

  it('a role changed on one process closes the user’s sockets on the other', async () => {
    const agent = await createStaff(server.app);
    const socket = await open(agent.token);
    expect(await consoleCode(socket)).toBe(0);
    const gone = disconnected(socket);
    await server.app.services.standing.setRole(agent.idx, 'buyer');
    expect(await gone).toBe('transport close');
    expect(await consoleCode(await open(agent.token))).toBe(4003);
  });

  it('an account disabled on one process ends the user’s sockets on the other', async () => {
    const buyer = await createBuyer(server.app);
    const socket = await open(buyer.token);
    const gone = disconnected(socket);
    await server.app.services.standing.setDisabled(buyer.idx, true);
    expect(await gone).toBe('io server disconnect');
  });
});
