import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { useCheckedForm } from '../../../components/form/use-checked-form.ts';
import { PASSWORD_MIN } from '../../../components/form/validation.ts';
import { submitSettings } from '../api/submit-settings.ts';
import { passwordProblems } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** The sign-in password; the server signs out every other device once it changes. */
export function PasswordForm() {
  const { t } = useTranslation();
  const id = useId();
  const { values, errors, sending, formRef, set, handleSubmit } = useCheckedForm(
    EMPTY,
    passwordProblems,
    (v) =>
      submitSettings('user/password/change', { oldPassword: v.oldPassword, newPassword: v.newPassword }, [
        'oldPassword',
        'newPassword',
      ]),
    (outcome, reset) => {
      if (outcome.ok) reset();
    },
  );

  return (
    <SettingsCard
      baseId={id}
      formRef={formRef}
      title={t('account.settings.password.title')}
      intro={t('account.settings.password.intro')}
      onSubmit={handleSubmit}
      submit={{ label: t('account.settings.password.submit'), icon: KeyRound, busy: sending }}
    >
      <PasswordField
        id={`${id}-old`}
        label={t('account.settings.password.old')}
        value={values.oldPassword}
        error={errors.oldPassword}
        onValueChange={set('oldPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        id={`${id}-new`}
        label={t('account.settings.password.new')}
        hint={t('account.settings.password.newHint', { min: PASSWORD_MIN })}
        value={values.newPassword}
        error={errors.newPassword}
        onValueChange={set('newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('account.settings.password.confirm')}
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onValueChange={set('confirmPassword')}
        autoComplete="new-password"
      />
    </SettingsCard>
  );
}
