import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';

export default function StaffPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.staff.title')}>
      <EmptyState icon={Headset} title={t('pages.staff.empty')} />
    </PageFrame>
  );
}
