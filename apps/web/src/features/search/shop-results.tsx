import type { Paging, ShopCardView } from '@storefront/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/listing/list-states.tsx';
import { ShopCard, ShopCardSkeleton, type ShopFollowing } from '../../components/listing/shop-card.tsx';
import './search-results.css';

export interface ShopResultsProps {
  query: UseQueryResult<{ rows: ShopCardView[]; paging: Paging }>;
  kw: string;
  /** The shops the user follows: shop/list cards do not say. */
  followed: ReadonlySet<number>;
  follow: ShopFollowing;
}

/** The shop results of /search/shop with their loading, error and empty states. */
export function ShopResults({ query, kw, followed, follow }: ShopResultsProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <ul className="shop-results">
        {[0, 1, 2, 3].map((i) => (
          <li key={i}>
            <ShopCardSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  if (query.data.rows.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title={kw ? t('search.shops.noMatch', { kw }) : t('search.shops.none')}
        text={kw ? t('search.shops.tryGoods') : undefined}
        action={
          kw ? (
            <Link to={`/search?kw=${encodeURIComponent(kw)}`} className="button button--primary">
              {t('search.shops.searchGoods', { kw })}
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul
      className={`shop-results${query.isPlaceholderData ? ' shop-results--stale' : ''}`}
      aria-busy={query.isPlaceholderData || undefined}
    >
      {query.data.rows.map((shop, index) => (
        <li key={shop.idx}>
          <ShopCard
            shop={shop}
            following={followed.has(shop.idx)}
            followBusy={follow.isBusy(shop.idx)}
            onToggleFollow={follow.toggle}
            priority={index < 4}
          />
        </li>
      ))}
    </ul>
  );
}
