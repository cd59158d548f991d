import { sql, type RawBuilder } from 'kysely';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The keyword as searched: control characters become spaces and the ends are trimmed. PostgreSQL
 * text cannot hold a NUL at all (a query carrying one fails), and tabs or newlines pasted into
 * a search box mean no more than a space.
 */
export function normalizeKeyword(kw: string | undefined): string {
  return (kw ?? '').replace(CONTROL_CHARACTERS, ' ').trim();
}

/** The words of a keyword: letters and digits of any script, lower-cased, at most eight. */
export function keywordWords(kw: string): string[] {
  return (kw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/**
 * A prefix full-text query built only from the keyword's words, so no user input ever reaches
 * to_tsquery's syntax: `red shi` becomes `red:* & shi:*`. Null when the keyword has no words.
 */
export function prefixTsQuery(kw: string): RawBuilder<unknown> | null {
  const words = keywordWords(kw);
  if (words.length === 0) return null;
  return sql`to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`;
}

// Control characters as spaces here too: the admin and seller searches pass their keyword as
// typed, and a NUL in a pattern fails the query.
const escapeLike = (kw: string) => kw.replace(CONTROL_CHARACTERS, ' ').replace(/[\\%_]/g, (c) => `\\${c}`);

/** The keyword as an ILIKE pattern matching it anywhere, with %, _ and \ taken literally. */
export function containsPattern(kw: string): string {
  return `%${escapeLike(kw)}%`;
}

/** The keyword as an ILIKE pattern matching text that starts with it. */
export function startsPattern(kw: string): string {
  return `${escapeLike(kw)}%`;
}

/** Where the keyword (or its first word) appears in a name, for highlighting: [start, end). */
export function matchRange(name: string, kw: string): [number, number] | null {
  const lower = name.toLowerCase();
  const needle = kw.trim().toLowerCase();
  let at = needle ? lower.indexOf(needle) : -1;
  if (at >= 0) return [at, at + needle.length];
  for (const word of keywordWords(kw)) {
    at = lower.indexOf(word);
    if (at >= 0) return [at, at + word.length];
  }
  return null;
}

/** Close-spelling matches are tried only from this many characters: shorter ones match noise. */
export const FUZZY_MIN_CHARS = 4;
