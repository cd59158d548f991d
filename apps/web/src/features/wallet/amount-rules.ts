import { MONEY_INPUT_MAX_CENTS, parseMoneyInput, type MoneyInputProblem } from '@storefront/contract/money';
import type { Translate } from '../../lib/i18n/texts.ts';
import { formatMoney } from '../../lib/format.ts';

export type AmountProblem = MoneyInputProblem | 'aboveBalance';

export type AmountCheck = { cents: number; problem?: undefined } | { cents?: undefined; problem: AmountProblem };

/**
 * A typed amount checked by the server's own rule (parseMoneyInput: a negative, NaN or three
 * decimals are all 'format'), and, for a withdrawal, against the balance in cents.
 */
export function checkAmount(text: string, balance?: number): AmountCheck {
  const parsed = parseMoneyInput(text);
  if ('problem' in parsed) return { problem: parsed.problem };
  if (balance !== undefined && parsed.cents > balance) return { problem: 'aboveBalance' };
  return { cents: parsed.cents };
}

/** The sentence shown under the amount field for a problem. */
export function amountProblemText(t: Translate, problem: AmountProblem, balance = 0): string {
  switch (problem) {
    case 'tooLarge':
      return t('wallet.amount.errors.tooLarge', { max: formatMoney(MONEY_INPUT_MAX_CENTS) });
    case 'aboveBalance':
      return t('wallet.amount.errors.aboveBalance', { balance: formatMoney(balance) });
    default:
      return t(`wallet.amount.errors.${problem}`);
  }
}

/** Cents as the plain decimal a person would type ("1234.50"), built from integers only. */
export function centsToInput(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}
