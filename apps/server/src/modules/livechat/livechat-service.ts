import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The live customer-service chat (spec 2.5, issue 13). Only its unread total exists so far: the
 * todo poll sums it with the private messages'; issue 13 builds the rest of the module here.
 */
export class LivechatService {
  constructor(private readonly db: Db) {}

  /** Unread staff answers in the user's live chats, ended ones included; reads live_subjects_user. */
  async unreadTotal(userIdx: number): Promise<number> {
    const { rows } = await sql<{ unread: string | number }>`
      select coalesce(sum(user_unread), 0) as unread from live_subjects where user_idx = ${userIdx}`.execute(this.db);
    return Number(rows[0]?.unread ?? 0);
  }
}
