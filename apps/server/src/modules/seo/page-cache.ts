/** How long a rendered page is served without rendering it again. */
export const PAGE_TTL_MS = 5_000;
/** How long past that a page may still be served while a new render is made in the background. */
export const PAGE_STALE_MS = 30_000;
/** Pages kept at most (each address and language is one): the oldest goes first. */
export const PAGE_CACHE_ENTRIES = 2_000;

interface Entry<T> {
  value: T;
  at: number;
}

/**
 * The rendered HTML of public pages, per address and language, for a few seconds (issue 22): a
 * guest's page is the same for every guest of a language. Concurrent misses share one render; an
 * entry a little past its time is served while one render replaces it; `clear` (any seller or
 * admin write) forgets every page, and a render begun before it is not kept.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly renders = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly options: { ttlMs?: number; staleMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  /** The page under `key`, and whether it came from the cache. */
  async answer(key: string, render: () => Promise<T>): Promise<{ value: T; hit: boolean }> {
    const { ttlMs = PAGE_TTL_MS, staleMs = PAGE_STALE_MS, now = Date.now } = this.options;
    const entry = this.entries.get(key);
    const age = entry ? now() - entry.at : Infinity;
    if (entry && age < ttlMs) return { value: entry.value, hit: true };
    if (entry && age < ttlMs + staleMs) {
      // Served as it is; the next request finds the new render.
      this.render(key, render).catch(() => undefined);
      return { value: entry.value, hit: true };
    }
    return { value: await this.render(key, render), hit: false };
  }

  /** Forgets every page (a product, a shop or the catalog changed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.renders.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private render(key: string, render: () => Promise<T>): Promise<T> {
    const running = this.renders.get(key);
    if (running) return running;
    const generation = this.generation;
    const { maxEntries = PAGE_CACHE_ENTRIES, now = Date.now } = this.options;
    const made = render()
      .then((value) => {
        if (generation === this.generation) {
          this.entries.delete(key);
          this.entries.set(key, { value, at: now() });
          if (this.entries.size > maxEntries) this.entries.delete(this.entries.keys().next().value as string);
        }
        return value;
      })
      .finally(() => {
        if (this.renders.get(key) === made) this.renders.delete(key);
      });
    this.renders.set(key, made);
    return made;
  }
}
