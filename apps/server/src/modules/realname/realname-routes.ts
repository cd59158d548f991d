import { realnameApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import type { RealnameService } from './realname-service.ts';

export function realnameCalls(services: { realname: RealnameService }) {
  return [
    defineCall(realnameApi.inquiry, {
      handler: async ({ principal }) => ({ data: await services.realname.inquiry(principal.idx) }),
    }),
    defineCall(realnameApi.submit, {
      handler: async ({ payload, principal }) => ({ data: await services.realname.submit(principal.idx, payload) }),
    }),
  ];
}
