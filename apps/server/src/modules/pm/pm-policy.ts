import { PM_REVOKE_WINDOW_MS } from '@storefront/contract';

/*
 * Who may do what with private messages, in one place (DESIGN.md 4), called by the HTTP calls
 * and the socket events alike through the service. A conversation belongs to its two parties:
 * the buyer and the seller who owns the shop. Nobody else reads or writes it, staff included
 * (they have the live chat); a stranger is told the conversation does not exist (4004).
 */

/** Who acts: a signed-in user. */
export interface PmActor {
  idx: number;
}

/** What the rules need of a conversation. */
export interface SubjectParties {
  buyer_idx: number;
  seller_idx: number;
  shop_idx: number;
}

export type Side = 'buyer' | 'seller';

/** The actor's side of the conversation, or null for a stranger. */
export function sideOf(actor: PmActor, subject: SubjectParties): Side | null {
  if (actor.idx === subject.buyer_idx) return 'buyer';
  if (actor.idx === subject.seller_idx) return 'seller';
  return null;
}

/** Reading its messages, its list row, marking it read, setting one's remark. */
export function canReadSubject(actor: PmActor, subject: SubjectParties): boolean {
  return sideOf(actor, subject) !== null;
}

/** Sending into it: the same two parties. */
export function canWriteSubject(actor: PmActor, subject: SubjectParties): boolean {
  return canReadSubject(actor, subject);
}

/** Opening a conversation with a shop: anyone but its owner. */
export function canOpenSubjectWith(actor: PmActor, shop: { ownerIdx: number }): boolean {
  return actor.idx !== shop.ownerIdx;
}

/** A goods card belongs to the conversation's shop: a buyer asks about its goods, a seller offers its own. */
export function canSendGoods(subject: SubjectParties, goods: { shopIdx: number }): boolean {
  return goods.shopIdx === subject.shop_idx;
}

export type RevokeVerdict = 'allowed' | 'notSender' | 'expired';

/** Only the sender revokes, and only within PM_REVOKE_WINDOW_MS of sending. */
export function revokeVerdict(
  actor: PmActor,
  message: { sender_idx: number; created_at: Date },
  now: Date = new Date(),
): RevokeVerdict {
  if (message.sender_idx !== actor.idx) return 'notSender';
  if (now.getTime() - message.created_at.getTime() > PM_REVOKE_WINDOW_MS) return 'expired';
  return 'allowed';
}

/** The other side of a conversation. */
export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');
