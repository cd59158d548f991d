/*
 * Who may act on an account, in one place. A signed-in user reads and changes only their own
 * settings and sessions (the user idx is the principal's, never the payload's); a password change
 * or a new trade password needs the sign-in password first. A disabled account cannot sign in,
 * and its sessions end (session-service.ts reads only active users' sessions). The reads of other
 * people's accounts (account-admin-reads.ts) are staff's: only the admin module calls them, behind
 * admin-policy.ts. The admin flag means something only on a staff account.
 */

/** Whether an account in this state may sign in. */
export const maySignIn = (user: { status: string }): boolean => user.status === 'active';

/** Whether the user has admin rights: the admin flag counts only for staff. */
export const hasAdminRights = (user: { role: string; admin: boolean }): boolean => user.role === 'staff' && user.admin;

/**
 * The admin flag to store with a new role, or undefined to leave it: asked for, it is set for
 * staff only; any other role clears it.
 */
export function adminFlagFor(role: string, admin: boolean | undefined): boolean | undefined {
  if (admin === undefined && role === 'staff') return undefined;
  return hasAdminRights({ role, admin: admin === true });
}

/** Only a seller's current user carries a shop (the one they own). */
export const carriesShop = (user: { role: string }): boolean => user.role === 'seller';

/**
 * Whether a profile's avatar must be checked as the user's own upload: a new one must be; the
 * current one may be sent back unchanged (a seeded avatar is no upload of theirs).
 */
export const avatarNeedsOwnUpload = (asked: string | undefined, current: string): boolean =>
  Boolean(asked) && asked !== current;
