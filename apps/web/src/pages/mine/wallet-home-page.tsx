import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { BalanceCard } from '../../features/wallet/components/balance-card.tsx';
import { WalletLedger } from '../../features/wallet/components/wallet-ledger.tsx';
import '../../features/wallet/wallet.css';

/** Wallet home: the balance with recharge and withdraw, and the ledger (spec 2.1, /mine/wallet). */
export default function WalletHomePage() {
  const { t } = useTranslation();
  // The account area's layout only renders its pages for a signed-in user.
  const user = useCurrentUser();
  return (
    <PageFrame title={t('pages.wallet.title')}>
      {user && (
        <div className="wallet-home">
          <BalanceCard userIdx={user.idx} />
          <WalletLedger userIdx={user.idx} />
        </div>
      )}
    </PageFrame>
  );
}
