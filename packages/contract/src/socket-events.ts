import { z } from 'zod';
import type { Access } from './api/endpoint.ts';
import { pagingSchema } from './envelope.ts';
import { liveChatMessageSchema, pmMessageSchema, pmSubjectSchema } from './entities.ts';

/** Socket.io path and transport (spec 7.4). */
export const SOCKET_PATH = '/io/';
export const SOCKET_TRANSPORTS = ['websocket'] as const;

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

export const pmSendSchema = z.strictObject({
  subjectIdx: idx,
  flag: z.number().int().optional(),
  body: z.union([body, z.strictObject({ idx, title: z.string(), price: z.number().int(), urlCover: z.string() })]),
  // Optional: a send shaped exactly as the spec says (subjectIdx, flag, body) is served too.
  clientId: clientId.optional(),
});
export const pmSubjectHistorySchema = z.strictObject({
  page: z.number().int().min(1).max(10_000),
  total: z.number().int().min(0).optional(),
});
export const pmHistorySchema = z.strictObject({ subjectIdx: idx, idx: idx.optional() });
export const pmReadedSchema = z.strictObject({ subjectIdx: idx });
export const pmSubjectInquirySchema = z.strictObject({ sellerIdx: idx });
export const bindSchema = z.strictObject({ userIdx: idx });

/**
 * One event a client emits: its payload, the data its acknowledgement carries on success
 * (`null` for an event that is not acknowledged) and who may send it ('guest': anyone).
 */
export interface ClientEvent<P extends z.ZodType = z.ZodType, A extends z.ZodType | null = z.ZodType | null> {
  summary: string;
  from: Access;
  payload: P;
  ack: A;
}

function clientEvent<P extends z.ZodType, A extends z.ZodType | null>(event: ClientEvent<P, A>): ClientEvent<P, A> {
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
    summary: 'Sends a private message; stored before the ack, which carries its idx (> 0).',
    from: 'user',
    payload: pmSendSchema,
    ack: z.object({ idx }),
  }),
  'pm.subjectHistory': clientEvent({
    summary: "A page of the user's conversations, newest first.",
    from: 'user',
    payload: pmSubjectHistorySchema,
    ack: z.object({ rows: z.array(pmSubjectSchema), paging: pagingSchema }),
  }),
  'pm.history': clientEvent({
    summary: 'Messages of a conversation older than `idx` (the newest page without it).',
    from: 'user',
    payload: pmHistorySchema,
    ack: z.object({ rows: z.array(pmMessageSchema) }),
  }),
  'pm.readed': clientEvent({
    summary: "Marks a conversation's messages to the user read.",
    from: 'user',
    payload: pmReadedSchema,
    ack: none,
  }),
  'pm.subject.inquiry': clientEvent({
    summary: "The conversation with a seller's shop, created on first use (one per buyer and shop).",
    from: 'user',
    payload: pmSubjectInquirySchema,
    ack: z.object({ subject: pmSubjectSchema }),
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
  'pm.init': z.object({ unread: z.number().int().min(0) }),
  pm: pmMessageSchema,
  'pm.revoke': z.object({ idx, subjectIdx: idx, readed: z.boolean() }),
  'pm.readed': z.object({ subjectIdx: idx }),
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

/** An acknowledgement: the event's data with code 0, or a refusal's code (and translated message). */
export type AckOf<E extends ClientEventName> =
  | ({ code: 0 } & (ClientEvents[E]['ack'] extends z.ZodType ? z.output<ClientEvents[E]['ack']> : object))
  | { code: number; message?: string };
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
