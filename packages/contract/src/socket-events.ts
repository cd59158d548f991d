import { z } from 'zod';
import type { Access } from './api/endpoint.ts';
import { pagingSchema } from './envelope.ts';
import { LIVE_CHAT_PAGE_SIZE, LIVE_CHAT_RATING_COMMENT_MAX_CHARS } from './constants.ts';
import { idxSchema, liveChatMessageSchema, MAX_IDX, pmMessageSchema, pmSubjectSchema } from './entities.ts';
import {
  liveAgentSchema,
  liveChatStateSchema,
  liveConversationSchema,
  liveRoutingSchema,
  ratingScoreSchema,
  staffPresenceSchema,
} from './live-chat.ts';

export { SOCKET_PATH, SOCKET_TRANSPORTS } from './constants.ts';

/** Every id of an event's payload: the calls' id schema (a positive int32, issue 19). */
const idx = idxSchema;
/** A client-chosen id per send so that a retried send is stored once (DESIGN.md section 4). */
const clientId = z.string().min(1).max(64);

/** The page the shopper is on: the `path` of the request context (spec 7.1). */
const page = z.string().max(2048);
export const liveChatBeginSchema = z.strictObject({ subjectIdx: idx.optional(), page: page.optional() });
/**
 * The shopper closing the panel (spec 4) leaves the chat: the conversation stays with its agent or
 * in the queue and is answered later. `finish: true` (the panel's "end chat", or any staff end)
 * closes the conversation for good; the shopper may then rate it.
 */
export const liveChatEndSchema = z.strictObject({ subjectIdx: idx, finish: z.boolean().optional() });
/**
 * Spec 3: a message sent from the box carries `owner: true`. Accepted and ignored: who sent it is
 * the socket's principal (or guest), never what the payload says.
 */
const sentByOwner = z.boolean().optional();
export const liveChatSendSchema = z.strictObject({
  subjectIdx: idx,
  // Up to the socket's frame size here; the server refuses bodies over LIVE_CHAT_BODY_MAX_CHARS
  // with a message of its own, after parsing.
  body: z.string().max(100_000),
  flag: z.number().int().optional(),
  clientId: clientId.optional(),
  owner: sentByOwner,
});
export const liveChatReadedSchema = z.strictObject({ subjectIdx: idx });
export const liveChatPageSchema = z.strictObject({ subjectIdx: idx, page });
export const liveChatRateSchema = z.strictObject({
  subjectIdx: idx,
  score: ratingScoreSchema,
  comment: z.string().trim().max(LIVE_CHAT_RATING_COMMENT_MAX_CHARS).optional(),
});
export const liveChatDeleteSchema = z.strictObject({ idx });
export const liveChatEditSchema = z.strictObject({ idx, body: z.string().max(100_000) });
export const liveChatClaimSchema = z.strictObject({ subjectIdx: idx });
export const liveChatTransferSchema = z.strictObject({ subjectIdx: idx, staffIdx: idx });
export const liveChatPresenceSchema = z.strictObject({ status: staffPresenceSchema });
export const liveChatHistorySchema = z.strictObject({ subjectIdx: idx, idx: idx.optional() });
export const inputingSchema = z.strictObject({
  subjectIdx: idx,
  inputing: z.boolean(),
  text: z.string().max(10_000),
});

