import { REFRESH_TOKEN_RESEND_MS, StorageKey } from '@storefront/contract/constants';
import { storage } from '../lib/storage.ts';

const REFRESH_STORED_AT = 'x-refresh-at';

export const tokens = {
  token: () => storage.get(StorageKey.token),
  refresh: () => storage.get(StorageKey.refresh),
  /** When the current refresh token was stored (ms since epoch), or null. */
  refreshStoredAt: () => {
    const at = Number(storage.get(REFRESH_STORED_AT));
    return Number.isFinite(at) && at > 0 ? at : null;
  },
  setToken(value: string) {
    if (value) storage.set(StorageKey.token, value);
    else storage.remove(StorageKey.token);
  },
  setRefresh(value: string, now = Date.now()) {
    if (value) {
      storage.set(StorageKey.refresh, value);
      storage.set(REFRESH_STORED_AT, String(now));
    } else {
      storage.remove(StorageKey.refresh);
      storage.remove(REFRESH_STORED_AT);
    }
  },
  /** Milliseconds until the refresh token is due to be re-sent (spec 4: 300000 ms after storing). */
  refreshDueIn(now = Date.now()): number | null {
    const at = tokens.refreshStoredAt();
    if (at === null || !tokens.refresh()) return null;
    return Math.max(0, at + REFRESH_TOKEN_RESEND_MS - now);
  },
};
