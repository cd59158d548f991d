import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';

/** Guest links (spec 2.2). */
export function GuestLinks() {
  const { t } = useTranslation();
  return (
    <>
      <Link to="/user/sign/in" className="site-header__link">
        {t('auth.signIn')}
      </Link>
      <Link to="/user/sign/up" className="button button--primary site-header__signup">
        {t('auth.signUp')}
      </Link>
    </>
  );
}
