import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { guardUnawaitedCommands } from './unawaited-commands.ts';

/**
 * What every server process shares through Redis when REDIS_URL is set (issue 23): live chat's
 * staff presence and queue pass, and the page cache's invalidation. One connection for commands
 * and one for subscriptions per process, beside the socket.io adapter's own pair.
 */
export interface SharedRedis {
  /** Commands (never put in subscriber mode). */
  redis: Redis;
  /** Keys and channels start with this (SOCKET_REDIS_KEY: deployments and test runs sharing a Redis keep apart). */
  prefix: string;
  /** This process, among those sharing the Redis (presence entries and locks carry it). */
  processId: string;
  /** Calls `listener` with every message published on `channel` (under the prefix) by any process. */
  subscribe(channel: string, listener: (message: string) => void): void;
  publish(channel: string, message: string): Promise<void>;
  close(): Promise<void>;
}

export function connectSharedRedis(url: string, prefix: string): SharedRedis {
  // Commands wait for the connection (and a reconnection after Redis restarts) instead of failing.
  const redis = new Redis(url, { maxRetriesPerRequest: null });
  const subscriber = redis.duplicate();
  const listeners = new Map<string, Array<(message: string) => void>>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  });
  // A failed connection is retried by ioredis; the error events would otherwise be unhandled.
  redis.on('error', () => undefined);
  subscriber.on('error', () => undefined);
  guardUnawaitedCommands(redis);
  guardUnawaitedCommands(subscriber);
  return {
    redis,
    prefix,
    processId: randomUUID(),
    subscribe(channel, listener) {
      const full = `${prefix}:${channel}`;
      const known = listeners.get(full);
      if (known) known.push(listener);
      else {
        listeners.set(full, [listener]);
        void subscriber.subscribe(full).catch(() => undefined);
      }
    },
    async publish(channel, message) {
      await redis.publish(`${prefix}:${channel}`, message);
    },
    async close() {
      listeners.clear();
      await Promise.all([redis.quit().catch(() => undefined), subscriber.quit().catch(() => undefined)]);
    },
  };
}
