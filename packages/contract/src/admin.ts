import { z } from 'zod';
import { accountEmailSchema } from './accounts.ts';
import { MAX_PAGE, ROLES } from './constants.ts';

/*
 * Running the marketplace (issue 20, point 6): admins make staff, disable accounts, close shops
 * and take goods down; each such action is recorded with who, what, to what, why and when.
 */

const idx = z.number().int().positive().max(2_147_483_647);
const page = z.number().int().min(1).max(MAX_PAGE).default(1);
/** A search's words: an email, a name, a phone number, a shop's name or a product's title. */
const kw = z.string().trim().max(100).default('');

/** Why an admin acted: shown to the seller (a takedown) and kept in the record. */
export const ADMIN_REASON_MAX = 500;
const reason = z.string().trim().min(1).max(ADMIN_REASON_MAX);
const optionalReason = z.string().trim().max(ADMIN_REASON_MAX).optional();

/** One page of every admin list. */
export const ADMIN_PAGE_SIZE = 20;

/** What an account becomes: staff, an admin (staff who run the marketplace), or neither. */
export const STAFF_ROLE_CHOICES = ['staff', 'admin', 'none'] as const;
export type StaffRoleChoice = (typeof STAFF_ROLE_CHOICES)[number];

/** Every action the record keeps. */
export const STAFF_ACTIONS = [
  'role.staff',
  'role.admin',
  'role.none',
  'account.disable',
  'account.enable',
  'shop.close',
  'shop.reopen',
  'goods.takedown',
] as const;
export type StaffActionName = (typeof STAFF_ACTIONS)[number];
/** A product taken down (named here, apart from the server's queries). */
export const TAKEDOWN_ACTION = 'goods.takedown' satisfies StaffActionName;
export const STAFF_ACTION_TARGETS = ['user', 'shop', 'goods'] as const;

export const staffMemberSchema = z.object({
  idx,
  name: z.string(),
  email: z.string().nullable(),
  avatar: z.string(),
  admin: z.boolean(),
  status: z.enum(['active', 'disabled']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** Names the account by its email or its idx (exactly one). */
export const staffSetSchema = z
  .strictObject({
    email: accountEmailSchema.optional(),
    idx: idx.optional(),
    role: z.enum(STAFF_ROLE_CHOICES),
  })
  .refine((value) => (value.email === undefined) !== (value.idx === undefined), {
    path: ['email'],
    message: 'email or idx',
  });

export const accountSearchSchema = z.strictObject({ kw, page });
export const adminAccountSchema = z.object({
  idx,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  admin: z.boolean(),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const accountDisableSchema = z.strictObject({ idx, reason });
export const accountEnableSchema = z.strictObject({ idx, reason: optionalReason });

export const shopSearchSchema = z.strictObject({ kw, page });
export const adminShopSchema = z.object({
  idx,
  name: z.string(),
  logo: z.string(),
  ownerIdx: idx,
  ownerName: z.string(),
  status: z.enum(['open', 'closed']),
  closedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;
export const shopCloseSchema = z.strictObject({ idx, reason });
export const shopReopenSchema = z.strictObject({ idx, reason: optionalReason });

export const goodsSearchSchema = z.strictObject({ kw, shopIdx: idx.optional(), page });
export const adminGoodsSchema = z.object({
  idx,
  title: z.string(),
  cover: z.string(),
  shopIdx: idx,
  shopName: z.string(),
  status: z.enum(['draft', 'on_sale', 'off_shelf']),
  takenDownReason: z.string().nullable(),
  takenDownAt: z.string().nullable(),
});
export type AdminGoods = z.infer<typeof adminGoodsSchema>;
export const goodsTakedownSchema = z.strictObject({ idx, reason });

export const staffActionListSchema = z.strictObject({ page, kind: z.enum(STAFF_ACTION_TARGETS).optional() });
export const staffActionSchema = z.object({
  idx,
  actorIdx: idx,
  actorName: z.string(),
  action: z.enum(STAFF_ACTIONS),
  targetKind: z.enum(STAFF_ACTION_TARGETS),
  targetIdx: idx,
  /** The account's, shop's or product's name as it is now. */
  targetName: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
