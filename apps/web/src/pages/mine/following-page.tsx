import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function FollowingPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.following.title')}>
      <EmptyState icon={Store} title={t('pages.following.empty')} />
    </PageFrame>
  );
}
