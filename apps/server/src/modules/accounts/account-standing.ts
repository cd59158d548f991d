import type { Role } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { endSessionsOfUser, type SessionService } from './session-service.ts';
import { adminFlagFor } from './accounts-policy.ts';

/** Work done in the same transaction as the change (the admin module's record of it, issue 20). */
export type AlongsideChange = (trx: Db) => Promise<void>;

/**
 * A user's role and whether their account is active. Each change, once committed, is announced
 * through the sessions so that realtime acts on every server process (issue 19): a new role makes
 * the user's sockets connect again (their handshake then carries it), a disabled account ends them
 * (its sessions and refresh tokens are revoked in the same transaction, issue 20).
 */
export class AccountStandingService {
  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<SessionService, 'announceStanding'>,
  ) {}

  /**
   * Gives the user a role (staff granted or removed, say), and with `admin` the admin flag (only
   * staff keep it: any other role clears it); false for an unknown user.
   */
  async setRole(
    userIdx: number,
    role: Role,
    { admin, alongside }: { admin?: boolean; alongside?: AlongsideChange } = {},
  ): Promise<boolean> {
    const adminFlag = adminFlagFor(role, admin);
    const found = await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('users')
        .set({
          role,
          ...(adminFlag !== undefined ? { admin: adminFlag } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('idx', '=', userIdx)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      await alongside?.(trx);
      return true;
    });
    if (found) this.sessions.announceStanding(userIdx, 'role');
    return found;
  }

  /**
   * Disables (or enables again) the user's account; false for an unknown user. Disabling ends
   * its sessions and refresh tokens in the same transaction: its next call is 4001 on every
   * process (sessions live in the database), and its sockets end once it is committed.
   */
  async setDisabled(userIdx: number, disabled: boolean, alongside?: AlongsideChange): Promise<boolean> {
    const found = await this.db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('users')
        .set({ status: disabled ? 'disabled' : 'active', updated_at: sql<Date>`now()` })
        .where('idx', '=', userIdx)
        .executeTakeFirst();
      if (changed.numUpdatedRows === 0n) return false;
      if (disabled) await endSessionsOfUser(trx, userIdx);
      await alongside?.(trx);
      return true;
    });
    if (found && disabled) this.sessions.announceStanding(userIdx, 'disabled');
    return found;
  }
}
