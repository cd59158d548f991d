import { subscriptionSchema } from '@storefront/contract';
import { z } from 'zod';
import { defineCall } from '../../http/api-call.ts';
import { ApiError } from '../../http/api-error.ts';
import { SUBSCRIBE_LIMIT_PER_ADDRESS, SUBSCRIBE_WINDOW_SECONDS, type NoticesService } from './notices-service.ts';

const cmsIdx = z.number().int().positive().max(2_147_483_647);

/** The last cms idx the client has seen; absent or 0 before any notice. */
export const todoInquirySchema = z.strictObject({ idx: z.number().int().min(0).max(2_147_483_647).optional() });
export const cmsReadedSchema = z.strictObject({ idx: cmsIdx });

/** Calls of spec 7.3: the todo poll, the notice read report and the newsletter subscription. */
export function noticesCalls(services: { notices: NoticesService }) {
  const { notices } = services;
  return [
    defineCall({
      path: 'todo/inquiry',
      summary: 'The todo poll, asked every second by each signed-in tab (spec 4) with the last seen cms `idx`.',
      returns:
        "`data.notifyPending`: the user's unread private and live-chat messages; `data.cms`: the newest active notice `{ idx, title, content }` above `idx` the user has not read, else null.",
      access: 'user',
      schema: todoInquirySchema,
      handler: async ({ payload, principal }) => ({ data: await notices.todo(principal!.idx, payload.idx ?? 0) }),
    }),
    defineCall({
      path: 'cms/readed',
      summary: 'Records that the signed-in user closed a cms notice, so it is not offered again.',
      returns: '`data`: null. Idempotent; 4004 for an unknown idx.',
      access: 'user',
      schema: cmsReadedSchema,
      handler: async ({ payload, principal }) => {
        if (!(await notices.markRead(principal!.idx, payload.idx))) throw ApiError.notFound();
        return { data: null };
      },
    }),
    defineCall({
      path: 'user/subscription',
      summary:
        'Subscribes an email to the newsletter in the request language: letters, digits, `_` and `-` before the @, a dotted domain (spec 5).',
      returns: `\`data\`: null; subscribing again is accepted. 4000 naming \`email\`; 4029 past ${SUBSCRIBE_LIMIT_PER_ADDRESS} per client address in ${SUBSCRIBE_WINDOW_SECONDS / 60} minutes.`,
      access: 'guest',
      schema: subscriptionSchema,
      handler: async ({ payload, lang, ip }) => {
        await notices.subscribe(payload.email, lang, ip);
        return { data: null };
      },
    }),
  ];
}
