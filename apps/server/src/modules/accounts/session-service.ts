import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Principal } from '../../core/principal.ts';

export interface TokenPair {
  token: string;
  refresh: string;
}

export interface SessionSettings {
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

/**
 * Sessions that just ended: one family (sign-out, a refresh token reused), or every family of a
 * user but one (a password change). Realtime listens, to disconnect their sockets.
 */
export type SessionsEnded =
  | { familyId: string }
  | { userIdx: number; exceptFamilyId: string }
  /**
   * The user's standing changed (issue 19): a new role (their sockets connect again, to carry it)
   * or a disabled account (their sockets end).
   */
  | { userIdx: number; standing: 'role' | 'disabled' };
export type SessionsEndedListener = (ended: SessionsEnded) => void;

const newSecret = () => randomBytes(32).toString('base64url');
/** Only hashes are stored: a database leak does not hand out live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Revokes the live sessions and refresh tokens that `column` = `value` names, in `trx`. */
async function revokeSessions(trx: Db, column: 'user_idx' | 'family_id', value: number | string): Promise<void> {
  for (const table of ['auth_sessions', 'refresh_tokens'] as const) {
    await trx
      .updateTable(table)
      .set({ revoked_at: sql`now()` })
      .where(column, '=', value)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

/**
 * Ends every session and refresh token of a user, inside the caller's transaction (a disabled
 * account, issue 20): its next call is 4012 and its refresh token is refused. The caller
 * announces it once committed (`announceStanding`), so its sockets end too.
 */
export async function endSessionsOfUser(trx: Db, userIdx: number): Promise<void> {
  await revokeSessions(trx, 'user_idx', userIdx);
}

/**
 * Opaque access tokens and rotating refresh tokens. A refresh token is good once; presenting a
 * used one means it was stolen or replayed, so its whole family (every session it spawned) ends.
 */
export class SessionService {
  private readonly endedListeners: SessionsEndedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly settings: SessionSettings,
  ) {}

  /**
   * Calls `listener` after sessions end (once the change is committed); returns the way to stop.
   * Keeps this service free of sockets: realtime listens and disconnects them.
   */
  onSessionsEnded(listener: SessionsEndedListener): () => void {
    this.endedListeners.push(listener);
    return () => {
      const at = this.endedListeners.indexOf(listener);
      if (at >= 0) this.endedListeners.splice(at, 1);
    };
  }

  /** Tells realtime that a user's role changed or their account was disabled (after the commit). */
  announceStanding(userIdx: number, standing: 'role' | 'disabled'): void {
    this.announceEnded({ userIdx, standing });
  }

  private announceEnded(ended: SessionsEnded): void {
    for (const listener of this.endedListeners) {
      // A listener's failure must not turn a sign-out into an error.
      try {
        listener(ended);
      } catch {
        // the listener reports its own failures
      }
    }
  }

  async start(userIdx: number, familyId: string = randomUUID()): Promise<TokenPair> {
    const token = newSecret();
    const refresh = newSecret();
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('auth_sessions')
        .values({
          id: randomUUID(),
          user_idx: userIdx,
          family_id: familyId,
          access_hash: hashToken(token),
          access_expires_at: new Date(now + this.settings.accessTtlSeconds * 1000),
        })
        .execute();
      await trx
        .insertInto('refresh_tokens')
        .values({
          token_hash: hashToken(refresh),
          family_id: familyId,
          user_idx: userIdx,
          expires_at: new Date(now + this.settings.refreshTtlSeconds * 1000),
        })
        .execute();
    });
    return { token, refresh };
  }

  /** The principal an access token stands for, or null when it is unknown, expired or revoked. */
  async authenticate(token: string): Promise<Principal | null> {
    return (await this.authenticateUntil(token))?.principal ?? null;
  }

  /** `authenticate`, with when the access token expires (a socket is cut then, issue 19). */
  async authenticateUntil(token: string): Promise<{ principal: Principal; expiresAt: Date } | null> {
    const row = await this.db
      .selectFrom('auth_sessions as s')
      .innerJoin('users as u', 'u.idx', 's.user_idx')
      .select(['s.id', 's.family_id', 'u.idx', 'u.role', 'u.admin', 's.access_expires_at'])
      .where('s.access_hash', '=', hashToken(token))
      .where('s.revoked_at', 'is', null)
      .where('s.access_expires_at', '>', sql<Date>`now()`)
      .where('u.status', '=', 'active')
      .executeTakeFirst();
    if (!row) return null;
    return {
      principal: {
        idx: row.idx,
        role: row.role as Role,
        admin: row.admin,
        sessionId: row.id,
        familyId: row.family_id,
      },
      expiresAt: row.access_expires_at,
    };
  }

  /** Rotates a refresh token. Returns null (and ends the family on reuse) when it is refused. */
  async rotate(refresh: string): Promise<{ userIdx: number; tokens: TokenPair } | null> {
    const tokenHash = hashToken(refresh);
    // Claiming the token and checking it happen in one statement, so two concurrent uses of the
    // same token cannot both succeed: the loser sees it as already used.
    const claimed = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: sql`now()` })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_idx', 'family_id'])
      .executeTakeFirst();
    if (claimed) {
      const active = await this.db
        .selectFrom('users')
        .select('idx')
        .where('idx', '=', claimed.user_idx)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!active) return null;
      return { userIdx: claimed.user_idx, tokens: await this.start(claimed.user_idx, claimed.family_id) };
    }
    const known = await this.db
      .selectFrom('refresh_tokens')
      .select(['family_id', 'used_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    if (known?.used_at) await this.endFamily(known.family_id);
    return null;
  }

  /** Ends every session and refresh token of a user except one family (a password change). */
  async endOtherFamilies(userIdx: number, keepFamilyId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('auth_sessions')
        .set({ revoked_at: sql`now()` })
        .where('user_idx', '=', userIdx)
        .where('family_id', '<>', keepFamilyId)
        .where('revoked_at', 'is', null)
        .execute();
      await trx
        .updateTable('refresh_tokens')
        .set({ revoked_at: sql`now()` })
        .where('user_idx', '=', userIdx)
        .where('family_id', '<>', keepFamilyId)
        .where('revoked_at', 'is', null)
        .execute();
    });
    this.announceEnded({ userIdx, exceptFamilyId: keepFamilyId });
  }

  /** Ends every session and refresh token of a family (sign-out, or a detected reuse). */
  async endFamily(familyId: string): Promise<void> {
    await this.db.transaction().execute((trx) => revokeSessions(trx, 'family_id', familyId));
    this.announceEnded({ familyId });
  }
}