/** Goods card as sent: only `idx` counts, the server stores the product as it is now (issue 12). */
const goodsCardSend = z.strictObject({
  idx,
  title: z.string().max(1000).optional(),
  price: z.number().optional(),
  urlCover: z.string().max(2048).optional(),
});
export const pmSendSchema = z.strictObject({
  subjectIdx: idx,
  flag: z.number().int().optional(),
  // Up to the socket's frame size here; the server refuses bodies over PM_BODY_MAX_CHARS with a
  // message of its own (pmTooLong), after parsing.
  body: z.union([z.string().max(100_000), goodsCardSend]),
  // Optional: a send shaped exactly as the spec says (subjectIdx, flag, body) is served too.
  clientId: clientId.optional(),
  owner: sentByOwner,
});
export const pmSubjectHistorySchema = z.strictObject({
  page: z.number().int().min(1).max(10_000),
  total: z.number().int().min(0).optional(),
});
export const pmHistorySchema = z.strictObject({ subjectIdx: idx, idx: idx.optional() });
export const pmReadedSchema = z.strictObject({ subjectIdx: idx });
export const pmRevokeSchema = z.strictObject({ idx });
export const pmSubjectInquirySchema = z.strictObject({ shopIdx: idx });
/**
 * A user's private-message changes are numbered 1, 2, 3… per user, in the order they were
 * committed: every message, revoke and read of the user's conversations, as either party.
 */
const position = z.number().int().min(0).max(MAX_IDX);
export const pmSinceSchema = z.strictObject({ position });

/** A private message as a live event carries: the message and its place in the user's changes. */
export const pmLiveMessageSchema = pmMessageSchema.extend({ position });
export const pmRevokedSchema = z.object({ idx, subjectIdx: idx, readed: z.boolean(), position });
/** `readerIdx` read every message to them in the subject up to `upToIdx`. */
export const pmReadSchema = z.object({ subjectIdx: idx, readerIdx: idx, upToIdx: idx, position });
/** One change of the catch-up (`pm.since`), in position order. */
export const pmChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: pmLiveMessageSchema }),
  z.object({ kind: z.literal('revoke'), revoke: pmRevokedSchema }),
  z.object({ kind: z.literal('read'), read: pmReadSchema }),
]);
export type PmChange = z.infer<typeof pmChangeSchema>;

/*
 * Live chat's changes are numbered the same way, per side: a shopper (account or guest) has their
 * own 1, 2, 3… over their conversations, and each conversation's staff side its own (whoever
 * holds it, or every console while it waits), in commit order. Staff catch up per conversation.
 */
export const liveChatSinceSchema = z.strictObject({ position, subjectIdx: idx.optional() });
/** A live-chat message as a live event carries it: with its place in the recipient's changes, when they have one. */
export const liveChatLiveMessageSchema = liveChatMessageSchema.extend({ position: position.optional() });
export const liveChatEditedSchema = liveChatMessageSchema
  .partial()
  .extend({ idx, subjectIdx: idx, position: position.optional() });
export const liveChatDeletedSchema = z.object({ idx, subjectIdx: idx, position: position.optional() });
/** The other side read the conversation's messages up to `upToIdx`. */
export const liveChatReadSchema = z.object({
  subjectIdx: idx,
  upToIdx: idx,
  reader: z.enum(['shopper', 'staff']),
  position: position.optional(),
});
/** One change of the live chat's catch-up (`liveChat.since`), in position order. */
export const liveChatChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), message: liveChatLiveMessageSchema }),
  z.object({ kind: z.literal('edit'), edit: liveChatEditedSchema }),
  z.object({ kind: z.literal('delete'), delete: liveChatDeletedSchema }),
  z.object({ kind: z.literal('read'), read: liveChatReadSchema }),
]);
export type LiveChatChange = z.infer<typeof liveChatChangeSchema>;
export const bindSchema = z.strictObject({ userIdx: idx });

/**
 * One event a client emits: its payload, the data its acknowledgement carries on success
 * (`null` for an event that is not acknowledged) and who may send it ('guest': anyone).
 */
export interface ClientEvent<
  P extends z.ZodType = z.ZodType,
  A extends z.ZodType | null = z.ZodType | null,
  F extends Access = Access,
> {
  summary: string;
  from: F;
  payload: P;
  ack: A;
}

function clientEvent<P extends z.ZodType, A extends z.ZodType | null, const F extends Access>(
  event: ClientEvent<P, A, F>,
): ClientEvent<P, A, F> {
  return event;
}

const none = z.object({});

