import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { BackToWallet } from '../../features/wallet/components/back-to-wallet.tsx';
import { CurrentBalance } from '../../features/wallet/components/current-balance.tsx';
import { useWalletSummary } from '../../features/wallet/api/get-wallet-summary.ts';
import { NoPaymentProvider } from '../../features/wallet/components/no-payment-provider.tsx';
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
          <RechargeOrNot userIdx={user.idx} />
        </div>
      )}
    </PageFrame>
  );
}

/** The form where the site has a payment provider; otherwise it says plainly there is none. */
function RechargeOrNot({ userIdx }: { userIdx: number }) {
  const available = useWalletSummary(userIdx).data?.rechargeAvailable;
  if (available === undefined) return null;
  return available ? <RechargeForm /> : <NoPaymentProvider />;
}
