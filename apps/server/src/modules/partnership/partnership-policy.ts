import { Code, type Role } from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';

/*
 * Who may apply for a shop and who may become a seller, in one place: the service asks these when
 * an application is filed and again when staff approve it (reviewing is staff-only by the
 * contract's access). A seller already has a shop, and staff cannot own one, so only buyers apply.
 */

/** Filing an application, as a refusal or null: buyers only (4003 `alreadySeller` for a seller). */
export function applicantRefusal(role: Role): ApiError | null {
  if (role === 'seller') return new ApiError(Code.forbidden, 'alreadySeller');
  if (role !== 'buyer') return ApiError.forbidden();
  return null;
}

/** Approving makes the applicant a seller: still a buyer when staff approve (else 4003 `alreadySeller`). */
export function approvalRefusal(applicantRole: Role): ApiError | null {
  return applicantRole === 'buyer' ? null : new ApiError(Code.forbidden, 'alreadySeller');
}
