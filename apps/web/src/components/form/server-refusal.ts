import { Code } from '@storefront/contract/codes';
import type { Envelope } from '@storefront/contract';

/** Refusal reasons the client translates itself (section `serverErrors` of the language pack). */
export const SERVER_REASONS = [
  'requiredField',
  'invalidField',
  'tooShort',
  'tooLong',
  'unknownField',
  'accountExists',
  'badCredentials',
  'tooManyRequests',
] as const;
export type ServerReason = (typeof SERVER_REASONS)[number];

const isServerReason = (value: unknown): value is ServerReason =>
  typeof value === 'string' && (SERVER_REASONS as readonly string[]).includes(value);

/**
 * Where and how to show a refused call: under `field` when it is one of the form's fields,
 * else as a form-level alert. `key` is an i18n key when the reason is one the client knows;
 * otherwise `message` is the server's own text (already in the request's language).
 */
export interface Refusal<F extends string> {
  field: F | null;
  key: string | null;
  message: string | null;
}

interface InvalidInputData {
  field?: unknown;
  reason?: unknown;
}

/**
 * Reads a failed answer. Validation refusals carry `data.reason`; the account refusals
 * (accountExists, badCredentials) only name the field, so each form says which reason a
 * reason-less refusal of a field means through `reasonByField`.
 */
export function readRefusal<F extends string>(
  answer: Envelope | null,
  fields: readonly F[],
  reasonByField: Partial<Record<F, ServerReason>> = {},
): Refusal<F> {
  if (answer === null) return { field: null, key: 'auth.errors.network', message: null };
  const message = typeof answer.message === 'string' && answer.message ? answer.message : null;
  if (answer.code === Code.tooManyRequests) return { field: null, key: 'serverErrors.tooManyRequests', message };
  if (answer.code !== Code.invalidInput) return { field: null, key: message ? null : 'auth.errors.generic', message };

  const data = (answer.data ?? {}) as InvalidInputData;
  const field = fields.find((name) => name === data.field) ?? null;
  // A field the form does not have (a stray key) is explained by the server, which names it.
  if (field === null) return { field: null, key: message ? null : 'auth.errors.generic', message };
  const reason = data.reason === undefined ? reasonByField[field] : isServerReason(data.reason) ? data.reason : null;
  if (reason) return { field, key: `serverErrors.${reason}`, message };
  return { field, key: message ? null : 'serverErrors.invalidField', message };
}
