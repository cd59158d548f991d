import { z } from 'zod';
import { LIVE_CHAT_RATING_MAX, LIVE_CHAT_STATUSES, LIVE_ROUTINGS, STAFF_PRESENCES } from './constants.ts';

/*
 * Live customer-service chat (spec 2.5, 3, 4, 7.4; issue 13): what the shopper's widget and the
 * staff console know of a conversation besides its messages.
 */

const idx = z.number().int().positive();

export const liveChatStatusSchema = z.enum(LIVE_CHAT_STATUSES);
export const staffPresenceSchema = z.enum(STAFF_PRESENCES);
export const liveRoutingSchema = z.enum(LIVE_ROUTINGS);
export const ratingScoreSchema = z.number().int().min(1).max(LIVE_CHAT_RATING_MAX);

/**
 * The shopper's view of their conversation: whether anyone answers yet, and what to tell them while
 * they wait. `place`: 1-based place in the queue while `queued`, else null. `staffOnline`: some agent
 * is online now (else the message is kept and answered later). `agent`: who answers once `assigned`.
 */
export const liveChatStateSchema = z.object({
  subjectIdx: idx,
  status: liveChatStatusSchema,
  place: z.number().int().min(1).nullable(),
  staffOnline: z.boolean(),
  agent: z.object({ idx, name: z.string() }).nullable(),
  rating: ratingScoreSchema.nullable(),
});
export type LiveChatState = z.infer<typeof liveChatStateSchema>;

/** Who the shopper is, as the console lists them: a guest (no idx) or an account. */
export const liveShopperSchema = z.object({
  kind: z.enum(['guest', 'account']),
  idx: idx.nullable(),
  /** The account's display name, or "Guest" plus a short stable tag for a guest. */
  name: z.string(),
  avatar: z.string(),
});
export type LiveShopper = z.infer<typeof liveShopperSchema>;

/**
 * One conversation as the staff console shows it (queue, the agent's open chats, ended ones).
 * `firstMessage`/`lastMessage`: plain-text excerpts (an image is '' with `lastFlag` 2).
 * `staffUnread`: the shopper's messages its agent has not read. `shopperPresent`: the widget is open.
 */
export const liveConversationSchema = z.object({
  subjectIdx: idx,
  status: liveChatStatusSchema,
  staffIdx: idx.nullable(),
  staffName: z.string().nullable(),
  shopper: liveShopperSchema,
  firstMessage: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastFlag: z.number().int().nullable(),
  createdAt: z.string(),
  queuedAt: z.string().nullable(),
  assignedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  updatedAt: z.string(),
  staffUnread: z.number().int().min(0),
  shopperPresent: z.boolean(),
  /** The page the shopper is on (the path of the request context), and their language. */
  page: z.string().nullable(),
  lang: z.string().nullable(),
  rating: ratingScoreSchema.nullable(),
  ratingComment: z.string().nullable(),
});
export type LiveConversation = z.infer<typeof liveConversationSchema>;

/** A staff member as the console's transfer list and presence show them. */
export const liveAgentSchema = z.object({
  idx,
  name: z.string(),
  status: staffPresenceSchema,
  /** Conversations assigned to them and not ended. */
  open: z.number().int().min(0),
});
export type LiveAgent = z.infer<typeof liveAgentSchema>;

/** A canned answer: the staff's shared list; `/shortcut` in the console's input finds it. */
export const liveCannedSchema = z.object({
  idx,
  shortcut: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type LiveCanned = z.infer<typeof liveCannedSchema>;

/** The shopper's profile beside a conversation in the console. */
export const liveProfileSchema = z.object({
  shopper: liveShopperSchema,
  email: z.string().nullable(),
  memberSince: z.string().nullable(),
  lang: z.string().nullable(),
  page: z.string().nullable(),
  referer: z.string().nullable(),
  /** Their earlier conversations with customer service. */
  pastConversations: z.number().int().min(0),
  /** The newest orders of an account (none for a guest); `url` opens the order. */
  orders: z.array(
    z.object({
      idx,
      status: z.string(),
      total: z.number(),
      itemCount: z.number().int().min(0),
      createdAt: z.string(),
      url: z.string(),
    }),
  ),
});
export type LiveProfile = z.infer<typeof liveProfileSchema>;
