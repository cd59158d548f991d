import type { Paging } from '@storefront/contract';
import { MAX_PAGE } from '@storefront/contract/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import './listing.css';
import { withParams } from './list-params.ts';

type Slot = number | 'gap';

/** The pages to offer: first, last, and two either side of the current one, with gaps between. */
export function pageSlots(current: number, pages: number): Slot[] {
  const wanted = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2]);
  const shown = [...wanted].filter((page) => page >= 1 && page <= pages).sort((a, b) => a - b);
  const slots: Slot[] = [];
  shown.forEach((page, i) => {
    const gap = i > 0 ? page - shown[i - 1]! - 1 : 0;
    // A gap hiding a single page would take as much room as that page's own link.
    if (gap === 1) slots.push(page - 1);
    else if (gap > 1) slots.push('gap');
    slots.push(page);
  });
  return slots;
}

export function pageCount(paging: Paging): number {
  return Math.min(MAX_PAGE, Math.ceil(paging.total / paging.size));
}

/** Page links under a list (the page lives in the URL); nothing when everything fits on one page. */
export function Pager({ paging, params }: { paging: Paging; params: URLSearchParams }) {
  const { t } = useTranslation();
  const pages = pageCount(paging);
  if (pages <= 1) return null;
  const current = Math.min(paging.current, pages);
  const href = (page: number) => ({ search: withParams(params, { page: page === 1 ? null : page }) });
  return (
    <nav className="pager" aria-label={t('catalog.shop.pager.label')}>
      {current > 1 ? (
        <Link to={href(current - 1)} className="pager__step" rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
          <span>{t('catalog.shop.pager.previous')}</span>
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <ChevronLeft size={16} />
          <span>{t('catalog.shop.pager.previous')}</span>
        </span>
      )}
      <ol className="pager__pages">
        {pageSlots(current, pages).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={href(slot)}
                className="pager__page"
                aria-current={slot === current ? 'page' : undefined}
                aria-label={t('catalog.shop.pager.page', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < pages ? (
        <Link to={href(current + 1)} className="pager__step" rel="next">
          <span>{t('catalog.shop.pager.next')}</span>
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span className="pager__step pager__step--off" aria-hidden="true">
          <span>{t('catalog.shop.pager.next')}</span>
          <ChevronRight size={16} />
        </span>
      )}
    </nav>
  );
}
