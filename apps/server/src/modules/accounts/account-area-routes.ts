import { changePasswordSchema, emptySchema, profileSchema, setTradePasswordSchema } from '@storefront/contract';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { AccountOverviewService } from './account-overview-service.ts';
import type { AccountSettingsService } from './account-settings-service.ts';

/** What the account area's calls use. */
export interface AccountAreaCallServices {
  accountOverview: AccountOverviewService;
  accountSettings: AccountSettingsService;
}

/** The account area (/mine, /dashboard, /mine/settings): its overview and the settings a user changes. */
export function accountAreaCalls(services: AccountAreaCallServices) {
  const { accountOverview, accountSettings } = services;
  return [
    defineLegacyCall({
      path: 'mine/overview',
      summary: 'What the account home shows: wallet balance, orders per status, favorites, follows, applications.',
      returns:
        '`data`: balance (cents; 0 without a wallet), orderCounts per status, favorites, following, hasTradePassword, and application: the latest shop application or null.',
      access: 'user',
      schema: emptySchema,
      handler: async ({ principal }) => ({ data: await accountOverview.overview(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'user/profile/update',
      summary:
        "Changes the caller's name, avatar (an address of their own upload from `POST /service/v1/upload`, or '' for none) or language.",
      returns:
        '`data` and `user`: the updated current user. 4000 naming the field; `avatar` when it is not an upload of this user.',
      access: 'user',
      schema: profileSchema,
      handler: async ({ principal, payload }) => {
        const user = await accountSettings.updateProfile(principal!.idx, payload);
        return { data: user, user };
      },
    }),
    defineLegacyCall({
      path: 'user/password/change',
      summary: 'Changes the sign-in password; every other session of the account is signed out.',
      returns:
        '`data`: null, no message (the client shows operation complete). 4000 on `oldPassword` when it is wrong; 4029 after too many wrong ones.',
      access: 'user',
      schema: changePasswordSchema,
      handler: async ({ principal, payload }) => {
        await accountSettings.changePassword(principal!.idx, principal!.familyId, payload);
        return { data: null };
      },
    }),
    defineLegacyCall({
      path: 'user/trade-password/set',
      summary:
        'Sets or replaces the six-digit trade password (wallet payments, withdrawals) after checking the sign-in password; clears a trade-password lock.',
      returns:
        '`data`: { hasTradePassword: true }, no message. 4000 on `password` when the sign-in password is wrong; 4029 after too many wrong ones.',
      access: 'user',
      schema: setTradePasswordSchema,
      handler: async ({ principal, payload }) => {
        await accountSettings.setTradePassword(principal!.idx, payload);
        return { data: { hasTradePassword: true } };
      },
    }),
  ];
}
