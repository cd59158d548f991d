import http from 'node:http';

/** Baseline: the least a Node.js HTTP server can do per request. */
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end('hello');
});
server.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1');
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
