import { z } from 'zod';
import { LIVE_CANNED_BODY_MAX_CHARS, LIVE_CANNED_SHORTCUT_MAX_CHARS, LIVE_CHAT_PAGE_SIZE } from '../constants.ts';
import { liveChatMessageSchema } from '../entities.ts';
import { liveCannedSchema, liveConversationSchema, liveProfileSchema } from '../live-chat.ts';
import { endpoint, noData, pageOf } from './endpoint.ts';

const idx = z.number().int().positive().max(2_147_483_647);

/**
 * Live-chat calls (spec 7.3 and issue 13). Sending and live changes go over the socket (liveChat
 * events). A guest's calls carry their guest token in the `x-guest` header.
 */
export const liveChatApi = {
  guest: endpoint({
    path: 'live/chat/guest',
    summary:
      "A new signed guest token for a visitor's live chat: the widget keeps it, so the conversation survives reloads, reconnects and a change of server process.",
    notes:
      "The socket takes it as `auth.guest`, HTTP calls as the `x-guest` header. A signed-in socket that also presents one takes over that guest's conversations (that browser's only).",
    access: 'guest',
    payload: z.strictObject({}),
    data: z.object({ guestToken: z.string() }),
  }),
  messageList: endpoint({
    path: '/live/chat/message/list',
    summary: `Up to ${LIVE_CHAT_PAGE_SIZE} messages of a live-chat conversation older than \`idx\` (the newest without it), oldest first.`,
    notes:
      "Served at `/api/v1/live/chat/message/list` (and with the double slash). For the conversation's shopper (guest token or account) and for staff; 4004 for anyone else. Paging ends at a page of fewer than 10.",
    access: 'guest',
    payload: z.strictObject({ subjectIdx: idx, idx: idx.optional() }),
    data: z.array(liveChatMessageSchema),
  }),
  profile: endpoint({
    path: 'live/staff/profile',
    summary:
      'Staff: the shopper of a conversation: guest or account, name, language, the page they are on, their recent orders and earlier conversations.',
    access: 'staff',
    payload: z.strictObject({ subjectIdx: idx }),
    data: liveProfileSchema,
  }),
  ended: endpoint({
    path: 'live/staff/ended',
    summary: 'Staff: ended conversations, newest first, with their ratings (20 per page).',
    access: 'staff',
    payload: z.strictObject({ page: z.number().int().min(1).max(10_000).default(1) }),
    data: pageOf(liveConversationSchema),
  }),
  queue: endpoint({
    path: 'live/staff/queue',
    summary:
      'Staff: queued conversations, longest waiting first (50 per page; the first page is in `liveChat.console`).',
    access: 'staff',
    payload: z.strictObject({ page: z.number().int().min(1).max(10_000).default(1) }),
    data: pageOf(liveConversationSchema),
  }),
  cannedList: endpoint({
    path: 'live/canned/list',
    summary: "Staff: the team's canned answers, by shortcut.",
    access: 'staff',
    payload: z.strictObject({}),
    data: z.object({ rows: z.array(liveCannedSchema) }),
  }),
  cannedSave: endpoint({
    path: 'live/canned/save',
    summary:
      'Staff: adds a canned answer, or changes one (`idx`). Shortcuts are unique (4000 on `shortcut` otherwise).',
    notes: 'The body is text (shown as text, never as HTML).',
    access: 'staff',
    payload: z.strictObject({
      idx: idx.optional(),
      shortcut: z
        .string()
        .trim()
        .min(1)
        .max(LIVE_CANNED_SHORTCUT_MAX_CHARS)
        .regex(/^[\p{L}\p{N}_-]+$/u),
      body: z.string().trim().min(1).max(LIVE_CANNED_BODY_MAX_CHARS),
    }),
    data: liveCannedSchema,
  }),
  cannedDelete: endpoint({
    path: 'live/canned/delete',
    summary: 'Staff: removes a canned answer.',
    access: 'staff',
    payload: z.strictObject({ idx }),
    data: noData,
  }),
};
