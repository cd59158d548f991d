import { Banknote, House, LogIn, Package, Receipt, Store, Truck } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { RoutePath } from '@storefront/contract/routes';
import { useCurrentUser } from '../api/session-store.ts';
import { MessageHost } from '../components/dialogs/message-host.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { LanguageSwitcher } from './layout/language-switcher.tsx';
import { LogoMark } from './layout/logo.tsx';
import { MessageDialogs } from './message-dialogs.tsx';
import { PageOutlet } from './page-outlet.tsx';
import './seller-layout.css';

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
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <header className="seller-layout__bar">
        <Link to="/" className="seller-layout__brand" aria-label={t('seller.nav.backToShop')}>
          <LogoMark size={28} />
          <span className="seller-layout__brand-word">{t('layout.header.brand')}</span>
        </Link>
        <span className="seller-layout__title">{t('seller.nav.title')}</span>
        <div className="seller-layout__actions">
          <LanguageSwitcher />
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
    </div>
  );
}
