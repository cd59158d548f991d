import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { BackToWallet } from '../../features/wallet/components/back-to-wallet.tsx';
import { CurrentBalance } from '../../features/wallet/components/current-balance.tsx';
import { RechargeForm } from '../../features/wallet/components/recharge-form.tsx';
import '../../features/wallet/wallet.css';

/** Recharge (spec 2.1, /mine/wallet/recharge) through the built-in test payment provider. */
export default function WalletRechargePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <PageFrame title={t('pages.walletRecharge.title')} actions={<BackToWallet />}>
      {user && (
        <div className="wallet-page">
          <CurrentBalance userIdx={user.idx} />
          <RechargeForm />
        </div>
      )}
    </PageFrame>
  );
}
