/** Words of this many characters and more may hold two typos; shorter ones, one. */
export const TWO_TYPOS_FROM = 8;

/** The typos a word of this length may hold and still be read as another word. */
export const typosAllowed = (word: string) => (word.length >= TWO_TYPOS_FROM ? 2 : 1);

/**
 * How many typos turn `typed` into `word`: letters left out, added, changed or two neighbours
 * swapped (optimal string alignment distance), or `max + 1` as soon as it is sure to be more
 * than `max`.
 */
export function typoDistance(typed: string, word: string, max: number): number {
  if (Math.abs(typed.length - word.length) > max) return max + 1;
  const width = word.length + 1;
  let before = new Uint8Array(width);
  let previous = Uint8Array.from({ length: width }, (_, j) => j);
  let current = new Uint8Array(width);
  for (let i = 1; i <= typed.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j < width; j++) {
      const above = previous[j];
      const left = current[j - 1];
      const diagonal = previous[j - 1];
      // j < width: the three are always there.
      if (above === undefined || left === undefined || diagonal === undefined) break;
      const changed = typed[i - 1] === word[j - 1] ? 0 : 1;
      let cost = Math.min(above + 1, left + 1, diagonal + changed);
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) {
        const beforeSwap = before[j - 2];
        if (beforeSwap !== undefined) cost = Math.min(cost, beforeSwap + 1);
      }
      current[j] = cost;
      rowBest = Math.min(rowBest, cost);
    }
    if (rowBest > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[word.length] ?? max + 1, max + 1);
}
