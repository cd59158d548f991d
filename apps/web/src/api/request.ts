import { apiUrlPath, REFRESH_HEADER, TOKEN_HEADER } from '@storefront/contract/http';
import { Code } from '@storefront/contract/codes';
import { GUEST_TOKEN_HEADER, StorageKey } from '@storefront/contract/constants';
import type { CurrentUser, Envelope, RequestContext, SiteConfig } from '@storefront/contract';
import type { ApiPath, DataOf, PayloadOf } from '@storefront/contract/api';
import { storage } from '../lib/storage.ts';
import { useSessionStore } from './session-store.ts';
import { guestToken } from './guest-token.ts';
import { tokens } from './tokens.ts';

type Navigate = (to: string) => void;

const settings: { apiBase: string; navigate: Navigate; fetch: typeof fetch } = {
  apiBase: '',
  navigate: (to) => window.location.assign(to),
  fetch: (...args) => fetch(...args),
};

/** Lets the router take over navigation (and tests swap fetch) without a module cycle. */
export function configureRequest(options: Partial<typeof settings>): void {
  Object.assign(settings, options);
}

/** Goes to an address inside the app (through the router once it is configured). */
export function navigateTo(to: string): void {
  settings.navigate(to);
}

let timezone: string | undefined;

/** The context object sent with every call (spec 7.1). */
export function requestContext(): RequestContext {
  const referer = typeof document !== 'undefined' ? document.referrer : '';
  // Asked once: the first Intl.DateTimeFormat of a page costs tens of milliseconds.
  timezone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return {
    lang: storage.get(StorageKey.lang) ?? 'en',
    utc: -new Date().getTimezoneOffset(),
    timezone,
    path: window.location.pathname + window.location.search,
    referer: referer.slice(0, 2048),
    biz: 1,
  };
}

/** Stores, clears or keeps the token pair as the response headers say (spec 7.1). */
function applyTokenHeaders(headers: Headers): void {
  const token = headers.get(TOKEN_HEADER);
  if (token !== null) tokens.setToken(token);
  const refresh = headers.get(REFRESH_HEADER);
  if (refresh !== null) {
    tokens.setRefresh(refresh);
    tokenListeners.forEach((listener) => listener());
  }
}

const tokenListeners = new Set<() => void>();
/** Called whenever a new refresh token is stored, so its re-send can be scheduled. */
export function onRefreshStored(listener: () => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

function applyEnvelope(envelope: Envelope): void {
  const session = useSessionStore.getState();
  if (envelope.user && typeof envelope.user === 'object') session.mergeUser(envelope.user as Partial<CurrentUser>);
  if (envelope.config && typeof envelope.config === 'object') session.setConfig(envelope.config as SiteConfig);
  if (envelope.code === Code.notSignedIn) session.clearUser();
  const jump = envelope.command?.jumpUrl?.to;
  if (String(envelope.message) === '401' && jump) settings.navigate(jump);
}

/** The x-token header when a token is stored, and a guest's live-chat token. */
export function identityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = tokens.token();
  if (token) headers[TOKEN_HEADER] = token;
  // A guest's live chat (issue 13): the calls read only that guest's conversation.
  const guest = guestToken();
  if (guest) headers[GUEST_TOKEN_HEADER] = guest;
  return headers;
}

/** A call's address (spec 7.1 path rules). */
export const apiAddress = (path: string): string => settings.apiBase + apiUrlPath(path);

/** What every answer does: its token headers, then its envelope's rules (spec 7.1). */
export const answerRules = { tokens: applyTokenHeaders, envelope: applyEnvelope };

/**
 * POSTs a call (spec 7.1): path rules, context, x-token, then the response rules: tokens,
 * user merge, config, 4012, 401 jump. A failed request resolves to null, silently.
 */
export async function send<T>(
  path: string,
  payload: Record<string, unknown> | FormData = {},
): Promise<Envelope<T> | null> {
  const headers = identityHeaders();
  let body: BodyInit;
  if (payload instanceof FormData) {
    body = payload;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify({ ...payload, context: requestContext() });
  }
  try {
    const response = await settings.fetch(apiAddress(path), { method: 'POST', headers, body });
    applyTokenHeaders(response.headers);
    const envelope = (await response.json()) as Envelope<T>;
    applyEnvelope(envelope);
    return envelope;
  } catch {
    return null;
  }
}

/**
 * The payload argument of a path: optional when every field of its payload is. The test is on
 * the empty object type, not `object`: an empty payload schema infers `Record<string, never>`.
 */
export type PayloadArgs<P extends ApiPath> =
  Record<never, never> extends PayloadOf<P> ? [payload?: PayloadOf<P>] : [payload: PayloadOf<P>];

let principalInFlight: Promise<Envelope<unknown> | null> | null = null;

/**
 * The transport under every call, for any path (spec 7.1): `request` is the typed way in. Only
 * the transport's own tests call it directly, with paths no endpoint declares.
 */
export function postAnyPath(
  path: string,
  payload: Record<string, unknown> | FormData = {},
): Promise<Envelope<unknown> | null> {
  // Concurrent principal inquiries share one request (spec 7.2).
  if (path === 'ba/principal/inquiry') {
    principalInFlight ??= send(path, payload).finally(() => {
      principalInFlight = null;
    });
    return principalInFlight;
  }
  return send(path, payload);
}

/**
 * Calls an endpoint of the contract: the path picks the payload type and the answer's `data`
 * type, so no call site names a type by hand. Only types come from the contract: no schema
 * reaches the browser.
 */
export function request<P extends ApiPath>(path: P, ...[payload]: PayloadArgs<P>): Promise<Envelope<DataOf<P>> | null> {
  // The server checks every answer against the same endpoint in its tests.
  return postAnyPath(path, payload ?? {}) as Promise<Envelope<DataOf<P>> | null>;
}
