/**
 * The subscription email rule of spec 5: letters, digits, `_` and `-` before the @, then a
 * domain of at least two dot-separated parts. A copy of the contract's
 * SUBSCRIPTION_EMAIL_PATTERN, because the web may not import values from the zod entry; the
 * test beside this file keeps the two in step.
 */
export const SUBSCRIPTION_EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

export type SubscriptionEmailProblem = 'plsEnterEmail' | 'plsEnterEmailValid';

/** The spec message key for an unusable address, or null when it may be sent. */
export function subscriptionEmailProblem(email: string): SubscriptionEmailProblem | null {
  const trimmed = email.trim();
  if (trimmed === '') return 'plsEnterEmail';
  return SUBSCRIPTION_EMAIL_PATTERN.test(trimmed) ? null : 'plsEnterEmailValid';
}
