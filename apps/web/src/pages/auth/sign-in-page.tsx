import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { SignInForm } from '../../features/auth/sign-in-form.tsx';
import { SignedInNotice } from '../../features/auth/signed-in-notice.tsx';
import { safeRedirect } from '../../components/form/validation.ts';

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  // Decided on arrival: signing in here must not swap the form for the notice before leaving.
  const [signedInOnArrival] = useState(() => user !== null);

  return (
    <AuthCard title={t('auth.signIn')} subtitle={t('auth.form.signInSubtitle')} icon={LogIn}>
      {signedInOnArrival && user ? (
        <SignedInNotice user={user} />
      ) : (
        <SignInForm onSignedIn={() => void navigate(safeRedirect(params.get('redirect')), { replace: true })} />
      )}
    </AuthCard>
  );
}
