import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.settings.title')}>
      <EmptyState icon={Settings} title={t('pages.settings.empty')} />
    </PageFrame>
  );
}
