import type { CurrentUser, ShopApplicationView } from '@storefront/contract';
import { RoutePath } from '@storefront/contract/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogIn, RotateCw, Store, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { request } from '../api/request.ts';
import { useCurrentUser } from '../api/session-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { categoriesQuery } from '../api/get-categories.ts';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { myApplicationKey, useMyApplication } from '../features/partnership/api/my-application.ts';
import { ApplicationForm } from '../features/partnership/components/application-form.tsx';
import { ApplicationStatus } from '../features/partnership/components/application-status.tsx';
import { PartnershipIntro } from '../features/partnership/components/partnership-intro.tsx';
import '../features/auth/auth.css';
import '../features/partnership/partnership.css';

/** Partnership (/shop/application): apply to open a shop, then follow the application. */
export default function ShopApplicationPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <PageFrame title={t('partnership.title')}>
      <div className="partnership-layout">
        <PartnershipIntro />
        <div className="partnership-main">
          {!user ? (
            <SignInFirst />
          ) : user.role === 'buyer' ? (
            <BuyerApplication user={user} />
          ) : (
            <NotForYou user={user} />
          )}
        </div>
      </div>
    </PageFrame>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  const openLoginPopup = useMessageStore((state) => state.openLoginPopup);
  return (
    <div className="card">
      <EmptyState
        icon={Store}
        title={t('partnership.signInTitle')}
        text={t('partnership.signInText')}
        action={
          <button type="button" className="button button--primary" onClick={openLoginPopup}>
            <LogIn size={18} aria-hidden="true" /> {t('auth.signIn')}
          </button>
        }
      />
    </div>
  );
}

/** Sellers already have their shop; staff review applications instead of filing them. */
function NotForYou({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  if (user.role === 'staff') {
    return (
      <div className="card">
        <EmptyState
          icon={Store}
          title={t('partnership.staffTitle')}
          action={
            <Link to={RoutePath.staff} className="button button--primary">
              {t('partnership.staffLink')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="card" data-testid="already-seller">
      <EmptyState
        icon={Store}
        title={t('partnership.sellerTitle')}
        text={t('partnership.sellerText')}
        action={
          <div className="partnership-actions">
            {user.shopIdx && (
              <Link to={`/shop/${user.shopIdx}`} className="button button--primary">
                {t('partnership.sellerLink')}
              </Link>
            )}
            <Link to={`${RoutePath.orders}?view=seller`} className="button">
              {t('partnership.sellerOrders')}
            </Link>
          </div>
        }
      />
    </div>
  );
}

function BuyerApplication({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const application = useMyApplication(user.idx);
  const categories = useQuery(categoriesQuery());
  const view = application.data;

  // Approved while this tab was open: the principal now says seller, with the new shop.
  useEffect(() => {
    if (view?.status === 'approved') void request('ba/principal/inquiry');
  }, [view?.status]);

  if (application.isPending || categories.isPending) {
    return (
      <div className="card partnership-skeleton" role="status" aria-busy="true">
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (application.isError || categories.isError) {
    return (
      <div role="alert" className="card">
        <EmptyState
          icon={TriangleAlert}
          title={t('partnership.loadFailed')}
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => void Promise.all([application.refetch(), categories.refetch()])}
            >
              <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
            </button>
          }
        />
      </div>
    );
  }
  const onSubmitted = async (submitted: ShopApplicationView) => {
    client.setQueryData(myApplicationKey(user.idx), submitted);
    await client.invalidateQueries({ queryKey: ['mine/overview'] });
  };
  const categoryName = categories.data.find((category) => category.idx === view?.categoryIdx)?.name;
  return (
    <>
      {view && <ApplicationStatus view={view} categoryName={categoryName} />}
      {(!view || view.status === 'rejected') && (
        <ApplicationForm
          key={view?.idx ?? 0}
          categories={categories.data}
          initial={
            view
              ? {
                  shopName: view.shopName,
                  contactName: view.contactName,
                  contactPhone: view.contactPhone,
                  email: view.email,
                  categoryIdx: String(view.categoryIdx),
                  description: view.description,
                }
              : { contactName: user.name, email: user.email ?? '', contactPhone: user.phone ?? '' }
          }
          onSubmitted={onSubmitted}
        />
      )}
    </>
  );
}
