import { LogOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../api/session-store.ts';
import { AfterFirstNeed } from '../components/after-first-need.tsx';
import { MessageHost } from '../components/dialogs/message-host.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { signOut } from '../features/auth/sign-out.ts';
import { StaffPresenceMark } from '../features/staff-console/components/staff-presence-mark.tsx';
import { LanguageSwitcher } from './layout/language-switcher.tsx';
import { LogoMark } from './layout/logo.tsx';
import { PageOutlet } from './page-outlet.tsx';
import './staff-layout.css';

const DialogHost = lazy(() => import('../components/dialogs/dialog-host.tsx').then((m) => ({ default: m.DialogHost })));
const LoginPopup = lazy(() => import('../features/auth/login-popup.tsx').then((m) => ({ default: m.LoginPopup })));

/** The message dialog and the login popup, each mounted the first time it opens. */
function StaffDialogs() {
  const dialogOpen = useMessageStore((state) => state.dialog !== null);
  const loginPopupOpen = useMessageStore((state) => state.loginPopup);
  return (
    <Suspense fallback={null}>
      <AfterFirstNeed needed={dialogOpen}>
        <DialogHost />
      </AfterFirstNeed>
      <AfterFirstNeed needed={loginPopupOpen}>
        <LoginPopup />
      </AfterFirstNeed>
    </Suspense>
  );
}

/**
 * The staff console's own frame (issue 19, point 11): a slim bar (the brand back to the shop, the
 * agent and their presence, language, sign out) over the console, which fills the rest of the
 * viewport. None of the shop's parts: no search, navigation, footer, tab bar, cart or live chat.
 */
export default function StaffLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <div className="staff-layout">
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <header className="staff-layout__bar">
        <Link to="/" className="staff-layout__brand" aria-label={t('staff.console.bar.backToShop')}>
          <LogoMark size={28} />
          <span className="staff-layout__brand-word">{t('layout.header.brand')}</span>
        </Link>
        <span className="staff-layout__title">{t('pages.staff.title')}</span>
        <div className="staff-layout__actions">
          {user?.role === 'staff' && (
            <span className="staff-layout__agent">
              <span className="staff-layout__name">{user.name}</span>
              <StaffPresenceMark />
            </span>
          )}
          <LanguageSwitcher />
          {user && (
            <button
              type="button"
              className="staff-layout__logout"
              onClick={() => void logout()}
              disabled={leaving}
              aria-busy={leaving || undefined}
              aria-label={t('layout.header.logout')}
              title={t('layout.header.logout')}
            >
              <LogOut size={18} aria-hidden="true" />
              <span className="staff-layout__logout-text">{t('layout.header.logout')}</span>
            </button>
          )}
        </div>
      </header>
      <main id="main" className="staff-layout__main">
        <Suspense fallback={<PageSkeleton />}>
          <PageOutlet />
        </Suspense>
      </main>
      <MessageHost />
      <StaffDialogs />
    </div>
  );
}
