import { emptySchema } from '../accounts.ts';
import {
  applicationListSchema,
  reviewApplicationSchema,
  shopApplicationSchema,
  shopApplicationViewSchema,
} from '../commerce.ts';
import { endpoint, pageOf } from './endpoint.ts';

/** The partnership (/shop/application): applying to open a shop, and the staff's review. */
export const partnershipApi = {
  submit: endpoint({
    path: 'shop/application/submit',
    summary: 'Applies to open a shop (partnership). Buyers only, one pending application at a time.',
    notes:
      '`data`: the application, status pending. 4000 naming the field (`shopName` when a shop has that name, `categoryIdx` for an unknown category); 4003 for sellers, staff, or while one is pending.',
    access: 'user',
    payload: shopApplicationSchema,
    data: shopApplicationViewSchema,
  }),
  mine: endpoint({
    path: 'shop/application/mine',
    summary: "The caller's latest shop application.",
    notes: '`data`: null when they never applied.',
    access: 'user',
    payload: emptySchema,
    data: shopApplicationViewSchema.nullable(),
  }),
  list: endpoint({
    path: 'staff/shop/application/list',
    summary: 'Shop applications for review, newest first, optionally of one status (staff only).',
    access: 'staff',
    payload: applicationListSchema,
    data: pageOf(shopApplicationViewSchema),
  }),
  review: endpoint({
    path: 'staff/shop/application/review',
    summary:
      'Approves a pending application (one transaction: the shop is made, the applicant becomes its seller) or rejects it with a reason (staff only).',
    notes:
      '`data`: the reviewed application. 4000 on `reason` when rejecting without one; 4004 for an unknown idx; 4003 when it was already reviewed.',
    access: 'staff',
    payload: reviewApplicationSchema,
    data: shopApplicationViewSchema,
  }),
};
