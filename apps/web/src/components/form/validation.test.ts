import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import {
  looksLikeNationalPhone,
  phoneDigits,
  safeRedirect,
  validateEmail,
  validateNewPassword,
  validatePhone,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from './validation.ts';

/** Every key a rule answers must exist in the English pack, or the user sees the raw key. */
function expectTranslated(key: string | undefined) {
  expect(key).toBeDefined();
  const text = key!.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  expect(typeof text, `${key} in en.json`).toBe('string');
}

const valid: SignUpValues = {
  name: 'Ann',
  email: 'ann@example.com',
  phone: '7700 900-123',
  countryCallingCode: '44',
  password: 'secret-pass',
  confirmPassword: 'secret-pass',
};

describe('validateSignIn', () => {
  it('requires the account and the password', () => {
    const errors = validateSignIn({ account: '  ', password: '' });
    expect(errors).toEqual({ account: 'auth.errors.accountRequired', password: 'auth.errors.passwordRequired' });
    Object.values(errors).forEach(expectTranslated);
  });

  it('accepts any non-empty account and password (the server judges them)', () => {
    expect(validateSignIn({ account: 'buyer@demo.shop', password: 'x' })).toEqual({});
  });
});

describe('validateSignUp', () => {
  it('passes a complete email sign-up and a complete phone sign-up', () => {
    expect(validateSignUp(valid, 'email')).toEqual({});
    expect(validateSignUp({ ...valid, email: '' }, 'phone')).toEqual({});
  });

  it('requires every field of the chosen method only', () => {
    const empty: SignUpValues = {
      name: '',
      email: '',
      phone: '',
      countryCallingCode: '',
      password: '',
      confirmPassword: '',
    };
    expect(validateSignUp(empty, 'email')).toEqual({
      name: 'auth.errors.nameRequired',
      email: 'auth.errors.emailRequired',
      password: 'auth.errors.passwordRequired',
      confirmPassword: 'auth.errors.confirmRequired',
    });
    const phone = validateSignUp(empty, 'phone');
    expect(phone).toEqual({
      name: 'auth.errors.nameRequired',
      countryCallingCode: 'auth.errors.callingCodeRequired',
      phone: 'auth.errors.phoneRequired',
      password: 'auth.errors.passwordRequired',
      confirmPassword: 'auth.errors.confirmRequired',
    });
    Object.values(phone).forEach(expectTranslated);
  });

  it('limits the name to 40 characters after trimming', () => {
    expect(validateSignUp({ ...valid, name: `  ${'a'.repeat(40)}  ` }, 'email')).toEqual({});
    expect(validateSignUp({ ...valid, name: 'a'.repeat(41) }, 'email').name).toBe('auth.errors.nameTooLong');
    expectTranslated('auth.errors.nameTooLong');
  });

  it('says when the confirmation differs from the password', () => {
    const errors = validateSignUp({ ...valid, confirmPassword: 'secret-pasS' }, 'email');
    expect(errors).toEqual({ confirmPassword: 'auth.errors.passwordMismatch' });
    expectTranslated(errors.confirmPassword);
  });
});

describe('validateEmail', () => {
  it.each(['ann@example.com', 'john.doe@x.co', 'a+b@mail.example.org', ' Ann@Example.COM '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });

  it.each(['ann', 'ann@host', 'ann@@x.com', '.ann@x.com', 'ann.@x.com', 'a b@x.com', `${'a'.repeat(250)}@x.com`])(
    'refuses %s',
    (email) => {
      expect(validateEmail(email)).toBe('auth.errors.emailInvalid');
    },
  );

  it('asks for an email when empty', () => {
    expect(validateEmail('   ')).toBe('auth.errors.emailRequired');
    expectTranslated('auth.errors.emailInvalid');
  });
});

describe('validatePhone', () => {
  it('takes 5 to 15 digits, ignoring spaces, dashes, dots and brackets', () => {
    expect(validatePhone('12345')).toBeUndefined();
    expect(validatePhone('(770) 090-0123')).toBeUndefined();
    expect(validatePhone('1'.repeat(15))).toBeUndefined();
    expect(validatePhone('1234')).toBe('auth.errors.phoneInvalid');
    expect(validatePhone('1'.repeat(16))).toBe('auth.errors.phoneInvalid');
    expect(validatePhone('+447700900123')).toBe('auth.errors.phoneInvalid');
    expect(validatePhone('77009abc')).toBe('auth.errors.phoneInvalid');
    expect(validatePhone('')).toBe('auth.errors.phoneRequired');
    expectTranslated('auth.errors.phoneInvalid');
  });

  it('strips the separators people type', () => {
    expect(phoneDigits('(770) 090-01.23')).toBe('7700900123');
  });
});

describe('validateNewPassword', () => {
  it('takes 8 to 128 characters', () => {
    expect(validateNewPassword('')).toBe('auth.errors.passwordRequired');
    expect(validateNewPassword('1234567')).toBe('auth.errors.passwordTooShort');
    expect(validateNewPassword('12345678')).toBeUndefined();
    expect(validateNewPassword('x'.repeat(128))).toBeUndefined();
    expect(validateNewPassword('x'.repeat(129))).toBe('auth.errors.passwordTooLong');
    expectTranslated('auth.errors.passwordTooShort');
    expectTranslated('auth.errors.passwordTooLong');
  });
});

describe('looksLikeNationalPhone', () => {
  it('is true for digits without a leading +, false for emails and +code numbers', () => {
    expect(looksLikeNationalPhone('7700 900123')).toBe(true);
    expect(looksLikeNationalPhone('(770) 090-0123')).toBe(true);
    expect(looksLikeNationalPhone('+447700900123')).toBe(false);
    expect(looksLikeNationalPhone('buyer@demo.shop')).toBe(false);
    expect(looksLikeNationalPhone('123abc')).toBe(false);
    expect(looksLikeNationalPhone(' - ')).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('keeps a path on this site', () => {
    expect(safeRedirect('/mine/orders?page=2')).toBe('/mine/orders?page=2');
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'mine'])(
    'sends %s home',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});
