import { randomBytes } from 'node:crypto';
import http from 'node:http';

/**
 * Baseline: the least a Node.js HTTP server can do per request. With BODY_BYTES it answers every
 * request with a compressed page's weight instead (random bytes, sent as `br`, which no client
 * here decodes): the most a load generator reads of pages that size on this machine.
 */
const bodyBytes = Number(process.env.BODY_BYTES ?? 0);
const page = bodyBytes > 0 ? randomBytes(bodyBytes) : null;

const server = http.createServer((_request, response) => {
  if (page) {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': page.length,
    });
    response.end(page);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello');
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
