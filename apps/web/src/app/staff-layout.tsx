import { LogOut } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useCurrentUser } from '../api/session-store.ts';
import { MessageHost } from '../components/dialogs/message-host.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import { StaffPresenceMark } from '../features/staff-console/components/staff-presence-mark.tsx';
import { LanguageSwitcher } from './layout/language-switcher.tsx';
import { LogoMark } from './layout/logo.tsx';
import { MessageDialogs } from './message-dialogs.tsx';
import { PageOutlet } from './page-outlet.tsx';
import './staff-layout.css';

/**
 * The staff console's own frame (issue 19, point 11): a slim bar (the brand back to the shop, the
 * agent and their presence, language, sign out) over the console, which fills the rest of the
 * viewport. None of the shop's parts: no search, navigation, footer, tab bar, cart or live chat.
 */
export default function StaffLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { leaving, logout } = useSignOut();
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
      <MessageDialogs />
    </div>
  );
}
