import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../api/session-store.ts';
import { useMessageStore } from './message-store.ts';
import { requireLogin } from './require-login.ts';

afterEach(() => {
  useSessionStore.setState({ user: {}, principalKnown: true });
  useMessageStore.setState({ loginPopup: false });
});

const member = { idx: 5, name: 'Ann' } as never;

describe('requireLogin', () => {
  it('runs the action for a member and opens the login popup for a guest', () => {
    const action = vi.fn();
    useSessionStore.setState({ user: member });
    requireLogin(action)('a');
    expect(action).toHaveBeenCalledWith('a');
    useSessionStore.setState({ user: {} });
    requireLogin(action)('b');
    expect(action).toHaveBeenCalledTimes(1);
    expect(useMessageStore.getState().loginPopup).toBe(true);
  });

  it('pressed before the principal inquiry answers, waits for the answer instead of taking a member for a guest', async () => {
    const action = vi.fn();
    useSessionStore.setState({ user: {}, principalKnown: false });
    requireLogin(action)('c');
    expect(action).not.toHaveBeenCalled();
    expect(useMessageStore.getState().loginPopup).toBe(false);
    useSessionStore.getState().mergeUser(member);
    useSessionStore.getState().setPrincipalKnown(true);
    await Promise.resolve();
    expect(action).toHaveBeenCalledWith('c');
    expect(useMessageStore.getState().loginPopup).toBe(false);
  });
});
