import type { Db } from '../../db/database.ts';

/**
 * The live customer-service chat's service (spec 2.5): owner of `live_subjects` and
 * `live_messages`. The todo poll asks it for the user's unread answers.
 */
export class LivechatService {
  constructor(private readonly db: Db) {}

  /** Unread staff answers in the user's live chats, ended ones included. */
  async unreadTotal(userIdx: number): Promise<number> {
    const row = await this.db
      .selectFrom('live_subjects')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('user_unread'), eb.lit(0)).as('unread'))
      .where('user_idx', '=', userIdx)
      .executeTakeFirst();
    return Number(row?.unread ?? 0);
  }
}
