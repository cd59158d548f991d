// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, postAnyPath as request } from './request.ts';
import { useSessionStore } from './session-store.ts';

const fetchMock = vi.fn<typeof fetch>();
const navigateMock = vi.fn<(to: string) => void>();

/** A real Response, as the server would send it. */
function answer(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });
}

/** The URL, init and parsed JSON body of the nth fetch. */
function sent(n = 0) {
  const call = fetchMock.mock.calls[n];
  if (!call) throw new Error(`no fetch #${n}`);
  const [url, init = {}] = call;
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : init.body;
  return { url: String(url), init, headers: new Headers(init.headers), body };
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ user: {}, config: null });
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer({ code: 0 })));
  navigateMock.mockReset();
  configureRequest({ fetch: fetchMock, navigate: navigateMock });
});

describe('request: address (spec 7.1)', () => {
  it('POSTs to /api/v1/<path>', async () => {
    await request('search/suggestion', { kw: 'ab' });
    expect(sent().url).toBe('/api/v1/search/suggestion');
    expect(sent().init.method).toBe('POST');
  });

  it.each(['api/v2/thing', 'service/v1/upload', 'rpc/echo'])('uses %s as given', async (path) => {
    await request(path);
    expect(sent().url).toBe(`/${path}`);
  });

  it('sends /live/chat/message/list under /api/v1 (the leading slash is no raw prefix)', async () => {
    await request('/live/chat/message/list', { subjectIdx: 1 });
    expect(sent().url).toBe('/api/v1/live/chat/message/list');
  });
});

describe('request: body and headers (spec 7.1)', () => {
  it('sends the payload plus the context as JSON', async () => {
    history.pushState({}, '', '/goods/7?from=home');
    localStorage.setItem('lang', 'fr');
    await request('cms/readed', { idx: 9 });
    const { body, headers } = sent();
    expect(headers.get('content-type')).toBe('application/json');
    expect(body).toEqual({
      idx: 9,
      context: {
        lang: 'fr',
        // Minutes east of UTC; `0 -` avoids -0, which JSON writes as 0.
        utc: 0 - new Date().getTimezoneOffset(),
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        path: '/goods/7?from=home',
        referer: document.referrer,
        biz: 1,
      },
    });
  });

  it('sends lang en when none is stored', async () => {
    await request('cms/readed', { idx: 1 });
    expect(sent().body).toMatchObject({ context: { lang: 'en', biz: 1 } });
  });

  it('adds x-token only when a token is stored', async () => {
    await request('todo/inquiry');
    expect(sent(0).headers.has('x-token')).toBe(false);
    localStorage.setItem('x-token', 'tok-1');
    await request('todo/inquiry');
    expect(sent(1).headers.get('x-token')).toBe('tok-1');
  });

  it('adds x-guest only while a live-chat guest token is kept (issue 13)', async () => {
    await request('/live/chat/message/list', { subjectIdx: 1 });
    expect(sent(0).headers.has('x-guest')).toBe(false);
    localStorage.setItem('live_guest', 'g1.sig');
    await request('/live/chat/message/list', { subjectIdx: 1 });
    expect(sent(1).headers.get('x-guest')).toBe('g1.sig');
  });

  it('sends a FormData payload as it is, without a JSON content type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await request('service/v1/upload', form);
    const { init, headers, url } = sent();
    expect(url).toBe('/service/v1/upload');
    expect(init.body).toBe(form);
    expect(headers.has('content-type')).toBe(false);
  });

  it('adds x-token to a FormData payload too', async () => {
    localStorage.setItem('x-token', 'tok-2');
    await request('service/v1/upload', new FormData());
    expect(sent().headers.get('x-token')).toBe('tok-2');
  });
});

