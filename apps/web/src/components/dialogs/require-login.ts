import { isSignedIn, useSessionStore, whenPrincipalKnown } from '../../api/session-store.ts';
import { useMessageStore } from './message-store.ts';

/**
 * Wraps an action marked login-required (spec 4): for a guest it opens the login popup
 * instead of running. Pressed while the page load's principal inquiry is still on its way, it
 * waits for the answer rather than taking a signed-in visitor for a guest.
 */
export function requireLogin<A extends unknown[]>(action: (...args: A) => void): (...args: A) => void {
  const decide = (args: A) => {
    if (!isSignedIn(useSessionStore.getState().user)) {
      useMessageStore.getState().openLoginPopup();
      return;
    }
    action(...args);
  };
  return (...args: A) => {
    if (useSessionStore.getState().principalKnown) decide(args);
    else void whenPrincipalKnown().then(() => decide(args));
  };
}
