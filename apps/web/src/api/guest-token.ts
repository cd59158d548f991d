import { StorageKey } from '@storefront/contract/constants';
import { storage } from '../lib/storage.ts';

/**
 * The live chat's signed guest token (issue 13), kept so a guest's conversation survives reloads:
 * sent as the socket's `auth.guest` and the calls' `x-guest` header while it is kept.
 */
export const guestToken = (): string | null => storage.get(StorageKey.liveGuest);

export function setGuestToken(value: string | null): void {
  if (value) storage.set(StorageKey.liveGuest, value);
  else storage.remove(StorageKey.liveGuest);
}
