import { GOODS_SORTS, type GoodsSort } from '@storefront/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Modal } from '../../../components/modal.tsx';
import { ActiveFilters } from './active-filters.tsx';
import { categoriesQuery } from '../../../api/get-categories.ts';
import { goodsListQuery } from './get-goods-list.ts';
import { ListingFiltersForm } from './listing-filters.tsx';
import { toGoodsListPayload, type ListingScope } from './listing-params.ts';
import { ListingResults } from './listing-results.tsx';
import { useListingParams } from './use-listing-params.ts';
import './listing.css';

export interface GoodsListingProps {
  /** What the page fixes: a search keyword, discounted goods only, or one category. */
  scope?: ListingScope;
  /** The empty state's line when nothing matches and no filter is set. */
  emptyTitle?: string;
  /** The empty state's action when nothing matches and no filter is set. */
  emptyAction?: ReactNode;
  /** Shown first: above the results on a phone, above the filters in the left column on desktop. */
  lead?: ReactNode;
  /** The results' heading, above the toolbar. */
  heading?: ReactNode;
}

/**
 * A goods listing driven by the URL query (filters, sort, page), so any view can be linked,
 * shared and reloaded. Filters are a sidebar on large screens and a drawer below 1024 px.
 */
export function GoodsListing({ scope = {}, emptyTitle, emptyAction, lead, heading }: GoodsListingProps) {
  const { t, i18n } = useTranslation();
  const sortId = useId();
  const { filters: urlFilters, update, clear } = useListingParams();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const categoryFixed = scope.categoryIdx !== undefined;
  // On a page that fixes the category, a category in the URL would be ignored by the call anyway.
  const filters = useMemo(
    () => (categoryFixed ? { ...urlFilters, categoryIdx: undefined } : urlFilters),
    [categoryFixed, urlFilters],
  );

  const categories = useQuery({ ...categoriesQuery(), enabled: !categoryFixed });
  const goods = useQuery(goodsListQuery(toGoodsListPayload(filters, scope)));
  const categoryChoices = categoryFixed ? undefined : (categories.data ?? []);
  const total = goods.data?.paging.total;
  const count = total === undefined ? '' : new Intl.NumberFormat(i18n.language).format(total);
  const activeCount =
    [filters.categoryIdx, filters.shopIdx, filters.ratingMin].filter((value) => value !== undefined).length +
    (filters.priceMin !== undefined || filters.priceMax !== undefined ? 1 : 0) +
    (filters.inStock ? 1 : 0);

  const form = <ListingFiltersForm filters={filters} categories={categoryChoices} onChange={update} />;

  return (
    <div className={lead ? 'listing listing--lead' : 'listing'}>
      {lead && <div className="listing__lead">{lead}</div>}
      <aside className="listing__sidebar" aria-labelledby={`${sortId}-filters`}>
        <h2 id={`${sortId}-filters`} className="listing__sidebar-title">
          {t('catalog.listing.filters.title')}
        </h2>
        {form}
      </aside>

      <div className="listing__main">
        {heading}
        <div className="listing__toolbar">
          {/* The results' heading (the filter column's is hidden on phones), its count announced. */}
          <h2 className="listing__count">
            <span role="status">{count && t('catalog.listing.count', { count })}</span>
          </h2>
          <button
            type="button"
            className="button listing__filters-button"
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
          >
            <SlidersHorizontal size={16} aria-hidden="true" />
            {t('catalog.listing.filters.title')}
            {activeCount > 0 && (
              <span className="listing__badge">
                {activeCount}
                <span className="visually-hidden"> {t('catalog.listing.filters.active')}</span>
              </span>
            )}
          </button>
          <div className="listing__sort">
            <label htmlFor={sortId}>{t('catalog.listing.sort.label')}</label>
            <select
              id={sortId}
              value={filters.sort}
              onChange={(event) => update({ sort: event.target.value as GoodsSort })}
            >
              {GOODS_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalog.listing.sort.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <ActiveFilters
          filters={filters}
          categories={categories.data}
          shopName={goods.isPlaceholderData ? undefined : goods.data?.rows[0]?.shopName}
          onChange={update}
          onClear={clear}
        />
        <ListingResults
          goods={goods}
          filters={filters}
          onClear={clear}
          emptyTitle={emptyTitle}
          emptyAction={emptyAction}
        />
      </div>

      <Modal
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('catalog.listing.filters.title')}
        variant="drawer"
        className="listing__drawer"
      >
        {form}
        <button type="button" className="button button--primary button--block" onClick={() => setDrawerOpen(false)}>
          {count ? t('catalog.listing.filters.showCount', { count }) : t('catalog.listing.filters.show')}
        </button>
      </Modal>
    </div>
  );
}
