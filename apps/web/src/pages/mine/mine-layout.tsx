import { LogIn } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { MineMenu } from '../../features/account/components/mine-menu.tsx';
import { useMessageStore } from '../../components/dialogs/message-store.ts';
import '../../features/account/account.css';

/**
 * The account area (/mine, /dashboard): its menu beside (large screens) or above (phones) the
 * page. It needs a signed-in user (spec 6): a guest gets the login popup and a way in.
 */
export default function MineLayout() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const location = useLocation();
  const openLoginPopup = useMessageStore((state) => state.openLoginPopup);

  useEffect(() => {
    if (!user) openLoginPopup();
  }, [user, openLoginPopup]);

  if (!user) {
    const redirect = encodeURIComponent(location.pathname + location.search);
    return (
      <PageFrame title={t('pages.mine.title')}>
        <EmptyState
          icon={LogIn}
          title={t('pages.mine.signInRequired')}
          action={
            <Link to={`/user/sign/in?redirect=${redirect}`} className="button button--primary">
              {t('auth.signIn')}
            </Link>
          }
        />
      </PageFrame>
    );
  }
  return (
    <div className="container mine-layout">
      <MineMenu user={user} />
      <div className="mine-layout__main">
        <Outlet />
      </div>
    </div>
  );
}
