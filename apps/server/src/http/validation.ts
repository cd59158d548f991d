import { Code } from '@storefront/contract';
import type { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages.ts';
import { ApiError } from './api-error.ts';

/** Parses a payload with its schema; the first problem becomes a 4000 naming the field. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload);
  if (result.success) return result.data;
  throw issueToError(result.error.issues[0]);
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
