import type { Server as HttpServer } from 'node:http';
import { createAdapter, createShardedAdapter } from '@socket.io/redis-adapter';
import { createAdapter as createStreamsAdapter } from '@socket.io/redis-streams-adapter';
import { isLanguage, SOCKET_PATH } from '@storefront/contract';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { guardUnawaitedCommands } from '../cluster/unawaited-commands.ts';
import type { Env } from '../config/env.ts';
import { pickLanguage, type Translate } from '../i18n/server-messages.ts';
import type { AccountsService } from '../modules/accounts/accounts-service.ts';
import type { SessionService } from '../modules/accounts/session-service.ts';
import type { GuestTokens } from '../modules/livechat/guest-tokens.ts';
import { listen, type EventContext } from '../serving/define-event.ts';
import { socketAddresses } from '../serving/socket-address.ts';
import { familyRoom, sessionRoom, STAFF_ROOM, userLanguageRoom, userRoom } from '../serving/rooms.ts';
import { releaseHandshake } from './release-handshake.ts';
import { cutAtExpiry, disconnectEndedSessions } from './session-sockets.ts';
import type { SocketModule } from '../serving/socket-module.ts';
import type { RealtimeServer, RealtimeSocket } from '../serving/socket-types.ts';

export interface RealtimeHandle {
  io: RealtimeServer;
  /**
   * Resolves once every event being handled now is done, and the deliveries the modules started
   * on their own (a presence change's) with them (tests wait for unacknowledged events).
   */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** What the socket server itself uses: the handshake's session and guest token, the refusals' language, the adapter. */
export interface RealtimeServices {
  env: Pick<Env, 'REDIS_URL' | 'SOCKET_REDIS_KEY' | 'SOCKET_ADAPTER' | 'TRUST_PROXY'>;
  sessions: SessionService;
  accounts: Pick<AccountsService, 'currentUser'>;
  livechat: { guests: Pick<GuestTokens, 'verify'> };
  translate: Translate;
}

export interface RealtimeOptions {
  /** Where faults of event handlers are reported (the app's logger). */
  logFault?: (error: unknown, details: Record<string, unknown>) => void;
  /** Where bad input that only the database caught is noted (one line, no stack). */
  logRefusal?: (details: Record<string, unknown>) => void;
  /** Tests serve with this on: acknowledgements are checked against the contract. */
  checkAcks?: boolean;
}

/**
 * socket.io at /io/ over websocket, authenticated with the session token in the handshake.
 * With REDIS_URL, rooms span every server process through the Redis adapter. Each module's events
 * are served through `defineEvent` (serving/define-event.ts); the composition lists the modules
 * (app/socket-modules.ts) and hands them in, given the server they emit on.
 */
export async function createRealtime(
  httpServer: HttpServer,
  services: RealtimeServices,
  socketModules: (io: RealtimeServer) => SocketModule[],
  options: RealtimeOptions = {},
): Promise<RealtimeHandle> {
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 1_000_000,
  });

  const redisClients: Redis[] = [];
  if (services.env.REDIS_URL) {
    const kind = services.env.SOCKET_ADAPTER;
    // Emits while Redis is away wait for it (a restart takes seconds) rather than fail unhandled.
    // The publishes of one turn of the event loop (a message's emits to both parties and the
    // unread count) go out in one write: a CPU profile of two processes at 200 messages a second
    // spent 0.86 s of 10.0 s busy in writing publishes one by one, 0.52 s of 9.4 s so
    // (docs/ARCHITECTURE.md "Scale-out"). Not for the stream adapter, whose client also blocks
    // reading the stream.
    const pub = new Redis(services.env.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: null,
      enableAutoPipelining: kind !== 'streams',
    });
    pub.on('error', () => undefined);
    guardUnawaitedCommands(pub);
    if (kind === 'streams') {
      await pub.connect();
      redisClients.push(pub);
      io.adapter(createStreamsAdapter(pub, { streamName: services.env.SOCKET_REDIS_KEY }));
      resyncAfterRedisReturns(io, pub);
    } else {
      const sub = pub.duplicate({ enableAutoPipelining: false });
      sub.on('error', () => undefined);
      guardUnawaitedCommands(sub);
      await Promise.all([pub.connect(), sub.connect()]);
      redisClients.push(pub, sub);
      io.adapter(
        kind === 'sharded'
          ? createShardedAdapter(pub, sub, { channelPrefix: services.env.SOCKET_REDIS_KEY })
          : createAdapter(pub, sub, { key: services.env.SOCKET_REDIS_KEY }),
      );
      resyncAfterRedisReturns(io, sub);
    }
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; lang?: unknown; guest?: unknown };
    const token = typeof auth.token === 'string' && auth.token.length <= 256 ? auth.token : '';
    if (isLanguage(auth.lang)) socket.data.lang = auth.lang;
    // A guest token that does not verify is no identity: such a guest may connect, not chat.
    Promise.all([
      token ? services.sessions.authenticateUntil(token) : null,
      services.livechat.guests.verify(auth.guest),
    ])
      .then(([session, guestId]) => {
        // A session token that does not work is dropped at once rather than served as a guest.
        if (token && !session) return next(new Error('4012'));
        socket.data.principal = session?.principal ?? null;
        if (session) socket.data.expiresAt = session.expiresAt.getTime();
        socket.data.guestId = guestId;
        // The socket's language, looked up once here (a query only when the handshake names none):
        // refusals, handlers (`lang`) and the socket's language room all use it.
        return socketLanguage(socket, services).then(() => next());
      })
      .catch(() => next(new Error('5000')));
  });

  const logFault = options.logFault ?? (() => undefined);
  const context: EventContext = {
    translate: services.translate,
    language: (socket) => socketLanguage(socket, services),
    logFault,
    ...(options.logRefusal ? { logRefusal: options.logRefusal } : {}),
    checkAcks: options.checkAcks,
    inFlight: new Set(),
  };
  const modules = socketModules(io);
  const events = modules.flatMap((module) => module.events);
  const stopSessionWatch = disconnectEndedSessions(io, services.sessions, redisClients.length > 0);

  const addressOf = socketAddresses(services.env.TRUST_PROXY);
  io.on('connection', (socket: RealtimeSocket) => {
    // The client's address is what the handshake request is still needed for: read it, then let
    // the request go.
    addressOf(socket);
    releaseHandshake(socket);
    const principal = socket.data.principal;
    if (principal) {
      cutAtExpiry(socket);
      // A join through the sharded adapter subscribes to the room's channel, which can fail
      // (Redis away): logged, not left unhandled.
      const joined = (done: Promise<void> | void) =>
        void Promise.resolve(done).catch((error: unknown) => logFault(error, { stage: 'join', socketId: socket.id }));
      joined(
        socket.join([
          userRoom(principal.idx),
          userLanguageRoom(principal.idx, knownLanguage(socket)),
          sessionRoom(principal.sessionId),
          familyRoom(principal.familyId),
        ]),
      );
      if (principal.role === 'staff') joined(socket.join(STAFF_ROOM));
    }
    listen(socket, context, events);
    for (const module of modules) {
      const work = module
        .onConnect?.(socket)
        .catch((error: unknown) => logFault(error, { stage: 'connect', socketId: socket.id }));
      // A connection's work counts as in flight, as an event's does (`idle`, `close`).
      if (work) {
        context.inFlight?.add(work);
        void work.finally(() => context.inFlight?.delete(work));
      }
    }
  });

  return {
    io,
    idle: async () => {
      await Promise.allSettled([...(context.inFlight ?? [])]);
      await Promise.all(modules.map((module) => module.idle?.()));
    },
    close: async () => {
      stopSessionWatch();
      await Promise.all(modules.map((module) => module.close?.()));
      await Promise.allSettled([...(context.inFlight ?? [])]);
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}

/**
 * While Redis is away (a restart, a failover), what other processes emit for this process's
 * sockets is lost: pub/sub keeps nothing. Everything is stored, and every chat client catches up
 * from its position when it reconnects (web/src/chat/catch-up.ts), so when the subscription comes
 * back each socket here has its transport closed: the client reconnects by itself (to any
 * process) and asks for what it missed. Closing the transport, not the socket, is what makes a
 * socket.io client reconnect on its own.
 */
function resyncAfterRedisReturns(io: RealtimeServer, subscriber: Redis): void {
  let lost = false;
  subscriber.on('close', () => {
    lost = true;
  });
  subscriber.on('ready', () => {
    if (!lost) return;
    lost = false;
    for (const socket of io.of('/').sockets.values()) socket.conn.close();
  });
  // ioredis reconnects by itself; without a listener its errors would be unhandled.
  subscriber.on('error', () => undefined);
}

/** The language `socketLanguage` settled on when the socket connected ('en' before it has). */
export function knownLanguage(socket: RealtimeSocket): string {
  return socket.data.lang ?? socket.data.resolvedLang ?? 'en';
}

/** The handshake's language, else the signed-in user's, else the best Accept-Language match. */
async function socketLanguage(socket: RealtimeSocket, services: RealtimeServices): Promise<string> {
  if (socket.data.lang) return socket.data.lang;
  if (socket.data.resolvedLang) return socket.data.resolvedLang;
  const principal = socket.data.principal;
  const user = principal ? await services.accounts.currentUser(principal.idx) : null;
  const lang = isLanguage(user?.lang)
    ? user.lang
    : pickLanguage(undefined, socket.handshake.headers['accept-language']);
  socket.data.resolvedLang = lang;
  return lang;
}
