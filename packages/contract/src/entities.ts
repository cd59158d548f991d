import { z } from 'zod';
import { ROLES } from './constants.ts';

/** Money travels as integer cents; the web formats it as `$1,234.50` (spec 9). */
/** The largest id a row can have: ids are PostgreSQL integers (int4). */
export const MAX_IDX = 2_147_483_647;
/**
 * An id a client sends (a call's or a socket event's payload): a positive int32. Anything else is
 * a 4000 naming the field, never a database error.
 */
export const idxSchema = z.number().int().positive().max(MAX_IDX);

/** Money travels as integer cents; the web formats it as `$1,234.50` (spec 9). */
export const centsSchema = z.number().int().min(0).max(1_000_000_000_00);

/** Current user (spec 3): signed in only when idx is present. */
export const currentUserSchema = z.object({
  idx: z.number().int().positive(),
  name: z.string(),
  avatar: z.string(),
  role: z.enum(ROLES),
  email: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  shopIdx: z.number().int().positive().nullable().optional(),
  lang: z.string().optional(),
  /** Staff who run the marketplace (issue 20): staff, accounts, shops and goods in the console. */
  admin: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** Live-chat message (spec 3). `szTimespan` is the computed time label. */
export const liveChatMessageSchema = z.object({
  idx: z.number().int().positive(),
  subjectIdx: z.number().int().positive(),
  body: z.string(),
  flag: z.number().int().optional(),
  owner: z.boolean(),
  staff: z.boolean(),
  senderIdx: z.number().int().nullable().optional(),
  readed: z.boolean(),
  createAt: z.string(),
  szTimespan: z.string().optional(),
  /** When staff last edited it (issue 13), else absent. */
  editAt: z.string().optional(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const liveChatSubjectSchema = z.object({ subjectIdx: z.number().int().positive() });
export type LiveChatSubject = z.infer<typeof liveChatSubjectSchema>;

/**
 * The other party of a private-message subject as the viewer sees it: for the buyer the shop
 * (idx is the shop's, avatar its logo, shopName its name), for the seller the buyer (idx is the
 * buyer's user idx, avatar theirs, shopName their name). `remark` is the viewer's own note.
 */
export const subjectUserSchema = z.object({
  idx: z.number().int().positive(),
  avatar: z.string(),
  shopName: z.string(),
  remark: z.string(),
});

/**
 * A conversation's latest message as its row previews it: the flag, the stored body (sanitized
 * HTML for text; the client strips it to one line, or shows "[Picture]"/"[Product]"), its time.
 */
export const pmSubjectLastSchema = z.object({
  flag: z.number().int(),
  body: z.string(),
  createdAt: z.string(),
});
export type PmSubjectLast = z.infer<typeof pmSubjectLastSchema>;

/** Private-message subject, i.e. a conversation (spec 3). */
export const pmSubjectSchema = z.object({
  idx: z.number().int().positive(),
  buyerIdx: z.number().int().positive(),
  sellerIdx: z.number().int().positive(),
  /** The shop the conversation is with (one per buyer and shop). */
  shopIdx: z.number().int().positive(),
  user: subjectUserSchema,
  unread: z.number().int().min(0),
  updateAt: z.string(),
  /** The latest message not revoked (null: none yet); absent where a subject is sent without it. */
  last: pmSubjectLastSchema.nullable().optional(),
});
export type PmSubject = z.infer<typeof pmSubjectSchema>;

/** Goods card body (spec 3). */
export const goodsCardSchema = z.object({
  idx: z.number().int().positive(),
  title: z.string(),
  price: centsSchema,
  urlCover: z.string(),
});
export type GoodsCard = z.infer<typeof goodsCardSchema>;

/** Private message (spec 3): flag absent/other = text or HTML, 2 = image URL, 3 = goods card. */
export const pmMessageSchema = z.object({
  idx: z.number().int().positive(),
  subjectIdx: z.number().int().positive(),
  body: z.union([z.string(), goodsCardSchema]),
  flag: z.number().int().optional(),
  owner: z.boolean(),
  staff: z.boolean(),
  senderIdx: z.number().int().positive().optional(),
  readed: z.boolean(),
  createAt: z.string(),
  szTimespan: z.string().optional(),
});
export type PmMessage = z.infer<typeof pmMessageSchema>;

/** Suggestion item (spec 3): flag 0 none, 1 shop search, 2 goods. */
export const suggestionSchema = z.object({
  flag: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  name: z.string(),
  idx: z.number().int(),
  highlight: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

/** Language option (spec 3): value is the country iso of its flag icon. */
export const languageOptionSchema = z.object({
  code: z.string(),
  value: z.string(),
  name: z.string(),
});
export type LanguageOption = z.infer<typeof languageOptionSchema>;

export const localeSettingSchema = z.object({
  lang: z.string(),
  country: z.string(),
  countryCallingCode: z.string(),
});
export type LocaleSetting = z.infer<typeof localeSettingSchema>;

export const countrySchema = z.object({ iso: z.string(), callingCode: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** Site config (spec 3). */
export const siteConfigSchema = z.object({
  countries: z.array(countrySchema),
  i18n: z.array(languageOptionSchema),
  imService: z.object({ path: z.string(), transports: z.array(z.string()) }),
  upload: z.object({
    url: z.string(),
    maxBytes: z.number().int(),
    accept: z.string(),
    data: z.record(z.string(), z.string()),
  }),
  locale: localeSettingSchema,
  app: z.object({ appDownloader: z.string() }),
  fake: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Dialog params (spec 3). */
export const dialogParamsSchema = z.object({
  idx: z.number().int().optional(),
  title: z.string().optional(),
  message: z.string().optional(),
  body: z.string().optional(),
  okText: z.string().optional(),
  okButton: z.object({ text: z.string().optional(), to: z.string().optional() }).optional(),
  type: z.string().optional(),
});
export type DialogParams = z.infer<typeof dialogParamsSchema>;

/** Cart item (spec 3). */
export const cartSkuSchema = z.object({
  idx: z.number().int().positive(),
  price: centsSchema,
  discountPrice: centsSchema.nullable().optional(),
  cost: centsSchema.optional(),
  /** The sku's stock when the line was added: caps the quantity stepper on every device. */
  stock: z.number().int().min(0).optional(),
});
export const selectedValueSchema = z.object({
  index: z.number().int().min(0),
  label: z.string(),
  value: z.string(),
});
export const cartItemSchema = z.object({
  idx: z.number().int().positive(),
  sku: cartSkuSchema,
  title: z.string(),
  urlCover: z.string(),
  warehouseIdx: z.number().int().optional(),
  shopIdx: z.number().int().positive().optional(),
  dimensions: z.array(z.string()),
  selectedValues: z.array(selectedValueSchema),
  dimensionValue: z.string(),
  quantity: z.number().int().min(1),
  price: centsSchema,
  selected: z.boolean(),
  index: z.number().int().min(0),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Pending product for chat (spec 3, chat2sbParams.goods). */
export const pendingGoodsSchema = goodsCardSchema;

/** Todo response (spec 3). */
export const todoResponseSchema = z.object({
  notifyPending: z.number().int().min(0),
  cms: z.object({ idx: z.number().int().positive(), title: z.string(), content: z.string() }).nullable(),
});
export type TodoResponse = z.infer<typeof todoResponseSchema>;

/** Device fingerprint (spec 3). Fonts, flash fonts and device enumeration are excluded. */
export const fingerprintSchema = z.strictObject({
  id: z.string().min(1).max(128),
  ua: z.string().max(1024),
  lang: z.string().max(64),
  utc: z.number().finite(),
  timezone: z.string().max(64),
  dpr: z.number().finite().min(0).max(16),
  ram: z.number().finite().min(0).max(4096).nullable(),
  ccore: z.number().int().min(0).max(4096).nullable(),
  sw: z.number().int().min(0).max(100_000),
  sh: z.number().int().min(0).max(100_000),
  platform: z.string().max(128),
  lies: z
    .strictObject({
      languages: z.boolean(),
      resolution: z.boolean(),
      os: z.boolean(),
      browser: z.boolean(),
    })
    .partial(),
});
export type Fingerprint = z.infer<typeof fingerprintSchema>;
