import { Code } from '@storefront/contract';
import { describe, expect, it } from 'vitest';
import { disableRefusal, staffRoleRefusal } from './admin-policy.ts';

const ADMIN = 1;
const buyer = { idx: 2, role: 'buyer' as const, admin: false };
const seller = { idx: 3, role: 'seller' as const, admin: false };
const self = { idx: ADMIN, role: 'staff' as const, admin: true };

describe('what an admin may do to an account (admin-policy.ts)', () => {
  it('makes a buyer staff or admin, and back, but never a shop owner staff', () => {
    for (const choice of ['staff', 'admin', 'none'] as const)
      expect(staffRoleRefusal(ADMIN, buyer, choice, false)).toBeNull();
    expect(staffRoleRefusal(ADMIN, seller, 'staff', true)).toMatchObject({
      code: Code.forbidden,
      messageKey: 'staffOwnsShop',
    });
    expect(staffRoleRefusal(ADMIN, buyer, 'admin', true)).toMatchObject({ messageKey: 'staffOwnsShop' });
    expect(staffRoleRefusal(ADMIN, seller, 'none', true)).toBeNull();
  });

  it('never lets an admin take their own admin role away', () => {
    expect(staffRoleRefusal(ADMIN, self, 'staff', false)).toMatchObject({
      code: Code.forbidden,
      messageKey: 'adminSelf',
    });
    expect(staffRoleRefusal(ADMIN, self, 'none', false)).toMatchObject({ messageKey: 'adminSelf' });
    expect(staffRoleRefusal(ADMIN, self, 'admin', false)).toBeNull();
  });

  it('disables anyone but oneself and an admin', () => {
    expect(disableRefusal(ADMIN, buyer)).toBeNull();
    expect(disableRefusal(ADMIN, self)).toMatchObject({ code: Code.forbidden, messageKey: 'adminSelf' });
    expect(disableRefusal(ADMIN, { idx: 4, admin: true })).toMatchObject({
      code: Code.forbidden,
      messageKey: 'adminProtected',
    });
  });
});
