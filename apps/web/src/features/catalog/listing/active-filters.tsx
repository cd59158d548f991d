import type { CategoryView } from '@storefront/contract';
import { X } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../../lib/format.ts';
import type { ListingFilters, ListingPatch } from './listing-params.ts';

export interface ActiveFiltersProps {
  filters: ListingFilters;
  categories: CategoryView[] | undefined;
  /** The shop's name when the results show it (they are all from that shop). */
  shopName: string | undefined;
  onChange: (patch: ListingPatch) => void;
  onClear: () => void;
}

interface Chip {
  key: string;
  label: string;
  patch: ListingPatch;
}

/**
 * The filters in force as removable chips above the results: on a phone the filter panel is in
 * a drawer, so this is where the shopper sees (and undoes) what narrows the list.
 */
export function ActiveFilters({ filters, categories, shopName, onChange, onClear }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const chips: Chip[] = [];
  if (filters.shopIdx !== undefined) {
    chips.push({
      key: 'shop',
      label: t('catalog.listing.chips.shop', { name: shopName ?? t('catalog.listing.chips.thisShop') }),
      patch: { shopIdx: undefined },
    });
  }
  if (filters.categoryIdx !== undefined) {
    const name = categories?.find((category) => category.idx === filters.categoryIdx)?.name;
    if (name) chips.push({ key: 'category', label: name, patch: { categoryIdx: undefined } });
  }
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const label =
      filters.priceMax === undefined
        ? t('catalog.listing.chips.priceFrom', { min: formatMoney(filters.priceMin ?? 0) })
        : filters.priceMin === undefined
          ? t('catalog.listing.chips.priceTo', { max: formatMoney(filters.priceMax) })
          : t('catalog.listing.chips.priceRange', {
              min: formatMoney(filters.priceMin),
              max: formatMoney(filters.priceMax),
            });
    chips.push({ key: 'price', label, patch: { priceMin: undefined, priceMax: undefined } });
  }
  if (filters.ratingMin !== undefined) {
    chips.push({
      key: 'rating',
      label: t('catalog.listing.filters.ratingAtLeast', { rating: filters.ratingMin }),
      patch: { ratingMin: undefined },
    });
  }
  if (filters.inStock)
    chips.push({ key: 'stock', label: t('catalog.listing.filters.inStock'), patch: { inStock: false } });
  if (chips.length === 0) return null;

  return (
    <div className="active-filters">
      <ul className="active-filters__list" aria-label={t('catalog.listing.chips.label')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              onClick={() => onChange(chip.patch)}
              aria-label={t('catalog.listing.chips.remove', { label: chip.label })}
            >
              <span>{chip.label}</span>
              <X size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="active-filters__clear" onClick={onClear}>
        {t('catalog.listing.clearFilters')}
      </button>
    </div>
  );
}
