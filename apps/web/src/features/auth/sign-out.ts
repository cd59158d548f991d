import { texts } from '../../lib/i18n/texts.ts';
import { request } from '../../api/request.ts';
import { useSessionStore } from '../../api/session-store.ts';
import { tokens } from '../../api/tokens.ts';
import { useMessageStore } from '../../components/dialogs/message-store.ts';

// Guards against a double click sending two sign-out calls.
let signingOut = false;

/**
 * Signs out (spec 7.2): ends the session on the server, clears it here, shows 'logout
 * successful' and reloads to / once that dialog closes. The local session is cleared even when
 * the call fails (an already expired session answers 4012, a network error null): the user
 * asked to leave, and a stale token must not linger in storage.
 */
export async function signOut(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  await request('user/sign/out', {});
  signingOut = false;
  tokens.setToken('');
  tokens.setRefresh('');
  useSessionStore.getState().clearUser();
  useMessageStore.getState().openDialog({
    title: texts.t('auth.logoutSuccessful'),
    message: texts.t('auth.logoutMessage'),
    // A full reload drops every piece of the signed-in state (sockets, caches, timers) at once.
    onClosed: () => window.location.assign('/'),
  });
}
