import { accountHomeApi, accountsApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
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
    defineCall(accountHomeApi.overview, {
      handler: async ({ principal }) => ({ data: await accountOverview.overview(principal.idx) }),
    }),
    defineCall(accountsApi.profileUpdate, {
      handler: async ({ principal, payload }) => {
        const user = await accountSettings.updateProfile(principal.idx, payload);
        return { data: user, user };
      },
    }),
    defineCall(accountsApi.passwordChange, {
      handler: async ({ principal, payload }) => {
        await accountSettings.changePassword(principal.idx, principal.familyId, payload);
        return { data: null };
      },
    }),
    defineCall(accountsApi.tradePasswordSet, {
      handler: async ({ principal, payload }) => {
        await accountSettings.setTradePassword(principal.idx, payload);
        return { data: { hasTradePassword: true } };
      },
    }),
  ];
}
