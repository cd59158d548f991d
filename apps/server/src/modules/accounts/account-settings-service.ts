import { Code, isLanguage, type CurrentUser } from '@storefront/contract';
import type { changePasswordSchema, profileSchema, setTradePasswordSchema } from '@storefront/contract';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { clearTradePasswordLock } from '../wallet/trade-password.ts';
import type { AccountsService } from './accounts-service.ts';
import { avatarNeedsOwnUpload } from './accounts-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { SessionService } from './session-service.ts';

type ProfilePayload = z.output<typeof profileSchema>;
type ChangePasswordPayload = z.output<typeof changePasswordSchema>;
type SetTradePasswordPayload = z.output<typeof setTradePasswordSchema>;

/** How many wrong sign-in passwords the settings forms accept per user and window. */
export interface PasswordCheckLimit {
  attempts: number;
  windowSeconds: number;
}

/** The settings a signed-in user changes in the account area (/mine/settings). */
export class AccountSettingsService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      accounts: AccountsService;
      sessions: SessionService;
      limiter: RateLimiter;
      uploads: UploadsService;
      passwordLimit: PasswordCheckLimit;
    },
  ) {}

  /**
   * Changes the name, avatar or language. A new avatar must be this user's own upload; the
   * current one may be sent back unchanged (a seeded avatar is no upload of theirs).
   */
  async updateProfile(userIdx: number, payload: ProfilePayload): Promise<CurrentUser> {
    const current = await this.db
      .selectFrom('users')
      .select(['avatar'])
      .where('idx', '=', userIdx)
      .executeTakeFirstOrThrow();
    if (payload.lang !== undefined && !isLanguage(payload.lang)) throw ApiError.invalid('lang');
    if (
      avatarNeedsOwnUpload(payload.avatar, current.avatar) &&
      !(await this.deps.uploads.isOwnUpload(userIdx, payload.avatar ?? ''))
    ) {
      throw ApiError.invalid('avatar', 'avatarNotUploaded');
    }
    const changes = {
      ...(payload.name !== undefined ? { name: payload.name } : {}),
      ...(payload.avatar !== undefined ? { avatar: payload.avatar } : {}),
      ...(payload.lang !== undefined ? { lang: payload.lang } : {}),
    };
    if (Object.keys(changes).length > 0) {
      await this.db
        .updateTable('users')
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where('idx', '=', userIdx)
        .execute();
    }
    const user = await this.deps.accounts.currentUser(userIdx);
    if (!user) throw ApiError.notSignedIn();
    return user;
  }

  /**
   * Changes the sign-in password. Every other session of the user ends (a stolen token stops
   * working); the session that made the change stays signed in.
   */
  async changePassword(userIdx: number, familyId: string, payload: ChangePasswordPayload): Promise<void> {
    await this.checkSignInPassword(userIdx, payload.oldPassword, 'oldPassword');
    const hash = await hashPassword(payload.newPassword);
    await this.db
      .updateTable('users')
      .set({ password_hash: hash, updated_at: sql<Date>`now()` })
      .where('idx', '=', userIdx)
      .execute();
    await this.deps.sessions.endOtherFamilies(userIdx, familyId);
  }

  /**
   * Sets (or replaces) the six-digit trade password after checking the sign-in password, and
   * clears any lock left by wrong trade passwords.
   */
  async setTradePassword(userIdx: number, payload: SetTradePasswordPayload): Promise<void> {
    await this.checkSignInPassword(userIdx, payload.password, 'password');
    const hash = await hashPassword(payload.tradePassword);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ trade_password_hash: hash, updated_at: sql<Date>`now()` })
        .where('idx', '=', userIdx)
        .execute();
      await clearTradePasswordLock(trx, userIdx);
    });
  }

  /** A wrong password answers 4000 on `field`; too many wrong ones in a window answer 4029. */
  private async checkSignInPassword(userIdx: number, password: string, field: string): Promise<void> {
    const { limiter, passwordLimit } = this.deps;
    const key = `password-check:user:${userIdx}`;
    if ((await limiter.count(key, passwordLimit.windowSeconds)) >= passwordLimit.attempts) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
    const user = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('idx', '=', userIdx)
      .executeTakeFirstOrThrow();
    if (!(await verifyPassword(user.password_hash, password))) {
      await limiter.hit(key, passwordLimit.windowSeconds);
      throw new ApiError(Code.invalidInput, 'wrongSignInPassword', {}, { field });
    }
    await limiter.reset(key);
  }
}
