import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useWalletSummary } from '../api/get-wallet-summary.ts';

/** "Current balance: $x" above a recharge or withdrawal form (nothing while it loads or fails). */
export function CurrentBalance({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const summary = useWalletSummary(userIdx);
  return (
    <p className="wallet-current" aria-live="polite">
      {summary.data ? t('wallet.currentBalance', { amount: formatMoney(summary.data.balance) }) : null}
    </p>
  );
}
