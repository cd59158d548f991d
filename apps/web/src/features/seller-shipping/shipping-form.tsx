import type { ShippingOption, ShippingSavePayload } from '@storefront/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../components/busy-button.tsx';
import { useCountries } from '../../components/form/use-countries.ts';
import { regionName } from '../../lib/format.ts';
import { centsToInput, inputToCents } from './shipping-money.ts';

type Field = 'country' | 'fee' | 'freeOver' | 'daysMin' | 'daysMax';

export interface ShippingFormProps {
  /** The option edited, or null to add one. */
  option: ShippingOption | null;
  saving: boolean;
  /** The server's refusal: its message, next to the field it names. */
  refusal: { field: string | null; message: string } | null;
  onSave(payload: ShippingSavePayload): void;
  onCancel(): void;
}

/** The fields of one delivery option: destination, fee, free-over amount, days from–to. */
export function ShippingForm({ option, saving, refusal, onSave, onCancel }: ShippingFormProps) {
  const { t, i18n } = useTranslation();
  const { countries } = useCountries();
  const id = useId();
  const [country, setCountry] = useState(option ? option.country || 'rest' : 'rest');
  const [fee, setFee] = useState(centsToInput(option?.fee ?? null));
  const [freeOver, setFreeOver] = useState(centsToInput(option?.freeOver ?? null));
  const [daysMin, setDaysMin] = useState(String(option?.daysMin ?? 3));
  const [daysMax, setDaysMax] = useState(String(option?.daysMax ?? 7));
  const [local, setLocal] = useState<{ field: Field; message: string } | null>(null);
  const error = (field: Field) =>
    local?.field === field ? local.message : refusal?.field === field ? refusal.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const feeCents = inputToCents(fee);
    if (feeCents === null) return setLocal({ field: 'fee', message: t('seller.shipping.errors.fee') });
    const freeCents = freeOver.trim() === '' ? null : inputToCents(freeOver);
    if (freeOver.trim() !== '' && freeCents === null) {
      return setLocal({ field: 'freeOver', message: t('seller.shipping.errors.freeOver') });
    }
    const min = Number(daysMin);
    const max = Number(daysMax);
    if (!Number.isInteger(min) || daysMin.trim() === '') {
      return setLocal({ field: 'daysMin', message: t('seller.shipping.errors.days') });
    }
    if (!Number.isInteger(max) || daysMax.trim() === '') {
      return setLocal({ field: 'daysMax', message: t('seller.shipping.errors.days') });
    }
    setLocal(null);
    onSave({
      ...(option ? { idx: option.idx } : {}),
      country: country === 'rest' ? '' : country,
      fee: feeCents,
      freeOver: freeCents,
      daysMin: min,
      daysMax: max,
    });
  };

  const field = (name: Field, label: string, value: string, set: (v: string) => void, extra: object = {}) => {
    const message = error(name);
    return (
      <div className="field">
        <label className="field__label" htmlFor={`${id}-${name}`}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          className="input"
          name={name}
          value={value}
          onChange={(event) => set(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...extra}
        />
        {message && (
          <p id={`${id}-${name}-error`} className="field__error" role="alert">
            {message}
          </p>
        )}
      </div>
    );
  };

  const countryError = error('country');
  return (
    <form className="seller-shipping-form" onSubmit={submit} noValidate data-testid="shipping-form">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-country`}>
          {t('seller.shipping.fields.country')}
        </label>
        <select
          id={`${id}-country`}
          className="input"
          name="country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${id}-country-error` : undefined}
        >
          <option value="rest">{t('seller.shipping.restOfWorld')}</option>
          {countries.map((c) => (
            <option key={c.iso} value={c.iso}>
              {regionName(c.iso, i18n.language)}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${id}-country-error`} className="field__error" role="alert">
            {countryError}
          </p>
        )}
      </div>
      {field('fee', t('seller.shipping.fields.fee'), fee, setFee, { inputMode: 'decimal', placeholder: '4.99' })}
      {field('freeOver', t('seller.shipping.fields.freeOver'), freeOver, setFreeOver, {
        inputMode: 'decimal',
        placeholder: t('seller.shipping.fields.freeOverNone'),
      })}
      <div className="seller-shipping-form__days">
        {field('daysMin', t('seller.shipping.fields.daysMin'), daysMin, setDaysMin, { inputMode: 'numeric' })}
        {field('daysMax', t('seller.shipping.fields.daysMax'), daysMax, setDaysMax, { inputMode: 'numeric' })}
      </div>
      <div className="seller-shipping-form__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('seller.shipping.cancel')}
        </button>
        <BusyButton type="submit" className="button button--primary" busy={saving}>
          {t('seller.shipping.save')}
        </BusyButton>
      </div>
    </form>
  );
}
