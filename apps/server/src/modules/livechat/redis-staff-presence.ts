import type { StaffPresenceStatus } from '@storefront/contract';
import type { SharedRedis } from '../../cluster/shared-redis.ts';
import type { StaffPresence } from './staff-presence.ts';

export interface PresenceTiming {
  /** How often a process renews the entries of the agents connected to it. */
  heartbeatMs: number;
  /** How long an entry lives unrenewed: a crashed process's agents go offline this long after its last beat. */
  entryMs: number;
}

/** Agents of a process that died go offline within 45 s (issue 23: within a minute). */
export const PRESENCE_TIMING: PresenceTiming = { heartbeatMs: 15_000, entryMs: 45_000 };

/**
 * One script for every change, so the status before and after are read in the same atomic step
 * and exactly one process (the one whose change it was) hears of a change.
 *
 * KEYS: 1 the agent's live entries (a sorted set: process id → when it lapses), 2 the chosen
 * statuses (a hash: agent → away/offline/online), 3 the agents ever seen (a set).
 * ARGV: 1 op, 2 agent, 3 process id, 4 now (ms), 5 lapse time of a renewed entry, 6 chosen status.
 * Returns { before, after }.
 */
const CHANGE_SCRIPT = `
local function status(countExpired)
  local live
  if countExpired then live = redis.call('ZCARD', KEYS[1])
  else live = redis.call('ZCOUNT', KEYS[1], '(' .. ARGV[4], '+inf') end
  if live == 0 then return 'offline' end
  local chosen = redis.call('HGET', KEYS[2], ARGV[2])
  if chosen then return chosen end
  return 'online'
end
local op = ARGV[1]
if op == 'get' then return status(false) end
local before = status(true)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
if op == 'connect' then
  if redis.call('ZCARD', KEYS[1]) == 0 and redis.call('HGET', KEYS[2], ARGV[2]) == 'offline' then
    redis.call('HDEL', KEYS[2], ARGV[2])
  end
  redis.call('ZADD', KEYS[1], ARGV[5], ARGV[3])
  redis.call('SADD', KEYS[3], ARGV[2])
elseif op == 'disconnect' then
  redis.call('ZREM', KEYS[1], ARGV[3])
elseif op == 'beat' then
  redis.call('ZADD', KEYS[1], 'XX', ARGV[5], ARGV[3])
elseif op == 'set' then
  redis.call('HSET', KEYS[2], ARGV[2], ARGV[6])
  redis.call('SADD', KEYS[3], ARGV[2])
end
return {before, status(false)}
`;

type Op = 'connect' | 'disconnect' | 'beat' | 'set' | 'sweep';

/**
 * Staff presence shared by every server process through Redis (issue 23). An agent is online
 * while any process holds a socket of theirs and renews its entry; a process that dies stops
 * renewing, and the next sweep of any process finds the entry lapsed and announces the agent
 * offline. What an agent chose (away) is kept across their reconnects, as in one process.
 */
export class RedisStaffPresence implements StaffPresence {
  /** Sockets of each agent on this process. */
  private readonly sockets = new Map<number, number>();
  private readonly listeners = new Set<(staffIdx: number, status: StaffPresenceStatus) => void>();
  private readonly timer: NodeJS.Timeout;
  private closed = false;
  private readonly keys: { live: (idx: number) => string; chosen: string; agents: string };

  constructor(
    private readonly shared: SharedRedis,
    private readonly timing: PresenceTiming = PRESENCE_TIMING,
    private readonly now: () => number = Date.now,
  ) {
    const base = `${shared.prefix}:presence`;
    this.keys = { live: (idx) => `${base}:live:${idx}`, chosen: `${base}:chosen`, agents: `${base}:agents` };
    this.timer = setInterval(() => void this.beat().catch(() => undefined), timing.heartbeatMs);
    this.timer.unref();
  }

  private async run(op: Op | 'get', staffIdx: number, chosen = ''): Promise<unknown> {
    const now = this.now();
    return this.shared.redis.eval(
      CHANGE_SCRIPT,
      3,
      this.keys.live(staffIdx),
      this.keys.chosen,
      this.keys.agents,
      op,
      String(staffIdx),
      this.shared.processId,
      String(now),
      String(now + this.timing.entryMs),
      chosen,
    );
  }

  private async change(op: Op, staffIdx: number, chosen?: StaffPresenceStatus): Promise<void> {
    const [before, after] = (await this.run(op, staffIdx, chosen)) as [StaffPresenceStatus, StaffPresenceStatus];
    if (before !== after) for (const listener of this.listeners) listener(staffIdx, after);
  }

  async connected(staffIdx: number): Promise<void> {
    const count = (this.sockets.get(staffIdx) ?? 0) + 1;
    this.sockets.set(staffIdx, count);
    if (count === 1) await this.change('connect', staffIdx);
  }

  async disconnected(staffIdx: number): Promise<void> {
    // After close, this process's entries are gone already (its sockets close after it).
    if (this.closed) return;
    const count = (this.sockets.get(staffIdx) ?? 1) - 1;
    if (count > 0) {
      this.sockets.set(staffIdx, count);
      return;
    }
    this.sockets.delete(staffIdx);
    await this.change('disconnect', staffIdx);
  }

  set(staffIdx: number, status: StaffPresenceStatus): Promise<void> {
    return this.change('set', staffIdx, status);
  }

  async get(staffIdx: number): Promise<StaffPresenceStatus> {
    return (await this.run('get', staffIdx)) as StaffPresenceStatus;
  }

  async online(): Promise<number[]> {
    const agents = (await this.shared.redis.smembers(this.keys.agents)).map(Number);
    const statuses = await Promise.all(agents.map((idx) => this.get(idx)));
    return agents.filter((_, index) => statuses[index] === 'online').sort((a, b) => a - b);
  }

  onChange(listener: (staffIdx: number, status: StaffPresenceStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Renews this process's entries, then sweeps every agent's lapsed ones: an agent whose last
   * process died is announced offline by whichever process sweeps first (the others find nothing).
   */
  async beat(): Promise<void> {
    for (const idx of this.sockets.keys()) await this.run('beat', idx);
    const agents = (await this.shared.redis.smembers(this.keys.agents)).map(Number);
    for (const idx of agents) await this.change('sweep', idx);
  }

  /** Stops renewing and takes this process's entries out (a clean shutdown: its agents' other sockets stay). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    const held = [...this.sockets.keys()];
    this.sockets.clear();
    for (const idx of held) await this.change('disconnect', idx).catch(() => undefined);
  }
}
