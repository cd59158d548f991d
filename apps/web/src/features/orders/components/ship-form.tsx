import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from './dialog-buttons.tsx';
import { useDialogField } from './use-dialog-field.ts';

/** The tracking number rule of shipOrderSchema: 3 to 40 characters once trimmed. */
export const TRACKING_NO_MIN = 3;
export const TRACKING_NO_MAX = 40;

export interface ShipFormProps {
  busy: boolean;
  onShip: (trackingNo: string) => Promise<boolean>;
  onDismiss: () => void;
}

/** The seller's shipping form: the parcel's tracking number, then the order becomes shipped. */
export function ShipForm({ busy, onShip, onDismiss }: ShipFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { inputRef, value, error, change, onSubmit } = useDialogField({
    busy,
    problem: (value) => {
      const length = value.trim().length;
      return length < TRACKING_NO_MIN || length > TRACKING_NO_MAX
        ? t('orders.ship.invalid', { min: TRACKING_NO_MIN, max: TRACKING_NO_MAX })
        : '';
    },
    send: (value) => onShip(value.trim()),
  });

  return (
    <form className="order-dialog" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-tracking`}>{t('orders.ship.label')}</label>
        <input
          ref={inputRef}
          id={`${id}-tracking`}
          type="text"
          autoComplete="off"
          spellCheck={false}
          maxLength={TRACKING_NO_MAX + 10}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => change(event.target.value)}
        />
        <span id={`${id}-error`} className="field__error" role={error ? 'alert' : undefined}>
          {error}
        </span>
      </div>
      <DialogButtons busy={busy} confirmText={t('orders.ship.submit')} onDismiss={onDismiss} />
    </form>
  );
}
