import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../api/session-store.ts';
import { PageFrame } from '../../components/page-frame.tsx';
import { useLanguageOptions } from '../../lib/i18n/language-options.ts';
import { useAccountOverview } from '../../features/account/api/account-overview.ts';
import { LanguageForm } from '../../features/account/components/language-form.tsx';
import { PasswordForm } from '../../features/account/components/password-form.tsx';
import { ProfileForm } from '../../features/account/components/profile-form.tsx';
import { TradePasswordForm } from '../../features/account/components/trade-password-form.tsx';
import '../../features/auth/auth.css';

/** /mine/settings: name and avatar, sign-in password, trade password, language. */
export default function SettingsPage() {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const options = useLanguageOptions();
  const client = useQueryClient();
  const overview = useAccountOverview(user?.idx ?? 0);
  const { hash } = useLocation();
  // The account home links to #trade-password; the router does not scroll to fragments itself.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash]);
  if (!user) return null;
  return (
    <PageFrame title={t('pages.settings.title')}>
      <div className="settings-grid">
        <ProfileForm key={user.idx} user={user} />
        <TradePasswordForm
          hasTradePassword={overview.data?.hasTradePassword ?? false}
          onChanged={async () => {
            await Promise.all([
              client.invalidateQueries({ queryKey: ['mine/overview'] }),
              client.invalidateQueries({ queryKey: ['wallet/summary'] }),
            ]);
          }}
        />
        <PasswordForm />
        <LanguageForm options={options} current={i18n.language} />
      </div>
    </PageFrame>
  );
}
