import type { CurrentUser } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import { ClipboardList, Heart, House, Settings, Store, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.tsx';

interface MenuItem {
  to: string;
  key: string;
  icon: LucideIcon;
  match: (pathname: string) => boolean;
}

const under = (prefix: string) => (pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export const MINE_MENU: readonly MenuItem[] = [
  {
    to: RoutePath.mine,
    key: 'account.menu.home',
    icon: House,
    match: (p) => p === RoutePath.mine || p === `${RoutePath.mine}/` || under(RoutePath.dashboard)(p),
  },
  { to: RoutePath.wallet, key: 'account.menu.wallet', icon: Wallet, match: under(RoutePath.wallet) },
  {
    to: RoutePath.orders,
    key: 'account.menu.orders',
    icon: ClipboardList,
    match: (p) => under(RoutePath.orders)(p) || under('/mine/order')(p),
  },
  { to: RoutePath.favorites, key: 'account.menu.favorites', icon: Heart, match: under(RoutePath.favorites) },
  { to: RoutePath.following, key: 'account.menu.following', icon: Store, match: under(RoutePath.following) },
  { to: RoutePath.settings, key: 'account.menu.settings', icon: Settings, match: under(RoutePath.settings) },
];

/**
 * The account area's menu: a card down the side on large screens, a scrolling row of chips
 * above the page on smaller ones (one list, laid out by CSS).
 */
export function MineMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="mine-menu" aria-label={t('account.menu.label')}>
      <div className="mine-menu__user">
        <UserAvatar name={user.name} avatar={user.avatar} size={48} />
        <span className="mine-menu__name">{user.name}</span>
      </div>
      <ul className="mine-menu__list">
        {MINE_MENU.map(({ to, key, icon: Icon, match }) => {
          const current = match(pathname);
          return (
            <li key={to}>
              <Link
                to={to}
                className={`mine-menu__link${current ? ' mine-menu__link--current' : ''}`}
                aria-current={current ? 'page' : undefined}
              >
                <Icon size={18} aria-hidden="true" />
                <span>{t(key)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
