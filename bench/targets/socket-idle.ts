import { createServer } from 'node:http';
import { SOCKET_PATH } from '@storefront/contract';
import { Server } from 'socket.io';

/**
 * The baseline of the idle-socket benchmark: socket.io alone with the storefront's options
 * (apps/server/src/realtime/socket-server.ts: its path, websocket only, no client file, 1 MB
 * messages) on a node:http server answering `ok`. It accepts every handshake and does nothing
 * else: what a connection costs socket.io itself.
 */
const http = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('ok');
});
const io = new Server(http, {
  path: SOCKET_PATH,
  transports: ['websocket'],
  serveClient: false,
  maxHttpBufferSize: 1_000_000,
});
http.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  void io.close(() => process.exit(0));
});
