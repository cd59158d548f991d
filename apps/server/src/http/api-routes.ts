import {
  Code,
  REFRESH_HEADER,
  requestContextSchema,
  TOKEN_HEADER,
  type Envelope,
  type RequestContext,
} from '@storefront/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, type Translate } from '../i18n/server-messages.ts';
import { ApiError } from '../core/api-error.ts';
import type { ApiCall, CallResult } from '../serving/api-call.ts';
import type { Principal } from '../core/principal.ts';
import type { SessionService } from '../modules/accounts/session-service.ts';
import { sendError } from '../serving/send-error.ts';
import type { WriteLimits } from './write-limits.ts';
import { parsePayload } from '../core/validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The spec 7.1 context the caller sent with this call. */
    apiContext?: RequestContext;
  }
}

/** Strips slashes a client doubled or left at either end (`/api/v1//live/...` is accepted). */
const normalisePath = (raw: string) => raw.split('/').filter(Boolean).join('/');

/**
 * One route serves every JSON call: find the call by path, read the context, authenticate,
 * check access, validate the payload, run the handler, and write the envelope (spec 7.1).
 */
export function registerApiCalls(
  app: FastifyInstance,
  services: {
    sessions: Pick<SessionService, 'authenticate'>;
    translate: Translate;
    writeLimits: Pick<WriteLimits, 'check'>;
  },
  calls: ApiCall[],
  {
    checkAnswers = false,
    afterWrite,
  }: {
    checkAnswers?: boolean;
    /** Called after each seller-centre or admin write that succeeded (the page cache forgets its pages). */
    afterWrite?: (call: ApiCall) => void;
  } = {},
): void {
  // Keyed as requests are looked up: the spec's `/live/chat/message/list` is served at `api/v1/live/...`.
  const byPath = new Map<string, ApiCall>(calls.map((call) => [normalisePath(call.path), call]));
  for (const call of calls) {
    if (call.readsCaller === false && call.access !== 'guest')
      throw new Error(`${call.path}: only a guest call can skip reading the caller`);
  }

  app.post('/api/v1/*', async (request, reply) => {
    const path = normalisePath((request.params as { '*': string })['*']);
    const lang = pickLanguage(readContextLang(request.body), request.headers['accept-language']);
    try {
      const call = byPath.get(path);
      if (!call) throw ApiError.notFound();
      const { context, payload } = splitBody(request.body);
      request.apiContext = context;
      // One database round trip saved on every call that answers everyone alike.
      const principal = call.readsCaller === false ? null : await resolvePrincipal(request, reply, services, call);
      if (call.access !== 'guest' && !principal) throw ApiError.notSignedIn();
      if (call.access === 'staff' && principal?.role !== 'staff') throw ApiError.forbidden();
      if (call.access === 'admin' && !(principal?.role === 'staff' && principal.admin === true)) {
        throw ApiError.forbidden();
      }
      // Counted whatever the payload: a script sending garbage spends its budget too.
      if (call.writeLimit && principal) await services.writeLimits.check(call.writeLimit, principal.idx, request.ip);
      const input = parsePayload(call.endpoint.payload, payload, call.fieldMessages);
      const result = await call.handle({ payload: input, principal, context, lang, ip: request.ip, request });
      if (checkAnswers) checkAnswer(call, result);
      if (call.writeLimit && (result.code ?? Code.ok) === Code.ok) afterWrite?.(call);
      return send(reply, result);
    } catch (error) {
      return sendError(reply, request, services, error, lang);
    }
  });
}

/**
 * Tests serve with this on: a successful answer whose `data` does not match its endpoint's
 * declared shape becomes a fault, so the contract cannot drift from what the server sends.
 */
function checkAnswer(call: ApiCall, result: CallResult): void {
  if ((result.code ?? Code.ok) !== Code.ok) return;
  const parsed = call.endpoint.data.safeParse(result.data);
  if (!parsed.success) {
    throw new Error(`${call.path} answered data that does not match its endpoint: ${parsed.error.message}`);
  }
}

function readContextLang(body: unknown): unknown {
  if (!body || typeof body !== 'object') return undefined;
  const context = (body as { context?: unknown }).context;
  return context && typeof context === 'object' ? (context as { lang?: unknown }).lang : undefined;
}

function splitBody(body: unknown): { context: RequestContext; payload: Record<string, unknown> } {
  if (body === undefined || body === null) return { context: {}, payload: {} };
  if (typeof body !== 'object' || Array.isArray(body)) throw ApiError.invalid('body');
  const { context: rawContext, ...payload } = body as Record<string, unknown>;
  const context = rawContext === undefined ? {} : parseContext(rawContext);
  return { context, payload };
}

function parseContext(raw: unknown): RequestContext {
  try {
    return parsePayload(requestContextSchema, raw);
  } catch (error) {
    if (error instanceof ApiError)
      throw ApiError.invalid(`context.${String((error.data as { field?: string })?.field ?? '')}`);
    throw error;
  }
}

async function resolvePrincipal(
  request: FastifyRequest,
  reply: FastifyReply,
  services: { sessions: Pick<SessionService, 'authenticate'> },
  call: ApiCall,
): Promise<Principal | null> {
  const token = request.headers[TOKEN_HEADER];
  if (typeof token !== 'string' || token === '') return null;
  const principal = token.length <= 256 ? await services.sessions.authenticate(token) : null;
  if (principal) return principal;
  // A token that no longer works is cleared on the client, which then stops sending it.
  reply.header(TOKEN_HEADER, '');
  if (call.access !== 'guest' || call.staleToken === 'reject') {
    throw new ApiError(Code.notSignedIn, 'sessionExpired');
  }
  return null;
}

function send(reply: FastifyReply, result: CallResult): Envelope {
  if (result.tokens !== undefined) {
    reply.header(TOKEN_HEADER, result.tokens?.token ?? '');
    reply.header(REFRESH_HEADER, result.tokens?.refresh ?? '');
  }
  const envelope: Envelope = { code: result.code ?? Code.ok };
  if (result.message !== undefined) envelope.message = result.message;
  if (result.data !== undefined) envelope.data = result.data;
  if (result.user !== undefined) envelope.user = result.user;
  if (result.config !== undefined) envelope.config = result.config;
  if (result.command !== undefined) envelope.command = result.command;
  return envelope;
}