/** Every event a client may emit (spec 7.4), declared once for the server and the web. */
export const clientEvents = {
  bind: clientEvent({
    summary: 'Confirms which user the connection is; only its own identity is accepted (4003 else).',
    from: 'user',
    payload: bindSchema,
    ack: none,
  }),
  pm: clientEvent({
    summary:
      "Sends a private message (flag 2: the address of an own upload; flag 3: a goods card of the conversation's shop, stored as the product is now; else text or HTML, sanitized). Stored before the ack, which carries its idx (> 0); a retried `clientId` stores once. 4004 outside the caller's conversations, 4029 past the flood limit.",
    from: 'user',
    payload: pmSendSchema,
    ack: z.object({ idx }),
  }),
  'pm.revoke': clientEvent({
    summary:
      "Revokes the caller's own message within PM_REVOKE_WINDOW_MS (2 minutes); the other side's unread falls if it was unread. 4003 for someone else's or an older message.",
    from: 'user',
    payload: pmRevokeSchema,
    ack: z.object({ idx }),
  }),
  'pm.subjectHistory': clientEvent({
    summary: "A page of the user's conversations, newest first (10 per page).",
    from: 'user',
    payload: pmSubjectHistorySchema,
    ack: z.object({ rows: z.array(pmSubjectSchema), paging: pagingSchema }),
  }),
  'pm.history': clientEvent({
    summary: 'Up to 20 messages of a conversation older than `idx` (the newest without it), oldest first.',
    from: 'user',
    payload: pmHistorySchema,
    ack: z.object({ rows: z.array(pmMessageSchema) }),
  }),
  'pm.readed': clientEvent({
    summary: "Marks a conversation's messages to the user read; the ack carries the user's unread total.",
    from: 'user',
    payload: pmReadedSchema,
    ack: z.object({ unread: z.number().int().min(0) }),
  }),
  'pm.subject.inquiry': clientEvent({
    summary: "The conversation with a shop, created on first use (one per buyer and shop). 4003 for one's own shop.",
    from: 'user',
    payload: pmSubjectInquirySchema,
    ack: z.object({ subject: pmSubjectSchema }),
  }),
  'pm.since': clientEvent({
    summary:
      "Catch-up after a reconnect: the user's changes after `position` (messages, revokes, reads), at most 200 per ack, `more` when others follow. `reset` when `position` is ahead of the server's (refetch everything).",
    from: 'user',
    payload: pmSinceSchema,
    ack: z.object({
      changes: z.array(pmChangeSchema),
      position,
      more: z.boolean(),
      reset: z.boolean(),
      unread: z.number().int().min(0),
    }),
  }),
  'liveChat.begin': clientEvent({
    summary:
      "Shopper (guest with a guest token, or signed in): begins a live chat, or resumes the open one; marks its messages read (unread 0). `subjectIdx` names the shopper's own conversation to resume; an ended one starts a new conversation. `page`: where the shopper is. 4029 past 5 per 10 s per socket or the server's LIVE_BEGIN_LIMIT per shopper per minute.",
    from: 'guest',
    payload: liveChatBeginSchema,
    ack: z.object({ subjectIdx: idx, state: liveChatStateSchema }),
  }),
  'liveChat.end': clientEvent({
    summary:
      "Shopper: the panel closed (the conversation stays open for the agent) or, with `finish`, the conversation ends and may be rated. Staff: ends a conversation assigned to them. 4004 for anyone else's.",
    from: 'guest',
    payload: liveChatEndSchema,
    ack: z.object({ state: liveChatStateSchema }),
  }),
  liveChat: clientEvent({
    summary:
      "Sends a live-chat message (flag 2: the address of an own upload; else text or HTML, sanitized) by the conversation's shopper, or by its agent. Stored before the ack, which carries its idx (> 0); a retried `clientId` stores once; a send without one (spec-shaped) works too. The shopper's first message queues the conversation (or assigns it under automatic routing). 4004 outside one's conversations, 4003 to an ended one, 4029 past the flood limit.",
    from: 'guest',
    payload: liveChatSendSchema,
    ack: z.object({ idx }),
  }),
  'liveChat.history': clientEvent({
    summary: `Up to ${LIVE_CHAT_PAGE_SIZE} messages of a conversation older than \`idx\` (the newest without it), oldest first; \`ended\`: the conversation has ended; \`position\`: where the reader's side of the change log stood before the page was read (\`liveChat.since\` from it). For its shopper and for staff.`,
    from: 'guest',
    payload: liveChatHistorySchema,
    ack: z.object({ ended: z.boolean(), rows: z.array(liveChatMessageSchema), position }),
  }),
  'liveChat.readed': clientEvent({
    summary:
      "Marks the other side's messages of a conversation read by the caller (its shopper, or its agent); the other side hears `liveChat.readed`. The ack carries the caller's unread for it.",
    from: 'guest',
    payload: liveChatReadedSchema,
    ack: z.object({ unread: z.number().int().min(0) }),
  }),
  'liveChat.page': clientEvent({
    summary:
      "Shopper: the page they moved to while a conversation is open (the console's profile shows it); not acknowledged. Passed on at most once per LIVE_PAGE_THROTTLE_MS, the latest.",
    from: 'guest',
    payload: liveChatPageSchema,
    ack: null,
  }),
  'liveChat.rate': clientEvent({
    summary:
      'Shopper: rates an ended conversation of theirs, 1 to 5 with an optional comment (once; a second rating replaces it).',
    from: 'guest',
    payload: liveChatRateSchema,
    ack: z.object({ state: liveChatStateSchema }),
  }),
  'liveChat.delete': clientEvent({
    summary:
      "Staff: deletes their own message; the shopper's side hears `liveChat.delete` (and its unread falls if it was unread). 4003 for anyone else's.",
    from: 'staff',
    payload: liveChatDeleteSchema,
    ack: z.object({ idx }),
  }),
  'liveChat.edit': clientEvent({
    summary:
      "Staff: edits the body of their own text message; the shopper's side hears `liveChat.edit`. 4003 for anyone else's or an image.",
    from: 'staff',
    payload: liveChatEditSchema,
    ack: z.object({ idx }),
  }),
  'liveChat.console': clientEvent({
    summary:
      "Staff: the console's state: the 50 longest waiting of the queue (`queueTotal`: how many wait in all; more by `live/staff/queue`), every assigned conversation, the 50 newest ended ones, the agents, one's presence and the routing. Asked on every (re)connection; changes follow as `liveChat.conversation` and `liveChat.agents`.",
    from: 'staff',
    payload: none,
    ack: z.object({
      conversations: z.array(liveConversationSchema),
      queueTotal: z.number().int().min(0),
      agents: z.array(liveAgentSchema),
      me: liveAgentSchema,
      routing: liveRoutingSchema,
      cap: z.number().int().min(1),
    }),
  }),
  'liveChat.since': clientEvent({
    summary:
      "Catch-up after a reconnect: a shopper's live-chat changes after `position` over their conversations, or (staff, `subjectIdx` required) one conversation's staff side's: messages, edits, deletes and reads, at most 200 per ack, `more` when others follow. `reset` when `position` is ahead of the server's (refetch everything). 4000 naming `subjectIdx` for staff without one, 4004 for a conversation that does not exist.",
    from: 'guest',
    payload: liveChatSinceSchema,
    ack: z.object({
      changes: z.array(liveChatChangeSchema),
      position,
      more: z.boolean(),
      reset: z.boolean(),
    }),
  }),
  'liveChat.claim': clientEvent({
    summary:
      'Staff: takes a queued conversation. 4003 when another agent took it first or the caller is at the per-agent cap (each with its own message).',
    from: 'staff',
    payload: liveChatClaimSchema,
    ack: z.object({ conversation: liveConversationSchema }),
  }),
  'liveChat.transfer': clientEvent({
    summary:
      'Staff: hands a conversation of theirs (or a queued one) to another agent, who must not be offline. 4003 for a conversation of someone else, or when the receiving agent is at the per-agent cap.',
    from: 'staff',
    payload: liveChatTransferSchema,
    ack: z.object({ conversation: liveConversationSchema }),
  }),
  'liveChat.presence': clientEvent({
    summary:
      "Staff: sets one's presence (online, away, offline). Only online agents receive automatic assignments; shoppers see whether anyone is online.",
    from: 'staff',
    payload: liveChatPresenceSchema,
    ack: z.object({ me: liveAgentSchema }),
  }),
  inputing: clientEvent({
    summary:
      "Typing indicator with the current text, at most once per 100 ms; not acknowledged. The server passes on at most one per 100 ms per socket and conversation (the latest, at the end of the interval), its text cut to TYPING_PREVIEW_MAX_CHARS. The shopper's reaches the agent (or, while queued, all staff) with the text; an agent's reaches the shopper as 'typing…' without it.",
    from: 'guest',
    payload: inputingSchema,
    ack: null,
  }),
};

