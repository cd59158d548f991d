import { fetchData } from '../../api/query.ts';
import { tokens } from '../../api/tokens.ts';

let minting: Promise<string | null> | null = null;

/**
 * The guest's signed token (issue 13), fetched from `live/chat/guest` the first time a guest needs
 * one (opening the panel) and kept from then on, so their conversation survives reloads. Two calls
 * at once share one request. Null when the call failed.
 */
export function ensureGuestToken(): Promise<string | null> {
  const kept = tokens.guest();
  if (kept) return Promise.resolve(kept);
  minting ??= fetchData('live/chat/guest')
    .then(({ guestToken }) => {
      tokens.setGuest(guestToken);
      return guestToken;
    })
    .catch(() => null)
    .finally(() => {
      minting = null;
    });
  return minting;
}
