// @vitest-environment node
import type { LiveChatMessage, LiveConversation } from '@storefront/contract';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { setSocketOrigin, useSocketStatus } from '../../api/socket-client.ts';
import { flattenMessages, type MessagePages } from '../../chat/conversation-cache.ts';
import { consoleKeys, type ConsoleSnapshot } from './console-cache.ts';
import { claimConversation, consoleSnapshotQuery } from './console-data.ts';
import { seenConsolePosition, startConsoleLive } from './console-live.ts';
import { useConsoleStore } from './console-store.ts';

/*
 * The console's live layer against a real socket.io server: the snapshot asked on connecting and
 * again after a reconnection, conversation upserts, incoming messages acknowledged as read only
 * while the agent's own conversation is on screen, the shopper's typing, a refused claim, and the
 * catch-up after a reconnection: the agent's own conversations keep their messages with what was
 * missed applied (`liveChat.since`), the others (and all, when the catch-up cannot be exact) load anew.
 */

const ME = 7;
let http: HttpServer;
let io: Server;
let client: ServerSocket | null = null;
let consoleAsks = 0;
/** The conversations and positions `liveChat.since` was asked from, and what it answers next (then: nothing more). */
const sinceAsks: Array<{ subjectIdx?: number; position: number }> = [];
let sinceAnswers: unknown[] = [];

function conversation(subjectIdx: number, fields: Partial<LiveConversation> = {}): LiveConversation {
  return {
    subjectIdx,
    status: 'queued',
    staffIdx: null,
    staffName: null,
    shopper: { kind: 'guest', idx: null, name: `Guest ${subjectIdx}`, avatar: '' },
    firstMessage: 'Hello',
    lastMessage: 'Hello',
    lastFlag: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    queuedAt: '2026-01-01T10:00:00.000Z',
    assignedAt: null,
    endedAt: null,
    updatedAt: '2026-01-01T10:00:00.000Z',
    staffUnread: 0,
    shopperPresent: true,
    page: '/',
    lang: 'en',
    rating: null,
    ratingComment: null,
    ...fields,
  };
}

const shopperMessage = (idx: number, subjectIdx: number): LiveChatMessage => ({
  idx,
  subjectIdx,
  body: `question ${idx}`,
  owner: false,
  staff: false,
  senderIdx: null,
  readed: false,
  createAt: new Date().toISOString(),
});

const me = { idx: ME, name: 'Agent', status: 'online' as const, open: 1 };

/** The server sends `message` and gives back what the console answered about reading it. */
async function deliver(message: LiveChatMessage): Promise<boolean> {
  const answer = (await client!.timeout(2000).emitWithAck('liveChat', message)) as { readed: boolean };
  return answer.readed;
}

const snapshot = () => queryClient.getQueryData<ConsoleSnapshot>(consoleKeys.snapshot);

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: '/io/', transports: ['websocket'] });
  io.on('connection', (socket) => {
    client = socket;
    socket.on('liveChat.console', (_payload: unknown, ack: (answer: unknown) => void) => {
      consoleAsks++;
      ack({
        code: 0,
        conversations: [conversation(1, { status: 'assigned', staffIdx: ME }), conversation(2)],
        agents: [me],
        me,
        routing: 'manual',
        cap: 5,
      });
    });
    socket.on('liveChat.since', (asked: { subjectIdx?: number; position: number }, ack: (answer: unknown) => void) => {
      sinceAsks.push(asked);
      ack(sinceAnswers.shift() ?? { code: 0, changes: [], position: asked.position, more: false, reset: false });
    });
    socket.on('liveChat.readed', (_payload: unknown, ack: (answer: unknown) => void) => ack({ code: 0, unread: 0 }));
    socket.on('liveChat.claim', (_payload: unknown, ack: (answer: unknown) => void) =>
      ack({ code: 4003, message: 'Another agent took this conversation.' }),
    );
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  // The test names the server; the signed-in agent's live layer listening connects.
  setSocketOrigin(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  useSessionStore.setState({ user: { idx: ME, name: 'Agent', avatar: '', role: 'staff' } });
  startConsoleLive();
  await new Promise<void>((resolve) => {
    if (useSocketStatus.getState().status === 2) return resolve();
    const stop = useSocketStatus.subscribe(({ status }) => status === 2 && (stop(), resolve()));
  });
});
afterAll(async () => {
  useSessionStore.setState({ user: {} });
  await io.close();
});
beforeEach(async () => {
  queryClient.clear();
  await queryClient.fetchQuery(consoleSnapshotQuery);
  useConsoleStore.setState({ shown: null, onScreen: null, typing: {}, visible: true });
  // Conversation 1's messages are held, as when it was opened.
  queryClient.setQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(1), { pages: [[]], pageParams: [null] });
});

