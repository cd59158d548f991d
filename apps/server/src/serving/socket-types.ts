import type { ClientToServerEvents, ServerToClientEvents } from '@storefront/contract';
import type { Server, Socket } from 'socket.io';
import type { Principal } from '../core/principal.ts';

export interface SocketData {
  principal: Principal | null;
  /**
   * The live chat's guest identity from the handshake's signed `auth.guest` token, null without a
   * valid one. A signed-in socket may carry one too: its conversations move to the account.
   */
  guestId: string | null;
  /** The handshake's `auth.lang` when it names a supported language. */
  lang?: string;
  /** When the handshake's access token expires (ms since epoch); the socket is cut then (issue 19). */
  expiresAt?: number;
  /** The socket's language when the handshake names none, looked up once as it connects (socket-server.ts). */
  resolvedLang?: string;
  /** The client's address, read from the handshake request as it connects (socket-address.ts). */
  address?: string;
}

/** Between server processes (through the Redis adapter): a user's sockets must connect again. */
export interface InterServerEvents {
  reconnectUser: (userIdx: number) => void;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
