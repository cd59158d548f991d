import { LogIn, MapPin } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { requireLogin } from '../../../components/dialogs/require-login.ts';

/** A guest's stand-in for the address book: addresses belong to an account (spec 4 login-required). */
export function GuestAddress() {
  const { t } = useTranslation();
  return (
    <section className="card checkout-section" aria-labelledby="checkout-address-title">
      <header className="checkout-section__head">
        <h2 id="checkout-address-title" className="checkout-section__title">
          {t('checkout.address.title')}
        </h2>
      </header>
      <div className="checkout-guest">
        <MapPin size={24} aria-hidden="true" className="checkout-guest__icon" />
        <p>{t('checkout.address.guest')}</p>
        <button type="button" className="button button--primary" onClick={requireLogin(() => undefined)}>
          <LogIn size={18} aria-hidden="true" /> {t('auth.signIn')}
        </button>
      </div>
    </section>
  );
}
