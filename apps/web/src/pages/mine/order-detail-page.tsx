import { ClipboardList } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function OrderDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.orderDetail.title')}>
      <EmptyState icon={ClipboardList} title={t('pages.orderDetail.empty')} />
    </PageFrame>
  );
}
