import { CANCEL_REASON_MAX, CANCEL_REASON_MIN } from '@storefront/contract/constants';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { DialogButtons } from './dialog-buttons.tsx';
import { useDialogField } from './use-dialog-field.ts';

export interface ReasonFormProps {
  busy: boolean;
  text: string;
  confirmText: string;
  onSend: (reason: string) => Promise<boolean>;
  onDismiss: () => void;
}

/** The seller's cancel: what will happen, and the reason the buyer will read (required). */
export function ReasonForm({ busy, text, confirmText, onSend, onDismiss }: ReasonFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { inputRef, value, error, change, onSubmit } = useDialogField({
    busy,
    problem: (value) => {
      const length = value.trim().length;
      return length < CANCEL_REASON_MIN || length > CANCEL_REASON_MAX
        ? t('orders.sellerCancel.invalid', { min: CANCEL_REASON_MIN, max: CANCEL_REASON_MAX })
        : '';
    },
    send: (value) => onSend(value.trim()),
  });
  return (
    <form className="order-dialog" noValidate onSubmit={onSubmit}>
      <p>{text}</p>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('orders.sellerCancel.label')}</label>
        <input
          ref={inputRef}
          id={`${id}-reason`}
          type="text"
          autoComplete="off"
          maxLength={CANCEL_REASON_MAX + 10}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => change(event.target.value)}
        />
        <span id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
          {error}
        </span>
      </div>
      <DialogButtons busy={busy} confirmText={confirmText} onDismiss={onDismiss} />
    </form>
  );
}
