import type { AddressView } from '@storefront/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Field, TextField } from '../../../components/form/form-fields.tsx';
import { FormAlert, SubmitButton } from '../../../components/form/form-parts.tsx';
import { useCountries } from '../../../components/form/use-countries.ts';
import { ADDRESS_FIELD_MAX, NAME_MAX } from '../address-rules.ts';
import { useAddressForm } from '../use-address-form.ts';

export interface AddressFormProps {
  /** The address being edited, or null for a new one. */
  address: AddressView | null;
  onSaved: (saved: AddressView | null) => void;
  onCancel: () => void;
}

/** The address form (spec 5): name, country and phone, receiving area, address line, make default. */
export function AddressForm({ address, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation();
  const { countries, defaultIso } = useCountries();
  const form = useAddressForm({ idPrefix: `address${useId()}`, address, countries, defaultIso, onSaved });
  const { values, errors, change } = form;

  return (
    <form
      className="address-form"
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-busy={form.submitting}
      data-testid="address-form"
    >
      <FormAlert text={form.formError} />
      <TextField
        id={form.fieldId('name')}
        label={t('checkout.address.name')}
        value={values.name}
        error={errors.name}
        onValueChange={(value) => change('name', value)}
        autoComplete="name"
        maxLength={NAME_MAX}
      />
      <div className="address-form__phone">
        <Field id={form.fieldId('country')} label={t('checkout.address.country')} error={errors.country}>
          {(control) => (
            <select
              {...control}
              value={values.country}
              autoComplete="country"
              onChange={(event) => change('country', event.target.value)}
            >
              {!countries.some((country) => country.iso === values.country) && (
                <option value={values.country}>{t('checkout.address.chooseCountry')}</option>
              )}
              {countries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {`${country.name} (+${country.callingCode})`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          id={form.fieldId('phone')}
          label={t('checkout.address.phone')}
          value={values.phone}
          error={errors.phone}
          onValueChange={(value) => change('phone', value)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
        />
      </div>
      <TextField
        id={form.fieldId('area')}
        label={t('checkout.address.area')}
        hint={t('checkout.address.areaHint')}
        value={values.area}
        error={errors.area}
        onValueChange={(value) => change('area', value)}
        autoComplete="address-level1"
        maxLength={ADDRESS_FIELD_MAX}
      />
      <TextField
        id={form.fieldId('address')}
        label={t('checkout.address.address')}
        value={values.address}
        error={errors.address}
        onValueChange={(value) => change('address', value)}
        autoComplete="street-address"
        maxLength={ADDRESS_FIELD_MAX}
      />
      <label className="address-form__default">
        <input
          type="checkbox"
          checked={values.isDefault}
          onChange={(event) => change('isDefault', event.target.checked)}
        />
        {t('checkout.address.makeDefault')}
      </label>
      <div className="address-form__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <SubmitButton
          submitting={form.submitting}
          label={t('checkout.address.save')}
          busyLabel={t('checkout.address.saving')}
        />
      </div>
    </form>
  );
}
