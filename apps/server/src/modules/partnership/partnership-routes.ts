import {
  applicationListSchema,
  emptySchema,
  reviewApplicationSchema,
  shopApplicationSchema,
} from '@storefront/contract';
import { defineLegacyCall } from '../../http/api-call.ts';
import type { PartnershipService } from './partnership-service.ts';

const APPLICATION =
  'an application (idx, userIdx, shopName, contactName, contactPhone, email, categoryIdx, description, status, reason, createAt, reviewedAt, shopIdx once approved)';

/** The partnership (/shop/application): a buyer applies to open a shop, staff review it. */
export function partnershipCalls(services: { partnership: PartnershipService }) {
  const { partnership } = services;
  return [
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
