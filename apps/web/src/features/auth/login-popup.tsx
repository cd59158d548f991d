import { LogIn } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { Modal } from '../../components/modal.tsx';
import { useMessageStore } from '../../components/dialogs/message-store.ts';

/** The login-required popup (spec 2.3): sign in, or 'no account, go sign up'. */
export function LoginPopup() {
  const { t } = useTranslation();
  const open = useMessageStore((state) => state.loginPopup);
  const close = useMessageStore((state) => state.closeLoginPopup);
  return (
    <Modal open={open} onClose={close} title={t('auth.loginRequired.title')}>
      <div className="login-popup" data-testid="login-popup">
        <p>{t('auth.loginRequired.message')}</p>
        <Link to="/user/sign/in" className="button button--primary button--block" onClick={close}>
          <LogIn size={18} aria-hidden="true" /> {t('auth.signIn')}
        </Link>
        <Link to="/user/sign/up" className="login-popup__signup" onClick={close}>
          {t('auth.loginRequired.noAccount')}
        </Link>
      </div>
    </Modal>
  );
}
