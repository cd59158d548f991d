import type { Paging } from '@storefront/contract';
import { MAX_PAGE } from '@storefront/contract/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { ordersSearch } from '../order-params.ts';

/** Previous / next links and "page 2 of 5" under the list; nothing when one page holds it all. */
export function OrdersPager({ paging }: { paging: Paging }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pages = paging.size > 0 ? Math.min(MAX_PAGE, Math.ceil(paging.total / paging.size)) : 0;
  if (pages <= 1) return null;
  const current = Math.min(paging.current, pages);
  const to = (page: number) => ({ search: ordersSearch(params, { page }) });
  return (
    <nav className="orders-pager" aria-label={t('orders.pager.label')}>
      {current > 1 ? (
        <Link to={to(current - 1)} className="button" rel="prev">
          <ChevronLeft size={16} aria-hidden="true" />
          {t('orders.pager.previous')}
        </Link>
      ) : (
        <span className="button orders-pager__off" aria-hidden="true">
          <ChevronLeft size={16} />
          {t('orders.pager.previous')}
        </span>
      )}
      <span className="orders-pager__info" aria-current="page">
        {t('orders.pager.info', { page: current, pages })}
      </span>
      {current < pages ? (
        <Link to={to(current + 1)} className="button" rel="next">
          {t('orders.pager.next')}
          <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span className="button orders-pager__off" aria-hidden="true">
          {t('orders.pager.next')}
          <ChevronRight size={16} />
        </span>
      )}
    </nav>
  );
}
