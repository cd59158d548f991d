import type { OrderLine } from './checkout-lines.ts';

/** One checkout attempt: what is being bought, and the idempotency key its retries share. */
export interface CheckoutAttempt {
  signature: string;
  key: string;
}

/**
 * crypto.randomUUID, where the page is a secure context; elsewhere (a plain-http address on a
 * local network) as many random bits from getRandomValues.
 */
export function newAttemptKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What makes two presses of "pay" the same attempt: the same lines to the same address. */
export function attemptSignature(lines: readonly OrderLine[], addressIdx: number): string {
  const parts = lines.map((line) => `${line.goodsIdx}:${line.skuIdx}x${line.quantity}`);
  return `${addressIdx}|${parts.join(',')}`;
}

/**
 * The attempt a press of "pay" belongs to. A retry of the same attempt (a wrong trade password,
 * a lost answer) keeps its key, so the server makes its orders at most once; a changed cart or
 * address starts a new attempt with a fresh key.
 */
export function nextAttempt(
  previous: CheckoutAttempt | null,
  signature: string,
  makeKey: () => string = newAttemptKey,
): CheckoutAttempt {
  if (previous && previous.signature === signature) return previous;
  return { signature, key: makeKey() };
}
