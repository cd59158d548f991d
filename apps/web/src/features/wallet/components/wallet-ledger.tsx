import { RoutePath } from '@storefront/contract/routes';
import { CircleAlert, ReceiptText } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useLedger } from '../api/get-ledger.ts';
import { ledgerSearch, parseLedgerParams } from '../ledger-params.ts';
import { LedgerFilter } from './ledger-filter.tsx';
import { LedgerPager } from './ledger-pager.tsx';
import { LedgerRows, LedgerSkeleton } from './ledger-rows.tsx';

/** The ledger with its kind filter and pages, both kept in the URL (?kind=&page=). */
export function WalletLedger({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view = parseLedgerParams(params);
  const ledger = useLedger(userIdx, view);

  let content;
  if (ledger.isPending) {
    content = <LedgerSkeleton />;
  } else if (ledger.isError) {
    content = (
      <div role="alert">
        <EmptyState
          icon={CircleAlert}
          title={t('wallet.ledger.loadFailed')}
          action={
            <button type="button" className="button button--primary" onClick={() => void ledger.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      </div>
    );
  } else if (ledger.data.rows.length === 0) {
    content = view.kind ? (
      <EmptyState
        icon={ReceiptText}
        title={t('wallet.ledger.emptyKind')}
        action={
          <Link to={{ search: ledgerSearch(params, { kind: null }) }} preventScrollReset className="button">
            {t('wallet.ledger.showAll')}
          </Link>
        }
      />
    ) : (
      <EmptyState
        icon={ReceiptText}
        title={t('wallet.ledger.empty')}
        action={
          <Link to={RoutePath.walletRecharge} className="button button--primary">
            {t('wallet.ledger.emptyAction')}
          </Link>
        }
      />
    );
  } else {
    content = (
      <>
        <LedgerRows rows={ledger.data.rows} />
        <LedgerPager paging={ledger.data.paging} params={params} />
      </>
    );
  }

  return (
    <section className="card wallet-ledger" aria-labelledby="wallet-ledger-title">
      <h2 id="wallet-ledger-title" className="wallet-section-title">
        {t('wallet.ledger.title')}
      </h2>
      <LedgerFilter params={params} kind={view.kind} />
      {content}
    </section>
  );
}
