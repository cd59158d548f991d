import { LockKeyhole } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { PasswordField } from '../../../components/form/form-fields.tsx';
import { useCheckedForm } from '../../../components/form/use-checked-form.ts';
import { submitSettings } from '../api/submit-settings.ts';
import { tradePasswordProblems } from '../settings-rules.ts';
import { SettingsCard } from './settings-card.tsx';

const EMPTY = { password: '', tradePassword: '', confirmTradePassword: '' };

export interface TradePasswordFormProps {
  /** Whether one is set already: the form then reads as a change. */
  hasTradePassword: boolean;
  onChanged: () => void | Promise<void>;
}

/** The six-digit trade password for wallet payments and withdrawals, confirmed with the sign-in password. */
export function TradePasswordForm({ hasTradePassword, onChanged }: TradePasswordFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { values, errors, sending, formRef, set, handleSubmit } = useCheckedForm(
    EMPTY,
    tradePasswordProblems,
    (v) =>
      submitSettings('user/trade-password/set', { password: v.password, tradePassword: v.tradePassword }, [
        'password',
        'tradePassword',
      ]),
    async (outcome, reset) => {
      if (!outcome.ok) return;
      reset();
      await onChanged();
    },
  );

  // The two six-digit fields: the new trade password, then the same again.
  const digitFields = [
    {
      field: 'tradePassword',
      suffix: 'trade',
      label: t('account.settings.trade.tradePassword'),
      hint: t('account.settings.trade.tradePasswordHint'),
    },
    { field: 'confirmTradePassword', suffix: 'confirm', label: t('account.settings.trade.confirm'), hint: undefined },
  ] as const;

  return (
    <SettingsCard
      baseId={id}
      id="trade-password"
      formRef={formRef}
      title={t(hasTradePassword ? 'account.settings.trade.changeTitle' : 'account.settings.trade.setTitle')}
      intro={t(hasTradePassword ? 'account.settings.trade.changeIntro' : 'account.settings.trade.setIntro')}
      onSubmit={handleSubmit}
      submit={{
        label: t(hasTradePassword ? 'account.settings.trade.change' : 'account.settings.trade.set'),
        icon: LockKeyhole,
        busy: sending,
      }}
    >
      <PasswordField
        id={`${id}-password`}
        label={t('account.settings.trade.signInPassword')}
        value={values.password}
        error={errors.password}
        onValueChange={set('password')}
        autoComplete="current-password"
      />
      {digitFields.map(({ field, suffix, label, hint }) => (
        <PasswordField
          key={field}
          id={`${id}-${suffix}`}
          label={label}
          hint={hint}
          value={values[field]}
          error={errors[field]}
          onValueChange={(value) => set(field)(value.replace(/\D/g, '').slice(0, 6))}
          autoComplete="new-password"
          inputMode="numeric"
          maxLength={6}
        />
      ))}
    </SettingsCard>
  );
}
