import type { AddressPayload, Country } from '@storefront/contract';
import { ADDRESS_FIELD_MAX } from '@storefront/contract/constants';
import { NAME_MAX, phoneDigits, type FieldErrors } from '../../components/form/validation.ts';

export { ADDRESS_FIELD_MAX, NAME_MAX };

/** What the address form holds; `country` is the chosen country's iso (it gives the calling code). */
export interface AddressValues {
  name: string;
  country: string;
  phone: string;
  area: string;
  address: string;
  isDefault: boolean;
}

export type AddressField = 'name' | 'country' | 'phone' | 'area' | 'address';
export const ADDRESS_FIELDS: readonly AddressField[] = ['name', 'country', 'phone', 'area', 'address'];

/** The contract's phone rule (addressSchema): 5 to 15 digits once spaces and dashes are gone. */
const PHONE_PATTERN = /^\d{5,15}$/;

/**
 * The address form's checks: spec 5's four messages (name, phone, area, address) as i18n keys
 * under `checkout.address.errors`, plus a country the site offers.
 */
export function validateAddress(values: AddressValues, countries: readonly Country[]): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  if (!values.name.trim()) errors.name = 'checkout.address.errors.name';
  if (!countries.some((country) => country.iso === values.country)) errors.country = 'checkout.address.errors.country';
  if (!PHONE_PATTERN.test(phoneDigits(values.phone.trim()))) errors.phone = 'checkout.address.errors.phone';
  if (!values.area.trim()) errors.area = 'checkout.address.errors.area';
  if (!values.address.trim()) errors.address = 'checkout.address.errors.address';
  return errors;
}

/** The address/save payload (contract addressSchema) of valid form values. */
export function toAddressPayload(
  values: AddressValues,
  countries: readonly Country[],
  idx: number | undefined,
): AddressPayload {
  const country = countries.find((choice) => choice.iso === values.country);
  return {
    ...(idx === undefined ? {} : { idx }),
    name: values.name.trim(),
    callingCode: country?.callingCode ?? '',
    phone: phoneDigits(values.phone.trim()),
    country: values.country,
    area: values.area.trim(),
    address: values.address.trim(),
    isDefault: values.isDefault,
  };
}

/** The field a refusal of address/save names, in the form's terms (the calling code is the country's). */
export function addressFieldOf(field: unknown): AddressField | null {
  if (field === 'callingCode') return 'country';
  return ADDRESS_FIELDS.find((name) => name === field) ?? null;
}
