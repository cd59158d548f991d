import type {
  AckDataOf,
  AckOf,
  ClientEventName,
  ClientPayloadOf,
  ClientToServerEvents,
  ServerEventName,
  ServerToClientEvents,
} from '@storefront/contract';
import {
  ConnectionStatus,
  SOCKET_ACK_TIMEOUT_MS,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
  StorageKey,
  type ConnectionStatusValue,
} from '@storefront/contract/constants';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { create } from 'zustand';
import { storage } from '../lib/storage.ts';
import { useSessionStore } from './session-store.ts';
import { guestToken, setGuestToken } from './guest-token.ts';
import { tokens } from './tokens.ts';

/** Spec 4: 0 idle, 1 connecting, 2 connected, 3 disconnected. */
export type SocketStatus = ConnectionStatusValue;
const { idle, connecting, connected, disconnected } = ConnectionStatus;

export const useSocketStatus = create<{ status: SocketStatus }>(() => ({ status: idle }));

type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Listener = (...args: never[]) => void;

/**
 * What an acknowledged emit came back with: the ack's data (code 0), a refusal's code and
 * translated message, or `lost` when no acknowledgement came (no connection, or none in time).
 */
export type SocketAnswer<E extends ClientEventName> =
  { ok: true; data: AckDataOf<E> } | { ok: false; code: number; message: string; lost?: 'timeout' | 'offline' };

/** How long after a refused handshake the connection is tried again. */
const REFUSED_RETRY_MS = 5000;

/**
 * Who the connection speaks for: the signed-in user, else the live chat's guest (by their token),
 * else nobody (no connection). A refreshed access token is the same identity: it is read at every
 * (re)connection anyway.
 */
export interface SocketIdentity {
  userIdx: number | undefined;
  guest: string | null;
}

let socket: RealtimeSocket | null = null;
let loading: Promise<RealtimeSocket> | null = null;
/** The server's origin: the page's own unless a test outside a browser names one. */
let origin: string | undefined;
// Handlers outlive a socket: they are put on each socket this module creates.
const listeners = new Map<ServerEventName, Set<Listener>>();
const connectListeners = new Set<(again: boolean) => void>();
const identityListeners = new Set<(next: SocketIdentity, previous: SocketIdentity) => void>();
let connectedBefore = false;

const setStatus = (status: SocketStatus) => useSocketStatus.setState({ status });

const identityNow = (): SocketIdentity => {
  const userIdx = useSessionStore.getState().user.idx;
  return { userIdx, guest: userIdx === undefined ? guestToken() : null };
};
const sameIdentity = (a: SocketIdentity, b: SocketIdentity) => a.userIdx === b.userIdx && a.guest === b.guest;
const hasIdentity = (identity: SocketIdentity) => identity.userIdx !== undefined || identity.guest !== null;
/** Some feature listens: without one the connection has no use. */
const wanted = () => [...listeners.values()].some((handlers) => handlers.size > 0);

let identity = identityNow();

/** The socket once it is created, else null. */
export function currentSocket(): RealtimeSocket | null {
  return socket;
}

/** A test outside a browser names the server (before its first listener); the app never does. */
export function setSocketOrigin(serverOrigin: string): void {
  origin = serverOrigin;
}

/**
 * Opens the one realtime connection (spec 7.4: websocket at /io/, the token in the handshake).
 * Ignored while connecting or connected (spec 4). socket.io-client is loaded here, on first use,
 * never with the first screen. Every reconnection carries the token stored at that moment.
 */
function connect(): void {
  const { status } = useSocketStatus.getState();
  if (status === connecting || status === connected) return;
  setStatus(connecting);
  if (socket) {
    socket.connect();
    return;
  }
  loading ??= import('socket.io-client').then(({ io }) => {
    const options: Partial<ManagerOptions & SocketOptions> = {
      path: SOCKET_PATH,
      transports: [...SOCKET_TRANSPORTS],
      // `guest`: the live chat's guest token, when kept; with a signed-in token too, the server
      // moves that guest's conversation to the account (issue 13).
      auth: (send) => {
        send({
          token: tokens.token() ?? '',
          lang: storage.get(StorageKey.lang) ?? 'en',
          ...(guestToken() ? { guest: guestToken() } : {}),
        });
      },
      reconnectionDelayMax: 10_000,
    };
    const created: RealtimeSocket = origin ? io(origin, options) : io(options);
    created.on('connect', () => {
      // Spec 7.4 bind: the connection says which user it is (the server accepts only the token's own).
      const userIdx = useSessionStore.getState().user.idx;
      if (userIdx !== undefined) created.emit('bind', { userIdx }, () => undefined);
      setStatus(connected);
      const again = connectedBefore;
      connectedBefore = true;
      for (const listener of connectListeners) listener(again);
    });
    created.on('disconnect', (reason) => {
      setStatus(disconnected);
      // The server ended this session (sign-out, password change): no reconnecting with its token.
      if (reason === 'io server disconnect') created.disconnect();
    });
    created.on('connect_error', () => {
      setStatus(disconnected);
      // The server refused the handshake (a token that expired while the page slept, say):
      // socket.io does not retry that by itself. Try again later with whatever token is stored
      // then; a sign-out meanwhile has set the status back to idle and nothing is retried.
      if (!created.active) {
        setTimeout(() => {
          if (useSocketStatus.getState().status === disconnected && (tokens.token() || guestToken())) created.connect();
        }, REFUSED_RETRY_MS);
      }
    });
    for (const [event, handlers] of listeners) {
      for (const handler of handlers) created.on(event, handler as never);
    }
    socket = created;
    // Cut (signed out) while socket.io-client was loading: the connection stays closed.
    if (useSocketStatus.getState().status === idle) created.disconnect();
    return created;
  });
  void loading;
}

