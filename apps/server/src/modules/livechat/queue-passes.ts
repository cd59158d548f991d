import { randomUUID } from 'node:crypto';
import type { SharedRedis } from '../../cluster/shared-redis.ts';

/** What each queued conversation's shopper was last told (its place and whether staff are online), by conversation. */
export type QueueTold = Map<number, string>;

/** A queue pass: routes what it can, tells the shoppers whose place changed, returns what they were told. */
export type QueuePass = (told: QueueTold) => Promise<QueueTold>;

/**
 * Where queue passes take turns (livechat-delivery.ts queueMoved). Passes never overlap, and each
 * starts from what the last one told, so a shopper hears a place only when it changed. In one
 * process that is a variable; across processes (issue 23) a Redis lock and hash.
 */
export interface QueuePasses {
  /** Runs a pass now, or leaves it to the pass under way elsewhere, which runs once more after it. */
  run(pass: QueuePass): Promise<void>;
  close(): void;
}

export class InProcessQueuePasses implements QueuePasses {
  private told: QueueTold = new Map();

  async run(pass: QueuePass): Promise<void> {
    this.told = await pass(this.told);
  }

  close(): void {}
}

/** A pass holds the turn at most this long (a process that died holding it frees it then). */
export const QUEUE_TURN_MS = 30_000;

const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Queue passes across processes: a pass asked for marks the queue "moved", then takes the turn if
 * it is free; the holder runs passes while the mark is set, so a pass asked for elsewhere meanwhile
 * is never lost and two processes never tell a shopper two places at once. A process that dies
 * holding the turn loses it after QUEUE_TURN_MS; whoever asked meanwhile tries again then.
 */
export class RedisQueuePasses implements QueuePasses {
  private readonly keys: { moved: string; turn: string; told: string };
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly shared: SharedRedis,
    private readonly turnMs = QUEUE_TURN_MS,
  ) {
    const base = `${shared.prefix}:livequeue`;
    this.keys = { moved: `${base}:moved`, turn: `${base}:turn`, told: `${base}:told` };
  }

  async run(pass: QueuePass): Promise<void> {
    const { redis } = this.shared;
    await redis.set(this.keys.moved, '1');
    while (!this.closed) {
      const token = randomUUID();
      if ((await redis.set(this.keys.turn, token, 'PX', this.turnMs, 'NX')) !== 'OK') {
        this.retryLater(pass);
        return;
      }
      try {
        while (!this.closed && (await redis.getdel(this.keys.moved)) !== null) {
          const told = await pass(await this.readTold());
          const write = redis.multi().del(this.keys.told);
          if (told.size > 0) write.hset(this.keys.told, Object.fromEntries(told));
          await write.exec();
        }
      } finally {
        await redis.eval(RELEASE_SCRIPT, 1, this.keys.turn, token);
      }
      // A pass asked for between the last read of the mark and the release found the turn taken.
      if ((await redis.exists(this.keys.moved)) === 0) return;
    }
  }

  /** The holder may die before it reads the mark again: look once its turn would have lapsed. */
  private retryLater(pass: QueuePass): void {
    if (this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.shared.redis
        .exists(this.keys.moved)
        .then((moved) => (moved && !this.closed ? this.run(pass) : undefined))
        .catch(() => undefined);
    }, this.turnMs + 1_000);
    this.retry.unref();
  }

  private async readTold(): Promise<QueueTold> {
    const stored = await this.shared.redis.hgetall(this.keys.told);
    return new Map(Object.entries(stored).map(([idx, told]) => [Number(idx), told]));
  }

  close(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }
}
