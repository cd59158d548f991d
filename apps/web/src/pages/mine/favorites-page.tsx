import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';

export default function FavoritesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('pages.favorites.title')}>
      <EmptyState icon={Heart} title={t('pages.favorites.empty')} />
    </PageFrame>
  );
}
