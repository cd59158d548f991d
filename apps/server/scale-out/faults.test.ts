import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../test/test-app.ts';
import { createShop } from '../test/commerce-helpers.ts';
import { createStaff, guestToken } from '../src/modules/livechat/livechat.test-helpers.ts';
import { ask, openSocket } from '../src/modules/pm/pm.test-helpers.ts';
import { ChatParty } from './chat-party.ts';
import {
  clientOf,
  freePort,
  startRedisServer,
  startServerProcess,
  suiteDatabase,
  suiteRedisKey,
  type ServerProcess,
  type SuiteDatabase,
  waitFor,
} from './harness.ts';

/*
 * Delivery under faults (issue 23, point 5): a process killed mid-conversation (kill -9), Redis
 * restarted mid-conversation, a party away while hundreds of changes happen. Every acknowledged
 * message must be stored once and reach the other side once, in order, after the clients
 * reconnect (to a live process, as a load balancer would send them) and catch up.
 */
let database: SuiteDatabase;
/** A Redis of this file's own, so restarting it touches nothing else on the machine. */
let redis: { port: number; server: { stop(): Promise<void> } } | null = null;
const started: ServerProcess[] = [];
const parties: ChatParty[] = [];

async function stopRedis(): Promise<void> {
  await redis?.server.stop();
}

let env: Record<string, string>;
beforeAll(async () => {
  database = await suiteDatabase();
  const port = await freePort();
  redis = { port, server: await startRedisServer(port) };
  env = {
    DATABASE_URL: database.url,
    REDIS_URL: `redis://127.0.0.1:${port}`,
    SOCKET_REDIS_KEY: suiteRedisKey(),
    LIVE_ROUTING: 'auto',
    PM_SEND_LIMIT: '100000',
    LIVE_SEND_LIMIT_PER_ADDRESS: '100000',
  };
  started.push(await startServerProcess(env));
});

afterAll(async () => {
  for (const party of parties) party.close();
  await Promise.all(started.map((server) => server.stop()));
  await stopRedis();
  await database?.drop();
});

async function server(overrides: Record<string, string> = {}): Promise<ServerProcess> {
  const process = await startServerProcess({ ...env, ...overrides });
  started.push(process);
  return process;
}

function party(...args: ConstructorParameters<typeof ChatParty>): ChatParty {
  const made = new ChatParty(...args);
  parties.push(made);
  return made;
}

/** Waits (polling, no fixed sleep) until `check` holds. */
const until = (check: () => boolean, state: () => unknown, timeout = 30_000) =>
  waitFor('the condition', check, timeout).catch((error: unknown) => {
    throw new Error(`${String(error)}; state then: ${JSON.stringify(state())}`);
  });

/** A buyer and a shop's owner with their conversation, made through `via`. */
async function pmConversation(via: ServerProcess) {
  const [shop, buyer] = await Promise.all([createShop(clientOf(via, database)), createBuyer(clientOf(via, database))]);
  const socket = await openSocket(via.url, buyer.token);
  const opened = await ask(socket, 'pm.subject.inquiry', { shopIdx: shop.idx });
  socket.close();
  if (opened.code !== 0 || !('subject' in opened)) throw new Error(JSON.stringify(opened));
  return { buyer, seller: shop.owner, subjectIdx: opened.subject.idx };
}

/** What the database holds of a conversation, oldest first. */
async function storedPm(subjectIdx: number) {
  return database.handle.db
    .selectFrom('pm_messages')
    .select(['idx', 'body', 'revoked_at'])
    .where('subject_idx', '=', subjectIdx)
    .orderBy('idx')
    .execute();
}

/** Sends `total` numbered messages one after another in the background; `acked` fills as they are acknowledged. */
function sendInTurn(side: ChatParty, total: number, prefix: string) {
  const acked: Array<{ idx: number; body: string }> = [];
  const done = (async () => {
    for (let index = 0; index < total; index++) {
      const body = `${prefix} ${index}`;
      acked.push({ idx: await side.send(body), body });
    }
  })();
  return { acked, done };
}

