import { RoutePath } from '@storefront/contract/routes';
import { Lock } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';

export interface TradePasswordFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hasTradePassword: boolean;
  /** ISO time until which wrong tries have locked it, or null. */
  lockedUntil: string | null;
  disabled?: boolean;
}

/** The six-digit trade password, masked; or, when none is set yet, the way to set one. */
export function TradePasswordField(props: TradePasswordFieldProps) {
  const { id, value, onChange, error, hasTradePassword, lockedUntil, disabled } = props;
  const { t } = useTranslation();
  if (!hasTradePassword) {
    return (
      <div className="wallet-callout" role="note">
        <Lock size={18} aria-hidden="true" />
        <p>
          {t('wallet.tradePassword.notSet')} <Link to={RoutePath.settings}>{t('wallet.tradePassword.setLink')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t('wallet.tradePassword.label')}</label>
      <input
        id={id}
        name="tradePassword"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        className="trade-password"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-error`}
      />
      <span id={`${id}-hint`} className="wallet-hint">
        {lockedUntil
          ? t('wallet.tradePassword.locked', { time: formatDateTime(lockedUntil) })
          : t('wallet.tradePassword.hint')}
      </span>
      <p id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
