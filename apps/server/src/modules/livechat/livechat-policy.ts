import { Code } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';
import type { Actor } from '../../core/actor.ts';

/*
 * Who may do what with a live-chat conversation, in one place: the socket events and the HTTP
 * message list ask these through the service. A conversation belongs to its shopper (an account,
 * or a guest by their signed guest id) and is answered by staff: any staff member reads any
 * conversation, only its assigned agent writes to it. A stranger is told it does not exist (4004).
 */

/** Who acts in the live chat: a shopper (account or guest) or a staff member. */
export type LiveActor =
  | { kind: 'shopper'; userIdx: number; guestId: null }
  | { kind: 'shopper'; userIdx: null; guestId: string }
  | { kind: 'staff'; idx: number };
export type Shopper = Extract<LiveActor, { kind: 'shopper' }>;

/** What the rules need of a conversation. */
export interface ConversationParties {
  user_idx: number | null;
  guest_id: string | null;
  staff_idx: number | null;
  status: 'open' | 'queued' | 'assigned' | 'ended';
}

/** The live-chat actor of a socket or call; a guest without a valid guest token cannot chat (4012). */
export function liveActorOf(actor: Actor): LiveActor {
  if (actor.kind === 'staff') return { kind: 'staff', idx: actor.principal.idx };
  if (actor.kind === 'user') return { kind: 'shopper', userIdx: actor.principal.idx, guestId: null };
  if (actor.guestId === null) throw new ApiError(Code.notSignedIn, 'liveGuestToken');
  return { kind: 'shopper', userIdx: null, guestId: actor.guestId };
}

/** Shoppers only (begin, rate, page): staff answer conversations, they do not open them. */
export function shopperOnly(actor: LiveActor): Shopper {
  if (actor.kind !== 'shopper') throw ApiError.forbidden();
  return actor;
}

/** The shopper of a conversation: its account, or its guest (a row has one of them: a check of the table). */
export function shopperOfSubject(subject: Pick<ConversationParties, 'user_idx' | 'guest_id'>): Shopper {
  if (subject.user_idx !== null) return { kind: 'shopper', userIdx: subject.user_idx, guestId: null };
  if (subject.guest_id !== null) return { kind: 'shopper', userIdx: null, guestId: subject.guest_id };
  throw new Error('live chat: a conversation with neither an account nor a guest');
}

export function isShopperOf(actor: LiveActor, subject: ConversationParties): boolean {
  if (actor.kind !== 'shopper') return false;
  return actor.userIdx !== null ? subject.user_idx === actor.userIdx : subject.guest_id === actor.guestId;
}

/** Reading a conversation (its messages, marking them read): its shopper, and any staff member. */
export function canReadConversation(actor: LiveActor, subject: ConversationParties): boolean {
  return actor.kind === 'staff' || isShopperOf(actor, subject);
}

/**
 * Writing to it (a message, typing), as a refusal or null: its shopper until it ends, its assigned
 * agent. Other staff are refused with 4003 (claim it first), strangers with 4004.
 */
export function writeRefusal(actor: LiveActor, subject: ConversationParties): ApiError | null {
  if (!canReadConversation(actor, subject)) return ApiError.notFound();
  if (subject.status === 'ended') return new ApiError(Code.forbidden, 'liveEnded');
  if (actor.kind === 'staff' && !(subject.status === 'assigned' && subject.staff_idx === actor.idx))
    return new ApiError(Code.forbidden, 'liveNotYours');
  return null;
}

/**
 * Ending it: its shopper, its assigned agent, or any staff member while nobody has it (a queued
 * conversation nobody should answer). 4004 for anyone else, as the contract says.
 */
export function canEndConversation(actor: LiveActor, subject: ConversationParties): boolean {
  if (actor.kind === 'shopper') return isShopperOf(actor, subject);
  return subject.status !== 'assigned' || subject.staff_idx === actor.idx;
}

/** Handing it to another agent: its agent, or any staff member while it waits in the queue. */
export function canTransferConversation(actor: LiveActor, subject: ConversationParties): boolean {
  if (actor.kind !== 'staff') return false;
  return subject.status === 'queued' || (subject.status === 'assigned' && subject.staff_idx === actor.idx);
}
