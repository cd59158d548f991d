import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function WalletWithdrawalPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.walletWithdrawal.title')}>
      <EmptyState icon={Wallet} title={t('pages.walletWithdrawal.empty')} />
    </PageFrame>
  );
}
