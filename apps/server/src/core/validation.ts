import { Code } from '@storefront/contract';
import type { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages.ts';
import { ApiError } from './api-error.ts';

/**
 * Parses a payload with its schema; the first problem becomes a 4000 naming the field. A field
 * listed in `fieldMessages` that is missing, empty or malformed gets that message instead (a
 * value that is only too long keeps the generic one).
 */
export function parsePayload<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  fieldMessages: Partial<Record<string, ServerMessageKey>> = {},
): z.output<S> {
  const unstorable = unstorableTextPath(payload);
  if (unstorable !== null) {
    throw new ApiError(Code.invalidInput, 'invalidField', { field: unstorable }, { field: unstorable });
  }
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  const error = issueToError(result.error.issues[0]);
  const field = (error.data as { field?: string } | undefined)?.field ?? '';
  const special = Object.hasOwn(fieldMessages, field) ? fieldMessages[field] : undefined;
  if (special && error.messageKey !== 'tooLong' && error.messageKey !== 'unknownField') {
    throw new ApiError(Code.invalidInput, special, { field }, { field, reason: special });
  }
  throw error;
}

/**
 * Search keywords are never stored: there a NUL reads as a space (search/keyword.ts), and a lone
 * surrogate is one more character that matches nothing.
 */
const NUL_AS_SPACE_FIELDS = new Set(['kw']);

/**
 * Half of a surrogate pair without its other half: no UTF-8 carries it, and PostgreSQL refuses its
 * escape (`\ud800`) in a json column, where a cart or a product's dimensions are stored.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text the database cannot hold: U+0000 (PostgreSQL text cannot) or a lone surrogate. The path of
 * the first string carrying either (refused as invalid input naming the field, before any schema
 * or SQL sees it), or null.
 */
function unstorableTextPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path || 'body' : null;
  }
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  for (const [key, child] of Object.entries(value)) {
    if (NUL_AS_SPACE_FIELDS.has(key)) continue;
    const found = unstorableTextPath(child, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found.slice(0, 64);
  }
  return null;
}

function issueToError(issue: z.core.$ZodIssue | undefined): ApiError {
  if (!issue) return new ApiError(Code.invalidInput, 'invalidField', { field: 'body' }, { field: 'body' });
  let field = issue.path.map(String).join('.') || 'body';
  let key: ServerMessageKey = 'invalidField';
  switch (issue.code) {
    case 'unrecognized_keys':
      field = [field === 'body' ? '' : field, issue.keys[0] ?? ''].filter(Boolean).join('.');
      key = 'unknownField';
      break;
    case 'invalid_type':
      if (issue.input === undefined) key = 'requiredField';
      break;
    case 'too_small':
      key = issue.origin === 'string' && issue.input === '' ? 'requiredField' : 'tooShort';
      break;
    case 'too_big':
      key = 'tooLong';
      break;
    case 'invalid_union': {
      // A discriminated union whose branch was chosen reports that branch's own problems.
      const nested = issue.errors.find((branch) => branch.length > 0)?.[0];
      if (nested && issue.errors.length === 1)
        return issueToError({ ...nested, path: [...issue.path, ...nested.path] });
      break;
    }
    default:
      break;
  }
  // Field names can come from the caller (unknown keys): keep what is echoed back short.
  field = field.slice(0, 64);
  return new ApiError(Code.invalidInput, key, { field }, { field, reason: key });
}
