import {
  applicationListSchema,
  changePasswordSchema,
  emptySchema,
  profileSchema,
  reviewApplicationSchema,
  setTradePasswordSchema,
  shopApplicationSchema,
} from '@storefront/contract';
import type { AppServices } from '../../app-services.ts';
import { defineLegacyCall } from '../../http/api-call.ts';

const APPLICATION =
  'an application (idx, userIdx, shopName, contactName, contactPhone, email, categoryIdx, description, status, reason, createAt, reviewedAt, shopIdx once approved)';

/** The account area (/mine, /dashboard, /mine/settings) and the partnership (/shop/application). */
export function accountAreaCalls(services: AppServices) {
  const { accountArea, partnership } = services;
  return [
    defineLegacyCall({
      path: 'mine/overview',
      summary: 'What the account home shows: wallet balance, orders per status, favorites, follows, applications.',
      returns:
        '`data`: balance (cents; 0 without a wallet), orderCounts per status, favorites, following, hasTradePassword, and application: the latest shop application or null.',
      access: 'user',
      schema: emptySchema,
      handler: async ({ principal }) => ({ data: await accountArea.overview(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'user/profile/update',
      summary:
        "Changes the caller's name, avatar (an address of their own upload from `POST /service/v1/upload`, or '' for none) or language.",
      returns:
        '`data` and `user`: the updated current user. 4000 naming the field; `avatar` when it is not an upload of this user.',
      access: 'user',
      schema: profileSchema,
      handler: async ({ principal, payload }) => {
        const user = await accountArea.updateProfile(principal!.idx, payload);
        return { data: user, user };
      },
    }),
    defineLegacyCall({
      path: 'user/password/change',
      summary: 'Changes the sign-in password; every other session of the account is signed out.',
      returns:
        '`data`: null, no message (the client shows operation complete). 4000 on `oldPassword` when it is wrong; 4029 after too many wrong ones.',
      access: 'user',
      schema: changePasswordSchema,
      handler: async ({ principal, payload }) => {
        await accountArea.changePassword(principal!.idx, principal!.familyId, payload);
        return { data: null };
      },
    }),
    defineLegacyCall({
      path: 'user/trade-password/set',
      summary:
        'Sets or replaces the six-digit trade password (wallet payments, withdrawals) after checking the sign-in password; clears a trade-password lock.',
      returns:
        '`data`: { hasTradePassword: true }, no message. 4000 on `password` when the sign-in password is wrong; 4029 after too many wrong ones.',
      access: 'user',
      schema: setTradePasswordSchema,
      handler: async ({ principal, payload }) => {
        await accountArea.setTradePassword(principal!.idx, payload);
        return { data: { hasTradePassword: true } };
      },
    }),
    defineLegacyCall({
      path: 'shop/application/submit',
      summary: 'Applies to open a shop (partnership). Buyers only, one pending application at a time.',
      returns: `\`data\`: ${APPLICATION}, status pending. 4000 naming the field (\`shopName\` when a shop has that name, \`categoryIdx\` for an unknown category); 4003 for sellers, staff, or while one is pending.`,
      access: 'user',
      schema: shopApplicationSchema,
      handler: async ({ principal, payload }) => {
        return { data: await partnership.submit(principal!.idx, payload) };
      },
    }),
    defineLegacyCall({
      path: 'shop/application/mine',
      summary: "The caller's latest shop application.",
      returns: `\`data\`: ${APPLICATION}, or null when they never applied.`,
      access: 'user',
      schema: emptySchema,
      handler: async ({ principal }) => ({ data: await partnership.latest(principal!.idx) }),
    }),
    defineLegacyCall({
      path: 'staff/shop/application/list',
      summary: 'Shop applications for review, newest first, optionally of one status (staff only).',
      returns: `\`data\`: { rows: ${APPLICATION}, paging }.`,
      access: 'staff',
      schema: applicationListSchema,
      handler: async ({ payload }) => ({ data: await partnership.list(payload) }),
    }),
    defineLegacyCall({
      path: 'staff/shop/application/review',
      summary:
        'Approves a pending application (one transaction: the shop is made, the applicant becomes its seller) or rejects it with a reason (staff only).',
      returns: `\`data\`: the reviewed ${APPLICATION}. 4000 on \`reason\` when rejecting without one; 4004 for an unknown idx; 4003 when it was already reviewed.`,
      access: 'staff',
      schema: reviewApplicationSchema,
      handler: async ({ principal, payload }) => {
        return { data: await partnership.review(principal!.idx, payload) };
      },
    }),
  ];
}
