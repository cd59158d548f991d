import type { GoodsCardView } from '@storefront/contract';
import type { Page } from '@storefront/contract/api';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { GoodsCard } from '../../../components/listing/goods-card.tsx';
import { GoodsGridSkeleton, LoadError } from '../../../components/listing/list-states.tsx';

/** The first row's images are above the fold on every screen size: fetched first, not lazily. */
const PRIORITY_CARDS = 5;

export interface ShopGoodsListProps {
  query: UseQueryResult<Page<GoodsCardView>>;
  empty: ReactNode;
  skeletonCount?: number;
  /** Best-seller lists number their cards. */
  ranked?: boolean;
}

/** A goods grid with its loading (skeleton), error (retry) and empty states. */
export function ShopGoodsList({ query, empty, skeletonCount = 10, ranked = false }: ShopGoodsListProps) {
  const { t } = useTranslation();
  if (query.isPending) return <GoodsGridSkeleton count={skeletonCount} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const { rows } = query.data;
  if (rows.length === 0) return empty;
  return (
    <ul
      className={`goods-grid${query.isPlaceholderData ? ' goods-grid--stale' : ''}`}
      aria-busy={query.isPlaceholderData || undefined}
    >
      {rows.map((goods, index) => (
        <li key={goods.idx} className={ranked ? 'ranked-card' : undefined}>
          {ranked && <span className="ranked-card__badge">{t('catalog.shop.rank', { rank: index + 1 })}</span>}
          <GoodsCard goods={goods} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}
