import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';

/** What a send gives back: a refused field, with its translated reason, to show under that field. */
export interface CheckedFormOutcome<F extends string> {
  fieldError?: { field: F; message: string };
}

/**
 * One form's state: values, translated errors under fields, a submit that checks first (with
 * `problemsOf` giving translation keys per field), cannot run twice, focuses the first invalid
 * field, and puts the server's refusal under its field. `onSent` gets every other outcome, with
 * a way to empty the form again.
 */
export function useCheckedForm<V extends { [K in keyof V]: string }, O extends CheckedFormOutcome<keyof V & string>>(
  initial: V,
  problemsOf: (values: V) => Partial<Record<keyof V & string, string>>,
  send: (values: V) => Promise<O>,
  onSent?: (outcome: O, reset: () => void) => void | Promise<void>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [sending, setSending] = useState(false);
  // State lands after the handler returns; the ref stops a second press before that.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const set = (field: keyof V & string) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const problems = problemsOf(values);
    const found = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key as string)]));
    setErrors(found as Partial<Record<keyof V, string>>);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    sendingRef.current = true;
    setSending(true);
    try {
      const outcome = await send(values);
      if (outcome.fieldError) {
        setErrors({ [outcome.fieldError.field]: outcome.fieldError.message } as Partial<Record<keyof V, string>>);
        focusFirstInvalid();
      } else {
        await onSent?.(outcome, () => setValues(initial));
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return { values, setValues, errors, sending, formRef, set, handleSubmit };
}
