import { displayNameSchema } from '@storefront/contract';
import { z } from 'zod';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { RealnameService } from './realname-service.ts';

export const realnameSubmitSchema = z.strictObject({
  realName: displayNameSchema(1, 60),
  idNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/),
  photo: z.string().min(1).max(300),
});

const VIEW_TEXT =
  "`data`: status ('none', 'pending', 'approved' or 'rejected') and, unless 'none', realName, idNumberMasked (all but the last characters replaced by `*`) and photo.";

export function realnameCalls(services: { realname: RealnameService }) {
  return [
    defineLegacyCall({
      path: 'user/realname/inquiry',
      summary: "The signed-in user's identity verification and its review status.",
      returns: VIEW_TEXT,
      access: 'user',
      schema: z.strictObject({}),
      handler: async ({ principal }) => ({ data: await services.realname.inquiry(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'user/realname/submit',
      summary:
        'Files the identity verification (real name, ID number, photo of the ID) for review, replacing a pending or rejected one. The photo is the address of a private upload made by this same user (`POST /service/v1/upload` with `visibility` `private`).',
      returns: `${VIEW_TEXT} No \`message\`, so the client shows 'operation complete'. 4000 naming \`photo\` when it is not one of the user's private uploads; 4003 when the verification is already approved.`,
      access: 'user',
      schema: realnameSubmitSchema,
      handler: async ({ payload, principal }) => ({ data: await services.realname.submit(principal!.idx, payload) }),
    }),
  ];
}
