import { typedKeywords, typingSessions } from './keywords.ts';
import type { LoadPlan } from './load.ts';

/** Spec 7.1: every call carries this context next to its payload. */
const CONTEXT = { lang: 'en', biz: 1 };
const TOKEN_HEADER = 'x-token';

export const DEMO_BUYER = { account: 'buyer@demo.shop', password: 'demo1234' };
/** Spread over the ~400 seeded goods so the calls do not all hit one row. */
export const GOODS_IDX = Array.from({ length: 16 }, (_, i) => 1 + i * 25);

interface Envelope {
  code: number;
  message?: string;
  data?: unknown;
}

export const apiBody = (payload: Record<string, unknown>) => JSON.stringify({ ...payload, context: CONTEXT });

function apiHeaders(token?: string): Record<string, string> {
  return token ? { 'content-type': 'application/json', [TOKEN_HEADER]: token } : { 'content-type': 'application/json' };
}

function parseEnvelope(body: string): Envelope | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as Envelope).code === 'number')
      return parsed as Envelope;
  } catch {
    // not JSON
  }
  return null;
}

/** A real answer: code 0 with an object in `data` (a guest or a refusal does not count). */
export function isRealAnswer(body: string): boolean {
  const envelope = parseEnvelope(body);
  return envelope !== null && envelope.code === 0 && typeof envelope.data === 'object' && envelope.data !== null;
}

interface CallOutcome {
  status: number;
  body: string;
  headers: Headers;
}

async function call(baseUrl: string, path: string, payload: Record<string, unknown>, token?: string) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: apiHeaders(token),
    body: apiBody(payload),
    signal: AbortSignal.timeout(10_000),
  });
  const outcome: CallOutcome = { status: response.status, body: await response.text(), headers: response.headers };
  return outcome;
}

function describe(path: string, outcome: CallOutcome): string {
  const envelope = parseEnvelope(outcome.body);
  if (!envelope) return `${path} answered HTTP ${outcome.status} with a body that is not an envelope`;
  const message = envelope.message ? ` (${envelope.message})` : '';
  if (envelope.code !== 0) return `${path} answered HTTP ${outcome.status}, code ${envelope.code}${message}`;
  return `${path} answered code 0 without data`;
}

/** Signs in as the demo buyer and returns the access token. */
export async function signInBuyer(baseUrl: string): Promise<string> {
  const outcome = await call(baseUrl, 'user/sign/in', DEMO_BUYER);
  const token = outcome.headers.get(TOKEN_HEADER);
  if (parseEnvelope(outcome.body)?.code !== 0 || !token) throw new Error(describe('user/sign/in', outcome));
  return token;
}

/** `ba/principal/inquiry` as the signed-in buyer: reads the session and the user. */
export async function principalPlan(baseUrl: string): Promise<LoadPlan> {
  const token = await signInBuyer(baseUrl);
  const path = 'ba/principal/inquiry';
  const check = await call(baseUrl, path, {}, token);
  if (!isRealAnswer(check.body)) throw new Error(describe(path, check));
  return {
    url: `${baseUrl}/api/v1/${path}`,
    method: 'POST',
    headers: apiHeaders(token),
    body: apiBody({}),
    verifyBody: isRealAnswer,
  };
}

/** `goods/detail` rotating over GOODS_IDX; every idx must answer for real before the run. */
export async function goodsDetailPlan(baseUrl: string): Promise<LoadPlan> {
  const path = 'goods/detail';
  for (const idx of GOODS_IDX) {
    const check = await call(baseUrl, path, { idx });
    if (!isRealAnswer(check.body)) throw new Error(`${describe(path, check)} for idx ${idx}`);
  }
  const bodies = GOODS_IDX.map((idx) => apiBody({ idx }));
  let next = 0;
  return {
    url: `${baseUrl}/api/v1/${path}`,
    verifyBody: isRealAnswer,
    requests: [
      {
        method: 'POST',
        path: `/api/v1/${path}`,
        headers: apiHeaders(),
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }),
      },
    ],
  };
}