/** Events the server emits (spec 7.4): name → payload. */
export const serverEvents = {
  /** On connecting and whenever the user's unread total changes; `position`: their latest change. */
  'pm.init': z.object({ unread: z.number().int().min(0), position }),
  pm: pmLiveMessageSchema,
  'pm.revoke': pmRevokedSchema,
  'pm.readed': pmReadSchema,
  /**
   * On connecting and whenever it changes: the shopper's unread live-chat messages, and their open
   * (or last ended, unrated) conversation's state, null when they have none.
   */
  'liveChat.init': z.object({
    unread: z.number().int().min(0),
    state: liveChatStateSchema.nullable(),
    /** The shopper's latest live-chat change: a later `liveChat.since` starts from it. */
    position: position.optional(),
  }),
  liveChat: liveChatLiveMessageSchema,
  'liveChat.delete': liveChatDeletedSchema,
  'liveChat.edit': liveChatEditedSchema,
  'liveChat.readed': liveChatReadSchema,
  /** The shopper's conversation changed state (queued place, assigned agent, ended, staff online). */
  'liveChat.state': liveChatStateSchema,
  /** Staff: a conversation was created, queued, assigned, transferred, updated or ended. */
  'liveChat.conversation': liveConversationSchema,
  /** Staff: an agent's presence or load changed. */
  'liveChat.agents': z.object({ agents: z.array(liveAgentSchema) }),
  inputing: z.object({ subjectIdx: idx, inputing: z.boolean(), text: z.string() }),
};

