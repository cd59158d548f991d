import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

/** What the limiter reads the time from: the wall clock, or in tests one the test moves itself. */
export type LimiterClock = () => number;

/**
 * Fixed-window counters kept in the database, so every server process behind a load balancer
 * counts against the same limit without any other shared store. The windows follow `now`, so a
 * test can keep its hits in one window (test/test-app.ts pins it) instead of racing a boundary.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly now: LimiterClock = Date.now,
  ) {}

  private windowStart(windowSeconds: number): Date {
    const size = windowSeconds * 1000;
    return new Date(Math.floor(this.now() / size) * size);
  }

  /** Adds one hit and returns the count in the current window. */
  async hit(key: string, windowSeconds: number): Promise<number> {
    const [row] = (await this.hitStatement(key, windowSeconds).execute(this.db)).rows;
    // The upsert returns its row whether it inserted or counted.
    if (!row) throw new Error('rate limit: the hit returned no count');
    return row.hits;
  }

  /**
   * `hit` as a statement returning `hits`, for a caller that writes what the limit guards in the
   * same statement (a common table expression of it): one round trip for the hit and the write.
   */
  hitStatement(key: string, windowSeconds: number): RawBuilder<{ hits: number }> {
    return sql<{ hits: number }>`insert into rate_limit_hits (key, window_start, hits)
      values (${key}, ${this.windowStart(windowSeconds)}, 1)
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
      returning hits`;
  }

  async count(key: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('key', '=', key)
      .where('window_start', '=', this.windowStart(windowSeconds))
      .executeTakeFirst();
    return row?.hits ?? 0;
  }

  /** Takes back one hit of the current window: an attempt counted up front that was no failure. */
  async forgive(key: string, windowSeconds: number): Promise<void> {
    await this.db
      .updateTable('rate_limit_hits')
      .set({ hits: sql`hits - 1` })
      .where('key', '=', key)
      .where('window_start', '=', this.windowStart(windowSeconds))
      .where('hits', '>', 0)
      .execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limit_hits').where('key', '=', key).execute();
  }

  /** Drops windows that ended long ago; called now and then, not on the request path. */
  async prune(olderThanSeconds: number): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_hits')
      .where('window_start', '<', new Date(this.now() - olderThanSeconds * 1000))
      .execute();
  }
}
