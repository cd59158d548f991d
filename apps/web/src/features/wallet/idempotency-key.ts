import { useMemo, useRef } from 'react';

/**
 * A fresh key for one money-moving attempt. getRandomValues (unlike randomUUID) also works on a
 * plain-http address, where a storefront may be tried out on a local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One idempotency key per attempt. A send that got no answer at all keeps its key, so pressing
 * again retries the same attempt and the server counts it once; an answer, or any change to
 * what is being sent, starts a new attempt.
 */
export function useAttemptKey() {
  const key = useRef<string | null>(null);
  return useMemo(
    () => ({
      current(): string {
        key.current ??= newIdempotencyKey();
        return key.current;
      },
      reset() {
        key.current = null;
      },
    }),
    [],
  );
}
