import { z } from 'zod';
import { displayNameSchema } from '../display-name.ts';
import { endpoint } from './endpoint.ts';

export const REALNAME_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type RealnameStatus = (typeof REALNAME_STATUSES)[number];

/** What the user sees of their verification; the full ID number never leaves the server. */
export const realnameViewSchema = z.object({
  status: z.enum(REALNAME_STATUSES),
  realName: z.string().optional(),
  /** All but the last characters replaced by `*`. */
  idNumberMasked: z.string().optional(),
  photo: z.string().optional(),
});
export type RealnameView = z.infer<typeof realnameViewSchema>;

export const realnameSubmitSchema = z.strictObject({
  realName: displayNameSchema(1, 60),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/),
  photo: z.string().min(1).max(300),
});
export type RealnameSubmission = z.output<typeof realnameSubmitSchema>;

/** Identity verification (/realname). */
export const realnameApi = {
  inquiry: endpoint({
    path: 'user/realname/inquiry',
    summary: "The signed-in user's identity verification and its review status.",
    notes: "Unless the status is 'none': realName, idNumberMasked and photo.",
    access: 'user',
    payload: z.strictObject({}),
    data: realnameViewSchema,
  }),
  submit: endpoint({
    path: 'user/realname/submit',
    summary:
      'Files the identity verification (real name, ID number, photo of the ID) for review, replacing a pending or rejected one. The photo is the address of a private upload made by this same user (`POST /service/v1/upload` with `visibility` `private`).',
    notes:
      "The filed verification. No `message`, so the client shows 'operation complete'. 4000 naming `photo` when it is not one of the user's private uploads; 4003 when the verification is already approved.",
    access: 'user',
    payload: realnameSubmitSchema,
    data: realnameViewSchema,
  }),
};
