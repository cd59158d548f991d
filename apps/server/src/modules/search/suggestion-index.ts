import { SuggestionFlag, type SuggestionView } from '@storefront/contract';
import { FUZZY_MIN_CHARS, matchRange } from './keyword.ts';
import { keywordCoverage, trigrams } from './trigrams.ts';
import { typoDistance, typosAllowed } from './typos.ts';

/** A name suggestions can offer: a row of `search_terms` (search-index.ts fills it). */
export interface SearchTerm {
  /** 1 for a shop, 2 for a product (the suggestion's flag). */
  kind: number;
  /** The name lower-cased: one entry per distinct name and kind. */
  term: string;
  name: string;
  idx: number;
  /** Followers of a shop, sales of a product: the heavier first. */
  weight: number;
}

export const SHOP_SUGGESTIONS = 3;
export const GOODS_SUGGESTIONS = 7;
/** Close spellings looked up in the vocabulary per word, at most. */
const CORRECTIONS = 3;
/** Names read per spelling and kind when the words as typed cannot fill the list. */
const FALLBACK_NAMES = 20;
/** The share of a keyword's trigrams a name must hold to be offered for several words (step 3). */
const CLOSE = 0.6;
/** Step 1's matches come before every close spelling's. */
const EXACT = 2;

interface Entry extends SearchTerm {
  words: string[];
}

interface Found {
  rank: number;
  score: number;
}

const nameWords = (term: string) => term.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 2);

