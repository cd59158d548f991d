// @vitest-environment node
import type { LiveChatMessage, LiveChatState } from '@storefront/contract';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../api/query-client.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { currentSocket, setSocketOrigin, useSocketStatus } from '../../api/socket-client.ts';
import { flattenMessages, type MessagePages } from '../../chat/conversation-cache.ts';
import { liveChatKeys } from './live-chat-cache.ts';
import { beginChat, enterChat, sendLiveMessage } from './live-chat-actions.ts';
import { startLiveChat } from './live-chat-live.ts';
import { useLiveChat } from './live-chat-store.ts';

/*
 * The widget's data layer against a real socket.io server that plays the live-chat server: what
 * it does with each event the server sends (spec 4 unread bookkeeping: read while the panel shows,
 * else counted; a deleted unread message lowers the count; an edit merges; reads; typing) and what
 * it asks on opening and after a reconnection: the changes missed (`liveChat.since`) applied as the
 * live ones, or, when it cannot (no position, a reset, a refusal), the newest page.
 */

const SUBJECT = 5;
let http: HttpServer;
let io: Server;
let server: Socket | null = null;
let history: LiveChatMessage[] = [];
const begins: unknown[] = [];
const sends: unknown[] = [];
let nextIdx = 100;
/** What the server says on each connection (`liveChat.init`), when anything. */
let initOnConnect: { unread: number; position: number } | null = null;
/** The positions `liveChat.since` was asked from, and what it answers next (then: nothing more). */
const sinceAsks: number[] = [];
let sinceAnswers: unknown[] = [];
let historyAsks = 0;
let readAsks = 0;

const message = (idx: number, overrides: Partial<LiveChatMessage> = {}): LiveChatMessage => ({
  idx,
  subjectIdx: SUBJECT,
  body: `message ${idx}`,
  owner: false,
  staff: true,
  senderIdx: 50,
  readed: false,
  createAt: new Date(Date.UTC(2026, 0, 2, 10, idx % 60)).toISOString(),
  ...overrides,
});
const state = (overrides: Partial<LiveChatState> = {}): LiveChatState => ({
  subjectIdx: SUBJECT,
  status: 'queued',
  place: 1,
  staffOnline: true,
  agent: null,
  rating: null,
  ...overrides,
});

type LiveMessagePages = MessagePages<LiveChatMessage>;

const cached = () => flattenMessages(queryClient.getQueryData<LiveMessagePages>(liveChatKeys.messages(SUBJECT)));

/** The server sends a message and resolves with the widget's ack. */
function deliver(sent: LiveChatMessage): Promise<{ readed: boolean }> {
  return new Promise((resolve) => server?.emit('liveChat', sent, resolve));
}

