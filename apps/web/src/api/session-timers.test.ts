// @vitest-environment happy-dom
import { fingerprintSchema } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectFingerprint } from '../lib/fingerprint.ts';
import { configureRequest, postAnyPath as request } from './request.ts';
import { startFingerprint, startRefreshSchedule } from './session-timers.ts';

const T0 = new Date('2026-03-01T10:00:00Z').getTime();
const fetchMock = vi.fn<typeof fetch>();
let stopRefresh: (() => void) | undefined;

function answer(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
}

/** The JSON bodies sent to one path, in order. */
function bodiesTo(path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === `/api/v1/${path}`)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** Stores a refresh token as the request helper does when a response carries x-refresh. */
async function receiveRefresh(token: string) {
  fetchMock.mockResolvedValueOnce(answer({ code: 0 }, { 'x-refresh': token }));
  await request('todo/inquiry');
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer({ code: 0 })));
  configureRequest({ fetch: fetchMock, navigate: () => undefined });
});

afterEach(() => {
  stopRefresh?.();
  stopRefresh = undefined;
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refresh token re-send (spec 4, 9: 300000 ms after storing)', () => {
  it('sends ba/token/refresh exactly 300000 ms after the token was stored', async () => {
    stopRefresh = startRefreshSchedule();
    await receiveRefresh('R1');
    await vi.advanceTimersByTimeAsync(299_999);
    expect(bodiesTo('ba/token/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodiesTo('ba/token/refresh')).toEqual([expect.objectContaining({ 'x-refresh': 'R1' })]);
  });

  it('counts from when it was stored across a page load', async () => {
    localStorage.setItem('x-refresh', 'R0');
    localStorage.setItem('x-refresh-at', String(T0 - 200_000));
    stopRefresh = startRefreshSchedule();
    await vi.advanceTimersByTimeAsync(99_999);
    expect(bodiesTo('ba/token/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodiesTo('ba/token/refresh')).toEqual([expect.objectContaining({ 'x-refresh': 'R0' })]);
  });

  it('sends at once when a stored token is already overdue', async () => {
    localStorage.setItem('x-refresh', 'R0');
    localStorage.setItem('x-refresh-at', String(T0 - 400_000));
    stopRefresh = startRefreshSchedule();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodiesTo('ba/token/refresh')).toHaveLength(1);
  });

  it('reschedules when a new refresh token arrives', async () => {
    stopRefresh = startRefreshSchedule();
    await receiveRefresh('R1');
    await vi.advanceTimersByTimeAsync(200_000);
    await receiveRefresh('R2');
    await vi.advanceTimersByTimeAsync(100_000); // R1's old due time: nothing
    expect(bodiesTo('ba/token/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(199_999);
    expect(bodiesTo('ba/token/refresh')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodiesTo('ba/token/refresh')).toEqual([expect.objectContaining({ 'x-refresh': 'R2' })]);
  });

  it('schedules the token the refresh call returns 300000 ms later', async () => {
    stopRefresh = startRefreshSchedule();
    await receiveRefresh('R1');
    fetchMock.mockResolvedValueOnce(answer({ code: 0 }, { 'x-token': 'T2', 'x-refresh': 'R2' }));
    await vi.advanceTimersByTimeAsync(300_000);
    expect(localStorage.getItem('x-refresh')).toBe('R2');
    await vi.advanceTimersByTimeAsync(299_999);
    expect(bodiesTo('ba/token/refresh')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodiesTo('ba/token/refresh').map((body) => body['x-refresh'])).toEqual(['R1', 'R2']);
  });

  it('sends nothing without a refresh token, or once it was cleared', async () => {
    stopRefresh = startRefreshSchedule();
    await receiveRefresh('R1');
    await receiveRefresh('');
    await vi.advanceTimersByTimeAsync(1_000_000);
    expect(bodiesTo('ba/token/refresh')).toHaveLength(0);
  });
});

describe('fingerprint (spec 4: idle or 500 ms; once more if cookieless)', () => {
  beforeEach(() => {
    // A known id, so the id hash (real async crypto) does not race the fake clock.
    localStorage.setItem('fp_id', 'device-1');
  });

  function answerFinger(...cookieless: boolean[]) {
    fetchMock.mockImplementation((url) =>
      Promise.resolve(
        answer(
          String(url) === '/api/v1/ba/finger'
            ? { code: 0, data: { cookieless: cookieless.shift() ?? false } }
            : { code: 0 },
        ),
      ),
    );
  }

  it('is sent after 500 ms when requestIdleCallback is missing, once', async () => {
    expect('requestIdleCallback' in window).toBe(false);
    answerFinger(false);
    startFingerprint();
    await vi.advanceTimersByTimeAsync(499);
    expect(bodiesTo('ba/finger')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(bodiesTo('ba/finger')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bodiesTo('ba/finger')).toHaveLength(1);
  });

  it('is sent when the browser is idle, and not again at 500 ms', async () => {
    const idle = vi.fn<(callback: () => void, options?: { timeout?: number }) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    answerFinger(false);
    startFingerprint();
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 500 });
    await vi.advanceTimersByTimeAsync(100);
    idle.mock.calls[0]![0]();
    await vi.advanceTimersByTimeAsync(0);
    expect(bodiesTo('ba/finger')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(bodiesTo('ba/finger')).toHaveLength(1);
  });

  it('is sent exactly once more when the answer says cookieless, not in a loop', async () => {
    answerFinger(true, true, true);
    startFingerprint();
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(60_000);
    const bodies = bodiesTo('ba/finger');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('carries the spec 3 fields and no fonts or devices', async () => {
    answerFinger(false);
    startFingerprint();
    await vi.advanceTimersByTimeAsync(500);
    const { context, ...fingerprint } = bodiesTo('ba/finger')[0]!;
    expect(context).toMatchObject({ biz: 1 });
    expect(Object.keys(fingerprint).sort()).toEqual(
      ['ccore', 'dpr', 'id', 'lang', 'lies', 'platform', 'ram', 'sh', 'sw', 'timezone', 'ua', 'utc'].sort(),
    );
    expect(fingerprintSchema.parse(fingerprint)).toEqual(fingerprint);
    expect(fingerprint).toMatchObject({ id: 'device-1', ua: navigator.userAgent, lang: navigator.language });
  });
});

describe('collectFingerprint', () => {
  it('computes a stable id once and keeps it', async () => {
    vi.useRealTimers();
    localStorage.removeItem('fp_id');
    const first = await collectFingerprint();
    expect(first.id).toMatch(/^[0-9a-z]{8,}$/);
    expect(localStorage.getItem('fp_id')).toBe(first.id);
    expect((await collectFingerprint()).id).toBe(first.id);
  });
});
