/**
 * Client-side checks of the account forms. Each rule answers an i18n key (under
 * `auth.errors`) so the message is translated where it is shown. The limits mirror the
 * server's schemas in `@storefront/contract` (accounts.ts), which the web may not import as
 * values because they carry zod (first-screen bundle rule).
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 40;
const PHONE_PATTERN = /^\d{5,15}$/;
/**
 * The server's (zod's) email pattern: dots and `+` are fine in an account email. The stricter
 * spec 5 rule (no dots before the @) is the newsletter's, not the account's.
 */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type SignUpMethod = 'email' | 'phone';

/** Field name → i18n key of its error; absent fields are valid. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export interface SignInValues {
  account: string;
  password: string;
}

export interface SignUpValues {
  name: string;
  email: string;
  phone: string;
  countryCallingCode: string;
  password: string;
  confirmPassword: string;
}

export type SignInField = keyof SignInValues | 'countryCallingCode';
export type SignUpField = keyof SignUpValues;

/** Drops the spaces, dashes, dots and brackets people type inside phone numbers. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s().-]/g, '');
}

/** True for an account typed as a national phone number (digits, no '+'): it needs a calling code. */
export function looksLikeNationalPhone(account: string): boolean {
  const trimmed = account.trim();
  return /\d/.test(trimmed) && /^[\d\s().-]+$/.test(trimmed);
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = {};
  if (!values.account.trim()) errors.account = 'auth.errors.accountRequired';
  if (!values.password) errors.password = 'auth.errors.passwordRequired';
  return errors;
}

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'auth.errors.emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'auth.errors.emailInvalid';
  return undefined;
}

export function validatePhone(value: string): string | undefined {
  const digits = phoneDigits(value.trim());
  if (!digits) return 'auth.errors.phoneRequired';
  if (!PHONE_PATTERN.test(digits)) return 'auth.errors.phoneInvalid';
  return undefined;
}

export function validateNewPassword(value: string): string | undefined {
  if (!value) return 'auth.errors.passwordRequired';
  if (value.length < PASSWORD_MIN) return 'auth.errors.passwordTooShort';
  if (value.length > PASSWORD_MAX) return 'auth.errors.passwordTooLong';
  return undefined;
}

export function validateSignUp(values: SignUpValues, method: SignUpMethod): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const name = values.name.trim();
  if (!name) errors.name = 'auth.errors.nameRequired';
  else if (name.length > NAME_MAX) errors.name = 'auth.errors.nameTooLong';
  if (method === 'email') {
    errors.email = validateEmail(values.email);
  } else {
    if (!values.countryCallingCode) errors.countryCallingCode = 'auth.errors.callingCodeRequired';
    errors.phone = validatePhone(values.phone);
  }
  errors.password = validateNewPassword(values.password);
  if (!values.confirmPassword) errors.confirmPassword = 'auth.errors.confirmRequired';
  else if (values.confirmPassword !== values.password) errors.confirmPassword = 'auth.errors.passwordMismatch';
  return withoutEmpty(errors);
}

function withoutEmpty<F extends string>(errors: FieldErrors<F>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, key]) => Boolean(key))) as FieldErrors<F>;
}

export function hasErrors<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The `redirect` query parameter when it is a path on this site; `/` otherwise. `//host` and
 * `/\host` are refused because browsers read both as another origin.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
