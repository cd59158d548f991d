import { isSignedIn, useSessionStore } from '../../api/session-store.ts';
import { tokens } from '../../api/tokens.ts';

/**
 * Whether this browser is a shopper with a conversation to watch: signed in (staff answer in the
 * console instead), or a guest holding a guest token. A guest without one has nothing to watch
 * until they open the panel.
 */
export function hasShopperIdentity(): boolean {
  const { user } = useSessionStore.getState();
  if (isSignedIn(user)) return user.role !== 'staff';
  return tokens.guest() !== null;
}

/** Staff talk to shoppers from the console, not through the widget. */
export function isStaffUser(): boolean {
  const { user } = useSessionStore.getState();
  return isSignedIn(user) && user.role === 'staff';
}
