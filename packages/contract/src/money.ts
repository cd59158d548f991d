/**
 * Money typed by a person (wallet recharge and withdrawal): a plain decimal with at most two
 * decimals, parsed to integer cents without floating-point arithmetic. Zod-free, so the web
 * validates with the same rule the server enforces.
 */
export const MONEY_INPUT_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** Largest single recharge or withdrawal: $1,000,000.00. */
export const MONEY_INPUT_MAX_CENTS = 100_000_000;

export type MoneyInputProblem = 'empty' | 'format' | 'zero' | 'tooLarge';

/** Cents for a valid amount, or the reason it is refused (negative, NaN, 3 decimals are 'format'). */
export function parseMoneyInput(text: string): { cents: number } | { problem: MoneyInputProblem } {
  const value = text.trim();
  if (value === '') return { problem: 'empty' };
  if (!MONEY_INPUT_PATTERN.test(value)) return { problem: 'format' };
  const [whole = '0', fraction = ''] = value.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents === 0) return { problem: 'zero' };
  if (cents > MONEY_INPUT_MAX_CENTS) return { problem: 'tooLarge' };
  return { cents };
}
