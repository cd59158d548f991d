/** The highest price goods/list accepts, in cents (the contract bounds absurd ranges). */
export const MAX_PRICE_CENTS = 100_000_000_00;

const DOLLARS = /^(\d{1,12})(?:[.,](\d{1,2}))?$/;

/**
 * Dollars as typed ("12", "12.5", "12,50") to integer cents, without floating-point arithmetic
 * (UI.md: never float on money). Null for anything that is not a non-negative amount.
 */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Integer cents as the plain amount a price input shows: 1250 → "12.50", 1200 → "12". */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  return fraction === 0 ? String(whole) : `${whole}.${String(fraction).padStart(2, '0')}`;
}

/** Translation keys of the price errors (under catalog.listing.price). */
export type PriceError =
  'catalog.listing.price.invalid' | 'catalog.listing.price.tooLarge' | 'catalog.listing.price.order';

export type PriceRangeResult =
  | { ok: true; min: number | undefined; max: number | undefined }
  | { ok: false; errors: { min?: PriceError; max?: PriceError } };

function parseBound(text: string): { cents: number | undefined; error?: PriceError } {
  if (text.trim() === '') return { cents: undefined };
  const cents = dollarsToCents(text);
  if (cents === null) return { cents: undefined, error: 'catalog.listing.price.invalid' };
  if (cents > MAX_PRICE_CENTS) return { cents: undefined, error: 'catalog.listing.price.tooLarge' };
  return { cents };
}

/**
 * Validates the min/max inputs of the price filter: each empty or a number ≥ 0 (at most two
 * decimals), and min ≤ max. Answers the range in cents, or the error of each field.
 */
export function validatePriceRange(minText: string, maxText: string): PriceRangeResult {
  const min = parseBound(minText);
  const max = parseBound(maxText);
  if (min.error || max.error) {
    return { ok: false, errors: { ...(min.error && { min: min.error }), ...(max.error && { max: max.error }) } };
  }
  if (min.cents !== undefined && max.cents !== undefined && min.cents > max.cents) {
    return { ok: false, errors: { max: 'catalog.listing.price.order' } };
  }
  return { ok: true, min: min.cents, max: max.cents };
}
