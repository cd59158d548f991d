import type {
  AckOf,
  ClientEventName,
  ClientPayloadOf,
  ClientToServerEvents,
  ServerEventName,
  ServerPayloadOf,
  ServerToClientEvents,
} from '@storefront/contract';
import type { KyselyPlugin } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import { createBuyer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createShop, type TestShop } from '../../../test/commerce-helpers.ts';

/** Helpers of the private-message and live-chat suites (not a test file): people, sockets and waiting for events. */

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Person = Awaited<ReturnType<typeof createBuyer>>;

/** How long a test waits for an event before it fails (never a fixed sleep). */
const EVENT_TIMEOUT_MS = 10_000;

type Inbox = ServerPayloadOf<'pm.init'>;
/** The first pm.init of each socket, listened for before it connects (it is sent right after). */
const firstInits = new WeakMap<ChatSocket, Promise<Inbox>>();
/** The first liveChat.init of each socket (a shopper's greeting, sent once their connection work is done). */
const firstLiveInits = new WeakMap<ChatSocket, Promise<unknown>>();

/**
 * A real socket.io client on the spec's path and transport; resolves once connected (rejects with
 * the refusal). `guest`: a live-chat guest token for the handshake.
 */
export async function openSocket(url: string, token?: string, lang?: string, guest?: string): Promise<ChatSocket> {
  const socket: ChatSocket = connect(url, {
    path: '/io/',
    transports: ['websocket'],
    auth: { ...(token ? { token } : {}), ...(lang ? { lang } : {}), ...(guest ? { guest } : {}) },
    reconnection: false,
    forceNew: true,
  });
  firstInits.set(socket, new Promise((resolve) => socket.once('pm.init', resolve)));
  firstLiveInits.set(socket, new Promise((resolve) => socket.once('liveChat.init', resolve)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}

/** The first `event` a socket of openSocket got when it connected, within EVENT_TIMEOUT_MS. */
function firstOf<T>(inits: WeakMap<ChatSocket, Promise<T>>, socket: ChatSocket, event: string): Promise<T> {
  const init = inits.get(socket);
  if (!init) throw new Error('not a socket of openSocket');
  return Promise.race([
    init,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no ${event}`)), EVENT_TIMEOUT_MS).unref()),
  ]);
}

/** The pm.init the socket got when it connected (unread total and latest position). */
export const firstInit = (socket: ChatSocket): Promise<Inbox> => firstOf(firstInits, socket, 'pm.init');

/**
 * The shopper's liveChat.init on connecting: sent after the connection's own queries, so an ack
 * asked meanwhile can come first.
 */
export const firstLiveInit = (socket: ChatSocket): Promise<unknown> => firstOf(firstLiveInits, socket, 'liveChat.init');

/** Emits an event and waits for its acknowledgement. */
export async function ask<E extends ClientEventName>(
  socket: ChatSocket,
  event: E,
  payload: ClientPayloadOf<E>,
): Promise<AckOf<E>> {
  // socket.io-client's typing of emitWithAck over a generic event name needs the erased form.
  const untyped = socket as unknown as Socket;
  return (await untyped.timeout(EVENT_TIMEOUT_MS).emitWithAck(event, payload)) as AckOf<E>;
}

/** The next `event` on the socket that `matches`, or a failure after the timeout. */
export function nextEvent<E extends ServerEventName>(
  socket: ChatSocket,
  event: E,
  matches: (payload: ServerPayloadOf<E>) => boolean = () => true,
): Promise<ServerPayloadOf<E>> {
  const untyped = socket as unknown as Socket;
  const name: string = event;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      untyped.off(name, listener);
      reject(new Error(`no ${event} within ${EVENT_TIMEOUT_MS} ms`));
    }, EVENT_TIMEOUT_MS);
    const listener = (payload: ServerPayloadOf<E>) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      untyped.off(name, listener);
      resolve(payload);
    };
    untyped.on(name, listener);
  });
}

/** Records every event of the given names the socket receives from now on. */
export function record(socket: ChatSocket, events: ServerEventName[]): Array<{ event: string; payload: unknown }> {
  const seen: Array<{ event: string; payload: unknown }> = [];
  const untyped = socket as unknown as Socket;
  for (const event of events) untyped.on(event, (payload: unknown) => seen.push({ event, payload }));
  return seen;
}

export const disconnected = (socket: ChatSocket) =>
  new Promise<string>((resolve, reject) => {
    if (socket.disconnected) return resolve('already');
    const timer = setTimeout(() => reject(new Error('still connected')), EVENT_TIMEOUT_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** A buyer, a shop (its owner is the seller) with one product, and the conversation between them. */
export interface Conversation {
  buyer: Person;
  shop: TestShop;
  seller: Person;
  subjectIdx: number;
  goodsIdx: number;
}

export async function createConversation(app: TestApp, url: string): Promise<Conversation> {
  const [buyer, shop] = await Promise.all([createBuyer(app), createShop(app, { price: 2_500 })]);
  const socket = await openSocket(url, buyer.token);
  try {
    const opened = await ask(socket, 'pm.subject.inquiry', { shopIdx: shop.idx });
    if (opened.code !== 0 || !('subject' in opened)) throw new Error(`inquiry failed: ${JSON.stringify(opened)}`);
    return { buyer, shop, seller: shop.owner, subjectIdx: opened.subject.idx, goodsIdx: shop.skus[0]!.goodsIdx };
  } finally {
    socket.close();
  }
}

/** Counts the stored messages of a conversation. */
export async function storedMessages(app: TestApp, subjectIdx: number): Promise<number> {
  const row = await app.db
    .selectFrom('pm_messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('subject_idx', '=', subjectIdx)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A suite's server: a test app listening on a free local port, and the sockets opened to it. */
export interface ChatServer {
  readonly app: TestApp;
  readonly url: string;
  /** A connected socket (openSocket), closed when the suite ends. */
  open(token?: string, lang?: string, guest?: string): Promise<ChatSocket>;
  /** A new buyer, shop and conversation between them (createConversation). */
  conversation(): Promise<Conversation>;
}

/**
 * Starts the suite's server before its tests and, after them, closes every socket opened through
 * it and destroys the app. Call at the top of a test file; `overrides` are the app's env.
 */
export function useChatServer(overrides: Record<string, string> = {}, plugins: KyselyPlugin[] = []): ChatServer {
  let app: TestApp | undefined;
  let url: string | undefined;
  const sockets: ChatSocket[] = [];
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the chat server starts in beforeAll');
    return value;
  };
  beforeAll(async () => {
    app = await createTestApp(overrides, undefined, undefined, plugins);
    url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await app?.destroy();
  });
  return {
    get app() {
      return started(app);
    },
    get url() {
      return started(url);
    },
    async open(token, lang, guest) {
      const socket = await openSocket(started(url), token, lang, guest);
      sockets.push(socket);
      return socket;
    },
    conversation: () => createConversation(started(app), started(url)),
  };
}
