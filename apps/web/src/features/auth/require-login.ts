import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { useMessageStore } from '../dialogs/message-store.ts';

/**
 * Wraps an action marked login-required (spec 4): for a guest it opens the login popup
 * instead of running.
 */
export function requireLogin<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    if (!isSignedIn(useSessionStore.getState().user)) {
      useMessageStore.getState().openLoginPopup();
      return;
    }
    action(...args);
  };
}
