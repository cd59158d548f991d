import { partnershipApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { PartnershipService } from './partnership-service.ts';

/** The partnership (/shop/application): a buyer applies to open a shop, staff review it. */
export function partnershipCalls(services: { partnership: PartnershipService }) {
  const { partnership } = services;
  return [
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
