import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { bindSchema, SOCKET_PATH, type ClientToServerEvents, type ServerToClientEvents } from '@storefront/contract';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppServices } from '../app-services.ts';
import type { Principal } from '../http/api-call.ts';

export interface SocketData {
  principal: Principal | null;
  /** Guests get an identity for live chat; it lives as long as the connection. */
  guestId: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export const userRoom = (idx: number) => `user:${idx}`;
export const STAFF_ROOM = 'staff';
export const liveRoom = (subjectIdx: number) => `live:${subjectIdx}`;

export interface RealtimeHandle {
  io: RealtimeServer;
  close(): Promise<void>;
}

/**
 * socket.io at /io/ over websocket, authenticated with the session token in the handshake.
 * With REDIS_URL, rooms span every server process through the Redis adapter.
 */
export async function createRealtime(httpServer: HttpServer, services: AppServices): Promise<RealtimeHandle> {
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: 1_000_000,
  });

  const redisClients: Redis[] = [];
  if (services.env.REDIS_URL) {
    const pub = new Redis(services.env.REDIS_URL, { lazyConnect: true });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown };
    const token = typeof auth.token === 'string' && auth.token.length <= 256 ? auth.token : '';
    socket.data.guestId = randomUUID();
    if (!token) {
      socket.data.principal = null;
      return next();
    }
    services.sessions
      .authenticate(token)
      .then((principal) => {
        // A token that does not work is dropped at once rather than served as a guest.
        if (!principal) return next(new Error('4012'));
        socket.data.principal = principal;
        next();
      })
      .catch(() => next(new Error('5000')));
  });

  io.on('connection', (socket: RealtimeSocket) => {
    const principal = socket.data.principal;
    if (principal) {
      void socket.join(userRoom(principal.idx));
      if (principal.role === 'staff') void socket.join(STAFF_ROOM);
    }
    // bind (spec 7.4): a client confirms which user it is; only its own identity is accepted.
    socket.on('bind', (payload, ack) => {
      const parsed = bindSchema.safeParse(payload);
      const ok = parsed.success && principal !== null && parsed.data.userIdx === principal.idx;
      if (typeof ack === 'function') ack({ code: ok ? 0 : 4003 });
    });
  });

  return {
    io,
    close: async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
