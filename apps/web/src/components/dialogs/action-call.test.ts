// @vitest-environment happy-dom
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest, postAnyPath } from '../../api/request.ts';
import en from '../../locales/en.json';
import { runAction } from './action-call.ts';
import { notify, useMessageStore } from './message-store.ts';

/** The generic action call (spec 7.3: api and data) on any path, as the transport sends it. */
const actionCall = (api: string, data: Record<string, unknown>) => runAction(() => postAnyPath(api, data));

const fetchMock = vi.fn<typeof fetch>();
const navigateMock = vi.fn<(to: string) => void>();

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

/** The next call answers with this body. */
function answersWith(body: unknown) {
  fetchMock.mockResolvedValueOnce(answer(body));
}

const state = () => useMessageStore.getState();

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

beforeEach(() => {
  localStorage.clear();
  useMessageStore.setState({ notice: null, dialog: null, loginPopup: false });
  fetchMock.mockReset();
  navigateMock.mockReset();
  configureRequest({ fetch: fetchMock, navigate: navigateMock });
});

describe('actionCall (spec 7.3, 8)', () => {
  it("shows a 'processing' loading notice during the call and hides it after", async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    const call = actionCall('order/confirm', { idx: 1 });
    expect(state().notice).toMatchObject({ type: 'loading', text: 'Processing…' });
    release(answer({ code: 0, message: 'Saved' }));
    await call;
    expect(state().notice).toBeNull();
    expect(state().dialog).toMatchObject({ message: 'Saved' });
  });

  it('posts api with data', async () => {
    answersWith({ code: 0 });
    await actionCall('order/confirm', { idx: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/order/confirm');
    expect(JSON.parse(String(init?.body))).toMatchObject({ idx: 7 });
  });

  it('shows a command message in a dialog and follows its jump when the dialog closes', async () => {
    answersWith({ code: 0, command: { message: 'Verify your identity first', jumpUrl: { to: '/realname' } } });
    const { outcome } = await actionCall('wallet/withdraw', {});
    expect(outcome).toBe('dialog');
    expect(state().dialog).toMatchObject({ title: 'Notice', message: 'Verify your identity first' });
    expect(state().notice).toBeNull();
    expect(navigateMock).not.toHaveBeenCalled();
    state().closeDialog();
    expect(state().dialog).toBeNull();
    expect(navigateMock).toHaveBeenCalledExactlyOnceWith('/realname');
  });

  it('shows a command message without a jump and goes nowhere on close', async () => {
    answersWith({ code: 4003, message: 'ignored', command: { message: 'Account frozen' } });
    await actionCall('wallet/withdraw', {});
    expect(state().dialog).toMatchObject({ message: 'Account frozen' });
    state().closeDialog();
    expect(navigateMock).not.toHaveBeenCalled();
  });

  it("says 'trade password error' for code 4002 without a message", async () => {
    answersWith({ code: 4002 });
    const { outcome } = await actionCall('wallet/withdraw', {});
    expect(outcome).toBe('tradePasswordError');
    expect(state().notice).toMatchObject({ type: 'error', text: 'Trade password error' });
    expect(state().dialog).toBeNull();
  });

  it("says 'operation complete' for code 0 without a message", async () => {
    answersWith({ code: 0 });
    const { outcome } = await actionCall('order/confirm', {});
    expect(outcome).toBe('complete');
    expect(state().notice).toMatchObject({ type: 'success', text: 'Operation complete' });
  });

  it.each([4000, 4003, 5000, -1])("says 'failed operation' for code %i without a message", async (code) => {
    answersWith({ code, message: '' });
    const { outcome } = await actionCall('order/confirm', {});
    expect(outcome).toBe('failed');
    expect(state().notice).toMatchObject({ type: 'error', text: 'Failed operation' });
    expect(state().dialog).toBeNull();
  });

  it('shows the message as a brief notice, not a dialog, when code is above 0', async () => {
    answersWith({ code: 4029, message: 'Slow down' });
    const { outcome } = await actionCall('order/confirm', {});
    expect(outcome).toBe('notice');
    expect(state().notice).toMatchObject({ text: 'Slow down' });
    expect(state().notice?.type).not.toBe('loading');
    expect(state().dialog).toBeNull();
  });

  it.each([0, -1])('shows the message in a dialog when code is %i', async (code) => {
    answersWith({ code, message: 'Your order is on its way' });
    const { outcome } = await actionCall('order/confirm', {});
    expect(outcome).toBe('dialog');
    expect(state().dialog).toMatchObject({ title: 'Notice', message: 'Your order is on its way' });
    expect(state().notice).toBeNull();
  });

  it("says 'failed operation' when the request fails", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { answer: result, outcome } = await actionCall('order/confirm', {});
    expect(result).toBeNull();
    expect(outcome).toBe('failed');
    expect(state().notice).toMatchObject({ type: 'error', text: 'Failed operation' });
  });
});

describe('global message (spec 9: only one at a time)', () => {
  it('replaces the notice showing with the new one', () => {
    const first = notify.info('first');
    notify.error('second');
    expect(state().notice).toMatchObject({ type: 'error', text: 'second' });
    // Hiding the replaced notice leaves the current one alone.
    notify.hide(first);
    expect(state().notice).toMatchObject({ text: 'second' });
    notify.hide();
    expect(state().notice).toBeNull();
  });
});
