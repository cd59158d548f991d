import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, Outlet, useParams } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { isNotFound, LoadError } from '../../components/listing/list-states.tsx';
import { ShopHeader, ShopHeaderSkeleton } from '../../features/catalog/shop/shop-header.tsx';
import { shopDetailQuery } from '../../features/catalog/shop/shop-queries.ts';
import { ShopTabs } from '../../features/catalog/shop/shop-tabs.tsx';
import { useFollowShop } from '../../features/catalog/shop/use-follow-shop.ts';
import NotFoundPage from '../not-found-page.tsx';

/** /shop/{idx}: idx is digits only (spec 2.1); anything else is 'page not found'. */
export default function ShopLayout() {
  const { idx = '' } = useParams();
  if (!/^\d+$/.test(idx)) return <NotFoundPage />;
  return <ShopPage shopIdx={Number(idx)} />;
}

/** The shop's header and its two tabs; the tabs' goods load alongside the header. */
function ShopPage({ shopIdx }: { shopIdx: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const shop = useQuery(shopDetailQuery(shopIdx, user?.idx ?? null));
  const follow = useFollowShop();
  const name = shop.data?.name;

  useEffect(() => {
    if (name) document.title = `${name} · Storefront`;
  }, [name]);

  if (shop.isError) {
    if (isNotFound(shop.error)) {
      return (
        <PageFrame title={t('catalog.shop.notFoundTitle')}>
          <EmptyState
            icon={Store}
            title={t('catalog.shop.notFound')}
            action={
              <Link to="/search/shop" className="button button--primary">
                {t('catalog.shop.browseShops')}
              </Link>
            }
          />
        </PageFrame>
      );
    }
    return (
      <PageFrame title={t('catalog.shop.title')}>
        <LoadError onRetry={() => void shop.refetch()} />
      </PageFrame>
    );
  }

  return (
    <div className="shop-page">
      {shop.data ? (
        <ShopHeader shop={shop.data} followBusy={follow.isBusy(shopIdx)} onToggleFollow={follow.toggle} />
      ) : (
        <ShopHeaderSkeleton />
      )}
      <div className="container shop-page__body">
        <ShopTabs shopIdx={shopIdx} />
        <Outlet />
      </div>
    </div>
  );
}