/** Each acknowledged send stored once, and each side holding exactly those, in order. */
function expectExact(acked: Array<{ idx: number; body: string }>, ...sides: ChatParty[]) {
  const idxs = acked.map((send) => send.idx);
  expect([...idxs].sort((a, b) => a - b)).toEqual(idxs);
  expect(new Set(idxs).size).toBe(idxs.length);
  for (const side of sides) {
    const seen = [...side.messages.values()].sort((a, b) => a.idx - b.idx);
    expect(seen.map((message) => message.idx)).toEqual(idxs);
    expect(seen.map((message) => message.edited ?? message.body)).toEqual(acked.map((send) => send.body));
  }
}

describe('delivery under faults', () => {
  it('loses, repeats and reorders nothing when the processes holding the parties are killed mid-conversation', async () => {
    const [one] = started as [ServerProcess];
    const two = await server();
    const { buyer, seller, subjectIdx } = await pmConversation(one);
    const buyerSide = party('pm', subjectIdx, { token: buyer.token });
    const sellerSide = party('pm', subjectIdx, { token: seller.token });
    await Promise.all([buyerSide.reconnect(one.url), sellerSide.reconnect(two.url)]);

    const TOTAL = 150;
    const { acked, done: sending } = sendInTurn(buyerSide, TOTAL, 'message');

    // The seller's process dies; the seller comes back through the buyer's.
    await until(
      () => acked.length >= 40,
      () => ({ acked: acked.length, waiting: buyerSide.waiting }),
    );
    await two.kill();
    await sellerSide.reconnect(one.url);

    // Meanwhile the buyer revokes a message and the seller reads: both are changes to catch up on.
    await until(
      () => acked.length >= 80,
      () => ({ acked: acked.length, waiting: buyerSide.waiting }),
    );
    const revoked = acked[60]!.idx;
    expect((await buyerSide.ask('pm.revoke', { idx: revoked })).code).toBe(0);
    expect((await sellerSide.ask('pm.readed', { subjectIdx })).code).toBe(0);

    // Then the process both are on dies mid-send; a new one takes them both.
    await until(
      () => acked.length >= 100,
      () => ({ acked: acked.length, waiting: buyerSide.waiting }),
    );
    const three = await server();
    await one.kill();
    await Promise.all([buyerSide.reconnect(three.url), sellerSide.reconnect(three.url)]);
    await sending;
    await until(
      () => sellerSide.messages.size === TOTAL && buyerSide.messages.size === TOTAL,
      () => ({ seller: sellerSide.messages.size, buyer: buyerSide.messages.size }),
    );

    const stored = await storedPm(subjectIdx);
    expect(stored.map((row) => row.idx)).toEqual(acked.map((send) => send.idx));
    expectExact(acked, sellerSide, buyerSide);
    expect(sellerSide.messages.get(revoked)?.revoked).toBe(true);
    expect(stored.find((row) => row.idx === revoked)?.revoked_at).not.toBeNull();
    expect(buyerSide.readUpTo).toBeGreaterThanOrEqual(acked[79]!.idx);
  });

  // The default adapter, and the one that carries the most load (docs/BENCHMARKS.md "Scale-out").
  it.each(['pubsub', 'sharded'])(
    'loses nothing when Redis restarts mid-conversation (%s adapter): the clients are sent to catch up when it is back',
    async (adapter) => {
      const [one, two] = await Promise.all([server({ SOCKET_ADAPTER: adapter }), server({ SOCKET_ADAPTER: adapter })]);
      const { buyer, seller, subjectIdx } = await pmConversation(one);
      const buyerSide = party('pm', subjectIdx, { token: buyer.token });
      const sellerSide = party('pm', subjectIdx, { token: seller.token });
      // As a browser's socket does: a connection the server closed comes back by itself.
      buyerSide.onLost = () => void buyerSide.reconnect(one.url).catch(() => undefined);
      sellerSide.onLost = () => void sellerSide.reconnect(two.url).catch(() => undefined);
      await Promise.all([buyerSide.reconnect(one.url), sellerSide.reconnect(two.url)]);

      const TOTAL = 120;
      const { acked, done: sending } = sendInTurn(buyerSide, TOTAL, 'note');
      await until(
        () => acked.length >= 30,
        () => ({ acked: acked.length }),
      );
      const port = redis!.port;
      await stopRedis();
      // Messages go on while Redis is away: stored and acknowledged, delivered once it is back.
      const duringOutage = acked.length;
      await until(
        () => acked.length >= duringOutage + 10,
        () => ({ acked: acked.length, duringOutage }),
      );
      redis = { port, server: await startRedisServer(port) };
      await sending;
      await until(
        () => sellerSide.messages.size === TOTAL,
        () => ({ seller: sellerSide.messages.size, buyer: buyerSide.messages.size, acked: acked.length }),
        60_000,
      );
      expectExact(acked, sellerSide, buyerSide);
      expect((await storedPm(subjectIdx)).length).toBe(TOTAL);
      // Whatever pub/sub dropped meanwhile, both were sent to catch up once Redis was back.
      expect(sellerSide.lost).toBeGreaterThanOrEqual(1);
      expect(buyerSide.lost).toBeGreaterThanOrEqual(1);
    },
  );

  it('brings a guest whose process died, away for hundreds of changes, every message, edit and delete of a live chat, page by page', async () => {
    const [one, two] = await Promise.all([server(), server()]);
    const staff = await createStaff(clientOf(two, database));
    const token = await guestToken(clientOf(one, database));
    // The guest's conversation: begun, then routed to the agent (the only one online).
    const agentConsole = await openSocket(two.url, staff.token);
    const guestSocket = await openSocket(one.url, undefined, 'en', token);
    const begun = await ask(guestSocket, 'liveChat.begin', { page: '/' });
    guestSocket.close();
    if (begun.code !== 0 || !('subjectIdx' in begun)) throw new Error(JSON.stringify(begun));
    const guest = party('live', begun.subjectIdx, { guest: token });
    const agentSide = party('live', begun.subjectIdx, { token: staff.token }, true);
    await Promise.all([guest.reconnect(one.url), agentSide.reconnect(two.url)]);
    agentConsole.close();

    const first = await guest.send('hello?');
    // Routed to the agent (the only one online) by whichever process ran the queue.
    await waitFor('the conversation assigned to the agent', async () => {
      const subject = await database.handle.db
        .selectFrom('live_subjects')
        .select(['status', 'staff_idx'])
        .where('idx', '=', begun.subjectIdx)
        .executeTakeFirst();
      return subject?.status === 'assigned' && subject.staff_idx === staff.idx;
    });
    // The guest's process dies; while the guest is away the agent writes 450 changes (three pages
    // of the catch-up), correcting one line and taking another back.
    await one.kill();
    const acked: Array<{ idx: number; body: string }> = [{ idx: first, body: 'hello?' }];
    for (let index = 0; index < 400; index++) {
      const body = `line ${index}`;
      acked.push({ idx: await agentSide.send(body), body });
    }
    const edited = acked[5]!;
    const deleted = acked[6]!;
    expect((await agentSide.ask('liveChat.edit', { idx: edited.idx, body: 'line 4, corrected' })).code).toBe(0);
    expect((await agentSide.ask('liveChat.delete', { idx: deleted.idx })).code).toBe(0);
    for (let index = 400; index < 448; index++) {
      const body = `line ${index}`;
      acked.push({ idx: await agentSide.send(body), body });
    }

    // Back through the other process: one catch-up brings everything, each change once.
    await guest.reconnect(two.url);
    // A message deleted while the guest was away comes back as gone: the catch-up never shows it.
    // An edit made meanwhile: the catch-up brings the message as it reads now.
    expectExact(
      acked
        .filter((send) => send !== deleted)
        .map((send) => (send === edited ? { ...send, body: 'line 4, corrected' } : send)),
      guest,
    );
    expect(guest.messages.has(deleted.idx)).toBe(false);
    expect(guest.repeats).toBe(0);
  });
});
