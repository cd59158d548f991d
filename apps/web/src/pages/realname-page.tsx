import { RoutePath } from '@storefront/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { IdCard, LogIn, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useCurrentUser } from '../api/session-store.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { PageFrame } from '../components/page-frame.tsx';
import { useMessageStore } from '../components/dialogs/message-store.ts';
import { realnameQueryKey, useRealnameStatus } from '../features/realname/api/get-realname-status.ts';
import { RealnameForm } from '../features/realname/components/realname-form.tsx';
import { RealnameStatusCard } from '../features/realname/components/realname-status-card.tsx';
import '../features/realname/realname.css';

/** Identity verification (the result dialog's default target, spec 2.3): status and the form. */
export default function RealnamePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <PageFrame title={t('realname.title')}>{user ? <RealnameContent userIdx={user.idx} /> : <SignInFirst />}</PageFrame>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  const openLoginPopup = useMessageStore((state) => state.openLoginPopup);
  return (
    <EmptyState
      icon={IdCard}
      title={t('realname.signInTitle')}
      text={t('realname.signInText')}
      action={
        <div className="realname-guest">
          <button type="button" className="button button--primary" onClick={openLoginPopup}>
            <LogIn size={18} aria-hidden="true" /> {t('auth.signIn')}
          </button>
          <Link to={RoutePath.signIn}>{t('realname.signInLink')}</Link>
        </div>
      }
    />
  );
}

function RealnameContent({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useRealnameStatus(userIdx);
  // Bumped after each filing, so the form starts afresh from what was filed.
  const [round, setRound] = useState(0);

  if (status.isPending) {
    return (
      <div className="realname-layout" aria-busy="true">
        <div className="card realname-skeleton" />
        <div className="card realname-skeleton realname-skeleton--tall" />
        <span className="visually-hidden" role="status">
          {t('common.loading')}
        </span>
      </div>
    );
  }
  if (status.isError) {
    return (
      <EmptyState
        icon={IdCard}
        title={t('realname.loadFailed')}
        action={
          <button type="button" className="button" onClick={() => void status.refetch()}>
            <RotateCw size={16} aria-hidden="true" /> {t('common.retry')}
          </button>
        }
      />
    );
  }
  const view = status.data;
  return (
    <div className="realname-layout">
      <RealnameStatusCard view={view} />
      {view.status === 'approved' ? null : (
        <RealnameForm
          key={round}
          intro={t(view.status === 'none' ? 'realname.form.intro' : 'realname.form.resubmitIntro')}
          initial={{ realName: view.realName, photo: view.photo ?? null }}
          onSubmitted={async () => {
            await queryClient.invalidateQueries({ queryKey: realnameQueryKey(userIdx) });
            setRound((value) => value + 1);
          }}
        />
      )}
    </div>
  );
}
