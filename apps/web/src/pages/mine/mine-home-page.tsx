import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { AccountHome } from '../../features/account/components/account-home.tsx';

/** The account home, at /mine and at /dashboard (mobile tab mine1): the layout guards sign-in. */
export default function MineHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return <PageFrame title={t('pages.mine.title')}>{user && <AccountHome user={user} />}</PageFrame>;
}
