import { RoutePath } from '@storefront/contract/routes';
import type { CurrentUser } from '@storefront/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { request } from '../../api/request.ts';
import { CallingCodeField, PasswordField, TextField } from '../../components/form/form-fields.tsx';
import { FormAlert, SubmitButton } from '../../components/form/form-parts.tsx';
import { MethodTabs, panelId, tabId } from './method-tabs.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { callingCodeOf, useCountries } from '../../components/form/use-countries.ts';
import {
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  phoneDigits,
  validateSignUp,
  type SignUpField,
  type SignUpMethod,
  type SignUpValues,
} from '../../components/form/validation.ts';

const FIELDS: readonly SignUpField[] = ['name', 'email', 'countryCallingCode', 'phone', 'password', 'confirmPassword'];

export interface SignUpFormProps {
  onSignedUp: (user: CurrentUser) => void;
}

/** Sign up by email or by phone (tabs); the new account comes back signed in. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const { t } = useTranslation();
  const idPrefix = `sign-up${useId()}`;
  const form = useAuthForm(FIELDS, idPrefix);
  const { countries, defaultIso } = useCountries();
  const [method, setMethod] = useState<SignUpMethod>('email');
  const [countryIso, setCountryIso] = useState<string | null>(null);
  const [text, setText] = useState({ name: '', email: '', phone: '', password: '', confirmPassword: '' });
  const values: SignUpValues = { ...text, countryCallingCode: callingCodeOf(countries, countryIso ?? defaultIso) };

  const bind = (field: keyof typeof text) => ({
    id: form.fieldId(field),
    value: text[field],
    error: form.errors[field],
    onValueChange: (value: string) => {
      setText((current) => ({ ...current, [field]: value }));
      form.clearError(field);
    },
  });

  const payload = () =>
    method === 'email'
      ? { method, email: values.email.trim(), name: values.name.trim(), password: values.password }
      : {
          method,
          countryCallingCode: values.countryCallingCode,
          phone: phoneDigits(values.phone.trim()),
          name: values.name.trim(),
          password: values.password,
        };

  const handleSubmit = (event: FormEvent) =>
    form.submit(event, {
      validate: () => validateSignUp(values, method),
      call: () => request('user/sign/up', payload()),
      // A refusal naming the email or phone without a validation reason means it is taken.
      reasonByField: { email: 'accountExists', phone: 'accountExists' },
      onSuccess: (answer) => {
        if (answer.data) onSignedUp(answer.data);
      },
    });

  return (
    <>
      <MethodTabs
        idPrefix={idPrefix}
        value={method}
        onChange={(next) => {
          setMethod(next);
          // The other method's errors would otherwise come back, stale, when switching back.
          for (const field of ['email', 'phone', 'countryCallingCode'] as const) form.clearError(field);
        }}
      />
      <div role="tabpanel" id={panelId(idPrefix)} aria-labelledby={tabId(idPrefix, method)}>
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-busy={form.submitting}
        >
          <FormAlert text={form.formError} />
          <TextField
            {...bind('name')}
            label={t('auth.form.name')}
            type="text"
            autoComplete="name"
            maxLength={NAME_MAX}
          />
          {method === 'email' ? (
            <TextField
              {...bind('email')}
              label={t('auth.form.email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
            />
          ) : (
            <div className="auth-form__phone">
              <CallingCodeField
                id={form.fieldId('countryCallingCode')}
                countries={countries}
                value={countryIso ?? defaultIso}
                error={form.errors.countryCallingCode}
                onValueChange={(iso) => {
                  setCountryIso(iso);
                  form.clearError('countryCallingCode');
                }}
              />
              <TextField
                {...bind('phone')}
                label={t('auth.form.phone')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                maxLength={20}
              />
            </div>
          )}
          <PasswordField
            {...bind('password')}
            label={t('auth.form.password')}
            hint={t('auth.form.passwordHint', { min: PASSWORD_MIN })}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
          <PasswordField
            {...bind('confirmPassword')}
            label={t('auth.form.confirmPassword')}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
          />
          <SubmitButton
            submitting={form.submitting}
            label={t('auth.form.createAccount')}
            busyLabel={t('auth.form.creatingAccount')}
          />
          <p className="auth-form__switch">
            {t('auth.form.haveAccount')} <Link to={RoutePath.signIn}>{t('auth.signIn')}</Link>
          </p>
        </form>
      </div>
    </>
  );
}
