import type { Env } from '../../config/env.ts';
import { defineEvent } from '../../serving/define-event.ts';
import { socketAddresses } from '../../serving/socket-address.ts';
import type { SocketModule } from '../../serving/socket-module.ts';
import type { RealtimeServer } from '../../serving/socket-types.ts';
import { PmDelivery } from './pm-delivery.ts';
import type { PmService } from './pm-service.ts';

/**
 * The private-message events of spec 7.4. Each handler asks the service (which stores and checks
 * pm-policy.ts), acknowledges, then emits to the parties' rooms (pm-delivery.ts).
 */
export function pmSocket(
  { pm, trustProxy = false }: { pm: PmService; trustProxy?: Env['TRUST_PROXY'] },
  io: RealtimeServer,
): SocketModule {
  const deliver = new PmDelivery(io, pm);
  const addressOf = socketAddresses(trustProxy);
  return {
    // pm.init (spec 7.4): the unread total, and the position a later catch-up starts from.
    onConnect: async (socket) => {
      const principal = socket.data.principal;
      if (principal) socket.emit('pm.init', await pm.inbox(principal.idx));
    },
    events: [
      defineEvent('pm', {
        handler: async ({ payload, principal, afterAck }) => {
          const sent = await pm.send(principal, payload);
          // A retried send was delivered the first time: the ack alone tells the sender its idx.
          if (!sent.duplicate) afterAck(() => deliver.message(sent));
          return { idx: sent.message.idx };
        },
      }),
      defineEvent('pm.revoke', {
        handler: async ({ payload, principal, afterAck }) => {
          const revoked = await pm.revoke(principal, payload.idx);
          if (revoked.positions.size > 0) afterAck(() => deliver.revoke(revoked));
          return { idx: revoked.message.idx };
        },
      }),
      defineEvent('pm.readed', {
        handler: async ({ payload, principal, afterAck }) => {
          const mark = await pm.markRead(principal, payload.subjectIdx);
          afterAck(() => deliver.read(mark));
          return { unread: (await pm.inbox(principal.idx)).unread };
        },
      }),
      defineEvent('pm.subjectHistory', {
        handler: async ({ payload, principal }) => pm.subjects(principal, payload.page),
      }),
      defineEvent('pm.history', {
        handler: async ({ payload, principal, lang }) => ({
          rows: await pm.history(principal, payload.subjectIdx, payload.idx, lang),
        }),
      }),
      defineEvent('pm.subject.inquiry', {
        handler: async ({ payload, principal, socket }) => ({
          subject: await pm.openSubject(principal, payload.shopIdx, addressOf(socket)),
        }),
      }),
      defineEvent('pm.since', {
        handler: async ({ payload, principal, lang }) => pm.since(principal.idx, payload.position, lang),
      }),
    ],
  };
}
