import { noticesApi } from '@storefront/contract/api';
import { defineCall } from '../../serving/api-call.ts';
import { ApiError } from '../../core/api-error.ts';
import { SUBSCRIBE_LIMIT_PER_ADDRESS, SUBSCRIBE_WINDOW_SECONDS, type NoticesService } from './notices-service.ts';

/** Calls of spec 7.3: the todo poll, the notice read report and the newsletter subscription. */
export function noticesCalls(services: { notices: NoticesService }) {
  const { notices } = services;
  return [
    defineCall(noticesApi.todoInquiry, {
      handler: async ({ payload, principal }) => ({ data: await notices.todo(principal.idx, payload.idx ?? 0) }),
    }),
    defineCall(noticesApi.cmsReaded, {
      handler: async ({ payload, principal }) => {
        if (!(await notices.markRead(principal.idx, payload.idx))) throw ApiError.notFound();
        return { data: null };
      },
    }),
    defineCall(noticesApi.subscription, {
      notes: `The limit: ${SUBSCRIBE_LIMIT_PER_ADDRESS} per client address in ${SUBSCRIBE_WINDOW_SECONDS / 60} minutes.`,
      handler: async ({ payload, lang, ip }) => {
        await notices.subscribe(payload.email, lang, ip);
        return { data: null };
      },
    }),
  ];
}
