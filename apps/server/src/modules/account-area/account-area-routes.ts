import { accountHomeApi, accountsApi, partnershipApi } from '@storefront/contract/api';
import type { AppServices } from '../../app-services.ts';
import { defineCall } from '../../http/api-call.ts';

/** The account area (/mine, /dashboard, /mine/settings) and the partnership (/shop/application). */
export function accountAreaCalls(services: AppServices) {
  const { accountArea, partnership } = services;
  return [
    defineCall(accountHomeApi.overview, {
      handler: async ({ principal }) => ({ data: await accountArea.overview(principal.idx) }),
    }),
    defineCall(accountsApi.profileUpdate, {
      handler: async ({ principal, payload }) => {
        const user = await accountArea.updateProfile(principal.idx, payload);
        return { data: user, user };
      },
    }),
    defineCall(accountsApi.passwordChange, {
      handler: async ({ principal, payload }) => {
        await accountArea.changePassword(principal.idx, principal.familyId, payload);
        return { data: null };
      },
    }),
    defineCall(accountsApi.tradePasswordSet, {
      handler: async ({ principal, payload }) => {
        await accountArea.setTradePassword(principal.idx, payload);
        return { data: { hasTradePassword: true } };
      },
    }),
    defineCall(partnershipApi.submit, {
      handler: async ({ principal, payload }) => {
        return { data: await partnership.submit(principal.idx, payload) };
      },
    }),
    defineCall(partnershipApi.mine, {
      handler: async ({ principal }) => ({ data: await partnership.latest(principal.idx) }),
    }),
    defineCall(partnershipApi.list, {
      handler: async ({ payload }) => ({ data: await partnership.list(payload) }),
    }),
    defineCall(partnershipApi.review, {
      handler: async ({ principal, payload }) => {
        return { data: await partnership.review(principal.idx, payload) };
      },
    }),
  ];
}
