import { emptySchema, fingerprintSchema, refreshSchema, signInSchema, signUpSchema } from '@storefront/contract';
import { Code, type SiteConfig } from '@storefront/contract';
import { ApiError } from '../../http/api-error.ts';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { Translate } from '../../i18n/server-messages.ts';
import type { AccountsService } from './accounts-service.ts';
import type { FingerprintService } from './fingerprint-service.ts';
import type { SessionService } from './session-service.ts';

/** What the sign-in calls use. */
export interface AccountCallServices {
  accounts: AccountsService;
  sessions: SessionService;
  fingerprints: FingerprintService;
  siteConfig(lang: string): SiteConfig;
  translate: Translate;
}

/** Calls of spec 7.2 plus sign-up and sign-in. */
export function accountCalls(services: AccountCallServices) {
  const { accounts, sessions, fingerprints } = services;
  return [
    defineLegacyCall({
      path: 'user/sign/up',
      summary: 'Creates a buyer account by email, or by phone with a calling code from config, and signs it in.',
      returns:
        '`data` and `user`: the current user; `x-token` / `x-refresh` headers: the new session. 4000 names the field (accountExists when taken); 4029 past the per-address sign-up limit.',
      access: 'guest',
      schema: signUpSchema,
      handler: async ({ payload, ip }) => {
        const { user, tokens } = await accounts.signUp(payload, ip);
        return { data: user, user, tokens };
      },
    }),
    defineLegacyCall({
      path: 'user/sign/in',
      summary:
        'Signs in with `account` (email, `+<code><number>`, or a number with `countryCallingCode`) and password.',
      returns:
        '`data` and `user`: the current user; `x-token` / `x-refresh`: the new session. The same 4000 for an unknown account as for a wrong password; 4029 when the account or address is over its limit.',
      access: 'guest',
      schema: signInSchema,
      handler: async ({ payload, ip }) => {
        const { user, tokens } = await accounts.signIn(payload, ip);
        return { data: user, user, tokens };
      },
    }),
    defineLegacyCall({
      path: 'user/sign/out',
      summary: 'Ends the session and every token of its family.',
      returns: "`data.message`: 'logout successful' translated; `x-token` and `x-refresh` headers empty (cleared).",
      access: 'user',
      schema: emptySchema,
      handler: async ({ principal, lang }) => {
        if (principal) await sessions.endFamily(principal.familyId);
        return { tokens: null, data: { message: services.translate('signedOut', lang) } };
      },
    }),
    defineLegacyCall({
      path: 'ba/token/refresh',
      summary: 'Rotates the refresh token sent as `x-refresh` in the body.',
      returns:
        '`x-token` / `x-refresh` headers: the new pair; `user`. A used token is reuse: its whole family is ended and 4012 answers.',
      access: 'guest',
      schema: refreshSchema,
      handler: async ({ payload }) => {
        const rotated = await sessions.rotate(payload['x-refresh']);
        if (!rotated) throw new ApiError(Code.notSignedIn, 'refreshRefused');
        const user = await accounts.currentUser(rotated.userIdx);
        return { tokens: rotated.tokens, user: user ?? undefined };
      },
    }),
    defineLegacyCall({
      path: 'ba/principal/inquiry',
      summary: 'Who is signed in, plus the site config (spec 3).',
      returns:
        '`data` and `user`: the current user, or `data: null` for a guest; `config`: countries, i18n, imService, upload, locale, app.appDownloader, fake. 4012 when a presented token is stale.',
      access: 'guest',
      staleToken: 'reject',
      schema: emptySchema,
      handler: async ({ principal, lang }) => {
        const config = services.siteConfig(lang);
        if (!principal) return { data: null, config };
        const user = await accounts.currentUser(principal.idx);
        return { data: user, user: user ?? undefined, config };
      },
    }),
    defineLegacyCall({
      path: 'ba/finger',
      summary: 'Stores the device fingerprint (spec 3; no fonts or device lists).',
      returns: '`data.cookieless`: true the first time a guest device id is seen, so the client repeats once.',
      access: 'guest',
      schema: fingerprintSchema,
      handler: async ({ payload, principal, ip }) => ({
        data: await fingerprints.record(payload, principal?.idx ?? null, ip),
      }),
    }),
  ];
}
