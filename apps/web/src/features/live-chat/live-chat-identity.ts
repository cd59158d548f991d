import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { guestToken } from '../../api/guest-token.ts';

/**
 * Whether this browser is a shopper with a conversation to watch: signed in (staff answer in the
 * console instead), or a guest holding a guest token. A guest without one has nothing to watch
 * until they open the panel.
 */
export function hasShopperIdentity(): boolean {
  const { user } = useSessionStore.getState();
  if (isSignedIn(user)) return user.role !== 'staff';
  return guestToken() !== null;
}
