import type { ClientToServerEvents, ServerToClientEvents } from '@storefront/contract';
import { io as connect, type Socket } from 'socket.io-client';

/**
 * A socket.io client that says (X-Forwarded-For) it comes from `address`: the server believes it
 * when TRUST_PROXY trusts the test's loopback peer, as it would a proxy in front of it. For the
 * per-address limits, which every other test meets from 127.0.0.1. Closed by the caller.
 */
export async function openSocketFrom(
  url: string,
  address: string,
  auth: { token?: string; guest?: string; lang?: string } = {},
): Promise<Socket<ServerToClientEvents, ClientToServerEvents>> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
    path: '/io/',
    transports: ['websocket'],
    auth,
    extraHeaders: { 'x-forwarded-for': address },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
  return socket;
}
