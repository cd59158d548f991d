import { House, LayoutGrid, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import './mobile-tab-bar.css';

interface Tab {
  to: string;
  key: string;
  icon: LucideIcon;
  /** Paths under which the tab counts as current (the account area spans /dashboard and /mine). */
  match: (pathname: string) => boolean;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

const TABS: Tab[] = [
  { to: '/', key: 'layout.tabs.home', icon: House, match: (pathname) => pathname === '/' },
  { to: '/goods', key: 'layout.tabs.goods', icon: LayoutGrid, match: under('/goods') },
  // The cart drawer arrives with the cart work; until then the tab opens the checkout page.
  { to: '/checkout', key: 'layout.tabs.cart', icon: ShoppingCart, match: under('/checkout') },
  {
    to: '/dashboard',
    key: 'layout.tabs.mine',
    icon: UserRound,
    match: (p) => under('/dashboard')(p) || under('/mine')(p),
  },
];

/** The mobile bottom tab bar (spec 2.7): hidden from 640 px up in CSS. */
export function MobileTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="mobile-tab-bar" aria-label={t('layout.tabs.label')}>
      <ul className="mobile-tab-bar__list">
        {TABS.map(({ to, key, icon: Icon, match }) => {
          const current = match(pathname);
          return (
            <li key={to} className="mobile-tab-bar__item">
              <Link
                to={to}
                className={`mobile-tab-bar__link${current ? ' mobile-tab-bar__link--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <Icon size={22} aria-hidden="true" strokeWidth={current ? 2.4 : 2} />
                <span>{t(key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
