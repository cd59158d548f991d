import { z } from 'zod';
import { displayNameSchema } from './display-name.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 40;

const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** The account's display name, cleaned of invisible and bidi characters (display-name.ts). */
const name = displayNameSchema(1, NAME_MAX);
/** Calling codes as config lists them, digits only ("86", "1", "44"). */
export const callingCodeSchema = z.string().regex(/^\d{1,4}$/);
export const phoneNumberSchema = z.string().regex(/^\d{5,15}$/);
export const accountEmailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

/** user/sign/up: by email, or by phone with a calling code from config. */
export const signUpSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('email'),
    email: accountEmailSchema,
    name,
    password,
  }),
  z.strictObject({
    method: z.literal('phone'),
    countryCallingCode: callingCodeSchema,
    phone: phoneNumberSchema,
    name,
    password,
  }),
]);
export type SignUpPayload = z.infer<typeof signUpSchema>;

/** user/sign/in: `account` is an email, or a phone number (with +code, or with countryCallingCode). */
export const signInSchema = z.strictObject({
  account: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  countryCallingCode: callingCodeSchema.optional(),
});
export type SignInPayload = z.infer<typeof signInSchema>;

/** ba/token/refresh carries the refresh token in the body as `x-refresh` (spec 7.2). */
export const refreshSchema = z.strictObject({ 'x-refresh': z.string().min(1).max(512) });

export const emptySchema = z.strictObject({});

/** Subscription email rule of spec 5: letters, digits, _ and - before @; a dotted domain. */
export const SUBSCRIPTION_EMAIL_PATTERN = /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;
export const subscriptionSchema = z.strictObject({
  email: z.string().trim().min(1).max(254).regex(SUBSCRIPTION_EMAIL_PATTERN),
});
