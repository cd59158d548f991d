import { RoutePath } from '@storefront/contract/routes';
import { LogOut, MessageCircle, Store, UserRound } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { useSignOut } from '../../features/auth/use-sign-out.ts';
import { openPmScreen, usePmUnreadTotal } from '../../features/pm/public.ts';

/** Unread counts above this show as "99+" so the badge keeps its size. */
const BADGE_MAX = 99;

/** Signed-in links (spec 2.2): welcome line to the account, the private-message trigger, logout. */
export function AccountLinks({ name }: { name: string }) {
  const { t } = useTranslation();
  const unread = usePmUnreadTotal();
  const { leaving, logout } = useSignOut();
  const ownsShop = Boolean(useCurrentUser()?.shopIdx);

  return (
    <>
      <button
        type="button"
        className="site-header__icon-button"
        aria-label={unread > 0 ? t('layout.header.messagesUnread', { unread }) : t('layout.header.messages')}
        onClick={openPmScreen}
        aria-haspopup="dialog"
      >
        <MessageCircle size={22} aria-hidden="true" />
        {unread > 0 && (
          <span className="site-header__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      <Link to="/mine" className="site-header__welcome">
        <UserRound size={20} aria-hidden="true" className="site-header__welcome-icon" />
        <span className="site-header__welcome-text">{t('layout.header.welcome', { name })}</span>
      </Link>
      {ownsShop && (
        <Link to={RoutePath.seller} className="site-header__welcome site-header__seller">
          <Store size={20} aria-hidden="true" className="site-header__welcome-icon" />
          <span className="site-header__welcome-text">{t('layout.header.sellerCentre')}</span>
        </Link>
      )}
      <button
        type="button"
        className="site-header__logout"
        onClick={() => void logout()}
        disabled={leaving}
        aria-busy={leaving || undefined}
      >
        <LogOut size={18} aria-hidden="true" />
        <span className="site-header__logout-text">{t('layout.header.logout')}</span>
      </button>
    </>
  );
}
