import type { Command, RequestContext } from '@storefront/contract';
import type { Endpoint } from '@storefront/contract/api';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages.ts';
import type { Access, PrincipalFor } from '../core/principal.ts';

/** Whose writes a call counts against: the seller centre's, or the admin console's (http/write-limits.ts). */
export type WriteLimitScope = 'seller' | 'admin';

export interface CallInput<P, A extends Access = Access> {
  payload: P;
  principal: PrincipalFor<A>;
  context: RequestContext;
  lang: string;
  ip: string;
  request: FastifyRequest;
}

/** What a handler returns; the dispatcher turns it into the envelope and headers. */
export interface CallResult<D = unknown> {
  data?: D;
  message?: string | number;
  code?: number;
  user?: unknown;
  config?: unknown;
  command?: Command;
  /** A new token pair to send in x-token / x-refresh, or null to clear both. */
  tokens?: { token: string; refresh: string } | null;
}

/** How the server serves one endpoint: its handler and the dispatcher's options for it. */
export interface CallOptions<E extends Endpoint> {
  /** What a presented but unknown or expired x-token gets: 'ignore' serves the caller as a guest. */
  staleToken?: 'reject' | 'ignore';
  /**
   * False for a guest call whose answer is the same for everyone (search suggestions): the
   * dispatcher skips the session lookup, so the handler gets `principal: null` and a presented
   * x-token is neither checked nor cleared (the next call that reads the caller does that).
   */
  readsCaller?: E['access'] extends 'guest' ? false : never;
  /** Messages of the spec for a field's missing or malformed value (e.g. the address form's four). */
  fieldMessages?: Partial<Record<string, ServerMessageKey>>;
  /** More for docs/API.md that only the server knows (limits from its settings). */
  notes?: string;
  /**
   * A write call counted against the seller centre's or the admin console's limit, per account
   * and per client address (write-limits.ts), before its payload is read: 4029 beyond either.
   */
  writeLimit?: WriteLimitScope;
  handler: (input: CallInput<z.output<E['payload']>, E['access']>) => Promise<CallResult<z.input<E['data']>>>;
}

/** A served call as the dispatcher keeps it, its types erased. */
export interface ApiCall {
  endpoint: Endpoint;
  path: string;
  access: Access;
  staleToken?: 'reject' | 'ignore';
  readsCaller?: false;
  fieldMessages?: Partial<Record<string, ServerMessageKey>>;
  notes?: string;
  writeLimit?: WriteLimitScope;
  // Method syntax: a handler of a narrower input (a signed-in principal) is accepted here.
  handle(input: CallInput<unknown>): Promise<CallResult>;
}

/** Serves an endpoint of the contract; the handler's payload, principal and answer follow from it. */
export function defineCall<E extends Endpoint>(endpoint: E, options: CallOptions<E>): ApiCall {
  const { handler, ...rest } = options;
  return { endpoint, path: endpoint.path, access: endpoint.access, ...rest, handle: handler };
}