/** Closes the connection: status back to idle; the next connection is a first one (spec 4). */
function cut(): void {
  socket?.disconnect();
  connectedBefore = false;
  setStatus(idle);
}

/** Connected exactly while someone is there to speak for and a feature listens. */
function follow(): void {
  if (!sameIdentity(identityNow(), identity)) return identityMayHaveChanged();
  if (hasIdentity(identity) && wanted()) connect();
  else if (useSocketStatus.getState().status !== idle) cut();
}

/**
 * The session changed. For another identity (sign-in, sign-out, a guest who signs in, a guest's
 * new token) the features forget the previous one's data first (`onIdentityChange`), then the
 * connection is cut and made once again with the new handshake, or left closed for nobody.
 */
function identityMayHaveChanged(): void {
  const next = identityNow();
  if (sameIdentity(next, identity)) return;
  const previous = identity;
  identity = next;
  for (const listener of [...identityListeners]) listener(next, previous);
  if (useSocketStatus.getState().status !== idle) cut();
  follow();
}

useSessionStore.subscribe((state, prior) => {
  if (state.user.idx !== prior.user.idx) identityMayHaveChanged();
});

/**
 * Keeps (or drops, with null) the live chat's guest token: the connection follows, as it follows
 * a sign-in (a guest's first token connects the widget; a renewed one makes the handshake again).
 */
export function setGuestIdentity(token: string | null): void {
  setGuestToken(token);
  identityMayHaveChanged();
}

/** Runs when the connection's identity changes, before it connects as the new one. */
export function onIdentityChange(listener: (next: SocketIdentity, previous: SocketIdentity) => void): () => void {
  identityListeners.add(listener);
  return () => identityListeners.delete(listener);
}

/**
 * "Retry now" (issue 19): a connection that dropped is tried again at once instead of at the end
 * of socket.io's back-off. Nothing happens while connected, or before any connection was asked for.
 */
export function reconnectSocket(): void {
  if (!socket || useSocketStatus.getState().status !== disconnected) return;
  socket.disconnect();
  setStatus(connecting);
  socket.connect();
}

/**
 * Listens to a server event on the current socket and every later one; returns the function
 * that stops listening. Listening is all a feature does: the first listener connects (when there
 * is someone to speak for), the last one gone closes the connection.
 */
export function onSocketEvent<E extends ServerEventName>(event: E, handler: ServerToClientEvents[E]): () => void {
  const handlers = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, handlers);
  handlers.add(handler as Listener);
  socket?.on(event, handler as never);
  follow();
  return () => {
    handlers.delete(handler as Listener);
    socket?.off(event, handler as never);
    follow();
  };
}

/** Runs on every connection; `again` is true for a reconnection (spec 4: refetch what was missed). */
export function onSocketConnect(listener: (again: boolean) => void): () => void {
  connectListeners.add(listener);
  return () => connectListeners.delete(listener);
}

/** Resolves once connected, or false after `timeoutMs`. */
export function whenConnected(timeoutMs = SOCKET_ACK_TIMEOUT_MS): Promise<boolean> {
  if (useSocketStatus.getState().status === connected) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(false);
    }, timeoutMs);
    const unsubscribe = useSocketStatus.subscribe(({ status }) => {
      if (status !== connected) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(true);
    });
  });
}

/**
 * Emits an acknowledged event and waits for its ack (typed by the contract). A send that is not
 * acknowledged in time, or made while no connection comes up, answers `ok: false`: the caller
 * decides whether to retry (with the same client id, so the server stores it once).
 */
export async function emitWithAck<E extends ClientEventName>(
  event: E,
  payload: ClientPayloadOf<E>,
  timeoutMs = SOCKET_ACK_TIMEOUT_MS,
): Promise<SocketAnswer<E>> {
  if (!(await whenConnected(timeoutMs)) || !socket) return { ok: false, code: -1, message: '', lost: 'offline' };
  let ack: AckOf<E>;
  try {
    const emitter = socket.timeout(timeoutMs) as {
      emitWithAck(event: E, payload: ClientPayloadOf<E>): Promise<AckOf<E>>;
    };
    ack = await emitter.emitWithAck(event, payload);
  } catch {
    return { ok: false, code: -1, message: '', lost: 'timeout' };
  }
  if (ack.code !== 0) return { ok: false, code: ack.code, message: 'message' in ack ? String(ack.message ?? '') : '' };
  const { code: _code, ...data } = ack as { code: 0 } & AckDataOf<E>;
  void _code;
  return { ok: true, data: data as AckDataOf<E> };
}
