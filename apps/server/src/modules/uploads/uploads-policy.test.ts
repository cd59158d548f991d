import { describe, expect, it } from 'vitest';
import { isOwnerOrStaff, mayReadPrivate, type GuestReadGrant, type PrivateReadGrant } from './uploads-policy.ts';

const URL = '/service/v1/upload/private/2026/11/abcdefghijklmnop.webp';
const byUser = { user_idx: 7, guest_id: null };
const byGuest = { user_idx: null, guest_id: 'g-1' };

describe('who may read a private upload (uploads-policy.ts)', () => {
  it('lets its owner and staff read it, and nobody else without a grant', () => {
    expect(isOwnerOrStaff({ idx: 7, role: 'buyer' }, byUser)).toBe(true);
    expect(isOwnerOrStaff({ idx: 8, role: 'staff' }, byUser)).toBe(true);
    expect(isOwnerOrStaff({ idx: 8, role: 'seller' }, byUser)).toBe(false);
    expect(isOwnerOrStaff({ guestId: 'g-1' }, byGuest)).toBe(true);
    expect(isOwnerOrStaff({ guestId: 'g-2' }, byGuest)).toBe(false);
    expect(isOwnerOrStaff({ guestId: 'g-1' }, byUser)).toBe(false);
  });

  it('asks the grants for anyone else, accounts and guests each their own', async () => {
    const asked: string[] = [];
    const users: PrivateReadGrant[] = [
      async (viewerIdx, url, ownerIdx) => {
        asked.push(`user ${viewerIdx} ${url === URL} ${ownerIdx}`);
        return viewerIdx === 9;
      },
    ];
    const guests: GuestReadGrant[] = [
      async (guestId) => {
        asked.push(`guest ${guestId}`);
        return guestId === 'g-3';
      },
    ];
    expect(await mayReadPrivate({ idx: 9, role: 'buyer' }, URL, byUser, { users, guests })).toBe(true);
    expect(await mayReadPrivate({ idx: 8, role: 'buyer' }, URL, byUser, { users, guests })).toBe(false);
    expect(await mayReadPrivate({ guestId: 'g-3' }, URL, byGuest, { users, guests })).toBe(true);
    expect(await mayReadPrivate({ guestId: 'g-4' }, URL, byGuest, { users, guests })).toBe(false);
    // The owner is let in without asking anyone.
    expect(await mayReadPrivate({ idx: 7, role: 'buyer' }, URL, byUser, { users, guests })).toBe(true);
    expect(asked).toEqual(['user 9 true 7', 'user 8 true 7', 'guest g-3', 'guest g-4']);
  });
});
