import { RoutePath } from '@storefront/contract/routes';
import { ArrowDownToLine, ArrowUpFromLine, RotateCw } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/format.ts';
import { useWalletSummary } from '../api/get-wallet-summary.ts';

/** The balance, what is frozen, and the two ways to move money. */
export function BalanceCard({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const summary = useWalletSummary(userIdx);

  return (
    <section className="wallet-balance" aria-labelledby="wallet-balance-label">
      <h2 id="wallet-balance-label" className="wallet-balance__label">
        {t('wallet.balance.label')}
      </h2>
      {summary.isPending ? (
        <>
          <div className="wallet-balance__skeleton" aria-hidden="true" />
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
        </>
      ) : summary.isError ? (
        <div className="wallet-balance__failed" role="alert">
          <p>{t('wallet.balance.loadFailed')}</p>
          <button type="button" className="button wallet-balance__button" onClick={() => void summary.refetch()}>
            <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
          </button>
        </div>
      ) : (
        <>
          <p className="wallet-balance__amount" data-testid="wallet-balance">
            {formatMoney(summary.data.balance)}
          </p>
          {summary.data.frozen > 0 && (
            <p className="wallet-balance__frozen">
              {t('wallet.balance.frozen', { amount: formatMoney(summary.data.frozen) })}
            </p>
          )}
        </>
      )}
      <div className="wallet-balance__actions">
        <Link to={RoutePath.walletRecharge} className="button wallet-balance__button">
          <ArrowDownToLine size={18} aria-hidden="true" /> {t('wallet.balance.recharge')}
        </Link>
        <Link to={RoutePath.walletWithdrawal} className="button wallet-balance__button">
          <ArrowUpFromLine size={18} aria-hidden="true" /> {t('wallet.balance.withdraw')}
        </Link>
      </div>
    </section>
  );
}
