import { TRADE_PASSWORD_PATTERN } from '@storefront/contract/constants';
import { LoaderCircle, LockKeyhole, LogIn } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { requireLogin } from '../../../components/dialogs/require-login.ts';
import type { PayOutcome } from '../use-place-order.ts';

interface PayFormProps {
  total: number;
  signedIn: boolean;
  /** False while something (see PayNote) stands in the way. */
  canPay: boolean;
  paying: boolean;
  onPay: (tradePassword: string) => Promise<PayOutcome>;
}

/** The trade password (6 digits, masked, numeric keyboard) and the pay button. */
export function PayForm({ total, signedIn, canPay, paying, onPay }: PayFormProps) {
  const { t } = useTranslation();
  const id = `trade-password${useId()}`;
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!signedIn) {
    return (
      <button
        type="button"
        className="button button--primary button--block checkout-pay__button"
        onClick={requireLogin(() => undefined)}
      >
        <LogIn size={18} aria-hidden="true" /> {t('checkout.pay.signIn')}
      </button>
    );
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canPay || paying) return;
    if (!TRADE_PASSWORD_PATTERN.test(password)) {
      setError(t('checkout.pay.tradePasswordInvalid'));
      input.current?.focus();
      return;
    }
    const outcome = await onPay(password);
    if (outcome === 'paid') return;
    // A refused payment asks for the password again ('trade password error' is on screen).
    setPassword('');
    if (outcome === 'tradePasswordError') input.current?.focus();
  };

  return (
    <form className="checkout-pay" noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={paying}>
      <div className="field checkout-pay__field">
        <label htmlFor={id}>{t('checkout.pay.tradePassword')}</label>
        <input
          ref={input}
          id={id}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]{6}"
          maxLength={6}
          placeholder="••••••"
          value={password}
          disabled={!canPay}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setPassword(event.target.value.replace(/\D/g, '').slice(0, 6));
            setError(null);
          }}
        />
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      </div>
      <button
        type="submit"
        className="button button--primary checkout-pay__button"
        disabled={!canPay || paying}
        data-testid="pay-button"
      >
        {paying ? (
          <LoaderCircle size={18} className="spin" aria-hidden="true" />
        ) : (
          <LockKeyhole size={18} aria-hidden="true" />
        )}
        {paying ? t('checkout.pay.paying') : t('checkout.pay.button', { total: formatMoney(total) })}
      </button>
    </form>
  );
}
