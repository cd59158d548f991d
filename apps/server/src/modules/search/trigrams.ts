/**
 * Trigrams as pg_trgm cuts them: each word (letters and digits) padded with two spaces before and
 * one after, so "lin" gives "  l", " li", "lin", "in ". The suggestion index compares spellings
 * with these in memory, the way the search pages compare them in SQL.
 */
export function trigrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3));
  }
  return found;
}

/** How many of `a`'s trigrams `b` has. */
export function sharedTrigrams(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return shared;
}

/**
 * The share of the keyword's trigrams that the text holds (0 to 1): 1 when every part of the
 * keyword appears in it, whatever else it holds. Close to pg_trgm's word_similarity.
 */
export function keywordCoverage(keyword: ReadonlySet<string>, text: ReadonlySet<string>): number {
  return keyword.size === 0 ? 0 : sharedTrigrams(keyword, text) / keyword.size;
}
