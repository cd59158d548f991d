import { randomUUID } from 'node:crypto';
import type { TestApp } from '../test-app.ts';
import type { ChatSocket } from '../../src/modules/pm/pm.test-helpers.ts';
import type { ActorName } from './access-table.ts';
import { must } from './world-helpers.ts';

/*
 * The conversations the chat rows aim at: the buyer's private conversation with the seller's shop,
 * and the buyer's live chats (an ended one, which may be rated, and an open one held by staff).
 */

export interface ChatWorld {
  /** The buyer's private conversation with the seller's shop, and a message in it from the buyer. */
  pm: { subjectIdx: number; buyerMessage: number };
  /**
   * The buyer's live chat held by staff and the last message staff sent in it; an ended one of the
   * buyer's; and one queued by a guest who is no actor.
   */
  live: { subjectIdx: number; staffMessage: number; ended: number; queued: number };
  /** A new message of the buyer's in the private conversation; of staff in the live chat. */
  freshPmMessage(): Promise<number>;
  freshStaffMessage(): Promise<number>;
  /** A new live chat of a new guest, queued, or held by `agent`. */
  freshQueued(): Promise<number>;
  freshHeldBy(agent: 'staff' | 'admin'): Promise<number>;
}

export async function buildChat(
  app: TestApp,
  {
    sockets,
    open,
    shopIdx,
  }: {
    sockets: Record<ActorName, ChatSocket>;
    /** Opens a socket the world closes. */
    open: (token?: string, guest?: string) => Promise<ChatSocket>;
    shopIdx: number;
  },
): Promise<ChatWorld> {
  const { buyer, seller, staff } = sockets;
  const pmSubject = (await must(buyer, 'pm.subject.inquiry', { shopIdx })).subject.idx;
  const freshPmMessage = async () =>
    (await must(buyer, 'pm', { subjectIdx: pmSubject, body: 'Is it in stock?', clientId: randomUUID() })).idx;
  const buyerMessage = await freshPmMessage();
  await must(seller, 'pm', { subjectIdx: pmSubject, body: 'Yes it is.' });

  const ended = (await must(buyer, 'liveChat.begin', { page: '/' })).subjectIdx;
  await must(buyer, 'liveChat', { subjectIdx: ended, body: 'First question' });
  await must(buyer, 'liveChat.end', { subjectIdx: ended, finish: true });
  const liveSubject = (await must(buyer, 'liveChat.begin', { page: '/' })).subjectIdx;
  await must(buyer, 'liveChat', { subjectIdx: liveSubject, body: 'Where is my parcel?' });
  await must(staff, 'liveChat.claim', { subjectIdx: liveSubject });
  const freshStaffMessage = async () =>
    (await must(staff, 'liveChat', { subjectIdx: liveSubject, body: 'On its way.' })).idx;
  const staffMessage = await freshStaffMessage();

  async function freshQueued(): Promise<number> {
    const token = (await app.call<{ guestToken: string }>('live/chat/guest')).body.data?.guestToken ?? '';
    const guest = await open(undefined, token);
    const { subjectIdx } = await must(guest, 'liveChat.begin', { page: '/' });
    await must(guest, 'liveChat', { subjectIdx, body: 'Hello?' });
    return subjectIdx;
  }
  const queued = await freshQueued();

  return {
    pm: { subjectIdx: pmSubject, buyerMessage },
    live: { subjectIdx: liveSubject, staffMessage, ended, queued },
    freshPmMessage,
    freshStaffMessage,
    freshQueued,
    async freshHeldBy(agent) {
      const subjectIdx = await freshQueued();
      await must(sockets[agent], 'liveChat.claim', { subjectIdx });
      return subjectIdx;
    },
  };
}
