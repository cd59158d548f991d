import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';

export default function ShopApplicationPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.shopApplication.title')}>
      <EmptyState icon={Store} title={t('pages.shopApplication.empty')} />
    </PageFrame>
  );
}
