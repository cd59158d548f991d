import type { StaffPresenceStatus } from '@storefront/contract';

/**
 * Where staff presence lives (issue 13): online, away or offline per agent. The in-process
 * implementation below serves a single process (no REDIS_URL); with Redis every process shares
 * one (redis-staff-presence.ts, issue 23).
 */
export interface StaffPresence {
  /** A socket of the agent connected: online when it is their first and they had not chosen away. */
  connected(staffIdx: number): Promise<void>;
  /** A socket of the agent left: offline when it was their last. */
  disconnected(staffIdx: number): Promise<void>;
  /** The agent chose a presence. */
  set(staffIdx: number, status: StaffPresenceStatus): Promise<void>;
  get(staffIdx: number): Promise<StaffPresenceStatus>;
  /** Agents online now. */
  online(): Promise<number[]>;
  /** Called with the agent whose presence changed; returns the way to stop listening. */
  onChange(listener: (staffIdx: number, status: StaffPresenceStatus) => void): () => void;
  /** The server is closing: this process's agents' sockets count no more. */
  close(): Promise<void>;
}

export class InProcessStaffPresence implements StaffPresence {
  private readonly sockets = new Map<number, number>();
  /** What each agent chose last: a reconnecting agent who chose away stays away. */
  private readonly chosen = new Map<number, StaffPresenceStatus>();
  private readonly status = new Map<number, StaffPresenceStatus>();
  private readonly listeners = new Set<(staffIdx: number, status: StaffPresenceStatus) => void>();

  private change(staffIdx: number, status: StaffPresenceStatus): void {
    if ((this.status.get(staffIdx) ?? 'offline') === status) return;
    if (status === 'offline') this.status.delete(staffIdx);
    else this.status.set(staffIdx, status);
    for (const listener of this.listeners) listener(staffIdx, status);
  }

  connected(staffIdx: number): Promise<void> {
    const count = (this.sockets.get(staffIdx) ?? 0) + 1;
    this.sockets.set(staffIdx, count);
    if (count === 1) this.change(staffIdx, this.chosen.get(staffIdx) === 'away' ? 'away' : 'online');
    return Promise.resolve();
  }

  disconnected(staffIdx: number): Promise<void> {
    const count = (this.sockets.get(staffIdx) ?? 1) - 1;
    if (count > 0) {
      this.sockets.set(staffIdx, count);
    } else {
      this.sockets.delete(staffIdx);
      this.change(staffIdx, 'offline');
    }
    return Promise.resolve();
  }

  set(staffIdx: number, status: StaffPresenceStatus): Promise<void> {
    this.chosen.set(staffIdx, status);
    this.change(staffIdx, status);
    return Promise.resolve();
  }

  get(staffIdx: number): Promise<StaffPresenceStatus> {
    return Promise.resolve(this.status.get(staffIdx) ?? 'offline');
  }

  online(): Promise<number[]> {
    return Promise.resolve([...this.status].filter(([, status]) => status === 'online').map(([idx]) => idx));
  }

  onChange(listener: (staffIdx: number, status: StaffPresenceStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
