import type { RealtimeSocket } from './socket-types.ts';

/*
 * Pacing of chatty client events (issue 19): typing and page changes are throttled per socket,
 * keeping the latest; begins are counted in fixed windows. Everything is in memory, per process,
 * and costs no database work for an event that is dropped.
 */

interface Waiting<T> {
  value: T;
  resolve: (value: T | null) => void;
}

interface KeyState<T> {
  last: number;
  waiting: Waiting<T> | null;
  timer: NodeJS.Timeout | null;
}

/**
 * At most one value per `intervalMs` per socket and key (a conversation): the first goes at once,
 * later ones wait for the end of the interval, and a newer one replaces the one waiting. `take`
 * resolves with the value when its turn comes, or null when a newer one replaced it or the socket
 * left. A socket holds at most `maxKeys` keys at a time: values for more are dropped.
 */
export class TrailingThrottle<T> {
  private readonly sockets = new Map<string, Map<number, KeyState<T>>>();

  constructor(
    private readonly intervalMs: number,
    private readonly maxKeys = 4,
  ) {}

  take(socket: RealtimeSocket, key: number, value: T): Promise<T | null> {
    let keys = this.sockets.get(socket.id);
    if (!keys) {
      keys = new Map();
      this.sockets.set(socket.id, keys);
      socket.once('disconnect', () => this.forget(socket.id));
    }
    let state = keys.get(key);
    if (!state) {
      if (keys.size >= this.maxKeys) this.prune(keys);
      if (keys.size >= this.maxKeys) return Promise.resolve(null);
      state = { last: 0, waiting: null, timer: null };
      keys.set(key, state);
    }
    const now = Date.now();
    if (!state.timer && now - state.last >= this.intervalMs) {
      state.last = now;
      return Promise.resolve(value);
    }
    state.waiting?.resolve(null);
    const entry = state;
    return new Promise((resolve) => {
      entry.waiting = { value, resolve };
      entry.timer ??= setTimeout(
        () => {
          entry.timer = null;
          entry.last = Date.now();
          const waiting = entry.waiting;
          entry.waiting = null;
          waiting?.resolve(waiting.value);
        },
        Math.max(0, entry.last + this.intervalMs - now),
      );
    });
  }

  /** Keys idle for an interval hold nothing: they make room for others. */
  private prune(keys: Map<number, KeyState<T>>): void {
    const now = Date.now();
    for (const [key, state] of keys) {
      if (!state.timer && now - state.last >= this.intervalMs) keys.delete(key);
    }
  }

  private forget(socketId: string): void {
    for (const state of this.sockets.get(socketId)?.values() ?? []) {
      if (state.timer) clearTimeout(state.timer);
      state.waiting?.resolve(null);
    }
    this.sockets.delete(socketId);
  }

  /** The server is closing: whatever waits is dropped now. */
  close(): void {
    for (const socketId of [...this.sockets.keys()]) this.forget(socketId);
  }
}

/** A fixed-window counter per key: `allow` answers whether one more fits in the current window. */
export class WindowLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  allow(key: string): boolean {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  /** Forgets the key (a socket that left). */
  forget(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}
