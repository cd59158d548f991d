import { Code } from '@storefront/contract/codes';
import type { Envelope } from '@storefront/contract/http';

export interface FieldRefusal<F extends string> {
  field: F;
  message: string;
}

/** A 4000 refusal naming one of the form's fields (`data.field`), with the server's translated reason. */
export function fieldRefusal<F extends string>(
  answer: Envelope | null,
  fields: readonly F[],
): FieldRefusal<F> | undefined {
  if (answer?.code !== Code.invalidInput || !answer.message) return undefined;
  const field = (answer.data as { field?: unknown } | undefined)?.field;
  if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) return undefined;
  return { field: field as F, message: String(answer.message) };
}
