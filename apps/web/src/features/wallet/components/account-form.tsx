import { WITHDRAWAL_ACCOUNT_KINDS } from '@storefront/contract/constants';
import type { WithdrawalAccountView } from '@storefront/contract';
import { LoaderCircle } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ACCOUNT_NO_MAX, accountProblems, BANK_MAX, HOLDER_MAX, type AccountProblems } from '../account-rules.ts';
import { saveWithdrawalAccount, type AccountValues } from '../api/withdrawal-accounts.ts';

export interface AccountFormProps {
  onSaved: (account: WithdrawalAccountView | null) => void;
  onCancel?: () => void;
}

/**
 * A new withdrawal account. Not a <form> of its own: it sits inside the withdrawal form, and
 * Enter in one of its fields saves the account rather than sending the withdrawal.
 */
export function AccountForm({ onSaved, onCancel }: AccountFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<AccountValues>({ kind: 'bank', holder: '', accountNo: '', bank: '' });
  const [errors, setErrors] = useState<AccountProblems>({});
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const boxRef = useRef<HTMLFieldSetElement>(null);

  const update = (field: keyof AccountValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const save = async () => {
    if (savingRef.current) return;
    const problems = accountProblems(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => boxRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    savingRef.current = true;
    setSaving(true);
    const result = await saveWithdrawalAccount(values);
    savingRef.current = false;
    setSaving(false);
    if (result.saved) onSaved(result.account);
    else if (result.fieldError) setErrors({ [result.fieldError.field]: result.fieldError.message });
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    }
  };

  const field = (name: 'holder' | 'accountNo' | 'bank', label: string, max: number, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="text"
        autoComplete={autoComplete}
        maxLength={max}
        value={values[name]}
        onChange={(event) => update(name, event.target.value)}
        onKeyDown={onEnter}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={`${id}-${name}-error`}
      />
      <p id={`${id}-${name}-error`} className="field__error">
        {errors[name] ?? ''}
      </p>
    </div>
  );

  return (
    <fieldset ref={boxRef} className="account-form" disabled={saving}>
      <legend className="account-form__title">{t('wallet.accountForm.title')}</legend>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('wallet.accountForm.kind')}</label>
        <select id={`${id}-kind`} value={values.kind} onChange={(event) => update('kind', event.target.value)}>
          {WITHDRAWAL_ACCOUNT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`wallet.accounts.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {field('holder', t('wallet.accountForm.holder'), HOLDER_MAX, 'name')}
      {field(
        'accountNo',
        t(values.kind === 'bank' ? 'wallet.accountForm.accountNo' : 'wallet.accountForm.paypalAccount'),
        ACCOUNT_NO_MAX,
        'off',
      )}
      {values.kind === 'bank' && field('bank', t('wallet.accountForm.bank'), BANK_MAX, 'off')}
      <div className="account-form__actions">
        {onCancel && (
          <button type="button" className="button" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
        <button type="button" className="button button--primary" onClick={() => void save()} aria-busy={saving}>
          {saving && <LoaderCircle size={16} className="spin" aria-hidden="true" />}
          {saving ? t('wallet.accountForm.saving') : t('wallet.accountForm.save')}
        </button>
      </div>
    </fieldset>
  );
}
