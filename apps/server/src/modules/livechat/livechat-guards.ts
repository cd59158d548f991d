import { Code } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import type { FloodHit } from '../chat/chat-store.ts';

/** A fixed-window limit: at most `max` per `windowSeconds`. */
export interface WindowLimit {
  max: number;
  windowSeconds: number;
}

/** What one client address may do in the live chat as a guest (issue 19, point 1). */
export interface LiveAddressLimitSettings {
  /** Guest tokens issued to one address. */
  tokens: WindowLimit;
  /** Messages sent by all the guests of one address (each token has its own limit besides). */
  sends: WindowLimit;
}

/**
 * The live chat's per-address limits. A guest token costs nothing to get, so a limit per token
 * alone is no limit: issuance is limited per client address, and so are the guests' messages
 * (here) and pictures (uploads-routes.ts), beside each token's own budget. Counted in the
 * database's windows (rate-limiter.ts), shared by every process.
 */
export class LiveAddressLimits {
  constructor(
    private readonly limiter: RateLimiter,
    readonly settings: LiveAddressLimitSettings,
  ) {}

  /** Counts a guest-token issuance to `address`; 4029 beyond the limit. */
  async issue(address: string): Promise<void> {
    const { max, windowSeconds } = this.settings.tokens;
    if ((await this.limiter.hit(`live:token:ip:${address}`, windowSeconds)) > max)
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
  }

  /** A guest's message from `address` as a flood hit of the storing statement (chat-store.ts). */
  sendHit(address: string): FloodHit {
    const { max, windowSeconds } = this.settings.sends;
    return { hit: this.limiter.hitStatement(`live:send:ip:${address}`, windowSeconds), max };
  }
}
