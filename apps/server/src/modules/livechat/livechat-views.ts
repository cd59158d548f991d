import {
  MessageFlag,
  type LiveChatChange,
  type LiveChatMessage,
  type LiveChatState,
  type LiveConversation,
  type LiveShopper,
} from '@storefront/contract';
import type { ChangeRow } from '../chat/chat-store.ts';
import { chatMessageFields } from '../chat/chat-views.ts';
import type { LiveActor } from './livechat-policy.ts';
import type { ConversationRow, MessageRow, SubjectRow } from './livechat-repository.ts';

/*
 * Live-chat rows as the wire shows them, always from one viewer's side: the shopper's widget sees
 * its own messages as `owner`, a staff console its own replies.
 */

/** Longest excerpt of a message the console's lists show. */
const EXCERPT_CHARS = 200;

export function messageView(row: MessageRow, viewer: LiveActor): LiveChatMessage {
  const owner = viewer.kind === 'staff' ? row.staff && row.sender_idx === viewer.idx : !row.staff;
  return { ...chatMessageFields(row, owner), body: row.body };
}

/**
 * One change of the catch-up as `viewer` sees it (liveChat.since); undefined for a message deleted
 * since (its delete follows).
 */
export function liveChangeView(row: ChangeRow<MessageRow>, viewer: LiveActor): LiveChatChange | undefined {
  const { message, position } = row;
  switch (row.kind) {
    case 'message':
      return message.deleted_at !== null
        ? undefined
        : { kind: 'message', message: { ...messageView(message, viewer), position } };
    case 'edit':
      return {
        kind: 'edit',
        edit: {
          idx: message.idx,
          subjectIdx: message.subject_idx,
          body: message.body,
          ...(message.edited_at ? { editAt: message.edited_at.toISOString() } : {}),
          position,
        },
      };
    case 'remove':
      return { kind: 'delete', delete: { idx: message.idx, subjectIdx: message.subject_idx, position } };
    case 'read':
      // The read marked the other side's messages: the reader is the side that did not send them.
      return {
        kind: 'read',
        read: {
          subjectIdx: message.subject_idx,
          upToIdx: message.idx,
          reader: message.staff ? 'shopper' : 'staff',
          position,
        },
      };
  }
}

/** A message's plain text for a list: markup and entities dropped, a picture as ''. */
export function excerpt(body: string | null, flag: number | null): string | null {
  if (body === null) return null;
  if (flag === MessageFlag.image) return '';
  const text = body
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS - 1)}…` : text;
}

/** People by idx (accounts' cards), for names and avatars. */
export type People = Map<number, { name: string; avatar: string }>;

export function shopperView(row: Pick<SubjectRow, 'user_idx' | 'guest_id'>, people: People): LiveShopper {
  if (row.user_idx !== null) {
    const card = people.get(row.user_idx);
    return { kind: 'account', idx: row.user_idx, name: card?.name ?? '', avatar: card?.avatar ?? '' };
  }
  // A short stable tag tells two guests apart in the console.
  return { kind: 'guest', idx: null, name: `Guest ${(row.guest_id ?? '').slice(0, 4).toUpperCase()}`, avatar: '' };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function conversationView(row: ConversationRow, people: People): LiveConversation {
  return {
    subjectIdx: row.idx,
    status: row.status,
    staffIdx: row.staff_idx,
    staffName: row.staff_idx === null ? null : (people.get(row.staff_idx)?.name ?? ''),
    shopper: shopperView(row, people),
    firstMessage: excerpt(row.first_message, MessageFlag.text),
    lastMessage: excerpt(row.last_message, row.last_flag),
    lastFlag: row.last_flag,
    createdAt: row.created_at.toISOString(),
    queuedAt: iso(row.queued_at),
    assignedAt: iso(row.assigned_at),
    endedAt: iso(row.ended_at),
    updatedAt: row.updated_at.toISOString(),
    staffUnread: row.staff_unread,
    shopperPresent: row.shopper_present,
    page: row.page,
    lang: row.lang,
    rating: row.rating,
    ratingComment: row.rating_comment,
  };
}

export function stateView(
  row: SubjectRow,
  place: number | null,
  staffOnline: boolean,
  agentName: string | null,
): LiveChatState {
  return {
    subjectIdx: row.idx,
    status: row.status,
    place: row.status === 'queued' ? place : null,
    staffOnline,
    agent: row.status === 'assigned' && row.staff_idx !== null ? { idx: row.staff_idx, name: agentName ?? '' } : null,
    rating: row.rating,
  };
}
