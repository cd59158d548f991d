import { Headset, LogIn, ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/session-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { StaffApplications } from '../features/partnership/components/staff-applications.tsx';
import '../features/partnership/partnership.css';

/** The staff console (/staff, staff accounts only): shop applications to review. */
export default function StaffPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const openLoginPopup = useMessageStore((state) => state.openLoginPopup);
  return (
    <PageFrame title={t('pages.staff.title')}>
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
        <StaffApplications />
      )}
    </PageFrame>
  );
}
