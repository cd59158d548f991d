import type { UseQueryResult } from '@tanstack/react-query';
import { FilterX, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { GoodsCard } from '../../../components/listing/goods-card.tsx';
import type { GoodsPage } from './get-goods-list.ts';
import { GoodsGridSkeleton } from '../../../components/listing/goods-grid-skeleton.tsx';
import { hasActiveFilters, patchListingParams, type ListingFilters } from './listing-params.ts';
import { Pagination } from './pagination.tsx';
import { QueryError } from '../../../components/listing/query-error.tsx';

/** Cards given a high fetch priority: the first row on a phone, where the grid starts high. */
const PRIORITY_CARDS = 2;

export interface ListingResultsProps {
  goods: UseQueryResult<GoodsPage>;
  filters: ListingFilters;
  onClear: () => void;
  emptyTitle?: string;
  emptyAction?: ReactNode;
}

/** The grid with its states: skeleton, error with retry, the three kinds of empty, and the pages. */
export function ListingResults({ goods, filters, onClear, emptyTitle, emptyAction }: ListingResultsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (goods.isError) return <QueryError error={goods.error} onRetry={() => void goods.refetch()} />;
  if (!goods.data) return <GoodsGridSkeleton count={10} />;

  const { rows, paging } = goods.data;
  if (rows.length === 0) {
    if (paging.total > 0) {
      // A stale link to a page that no longer exists: the results are there, just not this far.
      return (
        <EmptyState
          icon={PackageSearch}
          title={t('catalog.listing.pastEnd')}
          action={
            <Link to={{ search: `?${patchListingParams(params, { page: 1 }).toString()}` }} className="button">
              {t('catalog.listing.firstPage')}
            </Link>
          }
        />
      );
    }
    if (hasActiveFilters(filters)) {
      return (
        <EmptyState
          icon={FilterX}
          title={t('catalog.listing.noMatch')}
          text={t('catalog.listing.noMatchText')}
          action={
            <button type="button" className="button button--primary" onClick={onClear}>
              {t('catalog.listing.clearFilters')}
            </button>
          }
        />
      );
    }
    return <EmptyState icon={PackageSearch} title={emptyTitle ?? t('catalog.listing.empty')} action={emptyAction} />;
  }

  return (
    <>
      <ul
        className={`goods-grid listing__grid${goods.isPlaceholderData ? ' listing__grid--stale' : ''}`}
        aria-busy={goods.isPlaceholderData}
        data-testid="listing-grid"
      >
        {rows.map((item, i) => (
          <li key={item.idx}>
            <GoodsCard goods={item} priority={i < PRIORITY_CARDS} />
          </li>
        ))}
      </ul>
      <Pagination paging={paging} />
    </>
  );
}
