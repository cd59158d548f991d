import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../api/session-store.ts';
import { GuestLinks } from './guest-links.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import './header.css';

// A first visit is a guest's: the signed-in links (and signing out) load once someone is signed in.
const AccountLinks = lazy(() => import('./header-account.tsx').then((m) => ({ default: m.AccountLinks })));

/** The shared header (spec 2.2): logo, search, language, and the guest or signed-in links. */
export function Header() {
  const user = useCurrentUser();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo />
        <div className="site-header__search">
          <HeaderSearch />
        </div>
        <div className="site-header__actions">
          <LanguageSwitcher />
          {user ? (
            <Suspense fallback={null}>
              <AccountLinks name={user.name} />
            </Suspense>
          ) : (
            <GuestLinks />
          )}
        </div>
      </div>
    </header>
  );
}
