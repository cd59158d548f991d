import { FlaskConical } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** The built-in provider's test card: shown, never sent; the server charges nothing. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } as const;

/**
 * Recharges go through a built-in test payment provider. The panel says so plainly, so nobody
 * mistakes the demo for a real payment.
 */
export function TestProviderPanel() {
  const { t } = useTranslation();
  return (
    <section className="test-provider" aria-labelledby="test-provider-title" data-testid="test-provider">
      <p className="test-provider__badge">
        <FlaskConical size={16} aria-hidden="true" /> {t('wallet.recharge.testProvider.badge')}
      </p>
      <h2 id="test-provider-title" className="test-provider__title">
        {t('wallet.recharge.testProvider.title')}
      </h2>
      <p className="test-provider__text">{t('wallet.recharge.testProvider.text')}</p>
      <dl className="test-card" aria-label={t('wallet.recharge.testProvider.cardLabel')}>
        <div className="test-card__number">
          <dt>{t('wallet.recharge.testProvider.cardNumber')}</dt>
          <dd>{TEST_CARD.number}</dd>
        </div>
        <div>
          <dt>{t('wallet.recharge.testProvider.expiry')}</dt>
          <dd>{TEST_CARD.expiry}</dd>
        </div>
        <div>
          <dt>{t('wallet.recharge.testProvider.cvc')}</dt>
          <dd>{TEST_CARD.cvc}</dd>
        </div>
      </dl>
    </section>
  );
}
