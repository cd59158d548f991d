import proxyAddr from '@fastify/proxy-addr';
import type { Env } from '../config/env.ts';
import { trustProxyOption } from '../core/proxy-trust.ts';
import type { RealtimeSocket } from './socket-types.ts';

/**
 * The client address of a socket, as Fastify tells an HTTP request's (request.ip): the handshake
 * request's peer, or, from proxies TRUST_PROXY names (or within its hop count), the nearest
 * untrusted address of X-Forwarded-For. The per-address limits of the live chat key on it, so a
 * client cannot choose its own address on the socket any more than on a call. Read once per
 * socket, as it connects (socket-server.ts), into its data: the handshake request is then let go
 * (it is most of an idle socket's memory).
 */
export function socketAddresses(setting: Env['TRUST_PROXY']): (socket: RealtimeSocket) => string {
  const option = trustProxyOption(setting);
  const trust = option === false ? null : typeof option === 'function' ? option : proxyAddr.compile(option);
  return (socket) => {
    if (socket.data.address === undefined) {
      const request = socket.request;
      socket.data.address = trust
        ? proxyAddr(request, trust)
        : (request.socket.remoteAddress ?? socket.handshake.address);
    }
    return socket.data.address;
  };
}
