import { z } from 'zod';
import { PM_MESSAGE_PAGE_SIZE, PM_REMARK_MAX_CHARS, PM_SUBJECT_KW_MAX_CHARS } from '../constants.ts';
import { pmMessageSchema, pmSubjectSchema } from '../entities.ts';
import { endpoint, pageOf } from './endpoint.ts';

const idx = z.number().int().positive().max(2_147_483_647);
const page = z.number().int().min(1).max(10_000);
/** The client's last known total (spec 7.3); the server counts anyway, so it only passes through. */
const total = z.number().int().min(0).optional();

/** Private-message calls of spec 7.3; sending and live changes go over the socket (pm events). */
export const pmApi = {
  subjectList: endpoint({
    path: 'pm/subject/list',
    summary:
      "A page of the caller's conversations, as buyer and as seller, most recently updated first (10 per page: the pager's end test).",
    notes:
      "`fetchSubject`: one conversation by its idx (the one \"chat with seller\" opened) as a page of one; 4004 when it is not the caller's. `kw`: only the conversations whose other party's name (the shop's for the buyer, the buyer's for the seller) or the caller's remark on it holds these letters (any case). Each row carries its latest message (`last`).",
    access: 'user',
    payload: z.strictObject({
      fetchSubject: idx.optional(),
      page: page.default(1),
      total,
      kw: z.string().trim().max(PM_SUBJECT_KW_MAX_CHARS).optional(),
    }),
    data: pageOf(pmSubjectSchema),
  }),
  messageList: endpoint({
    path: 'pm/message/list',
    summary: `A page of a conversation's messages, newest page first, oldest first within it (size ${PM_MESSAGE_PAGE_SIZE} by default).`,
    notes:
      "`userIdx` (the other party as the subject shows it) is accepted and not needed: the subject decides. Revoked messages are left out. 4004 outside the caller's conversations.",
    access: 'user',
    payload: z.strictObject({
      subjectIdx: idx,
      userIdx: idx.optional(),
      size: z.number().int().min(1).max(100).default(PM_MESSAGE_PAGE_SIZE),
      page: page.default(1),
      total,
    }),
    data: pageOf(pmMessageSchema),
  }),
  remarkSubmit: endpoint({
    path: 'subject/remark/submit',
    summary: "Sets the caller's own remark on a conversation (the buyer's on the shop, the seller's on the buyer).",
    notes: `At most ${PM_REMARK_MAX_CHARS} characters, stored as plain text (shown as text, never as HTML). 4004 outside the caller's conversations.`,
    access: 'user',
    payload: z.strictObject({ subjectIdx: idx, remark: z.string().trim().max(PM_REMARK_MAX_CHARS) }),
    data: z.object({ remark: z.string() }),
  }),
};
