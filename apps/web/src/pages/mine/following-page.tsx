import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { FollowingList } from '../../features/account/components/following-list.tsx';
import { useFollowShop } from '../../features/catalog/shop/use-follow-shop.ts';

export default function FollowingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const follow = useFollowShop();
  return (
    <PageFrame title={t('pages.following.title')}>
      {user && <FollowingList userIdx={user.idx} follow={follow} />}
    </PageFrame>
  );
}
