import Fastify from 'fastify';

/** The framework alone: Fastify 5 with no plugins, no logger, answering a small JSON object. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
