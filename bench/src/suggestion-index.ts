import { mulberry32 } from '../../apps/server/src/app/seed/prng.ts';
import { keywordWords } from '../../apps/server/src/modules/search/keyword.ts';
import { SuggestionIndex, type SearchTerm } from '../../apps/server/src/modules/search/suggestion-index.ts';
import { markdownTable } from './report.ts';

/** Distinct names of the synthetic catalog, and distinct words they are made of. */
const NAMES = 100_000;
const WORDS = 20_000;
const LOOKUPS = 20_000;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

interface Timing {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

function timing(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))]!;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/**
 * A catalog harder than the seeded one, whose 100,000 goods share about 2,600 names: 100,000
 * distinct names of two to five words drawn with Zipf popularity from 20,000 made-up words, each
 * name ending in its own model number (so about 119,000 distinct words in all).
 */
function syntheticCatalog(random: () => number): SearchTerm[] {
  const vocabulary = Array.from({ length: WORDS }, () =>
    Array.from({ length: 3 + Math.floor(random() * 8) }, () => LETTERS[Math.floor(random() * 26)]).join(''),
  );
  const word = () => vocabulary[Math.min(WORDS - 1, Math.floor(Math.exp(random() * Math.log(WORDS))) - 1)]!;
  return Array.from({ length: NAMES }, (_, i) => {
    const name = `${Array.from({ length: 2 + Math.floor(random() * 4) }, word).join(' ')} ${i}`;
    return { kind: i < 500 ? 1 : 2, term: name, name, idx: i, weight: Math.floor(random() * 1000) };
  });
}

/** What shoppers type: the start of one to three words of a name, one time in seven with a swap. */
function keywords(terms: SearchTerm[], random: () => number): string[] {
  return Array.from({ length: LOOKUPS }, () => {
    const words = terms[Math.floor(random() * terms.length)]!.term.split(' ');
    const typed = words.slice(0, 1 + Math.floor(random() * Math.min(3, words.length - 1))).join(' ');
    const kw = typed.slice(0, 2 + Math.floor(random() * (typed.length - 1)));
    return random() < 0.15 && kw.length > 5 ? kw.slice(0, 2) + kw[3] + kw[2] + kw.slice(4) : kw;
  });
}

/**
 * The suggestion index alone, in this process, on the synthetic catalog: its build time, and
 * each lookup's time beside the baseline of the same run, a plain scan of the names for the
 * keyword (what a lookup would cost without an index, with no typo tolerance).
 */
export function suggestionIndexSection(date: string): string {
  const random = mulberry32(2026);
  const terms = syntheticCatalog(random);
  const asked = keywords(terms, random);
  const started = performance.now();
  const index = SuggestionIndex.of(terms);
  const buildMs = performance.now() - started;
  const lookups: number[] = [];
  const scans: number[] = [];
  let found = 0;
  for (const kw of asked) {
    const words = keywordWords(kw).filter((w) => w.length >= 2);
    let t = performance.now();
    found += index.suggest(kw, words).length > 0 ? 1 : 0;
    lookups.push(performance.now() - t);
    t = performance.now();
    let hits = 0;
    for (const term of terms) if (term.term.includes(kw) && ++hits >= 10) break;
    scans.push(performance.now() - t);
  }
  const indexed = timing(lookups);
  const scan = timing(scans);
  const ms = (n: number) => (n < 1 ? n.toFixed(3) : n.toFixed(2));
  const row = (label: string, t: Timing) => [label, ms(t.p50), ms(t.p95), ms(t.p99), ms(t.max)];
  console.log(`suggestion index: built in ${Math.round(buildMs)} ms, lookup p95 ${ms(indexed.p95)} ms`);
  return [
    `Run of ${date.slice(0, 16).replace('T', ' ')} UTC, in the bench process: ${NAMES.toLocaleString('en')} distinct names, ${index.words.length.toLocaleString('en')} distinct words, built in ${Math.round(buildMs)} ms; ${LOOKUPS.toLocaleString('en')} keywords, ${Math.round((found / LOOKUPS) * 100)}% of them with suggestions.`,
    '',
    ...markdownTable(
      ['Per keyword', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [row('SuggestionIndex.suggest()', indexed), row('baseline: scan of the names, first 10 hits', scan)],
    ),
    '',
    `p95 ratio, index to scan: ${(indexed.p95 / scan.p95).toFixed(3)}×.`,
  ].join('\n');
}
