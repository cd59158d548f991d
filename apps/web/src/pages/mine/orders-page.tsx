import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function OrdersPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.orders.title')}>
      <EmptyState icon={ClipboardList} title={t('pages.orders.empty')} />
    </PageFrame>
  );
}
