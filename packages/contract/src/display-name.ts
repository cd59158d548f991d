import { z } from 'zod';

/*
 * Names people write and others read (account names, shop names, contact and real names) are
 * cleaned before they are stored, and shop names are compared by a folded key, so "Demo Seller
 * Store" with a zero-width space, in fullwidth letters or wrapped in bidi marks cannot pass for
 * the real shop.
 */

/**
 * Characters that draw nothing or reorder text: Unicode's default-ignorable code points, i.e.
 * zero-width space/non-joiner/joiner, word joiner and the invisible operators, BOM, soft hyphen,
 * combining grapheme joiner, Arabic letter mark, Hangul fillers, Mongolian and other variation
 * selectors, tag characters, and the bidirectional controls (LRM, RLM, LRE..RLO, LRI..PDI).
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
/** Every other control or format character, and line/paragraph separators. */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** Any run of spaces, of whatever width (NFKC already turned most of them into U+0020). */
const SPACES = /[\s\p{Zs}]+/gu;

/** The name as it is stored and shown: NFKC, invisible and bidi characters removed, spaces collapsed, trimmed. */
export function cleanDisplayName(raw: string): string {
  // Stripped before NFKC too, so an accent split from its letter by a zero-width character joins it.
  const stripped = raw.replace(INVISIBLE, '').replace(CONTROL, '');
  return stripped.normalize('NFKC').replace(INVISIBLE, '').replace(CONTROL, '').replace(SPACES, ' ').trim();
}

/**
 * What two names are compared by: the cleaned name, case-folded (lower case of the upper case,
 * so 'ß' meets 'SS' and the Greek final sigma meets sigma) and normalised again after folding.
 */
export function displayNameKey(raw: string): string {
  return cleanDisplayName(raw).toUpperCase().toLowerCase().normalize('NFKC');
}

/** A zod field for a display name: cleaned first, then held to its length. */
export const displayNameSchema = (min: number, max: number) =>
  z.string().transform(cleanDisplayName).pipe(z.string().min(min).max(max));
