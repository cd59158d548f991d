import { parseMoneyInput } from '@storefront/contract';

/** Cents as the seller types them back: "4.99"; '' for none. */
export const centsToInput = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));

/** A typed fee in cents (0 allowed), or null when it is not a money amount (the server says why). */
export function inputToCents(text: string): number | null {
  const trimmed = text.trim();
  if (/^0+(\.0{1,2})?$/.test(trimmed)) return 0;
  const parsed = parseMoneyInput(trimmed);
  return 'cents' in parsed ? parsed.cents : null;
}
