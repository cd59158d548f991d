import { GUEST_TOKEN_HEADER } from '@storefront/contract';
import { liveChatApi } from '@storefront/contract/api';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../core/principal.ts';
import { defineCall } from '../../serving/api-call.ts';
import { resolveActor } from '../../core/actor.ts';
import { liveActorOf } from './livechat-policy.ts';
import type { LivechatService } from './livechat-service.ts';

/**
 * Live-chat calls (spec 7.3, issue 13). A guest's calls carry the guest token in `x-guest`; the
 * actor is built as the socket builds it, and the service checks the same policy as the events.
 */
export function livechatCalls({ livechat: live }: { livechat: LivechatService }) {
  async function actorOf(principal: Principal | null, request: FastifyRequest) {
    const guestId = principal ? null : await live.guests.verify(request.headers[GUEST_TOKEN_HEADER]);
    return liveActorOf(resolveActor({ principal, guestId }));
  }
  return [
    defineCall(liveChatApi.guest, {
      readsCaller: false,
      handler: async ({ ip }) => {
        await live.addressLimits.issue(ip);
        return { data: { guestToken: await live.guests.mint() } };
      },
    }),
    defineCall(liveChatApi.messageList, {
      handler: async ({ payload, principal, request }) => ({
        data: (await live.history(await actorOf(principal, request), payload.subjectIdx, payload.idx)).rows,
      }),
    }),
    defineCall(liveChatApi.profile, {
      handler: async ({ payload }) => ({ data: await live.profile(payload.subjectIdx) }),
    }),
    defineCall(liveChatApi.ended, {
      handler: async ({ payload }) => ({ data: await live.ended(payload.page) }),
    }),
    defineCall(liveChatApi.queue, {
      handler: async ({ payload }) => ({ data: await live.queuePage(payload.page) }),
    }),
    defineCall(liveChatApi.cannedList, {
      handler: async () => ({ data: { rows: await live.cannedList() } }),
    }),
    defineCall(liveChatApi.cannedSave, {
      handler: async ({ payload, principal }) => ({ data: await live.cannedSave(principal.idx, payload) }),
    }),
    defineCall(liveChatApi.cannedDelete, {
      handler: async ({ payload }) => {
        await live.cannedDelete(payload.idx);
        return {};
      },
    }),
  ];
}