describe('request: response handling (spec 7.1)', () => {
  it('stores the x-token and x-refresh headers', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0 }, { 'x-token': 'T1', 'x-refresh': 'R1' }));
    await request('ba/token/refresh', { 'x-refresh': 'old' });
    expect(localStorage.getItem('x-token')).toBe('T1');
    expect(localStorage.getItem('x-refresh')).toBe('R1');
  });

  it('clears the tokens when the headers come back empty, keeps them when absent', async () => {
    localStorage.setItem('x-token', 'T0');
    localStorage.setItem('x-refresh', 'R0');
    await request('todo/inquiry');
    expect(localStorage.getItem('x-token')).toBe('T0');
    expect(localStorage.getItem('x-refresh')).toBe('R0');
    fetchMock.mockResolvedValueOnce(answer({ code: 0 }, { 'x-token': '', 'x-refresh': '' }));
    await request('user/sign/out');
    expect(localStorage.getItem('x-token')).toBeNull();
    expect(localStorage.getItem('x-refresh')).toBeNull();
  });

  it('merges a user in the answer into the current user', async () => {
    useSessionStore.setState({ user: { idx: 5, name: 'Ann', avatar: 'a.png' } });
    fetchMock.mockResolvedValueOnce(answer({ code: 0, user: { name: 'Anna' } }));
    await request('user/profile');
    expect(useSessionStore.getState().user).toEqual({ idx: 5, name: 'Anna', avatar: 'a.png' });
  });

  it('stores config', async () => {
    const config = { countries: [{ iso: 'US', callingCode: '1' }], fake: false };
    fetchMock.mockResolvedValueOnce(answer({ code: 0, config }));
    await request('ba/principal/inquiry');
    expect(useSessionStore.getState().config).toEqual(config);
  });

  it('clears the current user on code 4012', async () => {
    useSessionStore.setState({ user: { idx: 5, name: 'Ann' } });
    fetchMock.mockResolvedValueOnce(answer({ code: 4012, message: 'sign in' }));
    const result = await request('pm/subject/list');
    expect(result?.code).toBe(4012);
    expect(useSessionStore.getState().user).toEqual({});
  });

  it.each([401, '401'])('navigates to command.jumpUrl.to on message %j', async (message) => {
    fetchMock.mockResolvedValueOnce(answer({ code: 4012, message, command: { jumpUrl: { to: '/login?next=1' } } }));
    await request('pm/subject/list');
    expect(navigateMock).toHaveBeenCalledExactlyOnceWith('/login?next=1');
  });

  it('does not navigate on another message or without a jump address', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 1, message: '402', command: { jumpUrl: { to: '/x' } } }));
    await request('a/b');
    fetchMock.mockResolvedValueOnce(answer({ code: 1, message: 401 }));
    await request('a/b');
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it('resolves a network failure to null without throwing', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(request('todo/inquiry')).resolves.toBeNull();
  });

  it('resolves a non-JSON answer to null without throwing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(request('todo/inquiry')).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('null'));
    await expect(request('todo/inquiry')).resolves.toBeNull();
  });

  it('returns the envelope', async () => {
    fetchMock.mockResolvedValueOnce(answer({ code: 0, data: [1, 2] }));
    await expect(request('search/suggestion', { kw: 'ab' })).resolves.toEqual({ code: 0, data: [1, 2] });
  });
});

describe('request: ba/principal/inquiry (spec 7.2)', () => {
  it('shares one fetch between concurrent calls, and fetches again once settled', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const calls = [request('ba/principal/inquiry'), request('ba/principal/inquiry'), request('ba/principal/inquiry')];
    expect(fetchMock).toHaveBeenCalledTimes(1);
    release(answer({ code: 0, user: { idx: 3, name: 'Bo' } }));
    const results = await Promise.all(calls);
    expect(results.every((result) => result === results[0])).toBe(true);
    expect(results[0]).toEqual({ code: 0, user: { idx: 3, name: 'Bo' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await request('ba/principal/inquiry');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not share other calls', async () => {
    await Promise.all([request('todo/inquiry'), request('todo/inquiry')]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