type ClientEvents = typeof clientEvents;
type ServerEvents = typeof serverEvents;
export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;

/** The data an event's acknowledgement carries on success. */
export type AckDataOf<E extends ClientEventName> = ClientEvents[E]['ack'] extends z.ZodType
  ? z.output<ClientEvents[E]['ack']>
  : object;
/**
 * An acknowledgement: the event's data with code 0, or a refusal's code, translated message and,
 * for 4000, the field at fault.
 */
export type AckOf<E extends ClientEventName> =
  ({ code: 0 } & AckDataOf<E>) | { code: number; message?: string; field?: string };
export type ClientPayloadOf<E extends ClientEventName> = z.input<ClientEvents[E]['payload']>;
export type ServerPayloadOf<E extends ServerEventName> = z.output<ServerEvents[E]>;

/** socket.io's typed event maps, derived from the declarations above. */
export type ClientToServerEvents = {
  [E in ClientEventName]: ClientEvents[E]['ack'] extends null
    ? (payload: ClientPayloadOf<E>) => void
    : (payload: ClientPayloadOf<E>, ack: (answer: AckOf<E>) => void) => void;
};
export type ServerToClientEvents = {
  [E in ServerEventName]: E extends 'liveChat'
    ? // An incoming live-chat message is acked with whether it was read (spec 7.4); the sender's own
      // copy (its other tabs) asks nothing.
      (
        ...args:
          [message: ServerPayloadOf<E>] | [message: ServerPayloadOf<E>, ack: (answer: { readed: boolean }) => void]
      ) => void
    : (payload: ServerPayloadOf<E>) => void;
};