beforeAll(async () => {
  http = createServer();
  io = new Server(http, { path: '/io/', transports: ['websocket'] });
  io.on('connection', (socket) => {
    server = socket;
    if (initOnConnect) socket.emit('liveChat.init', { ...initOnConnect, state: state({ status: 'assigned' }) });
    socket.on('liveChat.since', ({ position }: { position: number }, ack: (answer: unknown) => void) => {
      sinceAsks.push(position);
      ack(sinceAnswers.shift() ?? { code: 0, changes: [], position, more: false, reset: false });
    });
    socket.on('liveChat.begin', (payload: unknown, ack: (answer: unknown) => void) => {
      begins.push(payload);
      ack({ code: 0, subjectIdx: SUBJECT, state: state() });
    });
    socket.on('liveChat.history', (_payload: unknown, ack: (answer: unknown) => void) => {
      historyAsks++;
      ack({ code: 0, ended: false, rows: history });
    });
    socket.on('liveChat.readed', (_payload: unknown, ack: (answer: unknown) => void) => {
      readAsks++;
      ack({ code: 0, unread: 0 });
    });
    socket.on('liveChat', (payload: { body: string }, ack: (answer: unknown) => void) => {
      sends.push(payload);
      const idx = nextIdx++;
      ack({ code: 0, idx });
      socket.emit('liveChat', message(idx, { body: payload.body, owner: true, staff: false, senderIdx: 7 }), () => {});
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  useSessionStore.setState({ user: { idx: 7, name: 'Sam', avatar: '', role: 'buyer' } });
  // The test names the server; listening connects (the signed-in shopper is someone to speak for).
  setSocketOrigin(`http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  startLiveChat();
  await new Promise<void>((resolve) => {
    if (useSocketStatus.getState().status === 2) return resolve();
    const stop = useSocketStatus.subscribe(({ status }) => status === 2 && (stop(), resolve()));
  });
});
afterAll(async () => {
  useSessionStore.setState({ user: {} });
  await io.close();
});
beforeEach(() => {
  history = [];
  begins.length = 0;
  queryClient.setQueryData<LiveMessagePages>(liveChatKeys.messages(SUBJECT), { pages: [[]], pageParams: [null] });
  useLiveChat.setState({ visible: false, subjectIdx: SUBJECT, state: state(), unread: 0, agentTyping: false });
});

describe('the widget hears the live chat (spec 4, 7.4)', () => {
  it('sends from the box with owner: true and a client id (spec 3)', async () => {
    sends.length = 0;
    expect(await sendLiveMessage({ body: 'Hello from the box' })).toEqual({ ok: true });
    expect(sends).toEqual([
      { subjectIdx: SUBJECT, body: 'Hello from the box', owner: true, clientId: expect.any(String) },
    ]);
  });

  it("takes the server's unread count and state from liveChat.init", async () => {
    server?.emit('liveChat.init', { unread: 3, state: state({ status: 'assigned', agent: { idx: 50, name: 'Ana' } }) });
    await expect.poll(() => useLiveChat.getState().unread).toBe(3);
    expect(useLiveChat.getState().state?.agent?.name).toBe('Ana');
  });

  it('with the panel closed, an incoming staff message is acked unread and counted once', async () => {
    const sent = message(nextIdx++);
    expect(await deliver(sent)).toEqual({ readed: false });
    expect(useLiveChat.getState().unread).toBe(1);
    expect(cached().at(-1)).toEqual(sent);
    // Heard again (a reconnection's overlap): not counted twice.
    await deliver(sent);
    expect(useLiveChat.getState().unread).toBe(1);
  });

  it('with the panel visible, it is acked read and not counted', async () => {
    useLiveChat.setState({ visible: true });
    const sent = message(nextIdx++);
    expect(await deliver(sent)).toEqual({ readed: true });
    expect(useLiveChat.getState().unread).toBe(0);
    expect(cached().at(-1)).toEqual({ ...sent, readed: true });
  });

  it("the shopper's own message from another tab joins the conversation, acked unread and not counted", async () => {
    const sent = message(nextIdx++, { staff: false, owner: true, senderIdx: 7 });
    expect(await deliver(sent)).toEqual({ readed: false });
    expect(useLiveChat.getState().unread).toBe(0);
    expect(cached().at(-1)).toEqual(sent);
  });

  it('a deleted unread message lowers unread; a deleted read one does not', async () => {
    const unread = message(nextIdx++);
    const read = message(nextIdx++, { readed: true });
    await deliver(unread);
    await deliver(read);
    expect(useLiveChat.getState().unread).toBe(1);
    server?.emit('liveChat.delete', { idx: read.idx, subjectIdx: SUBJECT });
    server?.emit('liveChat.delete', { idx: unread.idx, subjectIdx: SUBJECT });
    await expect.poll(() => cached().length).toBe(0);
    expect(useLiveChat.getState().unread).toBe(0);
  });

  it('an edit merges its fields into the message', async () => {
    const sent = message(nextIdx++);
    await deliver(sent);
    server?.emit('liveChat.edit', {
      idx: sent.idx,
      subjectIdx: SUBJECT,
      body: 'edited',
      editAt: '2026-01-02T12:00:00.000Z',
    });
    await expect.poll(() => cached().at(-1)?.body).toBe('edited');
    expect(cached().at(-1)).toEqual({ ...sent, body: 'edited', editAt: '2026-01-02T12:00:00.000Z' });
  });

  it("staff reading turns the shopper's messages 'read'", async () => {
    const own = message(nextIdx++, { staff: false, owner: true, senderIdx: 7 });
    await deliver(own);
    server?.emit('liveChat.readed', { subjectIdx: SUBJECT, upToIdx: own.idx, reader: 'staff' });
    await expect.poll(() => cached().at(-1)?.readed).toBe(true);
  });

  it('shows the agent typing until their message or inputing false', async () => {
    server?.emit('inputing', { subjectIdx: SUBJECT, inputing: true, text: '' });
    await expect.poll(() => useLiveChat.getState().agentTyping).toBe(true);
    await deliver(message(nextIdx++));
    expect(useLiveChat.getState().agentTyping).toBe(false);
    server?.emit('inputing', { subjectIdx: SUBJECT, inputing: true, text: '' });
    await expect.poll(() => useLiveChat.getState().agentTyping).toBe(true);
    server?.emit('inputing', { subjectIdx: SUBJECT, inputing: false, text: '' });
    await expect.poll(() => useLiveChat.getState().agentTyping).toBe(false);
  });
});

describe('the widget asks (spec 4)', () => {
  it('opening with no agent assigned begins the chat: unread 0, the page sent, the newest page loaded', async () => {
    useLiveChat.setState({ unread: 2 });
    history = [message(1), message(2)];
    expect(await enterChat()).toEqual({ ok: true });
    expect(begins).toEqual([{ subjectIdx: SUBJECT, page: '/' }]);
    expect(useLiveChat.getState().unread).toBe(0);
    expect(cached().map((m) => m.idx)).toEqual([1, 2]);
  });

  it('after an ended conversation a new one begins without naming the old', async () => {
    useLiveChat.setState({ state: state({ status: 'ended' }) });
    await beginChat();
    expect(begins).toEqual([{ page: '/' }]);
  });

  it('on reconnecting with no position known yet, the newest page replaces what the cache held', async () => {
    queryClient.setQueryData<LiveMessagePages>(liveChatKeys.messages(SUBJECT), {
      pages: [[message(30), message(31)], [message(20)]],
      pageParams: [null, 30],
    });
    history = [message(31, { readed: true }), message(32)];
    currentSocket()?.io.engine.close();
    // socket.io waits 0.5 to 1.5 s before reconnecting.
    await expect
      .poll(() => queryClient.getQueryData<LiveMessagePages>(liveChatKeys.messages(SUBJECT))?.pages, { timeout: 5000 })
      .toEqual([history]);
  });
});

/** Drops the connection; socket.io reconnects by itself after 0.5 to 1.5 s. */
const dropConnection = () => currentSocket()?.io.engine.close();

describe('after a reconnection the widget catches up exactly (liveChat.since)', () => {
  beforeEach(() => {
    sinceAsks.length = 0;
    sinceAnswers = [];
    historyAsks = 0;
    readAsks = 0;
    initOnConnect = null;
  });

  it("takes the position from liveChat.init and every change, then applies what it missed as the live events, counted by the server's number", async () => {
    const held = [message(300), message(301, { staff: false, owner: true, senderIdx: 7 })];
    queryClient.setQueryData<LiveMessagePages>(liveChatKeys.messages(SUBJECT), {
      pages: [held],
      pageParams: [null],
    });
    server?.emit('liveChat.init', { unread: 1, state: state({ status: 'assigned' }), position: 40 });
    // A later change's position moves it on.
    server?.emit('liveChat.edit', { idx: 300, subjectIdx: SUBJECT, body: 'first, edited', position: 41 });
    await expect.poll(() => cached()[0]?.body).toBe('first, edited');
    // The reconnection's init brings the server's count (the two missed messages, one deleted since
    // it was counted): it does not move the position, the catch-up does.
    initOnConnect = { unread: 2, position: 47 };
    sinceAnswers = [
      {
        code: 0,
        changes: [
          { kind: 'message', message: { ...message(302), position: 42 } },
          { kind: 'message', message: { ...message(303), position: 43 } },
          { kind: 'edit', edit: { idx: 302, subjectIdx: SUBJECT, body: 'edited while away', position: 44 } },
        ],
        position: 44,
        more: true,
        reset: false,
      },
      {
        code: 0,
        changes: [
          { kind: 'delete', delete: { idx: 300, subjectIdx: SUBJECT, position: 45 } },
          { kind: 'read', read: { subjectIdx: SUBJECT, upToIdx: 301, reader: 'staff', position: 46 } },
        ],
        position: 46,
        more: false,
        reset: false,
      },
    ];
    dropConnection();
    await expect.poll(() => sinceAsks, { timeout: 5000 }).toEqual([41, 44]);
    await expect
      .poll(() => cached().map(({ idx, body, readed }) => ({ idx, body, readed })))
      .toEqual([
        { idx: 301, body: 'message 301', readed: true },
        { idx: 302, body: 'edited while away', readed: false },
        { idx: 303, body: 'message 303', readed: false },
      ]);
    expect(cached().some((m) => 'position' in m)).toBe(false);
    expect(historyAsks).toBe(0);
    expect(useLiveChat.getState().unread).toBe(2);
    // A caught-up message heard live again (an overlap) is not counted twice.
    await deliver(message(303));
    expect(useLiveChat.getState().unread).toBe(2);
  }, 15_000);

  it('with the panel open, enters the chat again without loading it again: the held messages turn read', async () => {
    queryClient.setQueryData<LiveMessagePages>(liveChatKeys.messages(SUBJECT), {
      pages: [[message(310)]],
      pageParams: [null],
    });
    useLiveChat.setState({ visible: true, state: state({ status: 'assigned' }) });
    sinceAnswers = [
      {
        code: 0,
        changes: [{ kind: 'message', message: { ...message(311), position: 60 } }],
        position: 60,
        more: false,
        reset: false,
      },
    ];
    dropConnection();
    await expect.poll(() => readAsks, { timeout: 5000 }).toBe(1);
    await expect
      .poll(() => cached().map(({ idx, readed }) => ({ idx, readed })))
      .toEqual([
        { idx: 310, readed: true },
        { idx: 311, readed: true },
      ]);
    expect(historyAsks).toBe(0);
    useLiveChat.setState({ visible: false });
  }, 15_000);

  it('on a reset (the widget ahead of the server) loads the newest page instead', async () => {
    history = [message(320), message(321)];
    sinceAnswers = [{ code: 0, changes: [], position: 3, more: false, reset: true }];
    dropConnection();
    await expect.poll(() => historyAsks, { timeout: 5000 }).toBe(1);
    await expect.poll(() => cached().map((m) => m.idx)).toEqual([320, 321]);
    expect(sinceAsks).toHaveLength(1);
  }, 15_000);

  it('when the server refuses the catch-up, loads the newest page instead', async () => {
    history = [message(330)];
    sinceAnswers = [{ code: 5000, message: 'Server error' }];
    dropConnection();
    await expect.poll(() => historyAsks, { timeout: 5000 }).toBe(1);
    await expect.poll(() => cached().map((m) => m.idx)).toEqual([330]);
  }, 15_000);
});