/** First position in `sorted[from..]` whose value is at least `value`. */
function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = sorted[mid];
    if (at !== undefined && at < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The header search's suggestions (spec 2.2) from memory: every shop and product name of the
 * catalog ranked once (shops first, then the heaviest), each name word pointing at the names
 * that hold it, the words sorted so that words sharing a beginning are one range. A lookup reads a few short lists and never
 * waits for the database, so a keyword nobody typed before costs as little as a repeated one.
 *
 * Matching, in three steps, each only when the ones before it could not fill the list:
 * 1. names in which each word of the keyword starts a word (the last one may be half typed);
 * 2. for keywords of FUZZY_MIN_CHARS+ characters: a word of that length that starts no word of
 *    any name is also read as the CORRECTIONS closest beginnings of name words (one typo
 *    allowed, two from TWO_TYPOS_FROM characters), and step 1 runs again with those spellings;
 * 3. for several words: the heaviest names with a word starting with a spelling of any one of
 *    them, when they hold most of the keyword ("ceramic floor lamp" offers floor lamps too).
 * Steps 2 and 3 put the names that hold most of the keyword first.
 */
export class SuggestionIndex {
  /** Every name in rank order: shops, then goods, the heaviest first, then by name. */
  private readonly entries: Entry[];
  /** Rank of the first product. */
  private readonly goodsStart: number;
  /** The distinct name words, sorted, so words sharing a prefix are one range. */
  private readonly vocabulary: string[];
  /** For each vocabulary word, the ranks of the names holding it, ascending. */
  private readonly postings: Int32Array[];

  /** Names (termKey) this index no longer offers: a newer entry stands for them elsewhere. */
  private readonly hidden: ReadonlySet<string>;

  private constructor(
    private readonly parts: Parts,
    hidden: ReadonlySet<string> = new Set(),
  ) {
    this.entries = parts.entries;
    this.goodsStart = parts.goodsStart;
    this.vocabulary = parts.vocabulary;
    this.postings = parts.postings;
    this.hidden = hidden;
  }

  /** This index without the names of `hidden` (termKey), sharing its parts. */
  withHidden(hidden: ReadonlySet<string>): SuggestionIndex {
    return new SuggestionIndex(this.parts, hidden);
  }

  /** The goods names of `idxs` in this index (hidden ones too). */
  namesOf(idxs: ReadonlySet<number>): SearchTerm[] {
    const names: SearchTerm[] = [];
    for (let rank = this.goodsStart; rank < this.entries.length; rank++) {
      const entry = this.entries[rank];
      if (entry === undefined) break;
      if (idxs.has(entry.idx)) names.push(entry);
    }
    return names;
  }

  /** The index of `terms`, built at once (tests, small catalogs). */
  static of(terms: readonly SearchTerm[]): SuggestionIndex {
    const steps = buildParts(terms);
    for (let step = steps.next(); ; step = steps.next()) if (step.done) return new SuggestionIndex(step.value);
  }

  /**
   * The index of `terms`, built in slices between which the process answers other requests: a
   * catalog of 100,000 distinct names takes about a second to index, too long to hold them up.
   */
  static async build(terms: readonly SearchTerm[]): Promise<SuggestionIndex> {
    const steps = buildParts(terms);
    for (let step = steps.next(); ; step = steps.next()) {
      if (step.done) return new SuggestionIndex(step.value);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Names indexed. */
  get size(): number {
    return this.entries.length;
  }

  /** Distinct name words indexed. */
  get words(): readonly string[] {
    return this.vocabulary;
  }

  /** Suggestions for a lower-cased keyword and its words of 2+ characters: shops, then goods. */
  suggest(keyword: string, words: readonly string[]): SuggestionView[] {
    return shapeSuggestions(this.matches(keyword, words), keyword);
  }

  /** The names matching a keyword, scored, before they are ranked and cut to the list's length. */
  matches(keyword: string, words: readonly string[]): Match[] {
    if (words.length === 0) return [];
    const found = this.exact(words);
    const wanted = SHOP_SUGGESTIONS + GOODS_SUGGESTIONS;
    // Never for keywords of 2-3 characters: every spelling close to those is noise.
    if (keyword.length >= FUZZY_MIN_CHARS && found.length < wanted) {
      const spellings = words.map((word) => this.spellings(word));
      const kwGrams = trigrams(keyword);
      found.push(...this.close(spellings, kwGrams));
      if (words.length > 1 && distinctCount(found) < wanted) found.push(...this.related(spellings, kwGrams));
    }
    return found.map(({ rank, score }) => ({ entry: this.entry(rank), score }));
  }

  /** The name of a rank read from this index's own postings: one missing means the index is broken. */
  private entry(rank: number): Entry {
    const entry = this.entries[rank];
    if (entry === undefined) throw new Error(`suggestion index: no name at rank ${rank} of ${this.entries.length}`);
    return entry;
  }

  /** Step 1: names with a word starting with each word, the last one's typing still under way. */
  private exact(words: readonly string[]): Found[] {
    // Driven by the word with the fewest names; every other word is checked on the names read.
    const lists = words.map((word) => this.prefixed(word));
    const driver = lists.reduce((best, list) => (postingTotal(list) < postingTotal(best) ? list : best));
    return this.collect(driver, (entry) => holdsAll(entry, words), SHOP_SUGGESTIONS, GOODS_SUGGESTIONS).map((rank) => ({
      rank,
      score: EXACT,
    }));
  }

  /** Step 2: step 1 again with every word's spellings, driven by the word with the fewest names. */
  private close(spellings: string[][], kwGrams: Set<string>): Found[] {
    // No word read another way: step 1 has found all there is.
    if (spellings.every((forms) => forms.length === 1)) return [];
    const lists = spellings.map((forms) => forms.map((form) => this.prefixed(form)));
    const sizes = lists.map((perForm) => perForm.reduce((sum, l) => sum + postingTotal(l), 0));
    const driver = sizes.indexOf(Math.min(...sizes));
    const others = spellings.filter((_, i) => i !== driver);
    const holds = (entry: Entry) => others.every((forms) => forms.some((form) => startsAWord(entry, form)));
    // No driver (-1) only for no words at all: nothing matches them.
    return (lists[driver] ?? []).flatMap((list) =>
      this.collect(list, holds, FALLBACK_NAMES, FALLBACK_NAMES).map((rank) => this.scored(rank, kwGrams)),
    );
  }

  /** Step 3: the heaviest names starting a word with any spelling, when close to the whole keyword. */
  private related(spellings: string[][], kwGrams: Set<string>): Found[] {
    const half = FALLBACK_NAMES / 2;
    return spellings
      .flat()
      .filter((spelling) => spelling.length >= 3)
      .flatMap((spelling) => this.collect(this.prefixed(spelling), () => true, half, half))
      .map((rank) => this.scored(rank, kwGrams))
      .filter((row) => row.score >= CLOSE);
  }

  private scored(rank: number, kwGrams: Set<string>): Found {
    return { rank, score: keywordCoverage(kwGrams, trigrams(this.entry(rank).term)) };
  }

  /**
   * The word as typed, and when it has FUZZY_MIN_CHARS+ characters and starts no name word, up to
   * CORRECTIONS beginnings of name words (of about its length) it could be a mistyping of: the
   * fewest typos first, then those starting the most names. "saegr" reads as "seagr", so a word
   * being typed is corrected before it is complete.
   */
  private spellings(word: string): string[] {
    if (word.length < FUZZY_MIN_CHARS) return [word];
    const [first, end] = this.wordRange(word);
    if (first !== end) return [word];
    const allowed = typosAllowed(word);
    const typos = new Map<string, number>();
    // A first letter is seldom mistyped: only the words sharing it are compared.
    const [from, to] = this.wordRange(word.charAt(0));
    const shortest = Math.max(FUZZY_MIN_CHARS, word.length - allowed);
    for (let length = shortest; length <= word.length + allowed; length++) {
      let previous = '';
      for (let position = from; position < to; position++) {
        const candidate = this.vocabulary[position];
        if (candidate === undefined) break;
        if (candidate.length < length) continue;
        const start = candidate.slice(0, length);
        // The vocabulary is sorted: words sharing a beginning are neighbours, compared once.
        if (start === previous) continue;
        previous = start;
        const count = typoDistance(word, start, allowed);
        if (count <= allowed && count < (typos.get(start) ?? Infinity)) typos.set(start, count);
      }
    }
    const names = (start: string) => postingTotal(this.prefixed(start));
    const ranked = [...typos].sort(
      ([a, typosA], [b, typosB]) => typosA - typosB || names(b) - names(a) || (a < b ? -1 : 1),
    );
    const chosen: string[] = [];
    for (const [start] of ranked) {
      // "blac" already covers "black".
      if (chosen.length < CORRECTIONS && !chosen.some((c) => start.startsWith(c))) chosen.push(start);
    }
    return [word, ...chosen];
  }

  /** The vocabulary words starting with `prefix`: positions [from, to). */
  private wordRange(prefix: string): [number, number] {
    const from = lowerBound(this.vocabulary, prefix);
    let to = from;
    // The words starting with the prefix follow it without a gap: find where they stop.
    let step = 1;
    while (this.wordStartsWith(to + step - 1, prefix)) {
      to += step;
      step *= 2;
    }
    while (step > 1) {
      step >>>= 1;
      if (this.wordStartsWith(to + step - 1, prefix)) to += step;
    }
    return [from, to];
  }

  /** Whether the vocabulary word at `position` starts with `prefix`; none does past the end. */
  private wordStartsWith(position: number, prefix: string): boolean {
    const word = this.vocabulary[position];
    return word !== undefined && word.startsWith(prefix);
  }

  /** The postings of the vocabulary words starting with `prefix`. */
  private prefixed(prefix: string): Int32Array[] {
    return this.postings.slice(...this.wordRange(prefix));
  }

  /**
   * The first names, in rank order, among the union of `lists` that pass `holds`: at most
   * `shops` shops and `goods` goods. The lists are merged lazily, so a common word costs no more
   * than the names read before the list fills.
   */
  private collect(lists: Int32Array[], holds: (entry: Entry) => boolean, shops: number, goods: number): number[] {
    const taken: number[] = [];
    let shopCount = 0;
    let goodsCount = 0;
    const heap = new RankHeap(lists);
    let previous = -1;
    for (let rank = heap.peek(); rank >= 0; rank = heap.peek()) {
      const isShop = rank < this.goodsStart;
      if (isShop && shopCount >= shops) {
        heap.skipTo(this.goodsStart);
        continue;
      }
      if (!isShop && goodsCount >= goods) break;
      heap.next();
      if (rank === previous) continue;
      previous = rank;
      const entry = this.entry(rank);
      if (this.hidden.size > 0 && this.hidden.has(termKey(entry))) continue;
      if (!holds(entry)) continue;
      taken.push(rank);
      if (isShop) shopCount += 1;
      else goodsCount += 1;
    }
    return taken;
  }
}

export interface Match {
  entry: SearchTerm;
  /** EXACT for step 1, else the share of the keyword's trigrams the name holds. */
  score: number;
}

/** The key of a name in every index: its kind and lower-cased name. */
export const termKey = (term: Pick<SearchTerm, 'kind' | 'term'>) => `${term.kind}:${term.term}`;

/**
 * Best first (shops before goods, then the better match, then the heavier name), each name once,
 * at most SHOP_ and GOODS_SUGGESTIONS: the matches of one index or of several merged.
 */
export function shapeSuggestions(found: Match[], keyword: string): SuggestionView[] {
  found.sort((a, b) => a.entry.kind - b.entry.kind || b.score - a.score || byRank(a.entry, b.entry));
  const seen = new Set<string>();
  const views: SuggestionView[] = [];
  let shops = 0;
  let goods = 0;
  for (const { entry } of found) {
    const isShop = entry.kind < SuggestionFlag.goods;
    const key = termKey(entry);
    if (seen.has(key) || (isShop ? shops >= SHOP_SUGGESTIONS : goods >= GOODS_SUGGESTIONS)) continue;
    seen.add(key);
    if (isShop) shops += 1;
    else goods += 1;
    views.push({
      flag: isShop ? SuggestionFlag.shop : SuggestionFlag.goods,
      name: entry.name,
      idx: entry.idx,
      match: matchRange(entry.name, keyword),
    });
  }
  return views;
}

interface Parts {
  entries: Entry[];
  goodsStart: number;
  vocabulary: string[];
  postings: Int32Array[];
}

/** Names read between two pauses of an index build. */
const BUILD_SLICE = 5000;

/** Builds an index's parts, pausing (yielding) after every BUILD_SLICE names. */
function* buildParts(terms: readonly SearchTerm[]): Generator<void, Parts> {
  const entries: Entry[] = [];
  for (const { kind, term, name, idx, weight } of terms) {
    entries.push({ kind, term, name, idx, weight, words: nameWords(term) });
    if (entries.length % BUILD_SLICE === 0) yield;
  }
  // search-index.ts reads the terms in rank order already; other callers' are sorted here.
  if (!inRankOrder(entries)) {
    entries.sort(byRank);
    yield;
  }
  const firstGoods = entries.findIndex((entry) => entry.kind >= 2);
  const goodsStart = firstGoods === -1 ? entries.length : firstGoods;
  const ranksByWord = new Map<string, number[]>();
  for (let rank = 0; rank < entries.length; rank++) {
    const entry = entries[rank];
    if (entry === undefined) break;
    const words = entry.words;
    words.forEach((word, i) => {
      if (words.indexOf(word) !== i) return;
      const ranks = ranksByWord.get(word);
      if (ranks) ranks.push(rank);
      else ranksByWord.set(word, [rank]);
    });
    if ((rank + 1) % BUILD_SLICE === 0) yield;
  }
  const vocabulary = [...ranksByWord.keys()].sort();
  yield;
  const postings: Int32Array[] = [];
  for (const word of vocabulary) {
    const ranks = ranksByWord.get(word);
    if (ranks === undefined) throw new Error(`suggestion index: the word "${word}" lost its names`);
    postings.push(Int32Array.from(ranks));
    if (postings.length % (BUILD_SLICE * 4) === 0) yield;
  }
  return { entries, goodsStart, vocabulary, postings };
}

/** Shops first, then the heaviest, then by name: the order suggestions are offered in. */
const byRank = (a: SearchTerm, b: SearchTerm) =>
  a.kind - b.kind || b.weight - a.weight || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0);
/** Whether no term ranks before the one before it. */
function inRankOrder(terms: readonly SearchTerm[]): boolean {
  let previous: SearchTerm | undefined;
  for (const term of terms) {
    if (previous && byRank(previous, term) > 0) return false;
    previous = term;
  }
  return true;
}
const startsAWord = (entry: Entry, word: string) => entry.words.some((own) => own.startsWith(word));
/** Whether every word starts a word of the name. */
const holdsAll = (entry: Entry, words: readonly string[]) => words.every((word) => startsAWord(entry, word));
const postingTotal = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);
const distinctCount = (found: Found[]) => new Set(found.map((f) => f.rank)).size;

/** One list of a RankHeap: the position read and the rank there. */
interface Cursor {
  list: Int32Array;
  at: number;
  rank: number;
}

/** Several ascending rank lists read as one ascending sequence (duplicates kept), by a min-heap. */
class RankHeap {
  /** The lists with ranks left, a min-heap on the rank each is at. */
  private readonly heap: Cursor[] = [];

  constructor(lists: Int32Array[]) {
    for (const list of lists) {
      const rank = list[0];
      if (rank !== undefined) this.push({ list, at: 0, rank });
    }
  }

  /** The smallest rank left, or -1. */
  peek(): number {
    const top = this.heap[0];
    return top === undefined ? -1 : top.rank;
  }

  /** Moves past the smallest rank. */
  next(): void {
    const top = this.heap[0];
    if (top === undefined) return;
    top.at += 1;
    const rank = top.list[top.at];
    if (rank !== undefined) {
      top.rank = rank;
      this.siftDown(top);
      return;
    }
    // Read to the end: the last list takes the top's place.
    const last = this.heap.pop();
    if (last === undefined || last === top) return;
    this.heap[0] = last;
    this.siftDown(last);
  }

  /** Moves every list past the ranks below `rank`. */
  skipTo(rank: number): void {
    for (const cursor of this.heap.splice(0)) {
      cursor.at = lowerBound(cursor.list, rank, cursor.at);
      const next = cursor.list[cursor.at];
      if (next === undefined) continue;
      cursor.rank = next;
      this.push(cursor);
    }
  }

  private push(cursor: Cursor): void {
    let at = this.heap.length;
    while (at > 0) {
      const parentAt = (at - 1) >>> 1;
      const parent = this.heap[parentAt];
      if (parent === undefined || parent.rank <= cursor.rank) break;
      this.heap[at] = parent;
      at = parentAt;
    }
    this.heap[at] = cursor;
  }

  /** Moves the top, `item`, down to its place. */
  private siftDown(item: Cursor): void {
    let at = 0;
    for (;;) {
      let childAt = 2 * at + 1;
      let child = this.heap[childAt];
      if (child === undefined) break;
      const right = this.heap[childAt + 1];
      if (right !== undefined && right.rank < child.rank) {
        childAt += 1;
        child = right;
      }
      if (child.rank >= item.rank) break;
      this.heap[at] = child;
      at = childAt;
    }
    this.heap[at] = item;
  }
}
