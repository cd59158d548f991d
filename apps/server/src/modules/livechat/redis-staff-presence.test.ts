import { randomBytes } from 'node:crypto';
import type { StaffPresenceStatus } from '@storefront/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSharedRedis, type SharedRedis } from '../../cluster/shared-redis.ts';
import { RedisQueuePasses, type QueueTold } from './queue-passes.ts';
import { RedisStaffPresence } from './redis-staff-presence.ts';

/*
 * Staff presence and queue passes shared through the machine's Redis (issue 23): each
 * SharedRedis below is what one server process holds, so two of them are two processes.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: Array<{ close(): Promise<void> | void }> = [];

function processes(count: number): SharedRedis[] {
  const prefix = `presence-test-${randomBytes(6).toString('hex')}`;
  return Array.from({ length: count }, () => {
    const shared = connectSharedRedis(REDIS_URL, prefix);
    opened.push(shared);
    return shared;
  });
}

function presenceOf(shared: SharedRedis, clock: { now: number }, timing = { heartbeatMs: 60_000, entryMs: 1_000 }) {
  const presence = new RedisStaffPresence(shared, timing, () => clock.now);
  const heard: Array<[number, StaffPresenceStatus]> = [];
  presence.onChange((idx, status) => heard.push([idx, status]));
  opened.unshift(presence);
  return { presence, heard };
}

afterEach(async () => {
  for (const item of opened.splice(0)) await item.close();
});

describe('staff presence across processes', () => {
  it('counts an agent online while a socket of theirs is on any process, and the changer alone announces', async () => {
    const clock = { now: 1_000_000 };
    const [one, two] = processes(2) as [SharedRedis, SharedRedis];
    const a = presenceOf(one, clock);
    const b = presenceOf(two, clock);

    await a.presence.connected(7);
    expect(await b.presence.get(7)).toBe('online');
    expect(await b.presence.online()).toEqual([7]);
    expect(a.heard).toEqual([[7, 'online']]);
    expect(b.heard).toEqual([]);

    // A second socket on the other process changes nothing; the first one leaving neither.
    await b.presence.connected(7);
    await a.presence.disconnected(7);
    expect(await a.presence.get(7)).toBe('online');
    expect(a.heard).toHaveLength(1);

    // Away chosen on one process is what the other reads, and holds across a reconnect.
    await b.presence.set(7, 'away');
    expect(await a.presence.get(7)).toBe('away');
    expect(await a.presence.online()).toEqual([]);
    await b.presence.disconnected(7);
    expect(await a.presence.get(7)).toBe('offline');
    await a.presence.connected(7);
    expect(await b.presence.get(7)).toBe('away');
    expect(b.heard).toEqual([
      [7, 'away'],
      [7, 'offline'],
    ]);
    expect(a.heard.at(-1)).toEqual([7, 'away']);
  });

  it('an agent whose process died goes offline after the entry lapses, announced once by a survivor', async () => {
    const clock = { now: 2_000_000 };
    const [one, two, three] = processes(3) as [SharedRedis, SharedRedis, SharedRedis];
    const dead = presenceOf(one, clock);
    const b = presenceOf(two, clock);
    const c = presenceOf(three, clock);
    await dead.presence.connected(3);
    await b.presence.connected(4);
    expect(await c.presence.online()).toEqual([3, 4]);

    // The first process stops beating (killed); the second keeps beating.
    clock.now += 600;
    await b.presence.beat();
    expect(await c.presence.online()).toEqual([3, 4]);
    clock.now += 600;
    await b.presence.beat();
    expect(await c.presence.online()).toEqual([4]);
    await c.presence.beat();
    expect(b.heard).toEqual([
      [4, 'online'],
      [3, 'offline'],
    ]);
    expect(c.heard).toEqual([]);
  });
});

describe('queue passes across processes', () => {
  it('never overlap, run again for a pass asked meanwhile, and start from what the last one told', async () => {
    const [one, two] = processes(2) as [SharedRedis, SharedRedis];
    const passes = [new RedisQueuePasses(one), new RedisQueuePasses(two)];
    opened.push(...passes);
    let running = 0;
    let most = 0;
    const seen: QueueTold[] = [];
    let round = 0;
    const pass = async (told: QueueTold) => {
      running += 1;
      most = Math.max(most, running);
      seen.push(told);
      round += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      running -= 1;
      return new Map([[round, `place:${round}`]]);
    };
    await Promise.all(Array.from({ length: 6 }, (_, index) => passes[index % 2]?.run(pass)));
    expect(most).toBe(1);
    // Six asks while one ran share at most a couple of passes, and none is lost: the last pass
    // began after the last ask.
    expect(round).toBeGreaterThanOrEqual(1);
    expect(round).toBeLessThanOrEqual(3);
    expect(seen[0]).toEqual(new Map());
    for (let index = 1; index < seen.length; index++) expect(seen[index]).toEqual(new Map([[index, `place:${index}`]]));
    await passes[1]?.run(pass);
    expect(seen.at(-1)).toEqual(new Map([[round - 1, `place:${round - 1}`]]));
  });
});
