import type { Env } from '../../config/env.ts';
import { pickLanguage } from '../../i18n/server-messages.ts';
import { resolveActor } from '../../core/actor.ts';
import { defineEvent } from '../../serving/define-event.ts';
import { socketAddresses } from '../../serving/socket-address.ts';
import { guestRoom } from '../../serving/rooms.ts';
import type { SocketModule } from '../../serving/socket-module.ts';
import type { RealtimeServer, RealtimeSocket } from '../../serving/socket-types.ts';
import { LivechatDelivery, shopperRoom, staffRoom } from './livechat-delivery.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { LivechatPacing } from './livechat-pacing.ts';
import { liveActorOf, shopperOnly, type Shopper } from './livechat-policy.ts';
import type { LivechatService } from './livechat-service.ts';

/** The language a shopper's conversation is in: the handshake's, else their browser's. */
const languageOf = (socket: RealtimeSocket) =>
  socket.data.lang ?? socket.data.resolvedLang ?? pickLanguage(undefined, socket.handshake.headers['accept-language']);

/**
 * The live-chat events of spec 7.4 and issue 13. Each handler asks the service (which checks
 * livechat-policy.ts and stores), acknowledges, then delivers (livechat-delivery.ts).
 */
export function livechatSocket(
  {
    livechat: live,
    limiter,
    beginLimit,
    trustProxy = false,
  }: {
    livechat: LivechatService;
    limiter: Pick<RateLimiter, 'hit'>;
    beginLimit: number;
    trustProxy?: Env['TRUST_PROXY'];
  },
  io: RealtimeServer,
): SocketModule {
  const deliver = new LivechatDelivery(io, live);
  const pacing = new LivechatPacing(beginLimit, limiter);
  const addressOf = socketAddresses(trustProxy);
  live.presence.onChange(() => deliver.track(() => deliver.presenceChanged()));
  live.onQueueExpired((ended) => deliver.expired(ended));

  /** A shopper's socket: its guest room, the sign-in carry-over, then its unread and state. */
  async function connectShopper(socket: RealtimeSocket, shopper: Shopper): Promise<void> {
    const { guestId } = socket.data;
    if (shopper.userIdx === null) {
      await socket.join(guestRoom(shopper.guestId));
    } else if (guestId) {
      // This browser's guest conversations become the account's (only the token it presents).
      const { moved, ended } = await live.adopt(guestId, shopper.userIdx);
      // The token is spent: its conversations are the account's now (issue 19).
      await live.guests.retire(guestId);
      if (ended) await deliver.changed(ended, { loads: true, queue: true });
      for (const subject of moved) await deliver.conversation(subject.idx);
    }
    socket.emit('liveChat.init', await live.init(shopper));
  }

  /**
   * Each socket's connection work (the sign-in carry-over above all): the shopper's events wait
   * for it, so a begin sent right after connecting finds the adopted conversation.
   */
  const connecting = new WeakMap<RealtimeSocket, Promise<void>>();
  const connected = (socket: RealtimeSocket) => connecting.get(socket)?.catch(() => undefined);

  async function connect(socket: RealtimeSocket): Promise<void> {
    const { principal } = socket.data;
    if (principal?.role === 'staff') {
      // A failure here (Redis away, or closed at shutdown) must not go unhandled: the entry lapses
      // by itself (redis-staff-presence.ts), and a shutdown takes this process's entries out.
      socket.on('disconnect', () => void live.presence.disconnected(principal.idx).catch(() => undefined));
      await live.presence.connected(principal.idx);
      return;
    }
    if (!principal && socket.data.guestId === null) return;
    await connectShopper(socket, shopperOnly(liveActorOf(resolveActor(socket.data))));
  }

  return {
    close: () => {
      pacing.close();
      return deliver.close();
    },
    idle: () => deliver.idle(),
    onConnect: (socket) => {
      socket.once('disconnect', () => pacing.left(socket));
      const work = connect(socket);
      connecting.set(socket, work);
      return work;
    },
    events: [
      defineEvent('liveChat.begin', {
        handler: async ({ payload, actor, socket, afterAck }) => {
          await pacing.begin(socket);
          await connected(socket);
          const shopper = shopperOnly(liveActorOf(actor));
          const referer = socket.handshake.headers.referer;
          const begun = await live.begin(shopper, {
            page: payload.page,
            lang: languageOf(socket),
            ...(typeof referer === 'string' ? { referer: referer.slice(0, 2048) } : {}),
          });
          afterAck(async () => {
            await deliver.read(begun.read);
            await deliver.conversation(begun.subject.idx);
          });
          return { subjectIdx: begun.subject.idx, state: await live.state(begun.subject) };
        },
      }),
      defineEvent('liveChat.end', {
        handler: async ({ payload, actor, afterAck }) => {
          const ended = await live.end(liveActorOf(actor), payload.subjectIdx, payload.finish === true);
          afterAck(async () => {
            if (ended.ended) {
              await deliver.changed(ended.subject, {
                loads: ended.ended.status === 'assigned',
                queue: ended.ended.status === 'queued' || ended.ended.status === 'assigned',
              });
            } else {
              await deliver.conversation(ended.subject.idx);
            }
          });
          return { state: await live.state(ended.subject) };
        },
      }),
      defineEvent('liveChat', {
        handler: async ({ payload, actor, socket, afterAck }) => {
          const sent = await live.send(liveActorOf(actor), payload, addressOf(socket));
          // A retried send was delivered the first time: the ack alone tells the sender its idx.
          if (!sent.duplicate) afterAck(() => deliver.message(sent));
          return { idx: sent.message.idx };
        },
      }),
      defineEvent('liveChat.history', {
        handler: async ({ payload, actor }) => live.history(liveActorOf(actor), payload.subjectIdx, payload.idx),
      }),
      defineEvent('liveChat.readed', {
        handler: async ({ payload, actor, afterAck }) => {
          const mark = await live.markRead(liveActorOf(actor), payload.subjectIdx);
          afterAck(() => deliver.read(mark));
          return { unread: mark.reader === 'shopper' ? mark.subject.user_unread : mark.subject.staff_unread };
        },
      }),
      defineEvent('liveChat.page', {
        handler: async ({ payload, actor, socket }) => {
          const page = await pacing.page(socket, payload.subjectIdx, payload.page);
          if (page === null) return;
          const subject = await live.page(shopperOnly(liveActorOf(actor)), payload.subjectIdx, page);
          await deliver.conversation(subject.idx);
        },
      }),
      defineEvent('liveChat.rate', {
        handler: async ({ payload, actor, afterAck }) => {
          const subject = await live.rate(
            shopperOnly(liveActorOf(actor)),
            payload.subjectIdx,
            payload.score,
            payload.comment,
          );
          afterAck(() => deliver.conversation(subject.idx));
          return { state: await live.state(subject) };
        },
      }),
      defineEvent('liveChat.delete', {
        handler: async ({ payload, principal, afterAck }) => {
          const deleted = await live.delete(principal.idx, payload.idx);
          afterAck(() => deliver.delete(deleted));
          return { idx: deleted.message.idx };
        },
      }),
      defineEvent('liveChat.edit', {
        handler: async ({ payload, principal, afterAck }) => {
          const edited = await live.edit(principal.idx, payload.idx, payload.body);
          afterAck(() => deliver.edit(edited));
          return { idx: edited.message.idx };
        },
      }),
      defineEvent('liveChat.since', {
        handler: async ({ payload, actor }) => live.since(liveActorOf(actor), payload.position, payload.subjectIdx),
      }),
      defineEvent('liveChat.console', {
        handler: async ({ principal }) => live.console(principal.idx),
      }),
      defineEvent('liveChat.claim', {
        handler: async ({ payload, principal, afterAck }) => {
          const subject = await live.claim(principal.idx, payload.subjectIdx);
          afterAck(() => deliver.changed(subject, { loads: true, queue: true }));
          return { conversation: await live.listedConversation(subject.idx) };
        },
      }),
      defineEvent('liveChat.transfer', {
        handler: async ({ payload, principal, afterAck }) => {
          const { subject } = await live.transfer(principal.idx, payload.subjectIdx, payload.staffIdx);
          afterAck(() => deliver.changed(subject, { loads: true, queue: true }));
          return { conversation: await live.listedConversation(subject.idx) };
        },
      }),
      defineEvent('liveChat.presence', {
        handler: async ({ payload, principal }) => ({ me: await live.setPresence(principal.idx, payload.status) }),
      }),
      defineEvent('inputing', {
        handler: async ({ payload: sent, actor, socket }) => {
          const payload = await pacing.typing(socket, sent);
          if (payload === null) return;
          const sender = liveActorOf(actor);
          const subject = await live.typing(sender, payload.subjectIdx);
          if (sender.kind === 'staff') {
            // The shopper sees 'typing…', never the agent's draft.
            io.to(shopperRoom(subject)).emit('inputing', {
              subjectIdx: subject.idx,
              inputing: payload.inputing,
              text: '',
            });
          } else {
            io.to(staffRoom(subject)).emit('inputing', {
              subjectIdx: subject.idx,
              inputing: payload.inputing,
              text: payload.text,
            });
          }
        },
      }),
    ],
  };
}
