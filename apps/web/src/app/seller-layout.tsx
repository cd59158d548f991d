import { Banknote, House, LogIn, LogOut, MessageCircle, Package, Receipt, Store, Truck } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link, NavLink } from 'react-router';
import { RoutePath } from '@storefront/contract/routes';
import { useCurrentUser } from '../api/session-store.ts';
import { MessageHost } from '../components/dialogs/message-host.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Image } from '../components/image.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { useSignOut } from '../features/auth/use-sign-out.ts';
import { openPmScreen, usePmUnreadTotal } from '../features/pm/public.ts';
import { useSellerShop } from '../features/seller-shop/public.ts';
import { LanguageSwitcher } from './layout/language-switcher.tsx';
import { LogoMark } from './layout/logo.tsx';
import { MessageDialogs } from './message-dialogs.tsx';
import { PageOutlet } from './page-outlet.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import './seller-layout.css';

// Keeps the unread count and the message screen live, as in the shop's layout.
const PmWatcher = lazy(() => import('../features/pm/pm-watcher.tsx').then((m) => ({ default: m.PmWatcher })));

/** Unread counts above this show as "99+" so the badge keeps its size. */
const BADGE_MAX = 99;

/** The shop's logo and name in the bar (the owner's shop, read once per session). */
function ShopBadge({ userIdx }: { userIdx: number }) {
  const shop = useSellerShop(userIdx);
  if (!shop.data) return null;
  return (
    <span className="seller-layout__shop">
      {shop.data.logo && (
        <Image src={shop.data.logo} alt="" width={28} height={28} className="seller-layout__shop-logo" />
      )}
      <span className="seller-layout__shop-name">{shop.data.name}</span>
    </span>
  );
}

/** The owner's private messages (the chat one click away) and sign out, as the shop's header has them. */
function SellerActions() {
  const { t } = useTranslation();
  const unread = usePmUnreadTotal();
  const { leaving, logout } = useSignOut();
  return (
    <>
      <button
        type="button"
        className="seller-layout__icon-button"
        aria-label={unread > 0 ? t('layout.header.messagesUnread', { unread }) : t('layout.header.messages')}
        aria-haspopup="dialog"
        onClick={openPmScreen}
      >
        <MessageCircle size={22} aria-hidden="true" />
        {unread > 0 && (
          <span className="seller-layout__badge" aria-hidden="true">
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </button>
      <button
        type="button"
        className="seller-layout__icon-button"
        aria-label={t('layout.header.logout')}
        onClick={() => void logout()}
        disabled={leaving}
        aria-busy={leaving || undefined}
      >
        <LogOut size={20} aria-hidden="true" />
      </button>
    </>
  );
}

const SECTIONS = [
  { to: RoutePath.seller, key: 'home', icon: House, end: true },
  { to: RoutePath.sellerGoods, key: 'goods', icon: Package, end: false },
  { to: RoutePath.sellerOrders, key: 'orders', icon: Receipt, end: false },
  { to: RoutePath.sellerShipping, key: 'shipping', icon: Truck, end: false },
  { to: RoutePath.sellerEarnings, key: 'earnings', icon: Banknote, end: false },
  { to: RoutePath.sellerShop, key: 'shop', icon: Store, end: false },
] as const;

/**
 * The seller centre's own frame (issue 20): a bar (the brand back to the shop, the shop's name,
 * language) and the centre's sections, a side column on a large screen and a scrolling row under
 * the bar on a phone, over the section's page. Only a shop's owner gets past it; the server checks
 * every call again.
 */
export default function SellerLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openLoginPopup = useMessageStore((state) => state.openLoginPopup);
  const owner = Boolean(user?.shopIdx);
  return (
    <div className="seller-layout">
      {/* A new section starts at its top, one shown again where it was left (as in the shop's frame). */}
      <ScrollRestoration />
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <header className="seller-layout__bar">
        <Link to="/" className="seller-layout__brand" aria-label={t('seller.nav.backToShop')}>
          <LogoMark size={28} />
          <span className="seller-layout__brand-word">{t('layout.header.brand')}</span>
        </Link>
        <span className="seller-layout__title">{t('seller.nav.title')}</span>
        {owner && user && <ShopBadge userIdx={user.idx} />}
        <div className="seller-layout__actions">
          <LanguageSwitcher />
          {user && <SellerActions />}
        </div>
      </header>
      <div className="seller-layout__body">
        {owner && (
          <nav className="seller-layout__nav" aria-label={t('seller.nav.label')}>
            {SECTIONS.map(({ to, key, icon: Icon, end }) => (
              <NavLink key={key} to={to} end={end} className="seller-layout__link">
                <Icon size={20} aria-hidden="true" />
                <span>{t(`seller.nav.${key}`)}</span>
              </NavLink>
            ))}
          </nav>
        )}
        <main id="main" className="seller-layout__main">
          {!user ? (
            <EmptyState
              icon={Store}
              title={t('seller.nav.signInTitle')}
              action={
                <button type="button" className="button button--primary" onClick={openLoginPopup}>
                  <LogIn size={18} aria-hidden="true" /> {t('auth.signIn')}
                </button>
              }
            />
          ) : !owner ? (
            <EmptyState
              icon={Store}
              title={t('seller.nav.noShopTitle')}
              text={t('seller.nav.noShopText')}
              action={
                <Link to={RoutePath.shopApplication} className="button button--primary">
                  {t('seller.nav.apply')}
                </Link>
              }
            />
          ) : (
            <Suspense fallback={<PageSkeleton />}>
              <PageOutlet />
            </Suspense>
          )}
        </main>
      </div>
      <MessageHost />
      <MessageDialogs />
      {user && (
        <Suspense fallback={null}>
          <PmWatcher />
        </Suspense>
      )}
    </div>
  );
}
