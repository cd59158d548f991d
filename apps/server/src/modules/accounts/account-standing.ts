import type { Role } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { SessionService } from './session-service.ts';
import { setUserRole } from './users-repository.ts';

/**
 * A user's role and whether their account is active. Each change, once committed, is announced
 * through the sessions so that realtime acts on every server process (issue 19): a new role makes
 * the user's sockets connect again (their handshake then carries it), a disabled account ends them
 * (its access tokens already stop working: `SessionService.authenticate` wants an active user).
 */
export class AccountStandingService {
  constructor(
    private readonly db: Db,
    private readonly sessions: Pick<SessionService, 'announceStanding'>,
  ) {}

  /** Gives the user a role (staff granted or removed, say); false for an unknown user. */
  async setRole(userIdx: number, role: Role): Promise<boolean> {
    const found = await this.db.selectFrom('users').select('idx').where('idx', '=', userIdx).executeTakeFirst();
    if (!found) return false;
    await setUserRole(this.db, userIdx, role);
    this.sessions.announceStanding(userIdx, 'role');
    return true;
  }

  /** Disables (or enables again) the user's account; false for an unknown user. */
  async setDisabled(userIdx: number, disabled: boolean): Promise<boolean> {
    const changed = await this.db
      .updateTable('users')
      .set({ status: disabled ? 'disabled' : 'active', updated_at: sql<Date>`now()` })
      .where('idx', '=', userIdx)
      .executeTakeFirst();
    if (changed.numUpdatedRows === 0n) return false;
    if (disabled) this.sessions.announceStanding(userIdx, 'disabled');
    return true;
  }
}
