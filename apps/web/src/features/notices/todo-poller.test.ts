// @vitest-environment happy-dom
import { StorageKey, TODO_POLL_INTERVAL_MS } from '@storefront/contract/constants';
import type { TodoResponse } from '@storefront/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { startTodoPoller } from './todo-poller.ts';
import { useTodoStore } from './todo-store.ts';

interface Sent {
  path: string;
  body: Record<string, unknown>;
}

let sent: Sent[];
let todo: TodoResponse;
/** When set, todo/inquiry answers only once this promise resolves (a slow server). */
let gate: Promise<void> | null;
let stop: () => void;

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const fakeFetch: typeof fetch = async (input, init) => {
  const path = String(input).replace(/^.*\/api\/v1\//, '');
  sent.push({ path, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
  if (path === 'todo/inquiry') {
    if (gate) await gate;
    return answer({ code: 0, data: todo });
  }
  return answer({ code: 0, data: null });
};

const polls = () => sent.filter((call) => call.path === 'todo/inquiry');
const signIn = () => useSessionStore.getState().mergeUser({ idx: 1, name: 'Ann' });
const notice = { idx: 9, title: 'Spring sale', content: 'Everything 20% off this week.' };

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  sent = [];
  todo = { notifyPending: 0, cms: null };
  gate = null;
  useSessionStore.getState().clearUser();
  useMessageStore.setState({ dialog: null });
  useTodoStore.setState({ notifyPending: 0 });
  configureRequest({ fetch: fakeFetch });
  stop = startTodoPoller();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('todo poller (spec 4)', () => {
  it('does not poll while signed out', async () => {
    await vi.advanceTimersByTimeAsync(TODO_POLL_INTERVAL_MS * 5);
    expect(polls()).toHaveLength(0);
  });

  it('polls at sign-in, then every 1000 ms, and stops when the user is cleared', async () => {
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(polls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(polls()).toHaveLength(5);

    useSessionStore.getState().clearUser();
    await vi.advanceTimersByTimeAsync(5000);
    expect(polls()).toHaveLength(5);
  });

  it('sends the stored cmsLatestIdx, 0 when none or unreadable', async () => {
    localStorage.setItem(StorageKey.cmsLatestIdx, 'junk');
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    localStorage.setItem(StorageKey.cmsLatestIdx, '5');
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls().map((call) => call.body.idx)).toEqual([0, 5]);
  });

  it('skips ticks while a poll is still on its way', async () => {
    let release!: () => void;
    gate = new Promise((resolve) => (release = resolve));
    signIn();
    await vi.advanceTimersByTimeAsync(3500);
    expect(polls()).toHaveLength(1);
    gate = null;
    release();
    await vi.advanceTimersByTimeAsync(500);
    expect(polls()).toHaveLength(2);
  });

  it('keeps notifyPending for the header and resets it on sign-out', async () => {
    todo = { notifyPending: 4, cms: null };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useTodoStore.getState().notifyPending).toBe(4);
    useSessionStore.getState().clearUser();
    expect(useTodoStore.getState().notifyPending).toBe(0);
  });
});

describe('cms notice from the todo poll (spec 4)', () => {
  it('shows a new notice once and stores its idx as cmsLatestIdx when it is closed', async () => {
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog).toMatchObject({
      idx: 9,
      title: 'Spring sale',
      message: 'Everything 20% off this week.',
    });
    // Open, the next polls leave it as it is.
    await vi.advanceTimersByTimeAsync(2000);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);

    useMessageStore.getState().closeDialog();
    expect(localStorage.getItem(StorageKey.cmsLatestIdx)).toBe('9');
    // Even if the server offered it again, it is not shown twice.
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls().at(-1)?.body.idx).toBe(9);
    expect(useMessageStore.getState().dialog).toBeNull();
  });

  it('remembers a closed notice as read and reports it with cms/readed', async () => {
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.some((call) => call.path === 'cms/readed')).toBe(false);
    useMessageStore.getState().closeDialog();
    await vi.advanceTimersByTimeAsync(0);
    expect(JSON.parse(localStorage.getItem(StorageKey.readDialogs) ?? '[]')).toEqual([9]);
    expect(sent.filter((call) => call.path === 'cms/readed').map((call) => call.body.idx)).toEqual([9]);
  });

  it('suppresses a notice already dismissed here, but still stores its idx', async () => {
    localStorage.setItem(StorageKey.readDialogs, JSON.stringify([3, 9]));
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog).toBeNull();
    expect(localStorage.getItem(StorageKey.cmsLatestIdx)).toBe('9');
  });

  it("suppresses a notice whose idx is the current route's idx, but still stores its idx", async () => {
    window.history.replaceState(null, '', '/goods/detail?idx=9');
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog).toBeNull();
    expect(localStorage.getItem(StorageKey.cmsLatestIdx)).toBe('9');
  });

  it("suppresses a notice whose idx is the current route's path parameter (/shop/9)", async () => {
    window.history.replaceState(null, '', '/shop/9');
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog).toBeNull();
    expect(localStorage.getItem(StorageKey.cmsLatestIdx)).toBe('9');
  });

  it('shows it on a page whose idx is another one', async () => {
    window.history.replaceState(null, '', '/goods/detail?idx=7');
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);
  });

  it('offers a notice again on the next page when the page went away before it was closed', async () => {
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);
    // A reload: the poller and the open dialog are gone, what the browser stored stays.
    stop();
    useMessageStore.setState({ dialog: null });
    stop = startTodoPoller();
    await vi.advanceTimersByTimeAsync(0);
    expect(polls().at(-1)?.body.idx).toBe(0);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);
  });

  it('offers a notice again when another dialog replaced it before it was closed', async () => {
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);
    // One dialog at a time (spec 9): a sign-up's result dialog takes its place.
    useMessageStore.getState().openDialog({ title: 'Account created' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(useMessageStore.getState().dialog?.title).toBe('Account created');
    useMessageStore.getState().closeDialog();
    await vi.advanceTimersByTimeAsync(1000);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);
  });

  it('waits for an open dialog to close instead of replacing it', async () => {
    useMessageStore.getState().openDialog({ title: 'Order placed' });
    todo = { notifyPending: 0, cms: notice };
    signIn();
    await vi.advanceTimersByTimeAsync(0);
    expect(useMessageStore.getState().dialog?.title).toBe('Order placed');
    expect(localStorage.getItem(StorageKey.cmsLatestIdx)).toBeNull();
    useMessageStore.getState().closeDialog();
    await vi.advanceTimersByTimeAsync(1000);
    expect(useMessageStore.getState().dialog?.idx).toBe(9);
  });
});
