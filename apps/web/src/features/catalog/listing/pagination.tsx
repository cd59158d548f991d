import type { Paging } from '@storefront/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { patchListingParams } from './listing-params.ts';
import { pageCount, pageItems, shownRange } from './page-items.ts';

/**
 * The paging info ('Showing 21–40 of 400') and the page links. Pages are links, not buttons:
 * each page has its own URL that can be opened in a new tab, shared or reloaded.
 */
export function Pagination({ paging }: { paging: Paging }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const pages = pageCount(paging);
  const [from, to] = shownRange(paging);
  if (pages === 0 || from === 0) return null;

  const number = new Intl.NumberFormat(i18n.language);
  const href = (page: number) => ({ search: `?${patchListingParams(params, { page }).toString()}` });
  const current = paging.current;

  return (
    <nav className="pagination" aria-label={t('catalog.listing.pagination.label')}>
      <p className="pagination__info">
        {t('catalog.listing.pagination.showing', {
          from: number.format(from),
          to: number.format(to),
          total: number.format(paging.total),
        })}
      </p>
      {pages > 1 && (
        <ul className="pagination__list">
          <li>
            {current > 1 ? (
              <Link
                to={href(current - 1)}
                className="pagination__step"
                rel="prev"
                aria-label={t('catalog.listing.pagination.previous')}
              >
                <ChevronLeft size={16} aria-hidden="true" />
                <span className="pagination__step-text">{t('catalog.listing.pagination.previousShort')}</span>
              </Link>
            ) : (
              <span className="pagination__step pagination__step--disabled" aria-hidden="true">
                <ChevronLeft size={16} />
              </span>
            )}
          </li>
          {pageItems(current, pages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  to={href(item)}
                  className="pagination__page"
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={t('catalog.listing.pagination.page', { page: item })}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          <li>
            {current < pages ? (
              <Link
                to={href(current + 1)}
                className="pagination__step"
                rel="next"
                aria-label={t('catalog.listing.pagination.next')}
              >
                <span className="pagination__step-text">{t('catalog.listing.pagination.nextShort')}</span>
                <ChevronRight size={16} aria-hidden="true" />
              </Link>
            ) : (
              <span className="pagination__step pagination__step--disabled" aria-hidden="true">
                <ChevronRight size={16} />
              </span>
            )}
          </li>
        </ul>
      )}
    </nav>
  );
}
