import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import { Code } from '@storefront/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createServices, type AppServices } from './app-services.ts';
import type { LimiterClock } from '../modules/accounts/rate-limiter.ts';
import type { Env } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { pickLanguage } from '../i18n/server-messages.ts';
import { registerApiCalls } from '../http/api-routes.ts';
import { sendError } from '../serving/send-error.ts';
import { ApiError } from '../core/api-error.ts';
import type { ApiCall } from '../serving/api-call.ts';
import { trustProxyOption } from '../core/proxy-trust.ts';
import { registerSecurityHeaders } from '../http/security-headers.ts';
import { registerWebApp } from '../http/web-app.ts';
import { registerSeoRoutes, renderPage, type PageServices } from '../modules/seo/seo-routes.ts';
import { allCalls } from './all-calls.ts';
import { registerUploadRoute } from '../modules/uploads/uploads-routes.ts';
import { createRealtime, type RealtimeHandle } from '../realtime/socket-server.ts';
import { socketModules } from './socket-modules.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../../web/dist');

export interface BuiltApp {
  app: FastifyInstance;
  services: AppServices;
  realtime: RealtimeHandle;
  close(): Promise<void>;
}

export interface BuildOptions {
  env: Env;
  db: Db;
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** More calls to serve beside the product's own (tests exercise the dispatcher with these). */
  extraCalls?: (services: AppServices) => ApiCall[];
  /** Fail a call whose successful `data` does not match its contract endpoint (tests turn it on). */
  checkAnswers?: boolean;
  /** Where the rate limits read the time; tests pass a clock they move themselves (test/test-app.ts). */
  limiterClock?: LimiterClock;
}

/** Builds the whole server on an open, migrated database; the caller decides when to listen. */
export async function buildApp({
  env,
  db,
  logger = true,
  logStream,
  extraCalls,
  checkAnswers,
  limiterClock,
}: BuildOptions): Promise<BuiltApp> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) } : false,
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Off unless TRUST_PROXY names the proxies: request.ip (rate limits, fingerprints), the scheme
    // and the host then come from the socket, whatever X-Forwarded-* a client writes.
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    routerOptions: { ignoreDuplicateSlashes: true, ignoreTrailingSlash: true },
  });
  const services = createServices(db, env, limiterClock);

  // An empty JSON body is an empty payload, not an error; anything else goes through the
  // default parser, which refuses prototype-poisoning keys.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || body.length === 0) return done(null, {});
    void jsonParser(request, body.toString(), done);
  });

  app.setErrorHandler((error: { code?: string; statusCode?: number }, request, reply) => {
    const lang = pickLanguage(undefined, request.headers['accept-language']);
    let refusal: unknown = error;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      refusal = new ApiError(Code.invalidInput, 'bodyTooLarge', {}, { field: 'body' });
    } else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      refusal = new ApiError(Code.invalidInput, 'malformedJson', {}, { field: 'body' });
    }
    return reply.send(sendError(reply, request, services, refusal, lang));
  });

  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });

  let ready = false;
  // Liveness: the process serves. Readiness (a load balancer's check, docs/DEPLOY.md): it can also
  // reach what it shares with the others, the database and Redis, each within 2 s.
  app.get('/healthz', async (_request, reply) => {
    if (!ready) return reply.code(503).send({ status: 'starting' });
    return { status: 'ok' };
  });
  app.get('/readyz', async (_request, reply) => {
    if (!ready) return reply.code(503).send({ status: 'starting' });
    const within = <T>(work: Promise<T>) =>
      Promise.race([
        work.then(() => 'ok' as const),
        new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 2_000).unref()),
      ]).catch(() => 'down' as const);
    const [database, redis] = await Promise.all([
      within(sql`select 1`.execute(services.db)),
      services.shared ? within(services.shared.redis.ping()) : Promise.resolve('none' as const),
    ]);
    const status = database === 'ok' && redis !== 'down' ? 'ok' : 'down';
    return reply.code(status === 'ok' ? 200 : 503).send({ status, database, redis });
  });

  // Each route is handed the services it uses; the pages' set is made once (the first screen
  // keeps the catalog's calls per set).
  const { sessions, uploads, seo, translate, writeLimits, pages } = services;
  const calls = [...allCalls(services), ...(extraCalls?.(services) ?? [])];
  // A seller's or an admin's write may change a product, a shop or the catalog: every cached page
  // goes, on every process (each hears the others' writes through Redis when there is one).
  const { shared } = services;
  shared?.subscribe('pages', () => pages.clear());
  const afterWrite = () => {
    pages.clear();
    shared
      ?.publish('pages', 'clear')
      .catch((error: unknown) => app.log.warn({ err: error }, 'page cache clear not shared'));
  };
  registerApiCalls(app, { sessions, translate, writeLimits }, calls, { checkAnswers, afterWrite });
  await registerUploadRoute(app, { env, sessions, uploads, translate, guests: services.livechat.guests });
  registerSeoRoutes(app, { env, seo });
  const pageServices: PageServices = { env, seo, calls, pages, renders: services.renders };
  const webDist = env.WEB_DIST ?? DEFAULT_WEB_DIST;
  await registerWebApp(app, {
    distDir: webDist,
    uploadsDir: path.join(env.DATA_DIR, 'uploads'),
    renderPage: (request, template) => renderPage(pageServices, request, template, webDist),
  });

  await app.ready();
  const realtime = await createRealtime(app.server, services, (io) => socketModules(services, io), {
    logFault: (error, details) => app.log.error({ err: error, ...details }, 'socket event failed'),
    logRefusal: (details) => app.log.warn(details, 'socket event refused'),
    checkAcks: checkAnswers,
  });
  ready = true;
  return {
    app,
    services,
    realtime,
    close: async () => {
      services.search.close();
      // This process's agents go offline while the sockets can still tell the consoles.
      await services.livechat.presence.close();
      services.livechat.passes.close();
      await realtime.close();
      await app.close();
      await services.shared?.close();
      services.uploads.store.close();
    },
  };
}
