import type { RealtimeSocket } from '../serving/socket-types.ts';

/**
 * Lets an idle socket's handshake request go once the connection is up: the client's address has
 * been read from it by then, and of its headers only the two read later are kept.
 *
 * Three things hold the request for the connection's life otherwise, most of an idle socket's heap
 * after socket.io's own objects (docs/BENCHMARKS.md "Scale-out"): engine.io's socket
 * (`conn.request`), the handshake's copy of the headers, and the `close` listener that engine.io's
 * upgrade response (`WebSocketResponse`, engine.io 6) leaves on the TCP socket, whose closure keeps
 * the response and with it the request. That listener only re-emits `close` on the response for
 * HTTP middlewares applied to the upgrade (`io.engine.use`), which this server does not use.
 * Should engine.io change its shape, nothing breaks: the request is merely kept, and the test
 * beside this file fails.
 */
export function releaseHandshake(socket: RealtimeSocket): void {
  Reflect.set(socket.conn, 'request', null);
  const { 'accept-language': acceptLanguage, referer } = socket.handshake.headers;
  socket.handshake.headers = {
    ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
    ...(referer === undefined ? {} : { referer }),
  };
  const tcp = tcpSocketOf(socket);
  if (!tcp) return;
  for (const listener of tcp.listeners('close')) {
    if (UPGRADE_RESPONSE_CLOSE.test(String(listener))) tcp.removeListener('close', listener as () => void);
  }
}

/** The source of engine.io's `socket.once("close", () => this.emit("close"))` in WebSocketResponse. */
const UPGRADE_RESPONSE_CLOSE = /^\(\)\s*=>\s*this\.emit\(["']close["']\)$/;

interface EventSource {
  listeners(event: string): unknown[];
  removeListener(event: string, listener: () => void): unknown;
}

/** The TCP socket under a websocket connection (engine.io's transport → ws → net.Socket). */
function tcpSocketOf(socket: RealtimeSocket): EventSource | undefined {
  const websocket = Reflect.get(socket.conn.transport, 'socket') as { _socket?: EventSource } | undefined;
  const tcp = websocket?._socket;
  return tcp && typeof tcp.listeners === 'function' ? tcp : undefined;
}
