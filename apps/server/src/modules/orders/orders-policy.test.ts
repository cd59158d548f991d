import { describe, expect, it } from 'vitest';
import { canSeeAddress, isOrderBuyer, isShopOrder, orderSideOf, readsEveryOrder } from './orders-policy.ts';

const order = { user_idx: 10, shop_idx: 3 };
const shop = { ownerIdx: 20 };

describe('who may see and change an order (orders-policy.ts)', () => {
  it("gives its buyer, its shop's owner and staff their side, and a stranger none", () => {
    expect(orderSideOf({ idx: 10, staff: false }, order, shop)).toBe('buyer');
    expect(orderSideOf({ idx: 20, staff: false }, order, shop)).toBe('seller');
    expect(orderSideOf({ idx: 30, staff: true }, order, shop)).toBe('staff');
    expect(orderSideOf({ idx: 30, staff: false }, order, shop)).toBeNull();
  });

  it('lets only the buyer act as buyer, and only its shop act as seller', () => {
    expect(isOrderBuyer(10, order)).toBe(true);
    expect(isOrderBuyer(20, order)).toBe(false);
    expect(isShopOrder(3, order)).toBe(true);
    expect(isShopOrder(4, order)).toBe(false);
  });

  it('shows the address to the buyer always, to the seller and staff only once the order is paid', () => {
    for (const status of ['pending', 'cancelled'] as const) {
      expect(canSeeAddress('buyer', status)).toBe(true);
      expect(canSeeAddress('seller', status)).toBe(false);
      expect(canSeeAddress('staff', status)).toBe(false);
    }
    for (const status of ['paid', 'shipped', 'completed'] as const) {
      expect(canSeeAddress('seller', status)).toBe(true);
      expect(canSeeAddress('staff', status)).toBe(true);
    }
  });

  it('reads every order as staff only', () => {
    expect(readsEveryOrder({ role: 'staff' })).toBe(true);
    expect(readsEveryOrder({ role: 'seller' })).toBe(false);
    expect(readsEveryOrder({ role: 'buyer' })).toBe(false);
  });
});
