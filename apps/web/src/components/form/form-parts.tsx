import { CircleAlert, LoaderCircle } from 'lucide-react';

/** A form-level refusal (no field to put it under), announced as it appears. */
export function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div className="auth-alert" role="alert">
      <CircleAlert size={18} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

interface SubmitButtonProps {
  submitting: boolean;
  label: string;
  busyLabel: string;
}

/** The primary button: shows progress and cannot be pressed again while the call runs. */
export function SubmitButton({ submitting, label, busyLabel }: SubmitButtonProps) {
  return (
    <button type="submit" className="button button--primary button--block auth-form__submit" disabled={submitting}>
      {submitting && <LoaderCircle size={18} className="spin" aria-hidden="true" />}
      {submitting ? busyLabel : label}
    </button>
  );
}