describe('the console live layer', () => {
  it('puts a new queued conversation and a changed one into the snapshot', async () => {
    client!.emit('liveChat.conversation', conversation(3, { queuedAt: '2026-01-01T10:05:00.000Z' }));
    client!.emit(
      'liveChat.conversation',
      conversation(2, { status: 'assigned', staffIdx: 9, updatedAt: '2026-01-01T10:06:00.000Z' }),
    );
    await expect
      .poll(() =>
        snapshot()
          ?.conversations.map((c) => `${c.subjectIdx}:${c.status}`)
          .sort(),
      )
      .toEqual(['1:assigned', '2:assigned', '3:queued']);
  });

  it('answers read only while its own conversation is on screen, and holds the message either way', async () => {
    expect(await deliver(shopperMessage(10, 1))).toBe(false);
    useConsoleStore.getState().setOnScreen(1);
    expect(await deliver(shopperMessage(11, 1))).toBe(true);
    // A queued conversation looked at stays unread for whoever claims it.
    useConsoleStore.getState().setOnScreen(2);
    expect(await deliver(shopperMessage(12, 2))).toBe(false);
    useConsoleStore.getState().setOnScreen(1);
    useConsoleStore.getState().setVisible(false);
    expect(await deliver(shopperMessage(13, 1))).toBe(false);
    const held = flattenMessages(queryClient.getQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(1)));
    expect(held.map((m) => m.idx)).toEqual([10, 11, 13]);
  });

  it("shows the shopper's typing and drops it with their message", async () => {
    client!.emit('inputing', { subjectIdx: 1, inputing: true, text: 'Where is' });
    await expect.poll(() => useConsoleStore.getState().typing[1]?.text).toBe('Where is');
    await deliver(shopperMessage(20, 1));
    expect(useConsoleStore.getState().typing[1]).toBeUndefined();
  });

  it('keeps edits, deletes and read marks of the shown conversation current', async () => {
    await deliver({ ...shopperMessage(30, 1) });
    client!.emit('liveChat', { ...shopperMessage(31, 1), staff: true, senderIdx: ME, owner: true });
    client!.emit('liveChat.readed', { subjectIdx: 1, upToIdx: 31, reader: 'shopper' });
    client!.emit('liveChat.edit', { idx: 31, subjectIdx: 1, body: 'edited', editAt: new Date().toISOString() });
    client!.emit('liveChat.delete', { idx: 30, subjectIdx: 1 });
    await expect
      .poll(() => flattenMessages(queryClient.getQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(1))))
      .toMatchObject([{ idx: 31, body: 'edited', readed: true }]);
  });

  it("a refused claim gives the server's message and changes nothing", async () => {
    const result = await claimConversation(2);
    expect(result).toEqual({ ok: false, message: 'Another agent took this conversation.' });
    expect(snapshot()?.conversations.find((c) => c.subjectIdx === 2)?.status).toBe('queued');
  });

  it('asks for the snapshot again after a reconnection', async () => {
    const before = consoleAsks;
    // The connection drops (not a server-side disconnect): the client comes back by itself.
    client!.conn.close();
    await expect.poll(() => consoleAsks, { timeout: 10_000 }).toBeGreaterThan(before);
  }, 15_000);
});

const heldMessages = (subjectIdx: number) =>
  queryClient.getQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(subjectIdx));

describe('after a reconnection the console catches up exactly (liveChat.since)', () => {
  beforeEach(() => {
    sinceAsks.length = 0;
    sinceAnswers = [];
    // The queued conversation 2 was looked at: its messages are held too.
    queryClient.setQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(2), {
      pages: [[shopperMessage(50, 2)]],
      pageParams: [null],
    });
  });

  it('applies what a held conversation missed to its messages, and loads one without a position anew', async () => {
    queryClient.setQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(1), {
      pages: [[shopperMessage(39, 1)]],
      pageParams: [null],
    });
    // Conversation 1's newest page said where its staff side stood (100); a live change moves it on.
    seenConsolePosition(1, 100);
    client!.emit('liveChat.edit', { idx: 39, subjectIdx: 1, body: 'first, edited', position: 101 });
    await expect.poll(() => flattenMessages(heldMessages(1))[0]?.body).toBe('first, edited');
    const own = { ...shopperMessage(41, 1), staff: true, senderIdx: ME, owner: true };
    sinceAnswers = [
      {
        code: 0,
        changes: [
          { kind: 'message', message: { ...shopperMessage(40, 1), position: 102 } },
          { kind: 'message', message: { ...own, position: 103 } },
        ],
        position: 103,
        more: true,
        reset: false,
      },
      {
        code: 0,
        changes: [
          { kind: 'edit', edit: { idx: 41, subjectIdx: 1, body: 'answer, edited', position: 104 } },
          { kind: 'read', read: { subjectIdx: 1, upToIdx: 41, reader: 'shopper', position: 105 } },
          { kind: 'delete', delete: { idx: 39, subjectIdx: 1, position: 106 } },
        ],
        position: 106,
        more: false,
        reset: false,
      },
    ];
    const asked = consoleAsks;
    client!.conn.close();
    // Conversation 2 was held without a position: it is not asked, its messages load anew.
    await expect
      .poll(() => sinceAsks, { timeout: 10_000 })
      .toEqual([
        { subjectIdx: 1, position: 101 },
        { subjectIdx: 1, position: 103 },
      ]);
    await expect
      .poll(() => flattenMessages(heldMessages(1)).map(({ idx, body, readed }) => ({ idx, body, readed })))
      .toEqual([
        { idx: 40, body: 'question 40', readed: false },
        { idx: 41, body: 'answer, edited', readed: true },
      ]);
    expect(flattenMessages(heldMessages(1)).some((m) => 'position' in m)).toBe(false);
    // The snapshot (the queue, the agents) is asked again.
    await expect.poll(() => consoleAsks).toBeGreaterThan(asked);
    expect(heldMessages(2)).toBeUndefined();
  }, 15_000);

  it('when the catch-up cannot be exact (a reset), loads the held messages of that conversation anew', async () => {
    queryClient.setQueryData<MessagePages<LiveChatMessage>>(consoleKeys.messages(1), {
      pages: [[shopperMessage(60, 1)]],
      pageParams: [null],
    });
    sinceAnswers = [{ code: 0, changes: [], position: 7, more: false, reset: true }];
    client!.conn.close();
    await expect.poll(() => sinceAsks, { timeout: 10_000 }).toEqual([{ subjectIdx: 1, position: 106 }]);
    await expect.poll(() => heldMessages(1)).toBeUndefined();
    expect(heldMessages(2)).toBeUndefined();
  }, 15_000);
});
