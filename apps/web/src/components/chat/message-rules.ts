import type { GoodsCard, PmMessage } from '@storefront/contract';
import { MessageFlag, PM_REVOKE_WINDOW_MS, TIME_LABEL_GAP_MS } from '@storefront/contract/constants';

/** Who a message is from, as a chat draws it (spec 6): the user, staff, or the other party. */
export type MessageSide = 'own' | 'staff' | 'other';

/** What the side rule reads of a message of any chat. */
type Sided = { senderIdx?: number | null; owner: boolean; staff: boolean };

/**
 * Spec 4, message side: with a senderIdx, a message is one's own exactly when it is the current
 * user's idx; without one, when owner is true or staff is false.
 */
export function isOwnMessage(message: Sided, currentUserIdx: number | null | undefined): boolean {
  // A live chat's guest message carries senderIdx null: that is no senderIdx.
  if (message.senderIdx !== undefined && message.senderIdx !== null) return message.senderIdx === currentUserIdx;
  return message.owner || !message.staff;
}

export function messageSide(message: Sided, currentUserIdx: number | null | undefined): MessageSide {
  if (isOwnMessage(message, currentUserIdx)) return 'own';
  return message.staff ? 'staff' : 'other';
}

/**
 * Spec 4, time label: shown above a message when 5 minutes or more passed since the one before;
 * the first message of the list always carries one, so the reader knows when the talk began.
 */
export function showsTimeLabel(previousCreateAt: string | undefined, createAt: string): boolean {
  if (previousCreateAt === undefined) return true;
  const gap = Date.parse(createAt) - Date.parse(previousCreateAt);
  return !Number.isFinite(gap) || gap >= TIME_LABEL_GAP_MS;
}

/**
 * Issue 19 (point 13): 'read'/'unread' shows under the reader's last own message only, not under
 * each one (the last one read means the earlier ones were). The index of that message in an
 * oldest-first list, or -1 when none is the reader's.
 */
export function lastOwnIndex<M>(messages: readonly M[], isOwn: (message: M) => boolean): number {
  for (let index = messages.length - 1; index >= 0; index--) if (isOwn(messages[index]!)) return index;
  return -1;
}

/** How long (ms) one's own message may still be revoked, at `now`; 0 or less when it may not. */
export function revokeTimeLeft(createAt: string, now: number): number {
  const sent = Date.parse(createAt);
  return Number.isFinite(sent) ? sent + PM_REVOKE_WINDOW_MS - now : 0;
}

/** A goods card body (spec 3: a JSON string or an object), or null when it is not one. */
export function goodsCardOf(body: PmMessage['body']): GoodsCard | null {
  let value: unknown = body;
  if (typeof body === 'string') {
    try {
      value = JSON.parse(body);
    } catch {
      return null;
    }
  }
  // Checked by hand rather than with the contract's zod schema, which would bring zod into the
  // screen's chunk for four fields.
  if (typeof value !== 'object' || value === null) return null;
  const { idx, title, price, urlCover } = value as Record<string, unknown>;
  const positive = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;
  if (!positive(idx) || typeof title !== 'string' || !Number.isSafeInteger(price) || typeof urlCover !== 'string') {
    return null;
  }
  return { idx, title, price: price as number, urlCover };
}

/** What a message's flag says it holds (spec 3: absent or any other value is text). */
export function messageKind(message: Pick<PmMessage, 'flag'>): 'text' | 'image' | 'goods' {
  if (message.flag === MessageFlag.image) return 'image';
  if (message.flag === MessageFlag.goods) return 'goods';
  return 'text';
}

/** A private upload is served only with the reader's token (see private-image.ts). */
export const isPrivateUpload = (url: string): boolean => url.startsWith('/service/v1/upload/private/');
