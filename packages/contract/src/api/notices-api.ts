import { z } from 'zod';
import { subscriptionSchema } from '../accounts.ts';
import { todoResponseSchema } from '../entities.ts';
import { endpoint } from './endpoint.ts';

const cmsIdx = z.number().int().positive().max(2_147_483_647);

/** Calls of spec 7.3: the todo poll, the notice read report and the newsletter subscription. */
export const noticesApi = {
  todoInquiry: endpoint({
    path: 'todo/inquiry',
    summary: 'The todo poll, asked every second by each signed-in tab (spec 4) with the last seen cms `idx`.',
    notes:
      "`notifyPending`: the user's unread private and live-chat messages; `cms`: the newest active notice above `idx` the user has not read, else null.",
    access: 'user',
    // The last cms idx the client has seen; absent or 0 before any notice.
    payload: z.strictObject({ idx: z.number().int().min(0).max(2_147_483_647).optional() }),
    data: todoResponseSchema,
  }),
  cmsReaded: endpoint({
    path: 'cms/readed',
    summary: 'Records that the signed-in user closed a cms notice, so it is not offered again.',
    notes: 'Idempotent; 4004 for an unknown idx.',
    access: 'user',
    payload: z.strictObject({ idx: cmsIdx }),
    data: z.null(),
  }),
  subscription: endpoint({
    path: 'user/subscription',
    summary:
      'Subscribes an email to the newsletter in the request language: letters, digits, `_` and `-` before the @, a dotted domain (spec 5).',
    notes: 'Subscribing again is accepted. 4000 naming `email`; 4029 past the per-address limit.',
    access: 'guest',
    payload: subscriptionSchema,
    data: z.null(),
  }),
};
