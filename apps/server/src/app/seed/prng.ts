/**
 * Deterministic randomness for the demo catalog. Every generated thing draws from a generator
 * seeded by what it is (e.g. "goods #1234"), never from Math.random, so the catalog is the same on
 * every run and growing it from 400 to 100000 goods leaves the first 400 untouched.
 */

/** The seed every generator derives from; change it to get a different (but stable) catalog. */
export const CATALOG_SEED = 0x5eed_2024;

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a namespace and a number into a 32-bit seed, so neighbouring ordinals look unrelated. */
export function seedFor(namespace: string, n: number): number {
  let h = CATALOG_SEED ^ Math.imul(n + 1, 0x9e3779b1);
  for (let i = 0; i < namespace.length; i++) h = Math.imul(h ^ namespace.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

/** The item `n` steps round the list (n modulo its length): a fixed choice spread over the list. */
export function cycled<T>(items: readonly T[], n: number): T {
  const item = items[n % items.length];
  if (item === undefined) throw new Error('cycled() through an empty list');
  return item;
}

export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  static for(namespace: string, n: number): Rng {
    return new Rng(seedFor(namespace, n));
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }

  /** Log-uniform integer in [min, max]: many small values, a few large ones (sales, followers). */
  logInt(min: number, max: number): number {
    return Math.floor(Math.exp(Math.log(min) + this.next() * (Math.log(max + 1) - Math.log(min))));
  }

  /** `count` distinct items in their original order (so e.g. sizes stay S, M, L). */
  subset<T>(items: readonly T[], count: number): T[] {
    const indexes = items.map((_, i) => i);
    for (let i = indexes.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = indexes[i] as number;
      indexes[i] = indexes[j] as number;
      indexes[j] = a;
    }
    return indexes
      .slice(0, Math.min(count, items.length))
      .sort((a, b) => a - b)
      .map((i) => items[i] as T);
  }

  /** `count` distinct items in random order (e.g. which colours a product comes in, cover first). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const picked: T[] = [];
    while (picked.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.next() * pool.length), 1);
      if (item !== undefined) picked.push(item);
    }
    return picked;
  }

  /** A contiguous run of `count` items (sizes S-M-L, not S-L-XXL). */
  run<T>(items: readonly T[], count: number): T[] {
    const length = Math.min(count, items.length);
    const start = this.int(0, items.length - length);
    return items.slice(start, start + length);
  }
}
