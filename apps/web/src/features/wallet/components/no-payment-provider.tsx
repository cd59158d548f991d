import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** Where no payment provider is configured (PAYMENT_TEST_PROVIDER off), recharging is not offered. */
export function NoPaymentProvider() {
  const { t } = useTranslation();
  return (
    <p className="card wallet-form__card" role="status" data-testid="no-payment-provider">
      <CircleAlert size={18} aria-hidden="true" /> {t('wallet.recharge.noProvider')}
    </p>
  );
}
