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

/** What shoppers type into the header search: prefixes as they type, whole words, a typo. */
export const SUGGESTION_KEYWORDS = [
  'sh',
  'shi',
  'shirt',
  'li',
  'lin',
  'linen',
  'lamp',
  'smart',
  'smartfone',
  'sneak',
  'ring',
  'kettle',
  'boo',
  'pillow',
  'aurora',
  'demo',
];

/** search/suggestion as the header calls it, cycling through the keywords above. */
export async function suggestionPlan(baseUrl: string): Promise<LoadPlan> {
  const first = await call(baseUrl, 'search/suggestion', { kw: 'shirt' });
  const envelope = parseEnvelope(first.body);
  if (envelope?.code !== 0 || !Array.isArray(envelope.data) || envelope.data.length === 0) {
    throw new Error(describe('search/suggestion', first));
  }
  return {
    url: `${baseUrl}/api/v1/search/suggestion`,
    headers: apiHeaders(),
    requests: SUGGESTION_KEYWORDS.map((kw) => ({ method: 'POST' as const, body: apiBody({ kw }) })),
    verifyBody: (body) => {
      const answer = parseEnvelope(body);
      return answer?.code === 0 && Array.isArray(answer.data);
    },
  };
}
