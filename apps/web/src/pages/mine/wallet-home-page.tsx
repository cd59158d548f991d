import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function WalletHomePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.wallet.title')}>
      <EmptyState icon={Wallet} title={t('pages.wallet.empty')} />
    </PageFrame>
  );
}
