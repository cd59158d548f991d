import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { FavoritesList } from '../../features/account/components/favorites-list.tsx';

export default function FavoritesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return <PageFrame title={t('pages.favorites.title')}>{user && <FavoritesList userIdx={user.idx} />}</PageFrame>;
}
