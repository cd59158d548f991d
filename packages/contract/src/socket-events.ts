import { z } from 'zod';
import type { GoodsCard, LiveChatMessage, PmMessage, PmSubject } from './entities.ts';
import type { Paging } from './envelope.ts';

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
  clientId,
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
  clientId,
});
export const pmSubjectHistorySchema = z.strictObject({
  page: z.number().int().min(1).max(10_000),
  total: z.number().int().min(0).optional(),
});
export const pmHistorySchema = z.strictObject({ subjectIdx: idx, idx: idx.optional() });
export const pmReadedSchema = z.strictObject({ subjectIdx: idx });
export const pmSubjectInquirySchema = z.strictObject({ sellerIdx: idx });
export const bindSchema = z.strictObject({ userIdx: idx });

export type Ack<T> = (answer: T & { code: number; message?: string }) => void;

/** Events a client emits; the last argument is the acknowledgement callback. */
export interface ClientToServerEvents {
  'liveChat.begin': (payload: z.infer<typeof liveChatBeginSchema>, ack: Ack<{ subjectIdx?: number }>) => void;
  'liveChat.end': (payload: z.infer<typeof liveChatEndSchema>, ack?: Ack<object>) => void;
  liveChat: (payload: z.infer<typeof liveChatSendSchema>, ack: Ack<{ idx?: number }>) => void;
  'liveChat.history': (
    payload: z.infer<typeof liveChatHistorySchema>,
    ack: Ack<{ ended?: boolean; rows?: LiveChatMessage[] }>,
  ) => void;
  inputing: (payload: z.infer<typeof inputingSchema>) => void;
  pm: (payload: z.infer<typeof pmSendSchema>, ack: Ack<{ idx?: number }>) => void;
  'pm.subjectHistory': (
    payload: z.infer<typeof pmSubjectHistorySchema>,
    ack: Ack<{ rows?: PmSubject[]; paging?: Paging }>,
  ) => void;
  'pm.history': (payload: z.infer<typeof pmHistorySchema>, ack: Ack<{ rows?: PmMessage[] }>) => void;
  'pm.readed': (payload: z.infer<typeof pmReadedSchema>, ack?: Ack<object>) => void;
  'pm.subject.inquiry': (payload: z.infer<typeof pmSubjectInquirySchema>, ack: Ack<{ subject?: PmSubject }>) => void;
  bind: (payload: z.infer<typeof bindSchema>, ack?: Ack<object>) => void;
}

/** Events the server emits. An incoming live-chat message is acked with whether it was read. */
export interface ServerToClientEvents {
  'liveChat.init': (payload: { unread: number }) => void;
  liveChat: (message: LiveChatMessage, ack: (answer: { readed: boolean }) => void) => void;
  'liveChat.delete': (payload: { idx: number; subjectIdx: number }) => void;
  'liveChat.edit': (payload: Partial<LiveChatMessage> & { idx: number }) => void;
  inputing: (payload: { subjectIdx: number; inputing: boolean; text: string }) => void;
  'pm.init': (payload: { unread: number }) => void;
  pm: (message: PmMessage) => void;
  'pm.revoke': (payload: { idx: number; subjectIdx: number; readed: boolean }) => void;
  'pm.readed': (payload: { subjectIdx: number }) => void;
}

export type { GoodsCard };
