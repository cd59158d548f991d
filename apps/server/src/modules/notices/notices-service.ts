import { Code, type TodoResponse } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';

/** Subscriptions one client address may make per window, so the list cannot be flooded. */
export const SUBSCRIBE_LIMIT_PER_ADDRESS = 20;
export const SUBSCRIBE_WINDOW_SECONDS = 15 * 60;

/** A module whose unread messages count in the todo poll's notifyPending (PmService, LivechatService). */
export interface UnreadSource {
  unreadTotal(userIdx: number): Promise<number>;
}

/**
 * The todo poll (spec 4), cms notices read by users, and newsletter subscriptions (spec 5).
 * The poll runs every second in every signed-in tab, so it is a few indexed queries run side by
 * side: each chat's unread total, asked of the module that owns it, and the next notice.
 */
export class NoticesService {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly chats: readonly UnreadSource[],
  ) {}

  /** Unread total and the newest active notice after `afterIdx` this user has not read. */
  async todo(userIdx: number, afterIdx: number): Promise<TodoResponse> {
    const [notifyPending, cms] = await Promise.all([this.unreadTotal(userIdx), this.nextNotice(userIdx, afterIdx)]);
    return { notifyPending, cms: cms ?? null };
  }

  /** Unread private messages (as buyer and as seller) plus unread live-chat messages. */
  async unreadTotal(userIdx: number): Promise<number> {
    const totals = await Promise.all(this.chats.map((chat) => chat.unreadTotal(userIdx)));
    return totals.reduce((sum, total) => sum + total, 0);
  }

  /** Walks cms_notices by primary key from the newest; the read check is the cms_reads key. */
  async nextNotice(userIdx: number, afterIdx: number) {
    return this.db
      .selectFrom('cms_notices as n')
      .select(['n.idx', 'n.title', 'n.content'])
      .where('n.active', '=', true)
      .where('n.idx', '>', afterIdx)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cms_reads as r')
              .select('r.cms_idx')
              .where('r.user_idx', '=', userIdx)
              .whereRef('r.cms_idx', '=', 'n.idx'),
          ),
        ),
      )
      .orderBy('n.idx', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** Records that the user read a notice; false when there is no such notice. Idempotent. */
  async markRead(userIdx: number, cmsIdx: number): Promise<boolean> {
    const notice = await this.db.selectFrom('cms_notices').select('idx').where('idx', '=', cmsIdx).executeTakeFirst();
    if (!notice) return false;
    await this.db
      .insertInto('cms_reads')
      .values({ user_idx: userIdx, cms_idx: cmsIdx })
      .onConflict((oc) => oc.columns(['user_idx', 'cms_idx']).doNothing())
      .execute();
    return true;
  }

  /**
   * Adds an address to the newsletter, or refreshes its language when it is already there.
   * Stored lower-cased so `Ann@x.com` and `ann@x.com` are one subscriber. 4029 past the
   * per-address limit.
   */
  async subscribe(email: string, lang: string, ip: string): Promise<void> {
    if ((await this.limiter.hit(`subscribe:ip:${ip}`, SUBSCRIBE_WINDOW_SECONDS)) > SUBSCRIBE_LIMIT_PER_ADDRESS) {
      throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
    }
    await this.db
      .insertInto('subscriptions')
      .values({ email: email.toLowerCase(), lang })
      .onConflict((oc) => oc.column('email').doUpdateSet({ lang }))
      .execute();
  }
}
