import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { useWalletSummary } from '../../features/wallet/api/get-wallet-summary.ts';
import { BackToWallet } from '../../features/wallet/components/back-to-wallet.tsx';
import { WithdrawalForm } from '../../features/wallet/components/withdrawal-form.tsx';
import '../../features/wallet/wallet.css';

/** Withdrawal (spec 2.1, /mine/wallet/withdrawal) to a saved account with the trade password. */
export default function WalletWithdrawalPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <PageFrame title={t('pages.walletWithdrawal.title')} actions={<BackToWallet />}>
      {user && <WithdrawalContent userIdx={user.idx} />}
    </PageFrame>
  );
}

function WithdrawalContent({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const summary = useWalletSummary(userIdx);
  if (summary.isPending) {
    return (
      <div className="wallet-page" aria-busy="true">
        <div className="card wallet-skeleton wallet-skeleton--card" />
        <div className="card wallet-skeleton wallet-skeleton--card" />
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
      </div>
    );
  }
  if (summary.isError) {
    return (
      <div role="alert">
        <EmptyState
          icon={CircleAlert}
          title={t('wallet.balance.loadFailed')}
          action={
            <button type="button" className="button button--primary" onClick={() => void summary.refetch()}>
              {t('common.retry')}
            </button>
          }
        />
      </div>
    );
  }
  return (
    <div className="wallet-page">
      <WithdrawalForm userIdx={userIdx} wallet={summary.data} />
    </div>
  );
}
