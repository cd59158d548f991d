import { z } from 'zod';
import type { Access } from './api/endpoint.ts';
import { pagingSchema } from './envelope.ts';
import { liveChatMessageSchema, pmMessageSchema, pmSubjectSchema } from './entities.ts';

export { SOCKET_PATH, SOCKET_TRANSPORTS } from './constants.ts';

const idx = z.number().int().positive();
/** A client-chosen id per send so that a retried send is stored once (DESIGN.md section 4). */
const clientId = z.string().min(1).max(64);
const body = z.string().max(10_000);

export const liveChatBeginSchema = z.strictObject({ subjectIdx: idx.optional() });
export const liveChatEndSchema = z.strictObject({ subjectIdx: idx });
export const liveChatSendSchema = z.strictObject({
  subjectIdx: idx,
  body,
  flag: z.number().int().optional(),
  clientId: clientId.optional(),
});
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
const position = z.number().int().min(0);
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
    summary: 'Begins (or resumes) a live chat with customer service.',
    from: 'guest',
    payload: liveChatBeginSchema,
    ack: z.object({ subjectIdx: idx }),
  }),
  'liveChat.end': clientEvent({
    summary: 'Ends the live chat.',
    from: 'guest',
    payload: liveChatEndSchema,
    ack: none,
  }),
  liveChat: clientEvent({
    summary: 'Sends a live-chat message; stored before the ack, which carries its idx (> 0).',
    from: 'guest',
    payload: liveChatSendSchema,
    ack: z.object({ idx }),
  }),
  'liveChat.history': clientEvent({
    summary: 'Live-chat messages older than `idx`; `ended` when the chat has ended.',
    from: 'guest',
    payload: liveChatHistorySchema,
    ack: z.object({ ended: z.boolean(), rows: z.array(liveChatMessageSchema) }),
  }),
  inputing: clientEvent({
    summary: 'Typing indicator with the current text, at most once per 100 ms; not acknowledged.',
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
  'liveChat.init': z.object({ unread: z.number().int().min(0) }),
  liveChat: liveChatMessageSchema,
  'liveChat.delete': z.object({ idx, subjectIdx: idx }),
  'liveChat.edit': liveChatMessageSchema.partial().extend({ idx }),
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
    ? // An incoming live-chat message is acked with whether it was read (spec 7.4).
      (message: ServerPayloadOf<E>, ack: (answer: { readed: boolean }) => void) => void
    : (payload: ServerPayloadOf<E>) => void;
};
