import { z } from 'zod';
import { emptySchema, refreshSchema, signInSchema, signUpSchema } from '../accounts.ts';
import { changePasswordSchema, profileSchema, setTradePasswordSchema } from '../commerce.ts';
import { currentUserSchema, fingerprintSchema } from '../entities.ts';
import { endpoint, noData } from './endpoint.ts';

/** Calls of spec 7.2 (session, principal, fingerprint), sign-up and sign-in, and the account settings. */
export const accountsApi = {
  signUp: endpoint({
    path: 'user/sign/up',
    summary: 'Creates a buyer account by email, or by phone with a calling code from config, and signs it in.',
    notes:
      '`data` and `user`: the current user; `x-token` / `x-refresh` headers: the new session. 4000 names the field (accountExists when taken); 4029 past the per-address sign-up limit.',
    access: 'guest',
    payload: signUpSchema,
    data: currentUserSchema,
  }),
  signIn: endpoint({
    path: 'user/sign/in',
    summary: 'Signs in with `account` (email, `+<code><number>`, or a number with `countryCallingCode`) and password.',
    notes:
      '`data` and `user`: the current user; `x-token` / `x-refresh`: the new session. The same 4000 for an unknown account as for a wrong password; 4029 when the account or address is over its limit.',
    access: 'guest',
    payload: signInSchema,
    data: currentUserSchema,
  }),
  signOut: endpoint({
    path: 'user/sign/out',
    summary: 'Ends the session and every token of its family.',
    notes: "`data.message`: 'logout successful' translated; `x-token` and `x-refresh` headers empty (cleared).",
    access: 'user',
    payload: emptySchema,
    data: z.object({ message: z.string() }),
  }),
  tokenRefresh: endpoint({
    path: 'ba/token/refresh',
    summary: 'Rotates the refresh token sent as `x-refresh` in the body.',
    notes:
      '`x-token` / `x-refresh` headers: the new pair; `user`. A used token is reuse: its whole family is ended and 4012 answers.',
    access: 'guest',
    payload: refreshSchema,
    data: noData,
  }),
  principalInquiry: endpoint({
    path: 'ba/principal/inquiry',
    summary: 'Who is signed in, plus the site config (spec 3).',
    notes:
      '`data` and `user`: the current user, or `data: null` for a guest; `config`: countries, i18n, imService, upload, locale, app.appDownloader, fake. 4012 when a presented token is stale.',
    access: 'guest',
    payload: emptySchema,
    data: currentUserSchema.nullable(),
  }),
  finger: endpoint({
    path: 'ba/finger',
    summary: 'Stores the device fingerprint (spec 3; no fonts or device lists).',
    notes: '`cookieless`: true the first time a guest device id is seen, so the client repeats once.',
    access: 'guest',
    payload: fingerprintSchema,
    data: z.object({ cookieless: z.boolean() }),
  }),
  profileUpdate: endpoint({
    path: 'user/profile/update',
    summary:
      "Changes the caller's name, avatar (an address of their own upload from `POST /service/v1/upload`, or '' for none) or language.",
    notes:
      '`data` and `user`: the updated current user. 4000 naming the field; `avatar` when it is not an upload of this user.',
    access: 'user',
    payload: profileSchema,
    data: currentUserSchema,
  }),
  passwordChange: endpoint({
    path: 'user/password/change',
    summary: 'Changes the sign-in password; every other session of the account is signed out.',
    notes:
      'No message (the client shows operation complete). 4000 on `oldPassword` when it is wrong; 4029 after too many wrong ones.',
    access: 'user',
    payload: changePasswordSchema,
    data: z.null(),
  }),
  tradePasswordSet: endpoint({
    path: 'user/trade-password/set',
    summary:
      'Sets or replaces the six-digit trade password (wallet payments, withdrawals) after checking the sign-in password; clears a trade-password lock.',
    notes:
      '`hasTradePassword`: true. No message. 4000 on `password` when the sign-in password is wrong; 4029 after too many wrong ones.',
    access: 'user',
    payload: setTradePasswordSchema,
    data: z.object({ hasTradePassword: z.boolean() }),
  }),
};
