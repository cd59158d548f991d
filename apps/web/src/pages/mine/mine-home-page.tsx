import { User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function MineHomePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.mine.title')}>
      <EmptyState icon={User} title={t('pages.mine.empty')} />
    </PageFrame>
  );
}
