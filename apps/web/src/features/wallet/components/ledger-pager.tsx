import type { Paging } from '@storefront/contract';
import { MAX_PAGE } from '@storefront/contract/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { ledgerSearch } from '../ledger-params.ts';

/** Previous and next page as links (the page lives in the URL); nothing when one page holds all. */
export function LedgerPager({ paging, params }: { paging: Paging; params: URLSearchParams }) {
  const { t } = useTranslation();
  const pages = Math.min(MAX_PAGE, Math.ceil(paging.total / paging.size));
  if (pages <= 1) return null;
  const current = Math.min(paging.current, pages);
  const to = (page: number) => ({ search: ledgerSearch(params, { page }) });
  return (
    <nav className="ledger-pager" aria-label={t('wallet.ledger.pager.label')}>
      {current > 1 ? (
        <Link to={to(current - 1)} className="wallet-pill" rel="prev">
          <ChevronLeft size={16} aria-hidden="true" /> {t('wallet.ledger.pager.previous')}
        </Link>
      ) : (
        <span className="wallet-pill wallet-pill--off" aria-hidden="true">
          <ChevronLeft size={16} /> {t('wallet.ledger.pager.previous')}
        </span>
      )}
      <span className="ledger-pager__status">{t('wallet.ledger.pager.status', { current, pages })}</span>
      {current < pages ? (
        <Link to={to(current + 1)} className="wallet-pill" rel="next">
          {t('wallet.ledger.pager.next')} <ChevronRight size={16} aria-hidden="true" />
        </Link>
      ) : (
        <span className="wallet-pill wallet-pill--off" aria-hidden="true">
          {t('wallet.ledger.pager.next')} <ChevronRight size={16} />
        </span>
      )}
    </nav>
  );
}
