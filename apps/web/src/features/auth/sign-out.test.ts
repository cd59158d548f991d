// @vitest-environment happy-dom
import { createTexts, setTexts } from '../../lib/i18n/texts.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureRequest } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import en from '../../locales/en.json';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import { signOut } from './sign-out.ts';

beforeAll(async () => {
  setTexts(createTexts('en', en));
});
afterEach(() => {
  vi.restoreAllMocks();
  useMessageStore.setState({ dialog: null });
});

function signedIn() {
  localStorage.setItem('x-token', 'tok');
  localStorage.setItem('x-refresh', 'ref');
  useSessionStore.setState({ user: { idx: 7, name: 'Ann', avatar: '', role: 'buyer' } });
}

describe('signOut', () => {
  it('calls user/sign/out, clears the session, and reloads to / when the dialog closes', async () => {
    signedIn();
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      Response.json(
        { code: 0, data: { message: 'Logout successful' } },
        { headers: { 'x-token': '', 'x-refresh': '' } },
      ),
    );
    configureRequest({ fetch });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

    await signOut();

    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/user/sign/out');
    expect(useSessionStore.getState().user).toEqual({});
    expect(localStorage.getItem('x-token')).toBeNull();
    const dialog = useMessageStore.getState().dialog;
    expect(dialog?.title).toBe('Logout successful');
    expect(assign).not.toHaveBeenCalled();
    useMessageStore.getState().closeDialog();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('clears the local session the same way when the server cannot be reached', async () => {
    signedIn();
    configureRequest({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    await signOut();
    expect(useSessionStore.getState().user).toEqual({});
    expect(localStorage.getItem('x-token')).toBeNull();
    expect(localStorage.getItem('x-refresh')).toBeNull();
    expect(useMessageStore.getState().dialog?.title).toBe('Logout successful');
  });
});
