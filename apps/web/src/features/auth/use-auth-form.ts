import { Code } from '@storefront/contract/codes';
import type { Envelope } from '@storefront/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { hasErrors, type FieldErrors } from '../../components/form/validation.ts';
import { readRefusal, type ServerReason } from '../../components/form/server-refusal.ts';

interface SubmitPlan<F extends string, T> {
  /** Client-side checks run first; the call is made only when they all pass. */
  validate: () => FieldErrors<F>;
  call: () => Promise<Envelope<T> | null>;
  /** What a refusal naming a field without a reason means for this form (see readRefusal). */
  reasonByField?: Partial<Record<F, ServerReason>>;
  onSuccess: (answer: Envelope<T>) => void;
}

/**
 * The state every account form shares: translated errors per field, a form-level error, and a
 * submit that validates, calls once at a time, and puts a refusal under its field.
 */
export function useAuthForm<F extends string>(fields: readonly F[], idPrefix: string) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref as well as state: a second press in the same tick must not see a stale `false`.
  const pending = useRef(false);
  const focusAfterRender = useRef<F | null>(null);

  const fieldId = (field: F) => `${idPrefix}-${field}`;

  // Focus the first invalid field once its error is rendered, so it is read with the field.
  useEffect(() => {
    const field = focusAfterRender.current;
    focusAfterRender.current = null;
    if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
  }, [errors, idPrefix]);

  function showErrors(found: Partial<Record<F, string>>) {
    setErrors(found);
    focusAfterRender.current = fields.find((field) => found[field]) ?? null;
  }

  function clearError(field: F) {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function submit<T>(event: FormEvent, plan: SubmitPlan<F, T>): Promise<void> {
    event.preventDefault();
    if (pending.current) return;
    setFormError(null);
    const found = plan.validate();
    if (hasErrors(found)) {
      const translated: Partial<Record<F, string>> = {};
      for (const field of fields) if (found[field]) translated[field] = t(found[field]);
      showErrors(translated);
      return;
    }
    showErrors({});
    pending.current = true;
    setSubmitting(true);
    const answer = await plan.call();
    if (answer?.code === Code.ok) {
      // Stays "submitting" on success: the page is about to move on.
      plan.onSuccess(answer);
      return;
    }
    pending.current = false;
    setSubmitting(false);
    const refusal = readRefusal(answer, fields, plan.reasonByField);
    const text = refusal.key ? t(refusal.key) : (refusal.message ?? t('auth.errors.generic'));
    if (refusal.field) showErrors({ [refusal.field]: text } as Partial<Record<F, string>>);
    else setFormError(text);
  }

  return { errors, formError, submitting, fieldId, clearError, submit };
}
