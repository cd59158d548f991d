import type { Role } from '@storefront/contract';

/*
 * Who may read a private upload, in one place: the private-file route (uploads-routes.ts) asks the
 * service, which asks this. Its owner (an account, or a live-chat guest by their signed guest id)
 * and staff read it; beyond them only those another module's grant lets in (a picture sent in a
 * private conversation or a live chat: app/app-services.ts wires the grants). Anyone else is
 * answered as if the file did not exist.
 */

/** Who asks for a private file: its owner and staff may read it, and those a grant names. */
export interface UploadViewer {
  idx: number;
  role: Role;
}

/** A live-chat guest (no account), known by the id its signed guest token names. */
export interface UploadGuest {
  guestId: string;
}

/** Who uploads or reads: an account, or a live-chat guest (whose uploads are always private). */
export type UploadParty = UploadViewer | UploadGuest;

export const isGuest = (party: UploadParty | number): party is UploadGuest =>
  typeof party === 'object' && 'guestId' in party;

/**
 * Whether someone besides the owner and staff may read a private upload: another module's rule
 * (a picture sent in a conversation is seen by its other party, modules/pm).
 */
export type PrivateReadGrant = (viewerIdx: number, url: string, ownerIdx: number | null) => Promise<boolean>;
/** The same for a guest viewer (a live chat's picture in the guest's own conversation). */
export type GuestReadGrant = (guestId: string, url: string) => Promise<boolean>;

/** Whose a private upload is: an account's or a guest's. */
export interface UploadOwner {
  user_idx: number | null;
  guest_id: string | null;
}

/** Its owner and staff, without asking any grant. */
export function isOwnerOrStaff(viewer: UploadParty, owner: UploadOwner): boolean {
  if (isGuest(viewer)) return owner.guest_id === viewer.guestId;
  return owner.user_idx === viewer.idx || viewer.role === 'staff';
}

/** Its owner and staff, then the grants in the order they were given (the first yes wins). */
export async function mayReadPrivate(
  viewer: UploadParty,
  url: string,
  owner: UploadOwner,
  grants: { users: readonly PrivateReadGrant[]; guests: readonly GuestReadGrant[] },
): Promise<boolean> {
  if (isOwnerOrStaff(viewer, owner)) return true;
  if (isGuest(viewer)) {
    for (const grant of grants.guests) if (await grant(viewer.guestId, url)) return true;
    return false;
  }
  for (const grant of grants.users) if (await grant(viewer.idx, url, owner.user_idx)) return true;
  return false;
}
