import { createServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * The baseline of the private-message benchmark: socket.io alone, configured as the storefront's
 * (path /io/, websocket only), doing what a send does minus the application: join the client's
 * room from the handshake, acknowledge `send` with a number, then emit the payload to the rooms
 * named in it (the two parties'). No database, no checks.
 */
const http = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('ok');
});
const io = new Server(http, { path: '/io/', transports: ['websocket'], serveClient: false });
let counter = 0;
io.on('connection', (socket) => {
  const room = (socket.handshake.auth as { room?: unknown }).room;
  if (typeof room === 'string') void socket.join(room);
  socket.on('send', (payload: { to: string[]; body: string }, ack: (answer: { idx: number }) => void) => {
    ack({ idx: ++counter });
    for (const to of payload.to) io.to(to).emit('msg', { body: payload.body, idx: counter });
  });
});
http.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  void io.close(() => process.exit(0));
});
