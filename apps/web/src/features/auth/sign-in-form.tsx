import { RoutePath } from '@storefront/contract/routes';
import type { CurrentUser } from '@storefront/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { request } from '../../api/request.ts';
import { CallingCodeField, PasswordField, TextField } from '../../components/form/form-fields.tsx';
import { FormAlert, SubmitButton } from '../../components/form/form-parts.tsx';
import { useAuthForm } from './use-auth-form.ts';
import { callingCodeOf, useCountries } from '../../components/form/use-countries.ts';
import {
  looksLikeNationalPhone,
  phoneDigits,
  validateSignIn,
  type SignInField,
} from '../../components/form/validation.ts';

const FIELDS: readonly SignInField[] = ['account', 'countryCallingCode', 'password'];

export interface SignInFormProps {
  onSignedIn: (user: CurrentUser) => void;
}

/** Sign in with an email or a phone number (a national number gets a calling code) and password. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const form = useAuthForm(FIELDS, `sign-in${useId()}`);
  const { countries, defaultIso } = useCountries();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [countryIso, setCountryIso] = useState<string | null>(null);
  const isNationalPhone = looksLikeNationalPhone(account) && countries.length > 0;
  const callingCode = callingCodeOf(countries, countryIso ?? defaultIso);

  const handleSubmit = (event: FormEvent) =>
    form.submit(event, {
      validate: () => validateSignIn({ account, password }),
      call: () =>
        request(
          'user/sign/in',
          isNationalPhone && callingCode
            ? { account: phoneDigits(account.trim()), password, countryCallingCode: callingCode }
            : { account: account.trim(), password },
        ),
      // The server answers a wrong account and a wrong password alike, naming the password.
      reasonByField: { password: 'badCredentials' },
      onSuccess: (answer) => {
        if (answer.data) onSignedIn(answer.data);
      },
    });

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void handleSubmit(event)} aria-busy={form.submitting}>
      <FormAlert text={form.formError} />
      <TextField
        id={form.fieldId('account')}
        label={t('auth.form.account')}
        hint={t('auth.form.accountHint')}
        value={account}
        error={form.errors.account}
        onValueChange={(value) => {
          setAccount(value);
          form.clearError('account');
        }}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
      />
      {isNationalPhone && (
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
      )}
      <PasswordField
        id={form.fieldId('password')}
        label={t('auth.form.password')}
        value={password}
        error={form.errors.password}
        onValueChange={(value) => {
          setPassword(value);
          form.clearError('password');
        }}
        autoComplete="current-password"
        maxLength={128}
      />
      <SubmitButton submitting={form.submitting} label={t('auth.signIn')} busyLabel={t('auth.form.signingIn')} />
      <p className="auth-form__switch">
        {t('auth.form.noAccount')} <Link to={RoutePath.signUp}>{t('auth.signUp')}</Link>
      </p>
    </form>
  );
}
