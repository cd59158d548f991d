import { z } from 'zod';

/** The context object every call carries (spec 7.1). */
export const requestContextSchema = z.object({
  lang: z.string().max(16).optional(),
  utc: z.number().finite().optional(),
  timezone: z.string().max(64).optional(),
  path: z.string().max(2048).optional(),
  referer: z.string().max(2048).optional(),
  biz: z.literal(1).optional(),
});
export type RequestContext = z.infer<typeof requestContextSchema>;

export const commandSchema = z.object({
  message: z.string().optional(),
  jumpUrl: z.object({ to: z.string() }).optional(),
});
export type Command = z.infer<typeof commandSchema>;

/**
 * Every API answer: HTTP 200 with this body. `message` may be the number 401 together with
 * `command.jumpUrl` when the client must go elsewhere (spec 7.1).
 */
export const envelopeSchema = z.object({
  code: z.number().int(),
  message: z.union([z.string(), z.number()]).optional(),
  data: z.unknown().optional(),
  user: z.unknown().optional(),
  config: z.unknown().optional(),
  command: commandSchema.optional(),
});

/** Paging info (spec 3). */
export const pagingSchema = z.object({
  current: z.number().int().min(1),
  total: z.number().int().min(0),
  size: z.number().int().min(1),
});
export type Paging = z.infer<typeof pagingSchema>;

export const pageRequestSchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  size: z.number().int().min(1).max(100).optional(),
});
