import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function OrderReviewPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.orderReview.title')}>
      <EmptyState icon={Star} title={t('pages.orderReview.empty')} />
    </PageFrame>
  );
}
