import { TRADE_PASSWORD_PATTERN } from '@storefront/contract/constants';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { DialogButtons } from './dialog-buttons.tsx';
import { useDialogField } from './use-dialog-field.ts';

export interface PayFormProps {
  total: number;
  busy: boolean;
  /** Resolves to false when the payment was refused, so the field can be cleared for another try. */
  onPay: (tradePassword: string) => Promise<boolean>;
  onDismiss: () => void;
}

/** The trade password prompt of a pending order: six digits, masked, then pay from the wallet. */
export function PayForm({ total, busy, onPay, onDismiss }: PayFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { inputRef, value, error, change, onSubmit } = useDialogField({
    busy,
    problem: (value) => (TRADE_PASSWORD_PATTERN.test(value) ? '' : t('orders.pay.invalid')),
    send: onPay,
    clearOnRefusal: true,
  });

  return (
    <form className="order-dialog" noValidate onSubmit={onSubmit}>
      <p className="order-dialog__text">{t('orders.pay.text', { total: formatMoney(total) })}</p>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('orders.pay.label')}</label>
        <input
          ref={inputRef}
          id={`${id}-password`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => change(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <span id={`${id}-hint`} className="order-dialog__hint">
          {t('orders.pay.hint')} <Link to="/mine/settings">{t('orders.pay.settings')}</Link>
        </span>
        <span id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
          {error}
        </span>
      </div>
      <DialogButtons
        busy={busy}
        confirmText={t('orders.pay.submit', { total: formatMoney(total) })}
        onDismiss={onDismiss}
      />
    </form>
  );
}
