import type { Country } from '@storefront/contract';
import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Translated error text shown under the control, in danger colour. */
  error?: string | null;
  hint?: string;
  children: (control: ControlProps) => ReactNode;
}

/** Label above, control, error under it (UI.md forms); the error is tied to the control for screen readers. */
export function Field({ id, label, error, hint, children }: FieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {/* Always rendered so the reserved line keeps the form from jumping when an error appears. */}
      <p id={errorId} className="field__error">
        {error}
      </p>
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>;

interface TextFieldProps extends InputProps {
  id: string;
  label: string;
  value: string;
  error?: string | null;
  hint?: string;
  onValueChange: (value: string) => void;
}

export function TextField({ id, label, error, hint, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} value={value} onChange={(e) => onValueChange(e.target.value)} />}
    </Field>
  );
}

/** A password input with a show/hide toggle (a pressed-state button, so its state is announced). */
export function PasswordField({ id, label, error, hint, value, onValueChange, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="password-input">
          <input
            {...input}
            {...control}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
          />
          <button
            type="button"
            className="password-input__toggle"
            aria-pressed={visible}
            aria-controls={id}
            aria-label={t('auth.form.showPassword')}
            onClick={() => setVisible((shown) => !shown)}
          >
            <Icon size={18} aria-hidden="true" />
          </button>
        </div>
      )}
    </Field>
  );
}

interface CallingCodeFieldProps {
  id: string;
  countries: readonly Country[];
  /** The selected country's iso: two countries can share a calling code (US and CA: 1). */
  value: string;
  error?: string | null;
  onValueChange: (iso: string) => void;
}

export function CallingCodeField({ id, countries, value, error, onValueChange }: CallingCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t('auth.form.callingCode')} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(e) => onValueChange(e.target.value)}>
          {countries.map((country) => (
            <option key={country.iso} value={country.iso}>
              {`+${country.callingCode} ${country.name}`}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
