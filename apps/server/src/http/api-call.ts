import type { Command, RequestContext, Role } from '@storefront/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages.ts';

/** Who is calling: a signed-in user with their session, or nobody. */
export interface Principal {
  idx: number;
  role: Role;
  sessionId: string;
  familyId: string;
}

export interface CallInput<P> {
  payload: P;
  principal: Principal | null;
  context: RequestContext;
  lang: string;
  ip: string;
  request: FastifyRequest;
}

/** What a handler returns; the dispatcher turns it into the envelope and headers. */
export interface CallResult {
  data?: unknown;
  message?: string | number;
  code?: number;
  user?: unknown;
  config?: unknown;
  command?: Command;
  /** A new token pair to send in x-token / x-refresh, or null to clear both. */
  tokens?: { token: string; refresh: string } | null;
}

export type Access = 'guest' | 'user' | 'staff';

export interface ApiCall<S extends z.ZodType = z.ZodType> {
  path: string;
  /** One line for docs/API.md: what the call does. */
  summary: string;
  /** One line for docs/API.md: what `data` (and `user`, `config`, headers) carry on success. */
  returns: string;
  /** guest: anyone; user: signed in; staff: signed-in staff. */
  access: Access;
  /** What a presented but unknown or expired x-token gets: 'ignore' serves the caller as a guest. */
  staleToken?: 'reject' | 'ignore';
  /**
   * False for a guest call whose answer is the same for everyone (search suggestions): the
   * dispatcher skips the session lookup, so the handler gets `principal: null` and a presented
   * x-token is neither checked nor cleared (the next call that reads the caller does that).
   */
  readsCaller?: false;
  schema: S;
  /** Messages of the spec for a field's missing or malformed value (e.g. the address form's four). */
  fieldMessages?: Partial<Record<string, ServerMessageKey>>;
  handler: (input: CallInput<z.output<S>>) => Promise<CallResult>;
}

/** Declares one API call; keeps the payload type flowing from the schema to the handler. */
export function defineCall<S extends z.ZodType>(call: ApiCall<S>): ApiCall<S> {
  return call;
}
