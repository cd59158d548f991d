import {
  CARRIER_NAME_MAX,
  SHIP_CARRIERS,
  TRACKING_NO_MAX,
  TRACKING_NO_MIN,
  type ShipCarrier,
} from '@storefront/contract/constants';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { DialogButtons } from './dialog-buttons.tsx';
import { useDialogField } from './use-dialog-field.ts';

export { TRACKING_NO_MAX, TRACKING_NO_MIN };

export interface Shipment {
  carrier: ShipCarrier;
  carrierName?: string;
  trackingNo: string;
}

export interface ShipFormProps {
  busy: boolean;
  onShip: (shipment: Shipment) => Promise<boolean>;
  onDismiss: () => void;
}

/** The seller's shipping form: the carrier (from the list, or another by name) and the parcel's tracking number. */
export function ShipForm({ busy, onShip, onDismiss }: ShipFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [carrier, setCarrier] = useState<ShipCarrier>('UPS');
  const [carrierName, setCarrierName] = useState('');
  const [nameError, setNameError] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const { inputRef, value, error, change, onSubmit } = useDialogField({
    busy,
    problem: (value) => {
      const length = value.trim().length;
      return length < TRACKING_NO_MIN || length > TRACKING_NO_MAX
        ? t('orders.ship.invalid', { min: TRACKING_NO_MIN, max: TRACKING_NO_MAX })
        : '';
    },
    send: (value) => {
      if (carrier === 'other' && carrierName.trim().length < 2) {
        setNameError(t('orders.ship.carrierNameInvalid'));
        nameRef.current?.focus();
        return Promise.resolve(false);
      }
      return onShip({
        carrier,
        ...(carrier === 'other' ? { carrierName: carrierName.trim() } : {}),
        trackingNo: value.trim(),
      });
    },
  });

  return (
    <form className="order-dialog" noValidate onSubmit={onSubmit}>
      <div className="field">
        <label htmlFor={`${id}-carrier`}>{t('orders.ship.carrier')}</label>
        <select
          id={`${id}-carrier`}
          value={carrier}
          onChange={(event) => setCarrier(event.target.value as ShipCarrier)}
        >
          {SHIP_CARRIERS.map((name) => (
            <option key={name} value={name}>
              {name === 'other' ? t('orders.ship.carrierOther') : name}
            </option>
          ))}
        </select>
      </div>
      {carrier === 'other' && (
        <div className="field">
          <label htmlFor={`${id}-carrier-name`}>{t('orders.ship.carrierName')}</label>
          <input
            ref={nameRef}
            id={`${id}-carrier-name`}
            type="text"
            autoComplete="off"
            maxLength={CARRIER_NAME_MAX}
            value={carrierName}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={`${id}-name-error`}
            onChange={(event) => {
              setCarrierName(event.target.value);
              setNameError('');
            }}
          />
          <span id={`${id}-name-error`} className="field__error" role={nameError ? 'alert' : undefined}>
            {nameError}
          </span>
        </div>
      )}
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
