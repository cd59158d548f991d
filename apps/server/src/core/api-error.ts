import { Code, type CodeValue } from '@storefront/contract';
import type { ServerMessageKey } from '../i18n/server-messages.ts';

/**
 * A refusal a handler raises on purpose: it becomes an envelope with this code and the
 * translated message (none when `messageKey` is null: the client then words it by code, as
 * spec 8 does for 4002). Anything else thrown is a fault (code 5000, logged, never shown).
 */
export class ApiError extends Error {
  constructor(
    readonly code: CodeValue,
    readonly messageKey: ServerMessageKey | null,
    readonly params: Record<string, string> = {},
    readonly data?: unknown,
  ) {
    super(messageKey ?? `code ${code}`);
    this.name = 'ApiError';
  }

  static invalid(field: string, key: ServerMessageKey = 'invalidField'): ApiError {
    return new ApiError(Code.invalidInput, key, { field }, { field });
  }
  static notFound(): ApiError {
    return new ApiError(Code.notFound, 'notFound');
  }
  static forbidden(): ApiError {
    return new ApiError(Code.forbidden, 'forbidden');
  }
  /** A wrong trade password: 4002 with no message, so the client shows 'trade password error'. */
  static tradePassword(): ApiError {
    return new ApiError(Code.tradePasswordError, null);
  }
  static notSignedIn(): ApiError {
    return new ApiError(Code.notSignedIn, 'notSignedIn');
  }
}
