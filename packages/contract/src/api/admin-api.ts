import { z } from 'zod';
import { emptySchema } from '../accounts.ts';
import {
  accountDisableSchema,
  accountEnableSchema,
  accountSearchSchema,
  adminAccountSchema,
  adminGoodsSchema,
  adminShopSchema,
  goodsSearchSchema,
  goodsTakedownSchema,
  shopCloseSchema,
  shopReopenSchema,
  shopSearchSchema,
  staffActionListSchema,
  staffActionSchema,
  staffMemberSchema,
  staffSetSchema,
} from '../admin.ts';
import { endpoint, pageOf } from './endpoint.ts';

const RECORDED = 'Recorded in `admin/actions` in the same transaction.';

/** Running the marketplace (issue 20): admin staff only; everyone else gets 4003 (a guest 4012). */
export const adminApi = {
  staffList: endpoint({
    path: 'admin/staff/list',
    summary: 'Every staff account, admins first (admins only).',
    access: 'admin',
    payload: emptySchema,
    data: z.array(staffMemberSchema),
  }),
  staffSet: endpoint({
    path: 'admin/staff/set',
    summary:
      "Makes an account (by `email` or `idx`) staff or admin, or neither (`none`: back to buyer; 'seller' if it owns a shop).",
    notes: `\`data\`: the account. 4004 for an unknown account; 4003 (\`adminSelf\`) when an admin would demote themselves; 4003 (\`staffOwnsShop\`) to make a shop owner staff. The account's sockets reconnect with the new role. ${RECORDED}`,
    access: 'admin',
    payload: staffSetSchema,
    data: adminAccountSchema,
  }),
  accountSearch: endpoint({
    path: 'admin/account/search',
    summary: 'Accounts whose email, name or phone holds `kw`, newest first (admins only).',
    access: 'admin',
    payload: accountSearchSchema,
    data: pageOf(adminAccountSchema),
  }),
  accountDisable: endpoint({
    path: 'admin/account/disable',
    summary:
      'Disables an account with a reason: its sessions and refresh tokens end and its sockets close at once, on every process.',
    notes: `\`data\`: the account. 4000 on \`reason\` (1 to 500 characters); 4004 for an unknown account; 4003 (\`adminSelf\`) for your own account, (\`adminProtected\`) for an admin's (remove the admin role first). ${RECORDED}`,
    access: 'admin',
    payload: accountDisableSchema,
    data: adminAccountSchema,
  }),
  accountEnable: endpoint({
    path: 'admin/account/enable',
    summary: 'Enables a disabled account again (it signs in anew); an optional reason.',
    notes: `\`data\`: the account. 4004 for an unknown account. ${RECORDED}`,
    access: 'admin',
    payload: accountEnableSchema,
    data: adminAccountSchema,
  }),
  shopSearch: endpoint({
    path: 'admin/shop/search',
    summary: "Shops, open and closed, whose name or owner's name holds `kw`, newest first (admins only).",
    access: 'admin',
    payload: shopSearchSchema,
    data: pageOf(adminShopSchema),
  }),
  shopClose: endpoint({
    path: 'admin/shop/close',
    summary:
      'Closes a shop with a reason: its page, its goods in listings, search and detail are gone, and its goods cannot be bought.',
    notes: `\`data\`: the shop. 4000 on \`reason\`; 4004 for an unknown shop. Closing a closed shop changes only its reason. ${RECORDED}`,
    access: 'admin',
    payload: shopCloseSchema,
    data: adminShopSchema,
  }),
  shopReopen: endpoint({
    path: 'admin/shop/reopen',
    summary: 'Opens a closed shop again; an optional reason.',
    notes: `\`data\`: the shop. 4004 for an unknown shop. ${RECORDED}`,
    access: 'admin',
    payload: shopReopenSchema,
    data: adminShopSchema,
  }),
  goodsSearch: endpoint({
    path: 'admin/goods/search',
    summary: 'Goods of every status whose title holds `kw`, optionally of one shop, newest first (admins only).',
    access: 'admin',
    payload: goodsSearchSchema,
    data: pageOf(adminGoodsSchema),
  }),
  goodsTakedown: endpoint({
    path: 'admin/goods/takedown',
    summary:
      'Takes a product off shelf with a reason its seller sees; it cannot be put on sale again until the seller edits it.',
    notes: `\`data\`: the product. 4000 on \`reason\`; 4004 for an unknown product. ${RECORDED}`,
    access: 'admin',
    payload: goodsTakedownSchema,
    data: adminGoodsSchema,
  }),
  actions: endpoint({
    path: 'admin/actions',
    summary: 'The record of staff actions (who, what, target, why, when), newest first, optionally of one target kind.',
    access: 'admin',
    payload: staffActionListSchema,
    data: pageOf(staffActionSchema),
  }),
};
