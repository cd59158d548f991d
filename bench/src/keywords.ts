import { generateGoods } from '../../apps/server/src/app/seed/goods-gen.ts';
import { mulberry32 } from '../../apps/server/src/app/seed/prng.ts';
import { SHOPS } from '../../apps/server/src/app/seed/shops.ts';

const namesOf = new Map<number, string[]>();

/** The catalog's distinct names (shops too), most sold first, lower-cased as shoppers type. */
function catalogNames(goods: number): string[] {
  const known = namesOf.get(goods);
  if (known) return known;
  const sales = new Map<string, number>();
  for (let ordinal = 0; ordinal < goods; ordinal++) {
    const draft = generateGoods(ordinal);
    const name = draft.title.toLowerCase();
    sales.set(name, (sales.get(name) ?? 0) + draft.sales);
  }
  const names = [...sales.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([name]) => name);
  // Shops rank with the middle of the goods: shoppers look for them, but less than for goods.
  names.splice(Math.floor(names.length / 2), 0, ...SHOPS.map((shop) => shop.name.toLowerCase()));
  namesOf.set(goods, names);
  return names;
}

/** Two neighbouring letters swapped, not the first: the commonest typing slip. */
function withTypo(word: string, random: () => number): string {
  const at = 1 + Math.floor(random() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** One to three neighbouring words of a name (70/25/5 %), and one time in ten a typo in the last. */
function pickWords(name: string, random: () => number): string {
  const words = name.split(/\s+/);
  const roll = random();
  const count = Math.min(words.length, roll < 0.7 ? 1 : roll < 0.95 ? 2 : 3);
  const start = Math.floor(random() * (words.length - count + 1));
  const picked = words.slice(start, start + count);
  const last = picked[picked.length - 1]!;
  if (last.length >= 4 && random() < 0.1) picked[picked.length - 1] = withTypo(last, random);
  return picked.join(' ');
}

/**
 * The warm mix: what the header search sends as shoppers type. Each shopper looks for a name
 * drawn with Zipf popularity (exponent 1) over the catalog's names, most sold first, types one to
 * three of its words (one time in ten with a typo), and the search asks for suggestions at
 * two characters and then, debounced, after about every other keystroke, always for the
 * complete words. So short prefixes come back again and again and long keywords rarely: the
 * repetition a cache of hot keywords lives on, with the long tail it cannot hold.
 */
export function typingSessions(goods: number, seed: number): () => string {
  const names = catalogNames(goods);
  const random = mulberry32(seed);
  const rank = zipfRanks(names.length, seed + 1);
  const queue: string[] = [];
  return () => {
    while (queue.length === 0) {
      const typed = pickWords(names[rank()]!, random);
      for (let length = 2; length <= typed.length; length++) {
        const prefix = typed.slice(0, length);
        if (prefix.endsWith(' ')) continue;
        if (length === 2 || length === typed.length || random() < 0.5) queue.push(prefix);
      }
    }
    return queue.shift()!;
  };
}

/**
 * The cold mix: every keyword the typing above can produce from the catalog's names (any one
 * to three neighbouring words, cut anywhere from two characters on, one in ten with a typo),
 * each once, in a fixed pseudo-random order. Most are long and rare: a cache holds none of them.
 */
export function typedKeywords(goods: number): string[] {
  const random = mulberry32(0x5ea2c4);
  const found = new Set<string>();
  for (const name of catalogNames(goods)) {
    const words = name.split(/\s+/);
    for (let start = 0; start < words.length; start++) {
      for (let count = 1; count <= 3 && start + count <= words.length; count++) {
        const head = words.slice(start, start + count - 1);
        const last = words[start + count - 1]!;
        for (let typed = 2; typed <= last.length; typed++) found.add([...head, last.slice(0, typed)].join(' '));
      }
    }
  }
  const keywords = [...found];
  // Fisher-Yates with the fixed generator: the order is the same on every run.
  for (let i = keywords.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [keywords[i], keywords[j]] = [keywords[j]!, keywords[i]!];
  }
  return keywords.map((keyword) => {
    const cut = keyword.lastIndexOf(' ') + 1;
    const last = keyword.slice(cut);
    if (last.length < 4 || random() >= 0.1) return keyword;
    const typo = keyword.slice(0, cut) + withTypo(last, random);
    return found.has(typo) ? keyword : typo;
  });
}

/**
 * Draws keyword ranks from a Zipf distribution with exponent 1 (rank r is drawn with weight 1/r),
 * the classic shape of search logs: a few keywords are typed again and again, and a long tail of
 * them rarely, so a cache of hot keywords sees both hits and misses.
 */
export function zipfRanks(size: number, seed: number): () => number {
  const random = mulberry32(seed);
  const cumulative = new Float64Array(size);
  let total = 0;
  for (let rank = 0; rank < size; rank++) cumulative[rank] = total += 1 / (rank + 1);
  return () => {
    const target = random() * total;
    let low = 0;
    let high = size - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
