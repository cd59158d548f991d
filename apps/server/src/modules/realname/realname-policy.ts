import type { RealnameStatus } from '@storefront/contract/api';

/*
 * Who may file and see an identity verification, in one place. A user files and reads only their
 * own (the user idx is the signed-in principal's, never the payload's), and reads it back with the
 * ID number masked: the full number never leaves the server. The ID photo is the user's own
 * private upload, which only they and staff may open (uploads-policy.ts). A verification may be
 * filed again while it is pending or rejected; once approved it is final.
 */

/** The status after which a verification can no longer be replaced. */
export const FINAL_REALNAME_STATUS = 'approved' satisfies RealnameStatus;

/** The only visibility an ID photo may have: a private upload (and the filer's own). */
export const ID_PHOTO_VISIBILITY = 'private';

/** Whether the user may file (again) over a verification in this status. */
export const mayFileRealname = (status: RealnameStatus): boolean => status !== FINAL_REALNAME_STATUS;

/**
 * Hides all but the last characters of an ID number: the last 4, but never more than half of
 * it, so a short number is not shown whole.
 */
export function maskIdNumber(idNumber: string): string {
  const visible = Math.min(4, Math.floor(idNumber.length / 2));
  return '*'.repeat(idNumber.length - visible) + idNumber.slice(idNumber.length - visible);
}
