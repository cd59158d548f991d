import { createTexts, setTexts, texts } from '../../lib/i18n/texts.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { addressFieldOf, toAddressPayload, validateAddress, type AddressValues } from './address-rules.ts';

const countries = [
  { iso: 'US', callingCode: '1', name: 'United States' },
  { iso: 'GB', callingCode: '44', name: 'United Kingdom' },
];
const valid: AddressValues = {
  name: ' Ada Lovelace ',
  country: 'GB',
  phone: '7700 900-123',
  area: ' London ',
  address: ' 12 St James Square ',
  isDefault: true,
};

beforeAll(async () => {
  setTexts(createTexts('en', en));
});

describe('validateAddress (spec 5)', () => {
  it("answers the spec's four messages, word for word", () => {
    const errors = validateAddress({ ...valid, name: '  ', phone: '', area: ' ', address: '' }, countries);
    expect(Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, texts.t(key)]))).toEqual({
      name: 'Please fill in the name',
      phone: 'Malformed phone number',
      area: 'Please select a receiving area',
      address: 'Address can not be empty',
    });
  });

  it.each(['1234', '12345678901234567', '12a45678', '+44 7700 900123'])(
    'calls %j a malformed phone number',
    (phone) => {
      expect(validateAddress({ ...valid, phone }, countries)).toEqual({ phone: 'checkout.address.errors.phone' });
    },
  );

  it('accepts a complete address and refuses a country the site does not offer', () => {
    expect(validateAddress(valid, countries)).toEqual({});
    expect(validateAddress({ ...valid, country: 'FR' }, countries)).toEqual({
      country: 'checkout.address.errors.country',
    });
  });
});

describe('toAddressPayload', () => {
  it("trims, keeps the phone's digits and takes the calling code from the country", () => {
    expect(toAddressPayload(valid, countries, undefined)).toEqual({
      name: 'Ada Lovelace',
      callingCode: '44',
      phone: '7700900123',
      country: 'GB',
      area: 'London',
      address: '12 St James Square',
      isDefault: true,
    });
    expect(toAddressPayload(valid, countries, 8)).toMatchObject({ idx: 8 });
  });

  it("reads a refusal of the calling code as the country field's", () => {
    expect(addressFieldOf('callingCode')).toBe('country');
    expect(addressFieldOf('phone')).toBe('phone');
    expect(addressFieldOf('isDefault')).toBeNull();
  });
});
