import type { CategoryView } from '@storefront/contract';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { RATING_CHOICES, type ListingFilters, type ListingPatch, type RatingChoice } from './listing-params.ts';
import { PriceFilter } from './price-filter.tsx';

export interface ListingFiltersFormProps {
  filters: ListingFilters;
  /** The category choices; undefined hides the category filter (the page fixes the category). */
  categories: CategoryView[] | undefined;
  onChange: (patch: ListingPatch) => void;
}

/**
 * The filter panel: the desktop sidebar and the mobile drawer both render it, so its ids come
 * from useId (both can be in the document at once).
 */
export function ListingFiltersForm({ filters, categories, onChange }: ListingFiltersFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const rating = filters.ratingMin === undefined ? '' : String(filters.ratingMin);

  return (
    <div className="listing-filters">
      {categories && (
        <div className="field">
          <label htmlFor={`${id}-category`}>{t('catalog.listing.filters.category')}</label>
          <select
            id={`${id}-category`}
            value={filters.categoryIdx === undefined ? '' : String(filters.categoryIdx)}
            onChange={(event) =>
              onChange({ categoryIdx: event.target.value === '' ? undefined : Number(event.target.value) })
            }
          >
            <option value="">{t('catalog.listing.filters.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.idx} value={category.idx}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
      )}

      <PriceFilter
        key={`${filters.priceMin ?? ''}-${filters.priceMax ?? ''}`}
        min={filters.priceMin}
        max={filters.priceMax}
        onApply={onChange}
      />

      <fieldset className="listing-filters__group">
        <legend className="listing-filters__legend">{t('catalog.listing.filters.rating')}</legend>
        {['', ...RATING_CHOICES.map(String)].map((value) => (
          <label key={value} className="listing-filters__option">
            <input
              type="radio"
              name={`${id}-rating`}
              value={value}
              checked={rating === value}
              onChange={() => onChange({ ratingMin: value === '' ? undefined : (Number(value) as RatingChoice) })}
            />
            {value === '' ? (
              t('catalog.listing.filters.anyRating')
            ) : (
              <span className="listing-filters__stars">
                <Star size={14} aria-hidden="true" fill="currentColor" />
                {t('catalog.listing.filters.ratingAtLeast', { rating: value })}
              </span>
            )}
          </label>
        ))}
      </fieldset>

      <fieldset className="listing-filters__group">
        <legend className="listing-filters__legend">{t('catalog.listing.filters.availability')}</legend>
        <label className="listing-filters__option">
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(event) => onChange({ inStock: event.target.checked })}
          />
          {t('catalog.listing.filters.inStock')}
        </label>
      </fieldset>
    </div>
  );
}
