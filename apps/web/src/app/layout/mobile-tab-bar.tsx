import { House, LayoutGrid, ShoppingCart, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { useCartDrawer } from '../../features/cart/cart-drawer-store.ts';
import { useCartCount } from '../../features/cart/cart-store.ts';
import './mobile-tab-bar.css';

interface Tab {
  to: string;
  key: string;
  icon: LucideIcon;
  /** Paths under which the tab counts as current (the account area spans /dashboard and /mine). */
  match: (pathname: string) => boolean;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
/** Counts above this show as "99+" so the badge keeps its size. */
const BADGE_MAX = 99;

const HOME_TAB: Tab = { to: '/', key: 'layout.tabs.home', icon: House, match: (pathname) => pathname === '/' };
const GOODS_TAB: Tab = { to: '/goods', key: 'layout.tabs.goods', icon: LayoutGrid, match: under('/goods') };
const MINE_TAB: Tab = {
  to: '/dashboard',
  key: 'layout.tabs.mine',
  icon: UserRound,
  match: (p) => under('/dashboard')(p) || under('/mine')(p),
};

/** The cart tab opens the cart drawer (a settled reading of spec 2.7) and shows the item count. */
function CartTab() {
  const { t } = useTranslation();
  const count = useCartCount();
  const show = useCartDrawer((state) => state.show);
  return (
    <button
      type="button"
      className="mobile-tab-bar__link mobile-tab-bar__button"
      onClick={show}
      aria-haspopup="dialog"
      aria-label={t('cart.tab', { count })}
      data-testid="tab-bar-cart"
    >
      <span className="mobile-tab-bar__icon">
        <ShoppingCart size={22} aria-hidden="true" strokeWidth={2} />
        {count > 0 && (
          <span className="mobile-tab-bar__badge" aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        )}
      </span>
      <span>{t('layout.tabs.cart')}</span>
    </button>
  );
}

function TabLink({ tab: { to, key, icon: Icon, match } }: { tab: Tab }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = match(pathname);
  return (
    <Link
      to={to}
      className={`mobile-tab-bar__link${current ? ' mobile-tab-bar__link--current' : ''}`}
      aria-current={current ? 'page' : undefined}
    >
      <Icon size={22} aria-hidden="true" strokeWidth={current ? 2.4 : 2} />
      <span>{t(key)}</span>
    </Link>
  );
}

/** The mobile bottom tab bar (spec 2.7): home, product, cart, my; hidden on large screens in CSS. */
export function MobileTabBar() {
  const { t } = useTranslation();
  return (
    <nav className="mobile-tab-bar" aria-label={t('layout.tabs.label')}>
      <ul className="mobile-tab-bar__list">
        <li className="mobile-tab-bar__item">
          <TabLink tab={HOME_TAB} />
        </li>
        <li className="mobile-tab-bar__item">
          <TabLink tab={GOODS_TAB} />
        </li>
        <li className="mobile-tab-bar__item">
          <CartTab />
        </li>
        <li className="mobile-tab-bar__item">
          <TabLink tab={MINE_TAB} />
        </li>
      </ul>
    </nav>
  );
}
