import { readEnv } from '../config/env.ts';
import { readyBanner, startServer } from './server.ts';

/** `npm start`: one server process (the embedded PGlite default, or one of many behind a load balancer). */
const env = readEnv();
const server = await startServer(env, { prepare: true });
console.log(readyBanner(env, server.database.kind));

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
