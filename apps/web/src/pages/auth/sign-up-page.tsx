import { RoutePath } from '@storefront/contract/routes';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { AuthCard } from '../../features/auth/auth-card.tsx';
import { SignUpForm } from '../../features/auth/sign-up-form.tsx';
import { SignedInNotice } from '../../features/auth/signed-in-notice.tsx';
import { useMessageStore } from '../../components/dialogs/message-store.ts';

export default function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openDialog = useMessageStore((state) => state.openDialog);
  const user = useCurrentUser();
  // Decided on arrival: the new account is signed in before the page moves on.
  const [signedInOnArrival] = useState(() => user !== null);

  return (
    <AuthCard title={t('auth.signUp')} subtitle={t('auth.form.signUpSubtitle')} icon={UserPlus}>
      {signedInOnArrival && user ? (
        <SignedInNotice user={user} />
      ) : (
        <SignUpForm
          onSignedUp={(created) => {
            // The result dialog of spec 2.3: its OK leads on to identity verification.
            openDialog({
              type: 'result',
              title: t('auth.signUpSuccess'),
              message: t('auth.signUpSuccessMessage', { name: created.name }),
              okButton: { text: t('auth.verifyIdentity'), to: RoutePath.realname },
            });
            void navigate(RoutePath.home, { replace: true });
          }}
        />
      )}
    </AuthCard>
  );
}
