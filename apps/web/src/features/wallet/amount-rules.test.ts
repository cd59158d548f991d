import { describe, expect, it } from 'vitest';
import { centsToInput, checkAmount } from './amount-rules.ts';

describe('checkAmount', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['-5', 'format'],
    ['abc', 'format'],
    ['NaN', 'format'],
    ['1.234', 'format'],
    ['1e3', 'format'],
    ['10.', 'format'],
    ['$5', 'format'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['1000000.01', 'tooLarge'],
  ])('refuses %j as %s', (text, problem) => {
    expect(checkAmount(text)).toEqual({ problem });
  });

  it.each([
    ['100.50', 10_050],
    [' 20 ', 2_000],
    ['0.01', 1],
    ['1000000', 100_000_000],
    ['19.9', 1_990],
  ])('takes %j as %i cents', (text, cents) => {
    expect(checkAmount(text)).toEqual({ cents });
  });

  it('refuses more than the balance, and takes exactly the balance', () => {
    expect(checkAmount('20.01', 2_000)).toEqual({ problem: 'aboveBalance' });
    expect(checkAmount('20', 2_000)).toEqual({ cents: 2_000 });
    // The format comes first: a bad amount is not reported as above the balance.
    expect(checkAmount('-5', 0)).toEqual({ problem: 'format' });
  });
});

describe('centsToInput', () => {
  it('writes cents as a plain decimal without floating-point arithmetic', () => {
    expect(centsToInput(10_050)).toBe('100.50');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(100_000_000)).toBe('1000000.00');
    expect(checkAmount(centsToInput(123_456_7))).toEqual({ cents: 1_234_567 });
  });
});
