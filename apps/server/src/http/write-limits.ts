import { Code } from '@storefront/contract';
import type { RateLimiter } from '../modules/accounts/rate-limiter.ts';
import { ApiError } from '../core/api-error.ts';
import type { WriteLimitScope } from '../serving/api-call.ts';

export interface WriteLimit {
  /** Calls one account may make per window. */
  perAccount: number;
  /** Calls all the accounts of one client address may make per window. */
  perAddress: number;
  windowSeconds: number;
}

export type WriteLimitSettings = Record<WriteLimitScope, WriteLimit>;

/**
 * The seller centre's and the admin console's write calls (issue 20), limited per account AND per
 * client address: accounts cost nothing to make, so a script rotating tokens still meets the
 * address's limit. The counts are the database's windows (rate-limiter.ts), shared by every
 * process on it, and each hit is one atomic upsert, so N racing calls are numbered 1..N.
 */
export class WriteLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly settings: WriteLimitSettings,
  ) {}

  /**
   * Counts one call; 4029 (tooManyRequests) beyond either limit, before the call changes anything.
   * The address is counted only once the account is within its limit: one runaway account then
   * does not use up the budget of everyone else behind the same address (an office, a NAT).
   */
  async check(scope: WriteLimitScope, accountIdx: number, address: string): Promise<void> {
    const { perAccount, perAddress, windowSeconds } = this.settings[scope];
    if ((await this.limiter.hit(`write:${scope}:${accountIdx}`, windowSeconds)) > perAccount) throw refused();
    if ((await this.limiter.hit(`write:${scope}:ip:${address}`, windowSeconds)) > perAddress) throw refused();
  }
}

/** The settings' names in the configuration (config/env.ts, README "Configuration"). */
export const WRITE_LIMIT_ENV = {
  seller: {
    perAccount: 'SELLER_WRITE_LIMIT_PER_ACCOUNT',
    perAddress: 'SELLER_WRITE_LIMIT_PER_ADDRESS',
    windowSeconds: 'SELLER_WRITE_WINDOW_SECONDS',
  },
  admin: {
    perAccount: 'ADMIN_WRITE_LIMIT_PER_ACCOUNT',
    perAddress: 'ADMIN_WRITE_LIMIT_PER_ADDRESS',
    windowSeconds: 'ADMIN_WRITE_WINDOW_SECONDS',
  },
} as const satisfies Record<WriteLimitScope, Record<keyof WriteLimit, string>>;

/** The limit as docs/API.md states it (the numbers are the deployment's: the settings' names). */
export function writeLimitNote(scope: WriteLimitScope): string {
  const names = WRITE_LIMIT_ENV[scope];
  return (
    `Rate limited with the ${scope} writes: ${names.perAccount} calls per account and ${names.perAddress} per ` +
    `client address per ${names.windowSeconds}; 4029 beyond, nothing changed.`
  );
}

const refused = () => new ApiError(Code.tooManyRequests, 'tooManyRequests');
