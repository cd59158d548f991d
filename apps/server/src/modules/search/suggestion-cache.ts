import type { SuggestionView } from '@storefront/contract';
import type { Db } from '../../db/database.ts';

/** Keywords kept per database, and how long an answer is served before it is looked up again. */
export const SUGGESTION_CACHE_SIZE = 5000;
export const SUGGESTION_CACHE_TTL_MS = 60_000;

/** A map that keeps its `capacity` most recently used keys, each for at most `ttlMs`. */
export class LruCache<V> {
  private readonly entries = new Map<string, { expires: number; value: V }>();

  constructor(
    readonly capacity: number,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    // Re-inserted: a Map iterates in insertion order, so its first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Removes `key` only while it still holds `value` (a newer answer stays). */
  deleteIf(key: string, value: V): void {
    if (this.entries.get(key)?.value === value) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

type Answer = Promise<SuggestionView[]>;

/**
 * Suggestion answers of this process, per database (tests run several side by side). Bumping the
 * generation empties every one of them at once.
 */
const caches = new WeakMap<Db, { generation: number; answers: LruCache<Answer> }>();
let generation = 0;

/**
 * Forgets every cached suggestion answer of this process. The search index rebuild calls it;
 * call it too after changing goods or shops in a way suggestions should show at once (other
 * server processes catch up within SUGGESTION_CACHE_TTL_MS).
 */
export function invalidateSuggestions(): void {
  generation += 1;
}

/**
 * The cached answer for a normalized keyword, else `lookup()`'s, remembered. The promise itself
 * is kept, so concurrent requests for a keyword not cached yet share one lookup; a lookup that
 * fails is forgotten.
 */
export function cachedSuggestions(db: Db, keyword: string, lookup: () => Answer): Answer {
  let cache = caches.get(db);
  if (!cache || cache.generation !== generation) {
    cache = { generation, answers: new LruCache<Answer>(SUGGESTION_CACHE_SIZE, SUGGESTION_CACHE_TTL_MS) };
    caches.set(db, cache);
  }
  const cached = cache.answers.get(keyword);
  if (cached) return cached;
  const answers = cache.answers;
  const answer = lookup();
  answers.set(keyword, answer);
  answer.catch(() => answers.deleteIf(keyword, answer));
  return answer;
}
