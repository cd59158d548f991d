import { setTimeout as wait } from 'node:timers/promises';
import { Code, type CurrentUser, type Role, type SignInPayload, type SignUpPayload } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { ApiError } from '../../core/api-error.ts';
import { shopIdxOfOwner } from '../catalog/shops-repository.ts';
import { ensureWallet } from '../wallet/wallet-ledger.ts';
import { carriesShop, hasAdminRights, maySignIn } from './accounts-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SessionService, TokenPair } from './session-service.ts';

export interface SignInLimits {
  /** Wrong passwords for one account from one address before that pair is refused (4029). */
  perAccount: number;
  /** Sign-in attempts from one address, whatever the account. */
  perAddress: number;
  signUpsPerAddress: number;
  windowSeconds: number;
  /** Extra wait per failure beyond `perAccount` for an account across all addresses. */
  slowdownMs: number;
}

/** The account-wide wait grows up to this many steps of `slowdownMs`. */
const MAX_SLOWDOWN_STEPS = 20;

export interface SignedIn {
  user: CurrentUser;
  tokens: TokenPair;
}

/** Sign-up, sign-in and the current user. No HTTP here: routes and sockets call these. */
export class AccountsService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
    private readonly limits: SignInLimits,
    private readonly callingCodes: ReadonlySet<string>,
  ) {}

  async signUp(payload: SignUpPayload, ip: string): Promise<SignedIn> {
    await this.guard(`signup:ip:${ip}`, this.limits.signUpsPerAddress);
    let identity: {
      email: string | null;
      calling_code: string | null;
      phone: string | null;
      phone_e164: string | null;
    };
    if (payload.method === 'email') {
      identity = { email: payload.email, calling_code: null, phone: null, phone_e164: null };
    } else {
      if (!this.callingCodes.has(payload.countryCallingCode)) throw ApiError.invalid('countryCallingCode');
      identity = {
        email: null,
        calling_code: payload.countryCallingCode,
        phone: payload.phone,
        phone_e164: `+${payload.countryCallingCode}${payload.phone}`,
      };
    }
    const passwordHash = await hashPassword(payload.password);
    const user = await this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({ ...identity, name: payload.name, password_hash: passwordHash, role: 'buyer' })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!created) return undefined;
      // Every account has its wallet from the start (balance 0).
      await ensureWallet(trx, created.idx);
      return created;
    });
    if (!user) {
      throw new ApiError(
        Code.invalidInput,
        'accountExists',
        {},
        { field: payload.method === 'email' ? 'email' : 'phone' },
      );
    }
    return { user: await this.toCurrentUser(user), tokens: await this.sessions.start(user.idx) };
  }

  /**
   * Wrong passwords are counted per (account, address) pair, with the hard limit there, so a
   * stranger's guesses cannot lock the owner out of their own address; across all addresses an
   * account only gets slower answers. Each attempt is counted by one atomic upsert before the
   * password is checked, so parallel guesses cannot all read a count under the limit.
   */
  async signIn(payload: SignInPayload, ip: string): Promise<SignedIn> {
    const lookup = normaliseAccount(payload.account, payload.countryCallingCode);
    const account = `${lookup.kind}:${lookup.value}`;
    const pairKey = `signin:pair:${account}:${ip}`;
    const accountKey = `signin:account:${account}`;
    await this.guard(`signin:ip:${ip}`, this.limits.perAddress);
    await this.guard(pairKey, this.limits.perAccount);
    await this.slowDown(await this.limiter.hit(accountKey, this.limits.windowSeconds));
    let query = this.db.selectFrom('users').selectAll();
    if (lookup.kind === 'email') query = query.where('email', '=', lookup.value);
    else if (lookup.kind === 'e164') query = query.where('phone_e164', '=', lookup.value);
    else query = query.where('phone', '=', lookup.value);
    const matches = await query.limit(2).execute();
    const user = matches.length === 1 ? matches[0] : undefined;
    // Same answer, and the same hashing work, for an unknown account as for a wrong password.
    const valid = await verifyPassword(user?.password_hash, payload.password);
    if (!user || !valid) throw new ApiError(Code.invalidInput, 'badCredentials', {}, { field: 'password' });
    // The right password: this attempt was no failure.
    await this.limiter.reset(pairKey);
    await this.limiter.forgive(accountKey, this.limits.windowSeconds);
    if (!maySignIn(user)) throw new ApiError(Code.forbidden, 'accountDisabled');
    return { user: await this.toCurrentUser(user), tokens: await this.sessions.start(user.idx) };
  }

  /** Beyond the per-account limit, every address waits longer for each further answer. */
  private async slowDown(accountFailures: number): Promise<void> {
    const steps = Math.min(accountFailures - this.limits.perAccount, MAX_SLOWDOWN_STEPS);
    if (steps > 0 && this.limits.slowdownMs > 0) await wait(steps * this.limits.slowdownMs);
  }

  async currentUser(userIdx: number): Promise<CurrentUser | null> {
    const user = await this.db.selectFrom('users').selectAll().where('idx', '=', userIdx).executeTakeFirst();
    return user ? this.toCurrentUser(user) : null;
  }

  private async guard(key: string, limit: number): Promise<void> {
    if ((await this.limiter.hit(key, this.limits.windowSeconds)) > limit) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
  }

  private async toCurrentUser(user: User): Promise<CurrentUser> {
    const shopIdx = carriesShop(user) ? await shopIdxOfOwner(this.db, user.idx) : null;
    return {
      idx: user.idx,
      name: user.name,
      avatar: user.avatar,
      role: user.role as Role,
      email: user.email,
      phone: user.phone_e164,
      shopIdx,
      lang: user.lang,
      admin: hasAdminRights(user),
    };
  }
}

type AccountLookup = { kind: 'email' | 'e164' | 'national'; value: string };

/** An email, a +code phone number, or a national number with the calling code given apart. */
export function normaliseAccount(account: string, callingCode?: string): AccountLookup {
  const trimmed = account.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[\s()-]/g, '');
  if (digits.startsWith('+')) return { kind: 'e164', value: digits };
  if (callingCode) return { kind: 'e164', value: `+${callingCode}${digits}` };
  return { kind: 'national', value: digits };
}
