import { RoutePath } from '@storefront/contract/routes';
import type { CurrentUser } from '@storefront/contract';
import { House, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { signOut } from './sign-out.ts';

/** Shown instead of a sign-in or sign-up form to someone already signed in. */
export function SignedInNotice({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <div className="auth-signed-in">
      <p className="auth-signed-in__text">{t('auth.signedInAs', { name: user.name })}</p>
      <div className="auth-signed-in__links">
        <Link to={RoutePath.mine} className="button button--primary">
          <UserRound size={18} aria-hidden="true" /> {t('auth.myAccount')}
        </Link>
        <Link to={RoutePath.home} className="button">
          <House size={18} aria-hidden="true" /> {t('auth.backHome')}
        </Link>
      </div>
      <p className="auth-form__switch">
        {t('auth.notYou')}{' '}
        <button type="button" className="auth-link-button" onClick={() => void signOut()}>
          {t('auth.signOut')}
        </button>
      </p>
    </div>
  );
}
