import { Code, type SiteConfig } from '@storefront/contract';
import { accountsApi } from '@storefront/contract/api';
import { ApiError } from '../../core/api-error.ts';
import { defineCall } from '../../serving/api-call.ts';
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
    defineCall(accountsApi.signUp, {
      handler: async ({ payload, ip }) => {
        const { user, tokens } = await accounts.signUp(payload, ip);
        return { data: user, user, tokens };
      },
    }),
    defineCall(accountsApi.signIn, {
      handler: async ({ payload, ip }) => {
        const { user, tokens } = await accounts.signIn(payload, ip);
        return { data: user, user, tokens };
      },
    }),
    defineCall(accountsApi.signOut, {
      handler: async ({ principal, lang }) => {
        if (principal) await sessions.endFamily(principal.familyId);
        return { tokens: null, data: { message: services.translate('signedOut', lang) } };
      },
    }),
    defineCall(accountsApi.tokenRefresh, {
      handler: async ({ payload }) => {
        const rotated = await sessions.rotate(payload['x-refresh']);
        if (!rotated) throw new ApiError(Code.notSignedIn, 'refreshRefused');
        const user = await accounts.currentUser(rotated.userIdx);
        return { tokens: rotated.tokens, user: user ?? undefined };
      },
    }),
    defineCall(accountsApi.principalInquiry, {
      staleToken: 'reject',
      handler: async ({ principal, lang }) => {
        const config = services.siteConfig(lang);
        if (!principal) return { data: null, config };
        const user = await accounts.currentUser(principal.idx);
        return { data: user, user: user ?? undefined, config };
      },
    }),
    defineCall(accountsApi.finger, {
      handler: async ({ payload, principal, ip }) => ({
        data: await fingerprints.record(payload, principal?.idx ?? null, ip),
      }),
    }),
  ];
}
