import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import './listing.css';
import { DEFAULT_SORT, withParams } from './list-params.ts';

export interface SortBarProps<T extends string> {
  sorts: readonly T[];
  current: T;
  params: URLSearchParams;
  /** The translation key of a sort's label. */
  labelKey: (sort: T) => string;
}

/** The sort choices as links (the sort lives in the URL); a new sort starts again at page 1. */
export function SortBar<T extends string>({ sorts, current, params, labelKey }: SortBarProps<T>) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="sort-bar" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="sort-bar__label">
        {t('catalog.shop.sortBy')}
      </span>
      <ul className="sort-bar__list">
        {sorts.map((sort) => (
          <li key={sort}>
            <Link
              to={{ search: withParams(params, { sort: sort === DEFAULT_SORT ? null : sort, page: null }) }}
              className="sort-bar__link"
              aria-current={sort === current ? 'true' : undefined}
              preventScrollReset
            >
              {t(labelKey(sort))}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
