import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('writes cents as dollars with a thousands comma and two decimals', () => {
    expect(formatMoney(123450)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(100000000)).toBe('$1,000,000.00');
  });
});

describe('formatDateTime', () => {
  it('writes YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05 07:03');
  });
  it('writes a dash when empty or invalid', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime(undefined)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDateTime('not a date')).toBe('-');
  });
});
