import { describe, expect, it } from 'vitest';
import { adminFlagFor, avatarNeedsOwnUpload, carriesShop, hasAdminRights, maySignIn } from './accounts-policy.ts';

describe('who may act on an account (accounts-policy.ts)', () => {
  it('signs in active accounts only', () => {
    expect(maySignIn({ status: 'active' })).toBe(true);
    expect(maySignIn({ status: 'disabled' })).toBe(false);
  });

  it('gives admin rights to staff with the flag only', () => {
    expect(hasAdminRights({ role: 'staff', admin: true })).toBe(true);
    expect(hasAdminRights({ role: 'staff', admin: false })).toBe(false);
    expect(hasAdminRights({ role: 'seller', admin: true })).toBe(false);
  });

  it('keeps the admin flag on a staff role change that does not name it, and clears it for any other role', () => {
    expect(adminFlagFor('staff', undefined)).toBeUndefined();
    expect(adminFlagFor('staff', true)).toBe(true);
    expect(adminFlagFor('staff', false)).toBe(false);
    expect(adminFlagFor('buyer', true)).toBe(false);
    expect(adminFlagFor('seller', undefined)).toBe(false);
  });

  it("looks up a shop for a seller's current user only", () => {
    expect(carriesShop({ role: 'seller' })).toBe(true);
    expect(carriesShop({ role: 'buyer' })).toBe(false);
    expect(carriesShop({ role: 'staff' })).toBe(false);
  });

  it('checks a new avatar as an own upload, not the current one sent back or none', () => {
    expect(avatarNeedsOwnUpload('/uploads/new.webp', '/uploads/seed/a.webp')).toBe(true);
    expect(avatarNeedsOwnUpload('/uploads/seed/a.webp', '/uploads/seed/a.webp')).toBe(false);
    expect(avatarNeedsOwnUpload(undefined, '/uploads/seed/a.webp')).toBe(false);
    expect(avatarNeedsOwnUpload('', '/uploads/seed/a.webp')).toBe(false);
  });
});
