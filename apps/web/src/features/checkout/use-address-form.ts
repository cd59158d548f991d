import type { AddressView, Country } from '@storefront/contract';
import { Code } from '@storefront/contract/codes';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { hasErrors } from '../../components/form/validation.ts';
import { saveAddress } from './api/addresses.ts';
import {
  ADDRESS_FIELDS,
  addressFieldOf,
  toAddressPayload,
  validateAddress,
  type AddressField,
  type AddressValues,
} from './address-rules.ts';

type Errors = Partial<Record<AddressField, string>>;

/** The form's starting values: the address being edited, or an empty one in the default country. */
export function initialAddressValues(address: AddressView | null, defaultIso: string): AddressValues {
  if (!address) return { name: '', country: defaultIso, phone: '', area: '', address: '', isDefault: false };
  const { name, country, phone, area, address: line, isDefault } = address;
  return { name, country, phone, area, address: line, isDefault };
}

/**
 * The address form's state: checks first (spec 5's messages under their fields), then
 * address/save once at a time; a refusal naming a field goes under that field in the
 * server's words, anything else above the form.
 */
export function useAddressForm(options: {
  idPrefix: string;
  address: AddressView | null;
  countries: readonly Country[];
  defaultIso: string;
  onSaved: (saved: AddressView | null) => void;
}) {
  const { t } = useTranslation();
  const { idPrefix, address, countries, onSaved } = options;
  const [values, setValues] = useState<AddressValues>(() => initialAddressValues(address, options.defaultIso));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(false);
  const focusNext = useRef<AddressField | null>(null);

  const fieldId = (field: AddressField) => `${idPrefix}-${field}`;

  // The first invalid field takes the focus once its message is on screen, so it is read out with it.
  useEffect(() => {
    const field = focusNext.current;
    focusNext.current = null;
    if (field) document.getElementById(`${idPrefix}-${field}`)?.focus();
  }, [errors, idPrefix]);

  function showErrors(found: Errors) {
    setErrors(found);
    focusNext.current = ADDRESS_FIELDS.find((field) => found[field]) ?? null;
  }

  function change<K extends keyof AddressValues>(key: K, value: AddressValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (key !== 'isDefault') {
      setErrors((current) => {
        if (!current[key as AddressField]) return current;
        const next = { ...current };
        delete next[key as AddressField];
        return next;
      });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending.current) return;
    setFormError(null);
    const found = validateAddress(values, countries);
    if (hasErrors(found)) {
      const translated: Errors = {};
      for (const field of ADDRESS_FIELDS) if (found[field]) translated[field] = t(found[field]);
      showErrors(translated);
      return;
    }
    showErrors({});
    pending.current = true;
    setSubmitting(true);
    const answer = await saveAddress(toAddressPayload(values, countries, address?.idx));
    pending.current = false;
    setSubmitting(false);
    if (answer?.code === Code.ok) {
      onSaved(answer.data ?? null);
      return;
    }
    const message = answer && typeof answer.message === 'string' && answer.message ? answer.message : null;
    const field =
      answer?.code === Code.invalidInput ? addressFieldOf((answer.data as { field?: unknown })?.field) : null;
    if (field) showErrors({ [field]: message ?? t('serverErrors.invalidField') });
    else setFormError(answer === null ? t('auth.errors.network') : (message ?? t('auth.errors.generic')));
  }

  return { values, errors, formError, submitting, fieldId, change, submit };
}
