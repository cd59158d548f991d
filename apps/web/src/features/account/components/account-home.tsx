import type { AccountOverview, CurrentUser } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import { ChevronRight, Heart, LockKeyhole, Pencil, RotateCw, Store, TriangleAlert, Wallet } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useAccountOverview } from '../api/account-overview.ts';
import { PartnershipCard, RealnameCard } from './account-status-cards.tsx';
import { OrderShortcuts } from './order-shortcuts.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';

/** The account home (/mine and /dashboard): who you are, your money, orders, lists and statuses. */
export function AccountHome({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const overview = useAccountOverview(user.idx);
  return (
    <div className="account-home">
      <ProfileCard user={user} />
      {overview.isPending ? (
        <div className="account-home__skeleton" role="status" aria-busy="true">
          <span className="visually-hidden">{t('common.loading')}</span>
          <div className="card account-skeleton" />
          <div className="card account-skeleton account-skeleton--tall" />
        </div>
      ) : overview.isError ? (
        <div role="alert" className="card">
          <EmptyState
            icon={TriangleAlert}
            title={t('account.home.loadFailed')}
            action={
              <button type="button" className="button button--primary" onClick={() => void overview.refetch()}>
                <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
              </button>
            }
          />
        </div>
      ) : (
        <OverviewCards user={user} overview={overview.data} />
      )}
    </div>
  );
}

function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const contact = [user.email, user.phone].filter(Boolean).join(' · ');
  return (
    <section className="card account-profile" aria-labelledby="account-profile-name">
      <UserAvatar name={user.name} avatar={user.avatar} size={72} />
      <div className="account-profile__body">
        <h2 id="account-profile-name" className="account-profile__name">
          {user.name}
          <span className={`account-role account-role--${user.role}`}>{t(`account.roles.${user.role}`)}</span>
        </h2>
        {contact && <p className="account-profile__contact">{contact}</p>}
      </div>
      <Link to={RoutePath.settings} className="button account-profile__edit">
        <Pencil size={16} aria-hidden="true" />
        {t('account.home.editProfile')}
      </Link>
    </section>
  );
}

function OverviewCards({ user, overview }: { user: CurrentUser; overview: AccountOverview }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="account-home__row">
        <Link to={RoutePath.wallet} className="card account-wallet" data-testid="account-balance">
          <span className="account-wallet__label">
            <Wallet size={18} aria-hidden="true" />
            {t('account.home.wallet.title')}
          </span>
          <span className="account-wallet__balance">{formatMoney(overview.balance)}</span>
          <span className="account-wallet__more">
            {t('account.home.wallet.open')}
            <ChevronRight size={16} aria-hidden="true" />
          </span>
        </Link>
        <Link to={RoutePath.favorites} className="card account-count">
          <Heart size={20} aria-hidden="true" className="account-count__icon" />
          <span className="account-count__value">{overview.favorites}</span>
          <span className="account-count__label">{t('account.home.favorites', { count: overview.favorites })}</span>
        </Link>
        <Link to={RoutePath.following} className="card account-count">
          <Store size={20} aria-hidden="true" className="account-count__icon" />
          <span className="account-count__value">{overview.following}</span>
          <span className="account-count__label">{t('account.home.following', { count: overview.following })}</span>
        </Link>
      </div>
      {!overview.hasTradePassword && (
        <p className="account-hint">
          <LockKeyhole size={16} aria-hidden="true" />
          <span>{t('account.home.noTradePassword')}</span>
          <Link to={`${RoutePath.settings}#trade-password`}>{t('account.home.setTradePassword')}</Link>
        </p>
      )}
      <OrderShortcuts counts={overview.orderCounts} />
      <div className="account-home__row account-home__row--two">
        <RealnameCard userIdx={user.idx} />
        <PartnershipCard user={user} application={overview.application} />
      </div>
    </>
  );
}
