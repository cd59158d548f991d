import { GUEST_TOKEN_HEADER } from '@storefront/contract/constants';
import { TOKEN_HEADER } from '@storefront/contract/http';
import { useEffect, useState } from 'react';
import { guestToken } from '../../api/guest-token.ts';
import { tokens } from '../../api/tokens.ts';

/**
 * A private upload (an identity photo, a chat picture) is served only to its owner, staff and the
 * other party of its conversation, who prove it with the x-token header (or a live-chat guest with
 * its x-guest token); an <img> cannot send one, so the page fetches the image and shows it from a
 * blob URL. Nothing is cached: the server answers `private, no-store`.
 */
export async function fetchPrivateImage(address: string): Promise<Blob | null> {
  const token = tokens.token();
  const guest = token ? null : guestToken();
  const headers: Record<string, string> = {};
  if (token) headers[TOKEN_HEADER] = token;
  else if (guest) headers[GUEST_TOKEN_HEADER] = guest;
  try {
    const response = await fetch(address, { headers, cache: 'no-store' });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

export interface PrivateImage {
  /** A blob URL of the image once fetched, else null. */
  src: string | null;
  failed: boolean;
}

/** The blob URL of a private upload, fetched while `address` is set and revoked when it changes. */
export function usePrivateImage(address: string | null): PrivateImage {
  const [image, setImage] = useState<PrivateImage & { address: string | null }>({
    address: null,
    src: null,
    failed: false,
  });
  useEffect(() => {
    if (!address) return undefined;
    let cancelled = false;
    let src: string | null = null;
    void fetchPrivateImage(address).then((blob) => {
      if (cancelled) return;
      src = blob ? URL.createObjectURL(blob) : null;
      setImage({ address, src, failed: blob === null });
    });
    return () => {
      cancelled = true;
      if (src) URL.revokeObjectURL(src);
    };
  }, [address]);
  // A result of an earlier address is never shown for the current one.
  return image.address === address ? { src: image.src, failed: image.failed } : { src: null, failed: false };
}
