import { fetchData } from '../../api/query.ts';
import { guestToken, setGuestToken } from '../../api/guest-token.ts';
import { setGuestIdentity, whenConnected } from '../../api/socket-client.ts';

let minting: Promise<string | null> | null = null;

/**
 * The guest's signed token (issue 13), fetched from `live/chat/guest` the first time a guest needs
 * one (opening the panel) and kept from then on, so their conversation survives reloads; the
 * connection follows it (api/socket-client.ts). Two calls at once share one request. Null when
 * the call failed.
 */
export function ensureGuestToken(): Promise<string | null> {
  const kept = guestToken();
  if (kept) return Promise.resolve(kept);
  minting ??= fetchData('live/chat/guest')
    .then(({ guestToken: minted }) => {
      setGuestIdentity(minted);
      return minted;
    })
    .catch(() => null)
    .finally(() => {
      minting = null;
    });
  return minting;
}

/**
 * The kept token was refused (unused for 30 days, or spent when its conversation moved to an
 * account): a new one is asked for without it and kept; the connection makes its handshake again
 * with the new one. False when either failed.
 */
export async function renewGuestToken(): Promise<boolean> {
  // Dropped from storage only: the connection moves once, from the old token to the new.
  setGuestToken(null);
  if (!(await ensureGuestToken())) return false;
  return whenConnected();
}
