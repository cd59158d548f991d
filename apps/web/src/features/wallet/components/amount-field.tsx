import { parseMoneyInput } from '@storefront/contract/money';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { centsToInput } from '../amount-rules.ts';

export interface AmountFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Amounts offered as one-press buttons, in cents. */
  quickPicks?: readonly number[];
  /** A line under the field (e.g. the balance available), read with it. */
  hint?: ReactNode;
  disabled?: boolean;
}

/**
 * The amount a person types: plain text with a decimal keyboard (a number input would quietly
 * drop "abc" or "-5" instead of letting us say what is wrong), with its error under the field.
 */
export function AmountField({ id, value, error, onChange, onBlur, quickPicks, hint, disabled }: AmountFieldProps) {
  const { t } = useTranslation();
  const parsed = parseMoneyInput(value);
  const pickedCents = 'cents' in parsed ? parsed.cents : null;
  return (
    <div className="field wallet-amount">
      <label htmlFor={id}>{t('wallet.amount.label')}</label>
      <div className="wallet-amount__input">
        <span className="wallet-amount__symbol" aria-hidden="true">
          $
        </span>
        <input
          id={id}
          name="amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          maxLength={14}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
        />
      </div>
      {quickPicks && (
        <div className="wallet-amount__picks" role="group" aria-label={t('wallet.amount.quickPicks')}>
          {quickPicks.map((cents) => {
            const text = centsToInput(cents);
            return (
              <button
                key={cents}
                type="button"
                className="wallet-pill"
                aria-pressed={pickedCents === cents}
                disabled={disabled}
                onClick={() => onChange(text)}
              >
                {formatMoney(cents)}
              </button>
            );
          })}
        </div>
      )}
      <span id={`${id}-hint`} className="wallet-hint">
        {hint}
      </span>
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
