import { useCurrentUser } from '../../api/session-store.ts';
import { AccountLinks, GuestLinks } from './header-account.tsx';
import { HeaderSearch } from './header-search.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import './header.css';

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
          {user ? <AccountLinks name={user.name} /> : <GuestLinks />}
        </div>
      </div>
    </header>
  );
}
