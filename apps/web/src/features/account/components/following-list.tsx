import { RoutePath } from '@storefront/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { fetchData } from '../../../api/query.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { ShopCard, ShopCardSkeleton, type ShopFollowing } from '../../../components/listing/shop-card.tsx';
import { useListParams } from '../../../components/listing/list-params.ts';
import { Pager } from '../../../components/listing/pager.tsx';

/** The shops the user follows (shop/following), each with its follow toggle to unfollow. */
export function FollowingList({ userIdx, follow }: { userIdx: number; follow: ShopFollowing }) {
  const { t } = useTranslation();
  const { params, page } = useListParams([] as const);
  const { toggle, isBusy } = follow;
  const query = useQuery({
    queryKey: ['shop/following', { page }, userIdx],
    queryFn: () => fetchData('shop/following', { page }),
  });

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="account-shops">
        <span className="visually-hidden">{t('common.loading')}</span>
        {[0, 1, 2].map((i) => (
          <ShopCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const { rows, paging } = query.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title={t('account.following.empty')}
        text={t('account.following.emptyText')}
        action={
          <Link to={`${RoutePath.searchShop}`} className="button button--primary">
            {t('account.following.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="account-list__count">{t('account.following.count', { count: paging.total })}</p>
      <div className="account-shops">
        {rows.map((shop, i) => (
          <ShopCard
            key={shop.idx}
            shop={shop}
            following
            followBusy={isBusy(shop.idx)}
            onToggleFollow={toggle}
            priority={i < 2}
          />
        ))}
      </div>
      <Pager paging={paging} params={params} />
    </>
  );
}