/** The idx of the first product of the default goods listing, as a shopper meets it on /goods. */
export async function firstListedGoods(baseUrl: string): Promise<number> {
  const path = 'goods/list';
  const outcome = await call(baseUrl, path, { sort: 'relevance', page: 1, size: 1 });
  const data = parseEnvelope(outcome.body)?.data as { rows?: { idx?: unknown }[] } | undefined;
  const idx = data?.rows?.[0]?.idx;
  if (typeof idx !== 'number') throw new Error(`${describe(path, outcome)} (no first row with an idx)`);
  return idx;
}

/** Plans for the two hello targets: one GET that must answer exactly `expected`. */
export async function helloPlan(baseUrl: string, expected: string): Promise<LoadPlan> {
  const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5000) });
  const body = await response.text();
  if (response.status !== 200 || body !== expected) {
    throw new Error(
      `GET / answered HTTP ${response.status} ${JSON.stringify(body.slice(0, 80))}, expected ${expected}`,
    );
  }
  return { url: `${baseUrl}/`, verifyBody: (answer) => answer === expected };
}

/** The two keyword mixes of the search benchmark (bench/src/keywords.ts). */
export type SuggestionMix = 'warm' | 'cold';

/** The check before the run; never sent during it, so the cold run starts with an empty cache. */
const CHECK_KEYWORD = 'shirt';
let coldKeywords: string[] | undefined;
/** Every keyword sent to each server so far: the cold run sends none of them again. */
const sentTo = new Map<string, Set<string>>();

/**
 * search/suggestion as the header calls it, one keyword per request. `warm`: shoppers typing
 * names of the catalog, popular ones more often (typingSessions), so hot keywords repeat and the
 * tail does not; `cold`: each keyword the typing can produce once, skipping any this server was
 * ever sent, so every request misses its cache (the run ends early if the keywords run out).
 */
export async function suggestionPlan(baseUrl: string, mix: SuggestionMix, goods: number): Promise<LoadPlan> {
  const first = await call(baseUrl, 'search/suggestion', { kw: CHECK_KEYWORD });
  const envelope = parseEnvelope(first.body);
  if (envelope?.code !== 0 || !Array.isArray(envelope.data) || envelope.data.length === 0) {
    throw new Error(describe('search/suggestion', first));
  }
  const everSent = sentTo.get(baseUrl) ?? new Set<string>([CHECK_KEYWORD]);
  sentTo.set(baseUrl, everSent);
  let next: () => string;
  let remaining: (() => number) | undefined;
  if (mix === 'warm') {
    next = typingSessions(goods, 1);
  } else {
    coldKeywords ??= typedKeywords(goods);
    const unsent = coldKeywords.filter((keyword) => !everSent.has(keyword));
    let at = 0;
    next = () => unsent[at++ % unsent.length]!;
    // Each connection builds its next request ahead: stop short of the end of the list.
    remaining = () => Math.max(0, unsent.length - at - 100);
  }
  const sent = new Set<string>();
  let requests = 0;
  let repeats = 0;
  const pick = () => {
    const keyword = next();
    requests += 1;
    if (sent.has(keyword)) repeats += 1;
    else sent.add(keyword);
    everSent.add(keyword);
    return keyword;
  };
  const count = (n: number) => n.toLocaleString('en-US');
  return {
    url: `${baseUrl}/api/v1/search/suggestion`,
    verifyBody: (body) => {
      const answer = parseEnvelope(body);
      return answer?.code === 0 && Array.isArray(answer.data);
    },
    requests: [
      {
        method: 'POST',
        path: '/api/v1/search/suggestion',
        headers: apiHeaders(),
        setupRequest: (request) => ({ ...request, body: apiBody({ kw: pick() }) }),
      },
    ],
    ...(remaining ? { remaining } : {}),
    describe: () =>
      `${count(requests)} requests (warm-up included), ${count(sent.size)} distinct keywords, ${Math.round((100 * repeats) / Math.max(1, requests))}% of requests repeated a keyword sent before in the run`,
  };
}
