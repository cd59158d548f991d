import { Headset, LogIn, ShieldOff } from 'lucide-react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../api/session-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { StaffApplications } from '../features/partnership/components/staff-applications.tsx';
import '../features/partnership/partnership.css';
import { StaffConsole } from '../features/staff-console/components/staff-console.tsx';
import { StaffAdmin } from '../features/staff-admin/components/staff-admin.tsx';

/**
 * The staff console (/staff, staff accounts only): customer-service live chat, and the shop
 * applications to review in their own view (?view=applications), and for admins the running of the
 * marketplace (?view=admin: staff, accounts, shops, goods, the record of it).
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const asked = params.get('view');
  const admin = user?.role === 'staff' && user.admin === true;
  const view = asked === 'applications' ? 'applications' : asked === 'admin' && admin ? 'admin' : 'chat';
  const openLoginPopup = useMessageStore((state) => state.openLoginPopup);
  return (
    <PageFrame title={t('pages.staff.title')} hideTitle={user?.role === 'staff'}>
      {!user ? (
        <EmptyState
          icon={Headset}
          title={t('staff.signInTitle')}
          action={
            <button type="button" className="button button--primary" onClick={openLoginPopup}>
              <LogIn size={18} aria-hidden="true" /> {t('auth.signIn')}
            </button>
          }
        />
      ) : user.role !== 'staff' ? (
        <EmptyState icon={ShieldOff} title={t('staff.forbiddenTitle')} text={t('staff.forbiddenText')} />
      ) : (
        <StaffConsole view={view} applications={<StaffApplications />} admin={admin ? <StaffAdmin /> : null} />
      )}
    </PageFrame>
  );
}
