import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, MAX_PRICE_CENTS, validatePriceRange } from './price-range.ts';

describe('dollarsToCents', () => {
  it('converts typed dollars to integer cents without float errors', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('0.29')).toBe(29);
    expect(dollarsToCents('19,99')).toBe(1999);
    expect(dollarsToCents(' 7 ')).toBe(700);
    expect(dollarsToCents('0')).toBe(0);
  });

  it('refuses what is not a non-negative amount with at most two decimals', () => {
    for (const text of ['', '-1', 'abc', '1.234', '1e3', '$5', '.5', '1.']) expect(dollarsToCents(text)).toBeNull();
  });
});

describe('centsToDollars', () => {
  it('shows cents as the amount a price input holds', () => {
    expect(centsToDollars(1200)).toBe('12');
    expect(centsToDollars(1250)).toBe('12.50');
    expect(centsToDollars(5)).toBe('0.05');
    expect(centsToDollars(0)).toBe('0');
  });
});

describe('validatePriceRange', () => {
  it('accepts empty bounds and valid amounts', () => {
    expect(validatePriceRange('', '')).toEqual({ ok: true, min: undefined, max: undefined });
    expect(validatePriceRange('10', '')).toEqual({ ok: true, min: 1000, max: undefined });
    expect(validatePriceRange('10', '10')).toEqual({ ok: true, min: 1000, max: 1000 });
    expect(validatePriceRange('0', '99.99')).toEqual({ ok: true, min: 0, max: 9999 });
  });

  it('names the field of an invalid amount', () => {
    expect(validatePriceRange('-3', 'x')).toEqual({
      ok: false,
      errors: { min: 'catalog.listing.price.invalid', max: 'catalog.listing.price.invalid' },
    });
    expect(validatePriceRange('', '1.999')).toEqual({ ok: false, errors: { max: 'catalog.listing.price.invalid' } });
  });

  it('refuses a minimum above the maximum', () => {
    expect(validatePriceRange('50', '10')).toEqual({ ok: false, errors: { max: 'catalog.listing.price.order' } });
  });

  it('refuses amounts above what the server accepts', () => {
    expect(validatePriceRange(String(MAX_PRICE_CENTS / 100 + 1), '')).toEqual({
      ok: false,
      errors: { min: 'catalog.listing.price.tooLarge' },
    });
  });
});
